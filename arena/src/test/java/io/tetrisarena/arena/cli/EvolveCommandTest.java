package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class EvolveCommandTest {

    @TempDir
    Path folder;

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "--algorithm darwin --out x | unknown algorithm 'darwin' (known: ga-lee, ga-mzmousa, ga-tetris4j, ga-nus,"
            + " ga-rw, cem, cmaes, nelder-mead, nm-ga-nm)",
        "--seeds official --out x | evolve never trains on the official seeds; use --seeds training",
        "--seeds validation --out x | evolve never trains on the validation seeds (held out to confirm a tuned"
            + " bot); use --seeds training",
        "--games 0 --out x | --games must be 1..1000, got 0",
        "--generations many --out x | --generations must be a whole number, got 'many'",
        "--seed 1.5 --out x | --seed must be a 64-bit whole number, got '1.5'",
        "--event nowhere --out x | unknown event 'nowhere': not a bundled event (marathon, survival, classic,"
            + " literature, literature-10x10, literature-10x8, literature-10x9, literature-10x11, versus, versus-allspin,"
            + " versus-botris) and no such file",
        " | missing --out DIR (where the checkpoint and the results go)",
        "--name Bad --out x | --name must match [a-z0-9][a-z0-9._-]*, got 'Bad'",
        "--bot nobody --plugins PLUGINS --out x | unknown bot 'nobody' in PLUGINS (loaded: none)",
        "--trim 0.5 --out x | --trim must be a number in [0, 0.5), got '0.5'",
        "--trim third --out x | --trim must be a number in [0, 0.5), got 'third'",
        "--seeds ../seeds/heldout-trainer.json --out x | evolve never trains on the heldout-trainer seeds (held out"
            + " to confirm a tuned bot); use --seeds training",
        "--start zero --out x | --start needs --range R (each parameter's start plus or minus R)",
        "--range 50 --out x | --range only goes with --start",
        "--start zero --range 0 --out x | --range must be a positive number, got '0'",
        "--start zero --range wide --out x | --range must be a positive number, got 'wide'",
    })
    void reportsAUserErrorInOneLineWithExitCodeTwo(String arguments, String message) {
        String[] args = ("evolve " + (arguments == null ? "" : arguments.replace("PLUGINS", folder.toString())))
                .strip().split(" +");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(Main.USAGE, code);
        assertEquals("arena evolve: " + message.replace("PLUGINS", folder.toAbsolutePath().normalize().toString()) + " (see 'arena evolve --help')\n",
                err.toString(StandardCharsets.UTF_8));
    }

    @ParameterizedTest(name = "{0} {1} {2} -> {3}")
    @CsvSource(delimiter = '|', value = {
        "linear | lee | ga-lee | evolved-lee-ga-lee",
        "linear | weights/My Bot.json | cem | evolved-my-bot-cem",
        "expectimax |  | cmaes | evolved-expectimax-cmaes",
    })
    void namesARunAfterWhatItTunesAndHow(String bot, String features, String algorithm, String name) {
        assertEquals(name, EvolveCommand.defaultName(bot, features == null ? "" : features, algorithm));
    }
}
