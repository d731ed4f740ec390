package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The class-data archive the build writes beside the jar (arena/pom.xml, docs/performance.md) maps, and
 * leaves the game's hot methods to the JIT: an archive keeps what the JIT marked on a method during the
 * run that made it, and a method marked not compilable there stays interpreted in every run that maps it
 * (the lock path of a tournament three times slower). Runs after package (failsafe), on the built jar.
 */
class ClassDataArchiveIT {
    /**
     * Long enough that C2 reaches the lock path however busy the machine: C2 queues a method by its
     * invocation count, and on an idle machine settle reaches C2 within the first second of this game
     * of some 2.5 seconds, while a game of 200,000 pieces could end before a busy compile queue got there.
     */
    private static final int PIECES = 1_000_000;

    @TempDir
    Path temp;

    @Test
    void theBuildsArchiveMapsAndTheKernelsLockPathStillReachesC2() throws Exception {
        Path jar = Path.of("target", "arena.jar").toAbsolutePath();
        Path archive = Path.of("target", "arena.jsa").toAbsolutePath();
        assumeTrue(Files.isRegularFile(jar) && Files.isRegularFile(archive), "arena.jar and arena.jsa are built by package");
        Path userPlugins = Files.createDirectories(temp.resolve("no-user-bots"));
        Path out = temp.resolve("out.txt");
        // -Xshare:on: the JVM refuses to start unless it maps the archive.
        ProcessBuilder builder = new ProcessBuilder("java", "-Xshare:on", "-XX:SharedArchiveFile=" + archive,
                "-Xlog:cds=off,cds+dynamic=off", "-XX:+PrintCompilation", "-jar", jar.toString(), "play",
                "--plugins", userPlugins.toString(), "--bot", "dellacherie", "--event", "classic", "--seed", "1",
                "--pieces", String.valueOf(PIECES), "--quiet")
                .directory(temp.toFile()).redirectErrorStream(true).redirectOutput(out.toFile());
        // The jar finds the bundled plugins beside itself, as a user's command does; home is the test's own.
        builder.environment().remove("TETRIS_ARENA_BUNDLED");
        builder.environment().remove("TETRIS_ARENA_PLUGINS");
        builder.environment().put("HOME", Files.createDirectories(temp.resolve("home")).toString());
        Process p = builder.start();
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "play finished");
        String log = Files.readString(out, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), log.lines().filter(l -> !l.matches("^\\s*\\d+\\s+\\d+.*")).toList().toString());
        for (String method : List.of("io.tetrisarena.api.kernel.PlayState::settle",
                "io.tetrisarena.api.kernel.Scoring::points", "io.tetrisarena.api.features.ColumnScorer::scanDrops")) {
            // PrintCompilation: "<ms> <id> <flags> <tier> <method> (<size>)"; tier 4 is C2.
            String pattern = method.replace("$", "\\$");
            assertTrue(log.lines().anyMatch(l -> l.matches("^\\s*\\d+\\s+\\d+\\s+[%sbn! ]*4\\s+" + pattern + " .*")),
                    method + " compiled by C2 with the archive mapped; its compiles: "
                            + log.lines().filter(l -> l.contains(method)).toList());
        }
    }
}
