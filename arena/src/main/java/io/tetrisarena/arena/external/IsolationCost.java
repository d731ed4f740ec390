package io.tetrisarena.arena.external;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;

/**
 * What isolation costs, whole process: a bundled bot ({@code dellacherie}) played by {@code arena play} for
 * 10,000 pieces in the arena's JVM, and the same classes from a copy of its jar that differs by one file
 * (so another sha256: untrusted, run isolated and sandboxed), side by side, in {@code classic} and in
 * {@code marathon}. Each figure is the wall time of a whole {@code arena play} process, start-up included,
 * the best of {@value #ROUNDS}; then both for 10 pieces, which is the start-up alone. The children's class-data archive
 * is made first if it is missing ({@link ChildArchive#ensure}), as any earlier run would have made it.
 */
public final class IsolationCost {
    static final String BOT = "dellacherie";
    static final String JAR = "heuristic-bots.jar";
    static final int PIECES = 10_000;
    /** A game this short shows what a sandboxed game pays once: the children's start. */
    static final int STARTUP_PIECES = 10;

    private IsolationCost() {
    }

    /** Prints the comparison, or why it was skipped. */
    public static void print(PrintStream out, Path plugins) throws IOException, InterruptedException {
        Path bundled = plugins.resolve(JAR);
        if (!Files.isRegularFile(bundled)) {
            out.println("isolation: skipped (" + bundled + " is not built)");
            return;
        }
        if (!Confinements.mayRun(false)) {
            out.println("isolation: skipped (no sandbox here: isolated bots do not run)");
            return;
        }
        boolean archive = ChildArchive.ensure();
        Path copyDir = Files.createTempDirectory("tetris-arena-isolation");
        try {
            copyWithOneMoreFile(bundled, copyDir.resolve(JAR));
            String hosting = Confinements.available().hosting().label();
            out.printf("isolation: %s for %,d pieces by a whole 'arena play' process (best of " + ROUNDS + "): in-process, and a"
                    + " copy of %s with another sha256, %s; children %s the class-data archive%n", BOT, PIECES, JAR,
                    hosting, archive ? "map" : "go without");
            double[] classic = new double[2];
            for (String event : List.of("classic", "marathon")) {
                double here = best(plugins, event, PIECES);
                double there = best(copyDir, event, PIECES);
                out.printf("  %-9s in-process %6.2f s   %s %6.2f s   %5.2fx%n", event, here, hosting, there,
                        there / here);
                if (event.equals("classic")) {
                    classic = new double[] {here, there};
                }
            }
            double here = best(plugins, "classic", STARTUP_PIECES);
            double there = best(copyDir, "classic", STARTUP_PIECES);
            out.printf("  start-up  in-process %6.2f s   %s %6.2f s   (%d pieces of classic: the fixed cost)%n", here,
                    hosting, there, STARTUP_PIECES);
            out.printf("  per move  %s minus in-process, after the fixed start: %+.1f us (classic)%n", hosting,
                    steadyMicrosPerMove(classic[0], here, classic[1], there));
        } finally {
            BotEnvironment.delete(copyDir);
        }
    }

    /**
     * The steady-state cost of a move isolated over one in-process, in microseconds: each side's long game less
     * its short one (the start-up), per extra piece, isolated minus in-process.
     */
    static double steadyMicrosPerMove(double hereLong, double hereShort, double thereLong, double thereShort) {
        return ((thereLong - thereShort) - (hereLong - hereShort)) / (PIECES - STARTUP_PIECES) * 1e6;
    }

    /** Runs of each measurement: the best is kept, as a busy neighbour only ever adds time. */
    static final int ROUNDS = 5;

    private static double best(Path plugins, String event, int pieces) throws IOException, InterruptedException {
        double best = Double.MAX_VALUE;
        for (int i = 0; i < ROUNDS; i++) {
            best = Math.min(best, play(plugins, event, pieces));
        }
        return best;
    }

    /** The wall time in seconds of one {@code arena play} process. */
    static double play(Path plugins, String event, int pieces) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", IsolatedJars.classPath(), "io.tetrisarena.arena.cli.Main", "play", "--plugins",
                plugins.toString(), "--bot", BOT, "--event", event, "--pieces", Integer.toString(pieces), "--quiet"));
        long start = System.nanoTime();
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        if (!p.waitFor(10, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new IOException("arena play did not finish within 10 minutes");
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        if (p.exitValue() != 0) {
            throw new IOException("arena play exited with code " + p.exitValue());
        }
        return seconds;
    }

    /** The jar's entries, and one more small file: the same classes under another checksum. */
    static void copyWithOneMoreFile(Path jar, Path copy) throws IOException {
        try (JarFile in = new JarFile(jar.toFile());
             JarOutputStream out = new JarOutputStream(Files.newOutputStream(copy), in.getManifest())) {
            for (Enumeration<JarEntry> e = in.entries(); e.hasMoreElements(); ) {
                JarEntry entry = e.nextElement();
                if (entry.getName().equals(JarFile.MANIFEST_NAME)) {
                    continue;
                }
                out.putNextEntry(new JarEntry(entry.getName()));
                try (InputStream data = in.getInputStream(entry)) {
                    data.transferTo(out);
                }
                out.closeEntry();
            }
            out.putNextEntry(new JarEntry("META-INF/tetris-arena-isolation-copy.txt"));
            out.write("a copy for measuring isolation\n".getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
    }
}
