package io.tetrisarena.arena.external;

import io.tetrisarena.arena.results.ResultsStore;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * What bots from outside the arena's JVM cost a whole run, as users meet it: two {@code arena run} processes on
 * the same seeds, the first with the bundled bots, the second with the same bots plus one sandboxed jar (a copy of
 * {@code example-bot.jar} with another sha256) and one program (the Python bot of docs/external-bots.md, as
 * printed there). {@code example-bot.jar} itself is left out of both, so the sandboxed copy is an extra bot and not
 * a duplicate id. The figure is each run's wall time per game (start-up, listing, every solo and versus game),
 * the second over the first.
 */
public final class RunCost {
    static final String SANDBOXED_JAR = "example-bot.jar";
    static final String PROGRAM = "py-drop";

    private RunCost() {
    }

    /** One run's size and time. */
    record Timed(int games, double seconds) {
        double millisPerGame() {
            return seconds * 1000 / games;
        }
    }

    /**
     * Prints the comparison, or why it was skipped.
     *
     * @param bundled the bundled plugins folder (its parent is the repository, whose docs hold the Python bot)
     * @param seeds   the seed set both runs play, or null for {@code run}'s default
     */
    public static void print(PrintStream out, Path bundled, String seeds) throws IOException, InterruptedException {
        Path jar = bundled.resolve(SANDBOXED_JAR);
        String program = pythonBot(bundled.toAbsolutePath().getParent().resolve("docs").resolve("external-bots.md"));
        if (!Files.isRegularFile(jar)) {
            out.println("run cost: skipped (" + jar + " is not built)");
            return;
        }
        if (!Confinements.mayRun(false)) {
            out.println("run cost: skipped (no sandbox here: isolated bots do not run)");
            return;
        }
        if (program == null || !pythonRuns()) {
            out.println("run cost: skipped (needs python3 and the repository's docs/external-bots.md)");
            return;
        }
        Path work = Files.createTempDirectory("tetris-arena-run-cost");
        try {
            Path base = Files.createDirectories(work.resolve("bundled"));
            try (Stream<Path> files = Files.list(bundled)) {
                for (Path f : files.filter(f -> f.getFileName().toString().endsWith(".jar")
                        && !f.getFileName().toString().equals(SANDBOXED_JAR)).toList()) {
                    Files.copy(f, base.resolve(f.getFileName()));
                }
            }
            Path none = Files.createDirectories(work.resolve("no-user-bots"));
            Path extra = Files.createDirectories(work.resolve("user-bots"));
            IsolationCost.copyWithOneMoreFile(jar, extra.resolve(SANDBOXED_JAR));
            Files.writeString(Files.createDirectories(extra.resolve(PROGRAM)).resolve("bot.py"), program);
            Files.writeString(extra.resolve(PROGRAM + ".bot.json"),
                    "{\"id\": \"" + PROGRAM + "\", \"command\": [\"python3\", \"bot.py\"]}\n");
            String set = seeds == null ? "run's default" : "'" + seeds + "'";
            out.printf("run cost: whole 'arena run' processes on the seeds of %s: the bundled bots but %s, then the"
                    + " same with a sandboxed copy of %s and the Python bot of docs/external-bots.md%n", set,
                    SANDBOXED_JAR, SANDBOXED_JAR);
            Timed alone = run(base, none, seeds, work.resolve("alone"));
            out.printf("  bundled only          %,6d games %8.1f s %8.1f ms a game%n", alone.games(), alone.seconds(),
                    alone.millisPerGame());
            Timed with = run(base, extra, seeds, work.resolve("with"));
            out.printf("  + sandboxed + Python  %,6d games %8.1f s %8.1f ms a game   %.2fx a game%n", with.games(),
                    with.seconds(), with.millisPerGame(), with.millisPerGame() / alone.millisPerGame());
        } finally {
            BotEnvironment.delete(work);
        }
    }

    /** The Python bot of the external-bots guide: its first {@code python} block, or null when there is none. */
    static String pythonBot(Path guide) throws IOException {
        if (!Files.isRegularFile(guide)) {
            return null;
        }
        String doc = Files.readString(guide);
        int start = doc.indexOf("```python\n");
        if (start < 0) {
            return null;
        }
        start += "```python\n".length();
        int end = doc.indexOf("```\n", start);
        return end < 0 ? null : doc.substring(start, end);
    }

    private static boolean pythonRuns() throws InterruptedException {
        try {
            Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        }
    }

    /** One whole {@code arena run} process: its wall time, and the games (solo and versus) its results hold. */
    static Timed run(Path bundled, Path user, String seeds, Path out) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", IsolatedJars.classPath(), "-Dtetris.arena.bundled=" + bundled,
                "io.tetrisarena.arena.cli.Main", "run", "--plugins", user.toString(), "--out", out.toString()));
        if (seeds != null) {
            command.addAll(List.of("--seeds", seeds));
        }
        long start = System.nanoTime();
        Path log = Files.createTempFile(out.getParent(), "run", ".log");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!p.waitFor(3, TimeUnit.HOURS)) {
            p.destroyForcibly();
            throw new IOException("arena run did not finish within 3 hours");
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        if (p.exitValue() != 0) {
            List<String> lines = Files.readAllLines(log);
            throw new IOException("arena run exited with code " + p.exitValue() + ": "
                    + (lines.isEmpty() ? "" : lines.get(lines.size() - 1)));
        }
        ResultsStore store = ResultsStore.in(out);
        int games = 0;
        for (ResultsStore.Kind<?> kind : List.of(ResultsStore.Kind.GAMES, ResultsStore.Kind.VERSUS)) {
            if (store.has(kind)) {
                games += store.read(kind).games().size();
            }
        }
        return new Timed(games, seconds);
    }
}
