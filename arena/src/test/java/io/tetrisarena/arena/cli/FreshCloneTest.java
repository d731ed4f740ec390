package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.arena.testkit.TestBots;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A newcomer's fresh clone: with a bot jar of their own in their plugins folder (outside the clone), runs as the README shows them
 * write only git-ignored files, so {@code git status} stays clean.
 */
class FreshCloneTest {
    @TempDir
    Path work;

    private record Ran(int code, String out) {
    }

    private static Ran exec(Path dir, List<String> command) throws IOException, InterruptedException {
        return exec(dir, command, null);
    }

    /** Runs a command; {@code userPlugins}, when given, is its TETRIS_ARENA_PLUGINS. */
    private static Ran exec(Path dir, List<String> command, Path userPlugins) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        if (userPlugins != null) {
            pb.environment().put("TETRIS_ARENA_PLUGINS", userPlugins.toString());
        }
        Process p = pb.start();
        byte[] output = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(10, TimeUnit.MINUTES), String.join(" ", command));
        return new Ran(p.exitValue(), new String(output, StandardCharsets.UTF_8));
    }

    private static boolean gitAvailable() {
        try {
            return new ProcessBuilder("git", "--version").redirectErrorStream(true).start().waitFor() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    @Test
    void aRunWithAnExtraBotInAFreshCloneLeavesGitStatusUnchanged() throws Exception {
        Path repo = Path.of("").toAbsolutePath().getParent();
        assumeTrue(Files.exists(repo.resolve(".git")), "the sources at " + repo + " are not a git checkout, so there"
                + " is nothing to clone");
        assumeTrue(gitAvailable(), "git is not installed");
        Path clone = work.resolve("clone");
        Ran cloned = exec(work, List.of("git", "clone", "-q", repo.toString(), clone.toString()));
        assertEquals(0, cloned.code(), cloned.out());
        Ran before = exec(clone, List.of("git", "status", "--porcelain", "--untracked-files=all"));
        assertEquals("", before.out(), "a fresh clone is clean");

        // The user's own bot lives in their plugins folder, outside the clone.
        Path mine = Files.createDirectories(work.resolve("user-plugins"));
        TestBots.buildJars(work, mine, List.of("good"));
        List<String> java = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        // The standard tournament's events and seed set, cut short; every loaded bot (only the extra one here).
        List<String> standard = new ArrayList<>(java);
        standard.addAll(List.of("run", "--trust", "good", "--games", "1", "--pieces", "10", "--quiet"));
        Ran run = exec(clone, standard, mine);
        assertEquals(0, run.code(), run.out());
        assertTrue(run.out().contains("tournament: 1 bot x 3 events x 1 seed of 'official' on "), run.out());
        assertTrue(run.out().contains(", into " + Path.of("runs", "standard")), run.out());
        assertTrue(run.out().contains("results in " + Path.of("runs", "standard", "results.jsonl")), run.out());
        assertTrue(Files.isRegularFile(clone.resolve("runs/standard/leaderboard.html")));

        List<String> firstLook = new ArrayList<>(java);
        firstLook.addAll(List.of("run", "--trust", "good", "--seeds", "quick", "--events", "classic", "--pieces", "10",
                "--quiet"));
        Ran quick = exec(clone, firstLook, mine);
        assertEquals(0, quick.code(), quick.out());
        assertTrue(Files.isRegularFile(clone.resolve("runs/classic-quick/results.jsonl")), quick.out());

        Ran after = exec(clone, List.of("git", "status", "--porcelain", "--untracked-files=all"));
        assertEquals(0, after.code(), after.out());
        assertEquals("", after.out(), "no tracked file changed and nothing new is left unignored");
    }
}
