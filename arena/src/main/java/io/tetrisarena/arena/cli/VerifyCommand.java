package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.verify.Verifier;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import io.tetrisarena.arena.tournament.LogCheck;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code arena verify FILE} (or {@code --results FILE}): replays every game of a results file from its seed under its
 * event's rules, checks the file's chain and plan ({@code LogCheck}), and refuses each bad line by number, with the
 * record's key and the reason. With {@code --rerun}, every game is also played again by the recorded bot
 * ({@link Rerun}). Exit code 0 when every record is confirmed, 1 when any is refused or the file was cut short.
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
                + RunFolder.DEFAULT_RESULTS + ")"))
                .addOption(Flags.flag("rerun", "also play every game again with the recorded bot (its jar from"
                        + " --plugins) and compare every move"))
                .addOption(Flags.withArg("threads", "N", "threads for --rerun (default: all cores)"))
                .addOption(Flags.plugins())
                .addOption(Flags.trust())
                .addOption(Flags.unconfined());
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        if (line.getArgList().size() > 1) {
            throw new UsageException("one results file at a time");
        }
        Path file = Path.of(!line.getArgList().isEmpty() ? line.getArgList().get(0)
                : line.getOptionValue("results", RunFolder.DEFAULT_RESULTS.toString()));
        ResultsStore.Kind<?> kind = JsonLinesStore.kindOf(file);
        int code = verify(file, kind, out);
        return line.hasOption("rerun") ? rerun(file, kind, line, code, out, err) : code;
    }

    /** {@code --rerun}: every game played again ({@link Rerun}) after {@code verify} gave {@code code}. */
    private static <R> int rerun(Path file, ResultsStore.Kind<R> kind, CommandLine line, int code, PrintStream out,
                                 PrintStream err) throws Exception {
        ResultsStore.Contents<R> contents = ResultsFile.read(file, kind);
        io.tetrisarena.arena.plugin.LoadedPlugins plugins = Flags.loadPlugins(line, err, false);
        int threads = Flags.integer(line, "threads", Runtime.getRuntime().availableProcessors(), 1, 1024);
        long start = System.nanoTime();
        Path logs = java.nio.file.Files.createTempDirectory("arena-rerun"); // the bots' logs of the rerun
        java.util.Map<Integer, String> differ;
        try {
            differ = Rerun.run(contents, kind, plugins, logs, threads, out);
        } finally {
            try (var walk = java.nio.file.Files.walk(logs)) {
                walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        differ.forEach((n, why) -> out.println("refused line " + n + " " + why));
        out.printf(java.util.Locale.US, "%d of %s rerun with the same moves in %.1f s%n",
                contents.games().size() - differ.size(), Flags.count(contents.games().size(), kind.noun()),
                (System.nanoTime() - start) / 1e9);
        return differ.isEmpty() ? code : 1;
    }

    /**
     * Every record of a results file of {@code kind} replayed by its {@link Verifier}, and the log's structure
     * checked ({@link LogCheck}): each refusal on its own line, by line number, in file order.
     */
    private static <R> int verify(Path file, ResultsStore.Kind<R> kind, PrintStream out) throws java.io.IOException {
        ResultsStore.Contents<R> contents = ResultsFile.read(file, kind);
        Verifier<R> verifier = Verifier.of(kind, contents.header(), contents.sealedSecret());
        if (verifier.headerProblem().isPresent()) {
            out.println("refused " + file + ": " + verifier.headerProblem().get());
            return 1;
        }
        java.util.TreeMap<Integer, List<String>> refusals = new java.util.TreeMap<>();
        java.util.Map<Integer, String> keys = new java.util.HashMap<>();
        int refused = 0;
        for (int k = 0; k < contents.games().size(); k++) {
            R g = contents.games().get(k);
            Optional<String> why = verifier.check(g);
            if (why.isPresent()) {
                refused++;
                refusals.computeIfAbsent(contents.lineOf(k), n -> new ArrayList<>()).add("(" + verifier.key(g)
                        + "): " + why.get());
            }
            keys.put(contents.lineOf(k), verifier.key(g));
        }
        List<ResultsStore.Problem> problems = LogCheck.problems(contents, kind);
        for (ResultsStore.Problem p : problems) {
            // a broken link or a footer names a line, not its record: the record there may be the honest one
            boolean ofRecord = keys.containsKey(p.line()) && !contents.problems().contains(p);
            refusals.computeIfAbsent(p.line(), n -> new ArrayList<>()).add((ofRecord ? "(" + keys.get(p.line())
                    + "): " : ": ") + p.why());
        }
        if (contents.truncated()) {
            refusals.computeIfAbsent(contents.tornLine(), n -> new ArrayList<>()).add(": it is cut short (a run ended"
                    + " while writing it); --resume plays its game again");
        }
        refusals.forEach((line, whys) -> whys.forEach(why -> out.println("refused line " + line
                + (why.startsWith("(") ? " " : "") + why)));
        boolean clean = refusals.isEmpty();
        String how = !contents.chained() ? "; unchained (written before records were chained): records removed,"
                + " added or moved cannot be told"
                : contents.footer() ? "; chain intact, the footer's count and last hash match" : "; chain intact, no"
                + " footer (a run not finished)";
        String sealed = contents.header().sealedCommitment() == null ? ""
                : "; the revealed secret matches the header's commitment";
        out.println(contents.games().size() - refused + " of " + Flags.count(contents.games().size(), kind.noun())
                + " verified in " + file + (clean ? how + sealed : "; " + refused + " refused, "
                + Flags.count(problems.size() + (contents.truncated() ? 1 : 0), "problem") + " in the log"));
        return clean ? 0 : 1;
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
