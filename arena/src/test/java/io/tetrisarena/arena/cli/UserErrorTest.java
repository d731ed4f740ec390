package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.event.Events;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every user error is one clear line on stderr and exit code 2, never a stack trace. */
class UserErrorTest {
    @TempDir
    Path work;

    private static void assertOneLineError(CliRun run, String expectedFragment) {
        assertEquals(Main.USAGE, run.code(), run.out() + run.err());
        String[] lines = run.errLines();
        assertEquals(1, lines.length, run.err());
        assertTrue(lines[0].contains(expectedFragment), lines[0]);
        assertFalse(run.err().contains("Exception"), run.err());
    }

    private Path emptyPlugins() throws Exception {
        return Files.createDirectories(work.resolve("plugins"));
    }

    @Test
    void unknownCommand() {
        assertOneLineError(CliRun.of("frobnicate"), "unknown command 'frobnicate'");
    }

    @Test
    void unknownFlag() {
        assertOneLineError(CliRun.of("run", "--bogus"), "arena run: unknown option --bogus (see 'arena run --help')");
    }

    @Test
    void anAbbreviatedFlagIsRefusedAndTheFullOneNamed() {
        assertOneLineError(CliRun.of("run", "--bot", "good"), "arena run: unknown option --bot; did you mean '--bots'?"
                + " (see 'arena run --help')");
        assertOneLineError(CliRun.of("run", "--res"), "arena run: unknown option --res; did you mean '--resume'?"
                + " (see 'arena run --help')");
    }

    @Test
    void aMistypedEventOrSeedSetGetsADidYouMean() throws Exception {
        assertOneLineError(CliRun.of("play", "--bot", "x", "--event", "clasic"), "unknown event 'clasic': not a"
                + " bundled event (" + String.join(", ", Events.BUNDLED) + ") and no such file; did you mean 'classic'?");
        assertOneLineError(CliRun.of("run", "--plugins", emptyPlugins().toString(), "--seeds", "offical"),
                "unknown seed set 'offical': no such file, and no seeds/offical.json (standard sets: official,"
                        + " training, quick, validation); did you mean 'official'?");
    }

    @Test
    void benchRefusesASeedSetWithoutIsolationBeforeMeasuringAnything() {
        assertOneLineError(CliRun.of("bench", "--seeds", "quick"), "--seeds goes with --isolation");
    }

    @Test
    void flagWithoutItsValue() {
        assertOneLineError(CliRun.of("play", "--bot"), "Missing argument for option: bot");
    }

    @Test
    void badNumber() {
        assertOneLineError(CliRun.of("play", "--bot", "x", "--seed", "twelve"), "--seed must be a whole number");
        assertOneLineError(CliRun.of("play", "--bot", "x", "--raw-seed", "twelve"), "--raw-seed must be a 64-bit integer");
    }

    @Test
    void unknownEvent() {
        assertOneLineError(CliRun.of("play", "--bot", "x", "--event", "nosuchevent"), "unknown event 'nosuchevent'");
    }

    @Test
    void malformedEventJson() throws Exception {
        Path file = work.resolve("broken.json");
        Files.writeString(file, "{\"name\": \"x\", ");
        assertOneLineError(CliRun.of("play", "--bot", "x", "--event", file.toString()), file + ": malformed JSON");
    }

    @Test
    void eventWithAnUnknownField() throws Exception {
        Path file = work.resolve("extra.json");
        Files.writeString(file, "{\"name\": \"x\", \"colour\": \"red\"}");
        assertOneLineError(CliRun.of("play", "--bot", "x", "--event", file.toString()), "unknown field 'colour'");
    }

    @Test
    void eventWithAMissingRulesField() throws Exception {
        Path file = work.resolve("missing.json");
        Files.writeString(file, """
                {"name": "m", "description": "d", "metric": "lines", "higherIsBetter": true,
                 "rules": {"width": 10, "height": 40, "visibleHeight": 20, "previewCount": 0, "hold": false,
                           "movement": "srs", "rotation180": false, "scoring": "nes", "randomizer": "seven_bag",
                           "topOut": "guideline", "pieceCap": 5, "moveTimeMillis": 10}}
                """);
        assertOneLineError(CliRun.of("play", "--bot", "x", "--event", file.toString()), "missing field 'rules.garbage'");
    }

    @Test
    void tamperedSeedSet() throws Exception {
        Path file = work.resolve("seeds.json");
        String quick = Files.readString(Path.of(getClass().getResource("/seeds/quick.json").toURI()));
        Files.writeString(file, quick.replaceFirst("\\d{6}", "123456"));
        assertOneLineError(CliRun.of("run", "--plugins", emptyPlugins().toString(), "--seeds", file.toString()),
                "checksum mismatch (file altered or mistyped?)");
    }

    @Test
    void unknownSeedSet() throws Exception {
        assertOneLineError(CliRun.of("run", "--plugins", emptyPlugins().toString(), "--seeds", "nope"),
                "unknown seed set 'nope'");
    }

    @Test
    void noBotsToPlay() throws Exception {
        assertOneLineError(CliRun.of("run", "--plugins", emptyPlugins().toString()), "no bots to play");
    }

    @Test
    void unknownBot() throws Exception {
        assertOneLineError(CliRun.of("play", "--plugins", emptyPlugins().toString(), "--bot", "nobody"),
                "unknown bot 'nobody'");
    }

    @Test
    void missingPluginsFolder() {
        assertOneLineError(CliRun.of("bots", "--plugins", work.resolve("nope").toString()), "does not exist");
    }

    @Test
    void missingResultsFile() {
        assertOneLineError(CliRun.of("replay", "--results", work.resolve("none.jsonl").toString(), "--bot", "a",
                "--event", "b", "--seed", "0"), "no such results file");
    }

    @Test
    void notAResultsFile() throws Exception {
        Path file = work.resolve("r.jsonl");
        Files.writeString(file, "hello\n");
        assertOneLineError(CliRun.of("leaderboard", "--results", file.toString()), "not a results file");
    }

    @Test
    void missingBoardFile() {
        assertOneLineError(CliRun.of("suggest", "--bot", "x", "--board", work.resolve("b.txt").toString(),
                "--queue", "T"), "no such board file");
    }

    @Test
    void malformedConfig() throws Exception {
        Path file = work.resolve("config.json");
        Files.writeString(file, "{\"bots\": [\"a\"], \"speed\": 3}");
        assertOneLineError(CliRun.of("run", "--config", file.toString()), "unknown field 'speed'");
    }

    @Test
    void everyCommandHasHelp() {
        for (Command c : Commands.ALL) {
            CliRun help = CliRun.of(c.name(), "--help");
            assertEquals(0, help.code(), c.name());
            assertTrue(help.out().contains("arena " + c.name()), help.out());
        }
    }
}
