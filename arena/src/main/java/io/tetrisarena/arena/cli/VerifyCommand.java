package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.verify.Verifier;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Optional;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code arena verify FILE} (or {@code --results FILE}): replays every game of a results file from its seed under its event's rules
 * and refuses each record whose claims its replay does not confirm, by game key with the reason. Exit code
 * 0 when every record is confirmed, 1 when any is refused or the file was cut short.
 */
final class VerifyCommand implements Command {
    @Override
    public String name() {
        return "verify";
    }

    @Override
    public String description() {
        return "replay every game of a results file (or a " + JsonLinesStore.VERSUS_FILE + ") and refuse forged,"
                + " edited or truncated records (--results FILE)";
    }

    @Override
    public Options options() {
        return new Options().addOption(Flags.withArg("results", "FILE", "the results file (default: "
                + RunFolder.DEFAULT_RESULTS + ")"));
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        if (line.getArgList().size() > 1) {
            throw new UsageException("one results file at a time");
        }
        Path file = Path.of(!line.getArgList().isEmpty() ? line.getArgList().get(0)
                : line.getOptionValue("results", RunFolder.DEFAULT_RESULTS.toString()));
        return verify(file, JsonLinesStore.kindOf(file), out);
    }

    /** Every record of a results file of {@code kind} replayed by its {@link Verifier}. */
    private static <R> int verify(Path file, ResultsStore.Kind<R> kind, PrintStream out) throws java.io.IOException {
        ResultsStore.Contents<R> contents = ResultsFile.read(file, kind);
        Verifier<R> verifier = Verifier.of(kind, contents.header(), contents.sealedSecret());
        if (verifier.headerProblem().isPresent()) {
            out.println("refused " + file + ": " + verifier.headerProblem().get());
            return 1;
        }
        int refused = 0;
        for (R g : contents.games()) {
            Optional<String> why = verifier.check(g);
            if (why.isPresent()) {
                refused++;
                out.println("refused " + verifier.key(g) + ": " + why.get());
            }
        }
        if (contents.truncated()) {
            out.println("refused the last line: it is cut short");
        }
        out.println(contents.games().size() - refused + " of " + Flags.count(contents.games().size(), kind.noun())
                + " verified in " + file + (refused == 0 && !contents.truncated() ? "" : "; " + refused + " refused"));
        return refused == 0 && !contents.truncated() ? 0 : 1;
    }

    @Override
    public int maxArguments() {
        return 1;
    }

    /** A game's key as users read it: bot, event and seed index. */
    static String key(GameRecord g) {
        return Verifier.keyOf(g);
    }
}
