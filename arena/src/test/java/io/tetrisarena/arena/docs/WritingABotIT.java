package io.tetrisarena.arena.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Walks docs/writing-a-bot.md's quick start: runs the commands of its marked block, in order, in a copy of
 * the repository's layout (under a home folder of its own, so the guide's ~/.tetris-arena is the test's) (arena.jar and the bundled plugin jars), with a private Maven repository copied
 * from ~/.m2 (without io.tetrisarena artifacts, so the project's own lib/ must supply them), and checks that
 * the new bot is built, tested, listed, played and ranked; then the commands of "Is my change better?", which
 * compare the bot's build with itself from two jars (no edit in between): every seed tied, nothing decided,
 * Elo 0. Runs after package (failsafe), on arena.jar.
 */
class WritingABotIT {
    private static final Path DOC = Path.of("..", "docs", "writing-a-bot.md");
    private static final String MARKER = "<!-- WritingABotIT runs";
    private static final String COMPARE_MARKER = "<!-- WritingABotIT then runs";
    private static final String API = io.tetrisarena.api.ApiVersion.VERSION;

    @TempDir
    Path work;

    @Test
    void theQuickStartCommandsBuildTestEnterAndRankANewBot() throws Exception {
        Path jar = Path.of("target", "arena.jar");
        assumeTrue(Files.isRegularFile(jar), "arena.jar is built by package");
        Path checkout = Files.createDirectories(work.resolve("tetris-arena"));
        Files.createDirectories(checkout.resolve("arena/target"));
        Files.copy(jar, checkout.resolve("arena/target/arena.jar"));
        Path plugins = Files.createDirectories(checkout.resolve("plugins"));
        try (Stream<Path> bundled = Files.list(Path.of("..", "plugins"))) {
            for (Path p : bundled.filter(p -> p.toString().endsWith(".jar")).toList()) {
                Files.copy(p, plugins.resolve(p.getFileName()));
            }
        }
        Path repo = Files.createDirectories(work.resolve("m2"));
        Path home = Path.of(System.getProperty("user.home"), ".m2", "repository");
        if (Files.isDirectory(home)) {
            assertEquals(0, bash(work, "(cd '" + home + "' && tar cf - --exclude=./io/tetrisarena .) | (cd '" + repo
                    + "' && tar xf -)", "").code, "copying ~/.m2 (read only)");
        }

        List<String> before;
        try (Stream<Path> files = Files.walk(checkout)) {
            before = files.map(p -> checkout.relativize(p).toString()).sorted().toList();
        }
        List<String> outputs = new ArrayList<>();
        for (String command : quickStart()) {
            Result r = bash(checkout, command, "-Dmaven.repo.local=" + repo);
            assertEquals(0, r.code, command + "\n" + r.output);
            outputs.add(r.output);
        }
        Path project = work.resolve("home/.tetris-arena/my-bot");
        assertTrue(Files.isRegularFile(work.resolve("home/.tetris-arena/plugins/my-bot-1.0.0.jar")));
        assertTrue(Files.isRegularFile(project.resolve("target/my-bot-1.0.0.jar")));
        String report = Files.readString(project.resolve("target/surefire-reports/TEST-bots.mybot.MyBotTest.xml"));
        assertTrue(report.contains("tests=\"3\"") && report.contains("failures=\"0\"")
                && report.contains("errors=\"0\""), report.substring(0, Math.min(400, report.length())));
        for (String artifact : List.of("tetris-arena-stability", "tetris-arena-kernel", "tetris-arena-bot-api",
                "tetris-arena-bot-kit")) {
            for (String classifier : List.of("", "-sources", "-javadoc")) {
                Path lib = project.resolve("lib/io/tetrisarena/" + artifact + "/" + API + "/" + artifact + "-" + API
                        + classifier + ".jar");
                assertTrue(Files.isRegularFile(lib), lib.toString());
            }
        }
        assertTrue(outputs.get(1).contains("MyBot: 3 games: mean 2000.0 pieces, "), "the build prints the harness"
                + " summary when the tests pass: " + outputs.get(1));
        assertTrue(outputs.get(3).lines().anyMatch(l -> l.matches("my-bot +MyBot +1\\.0\\.0 +me +(process|sandboxed) +my-bot-1\\.0\\.0\\.jar")),
                outputs.get(3));
        assertTrue(outputs.get(4).contains("my-bot on classic, seed #0 of official: PIECE_CAP after 100 pieces"),
                outputs.get(4));
        String board = Files.readString(checkout.resolve("runs/my-bot/leaderboard.md"));
        assertTrue(board.contains("my-bot") && board.contains("dellacherie"), board);

        List<String> compare = new ArrayList<>();
        for (String command : block(COMPARE_MARKER, 4)) {
            Result r = bash(checkout, command, "-Dmaven.repo.local=" + repo);
            assertEquals(0, r.code, command + "\n" + r.output);
            compare.add(r.output);
        }
        String verdict = compare.get(3);
        assertTrue(verdict.contains("40 paired games (seeds #0..#19 of marathon, classic): my-bot@builds/v2.jar"
                + " better on 0, tied on 40, worse on 0 (W/D/L 0/40/0)"), verdict);
        assertTrue(verdict.contains("Elo +0.0 (95%: +0.0 .. +0.0), a tie counting half"), verdict);
        assertTrue(verdict.contains("verdict: undecided after 40 paired games"), verdict);
        try (Stream<Path> files = Files.walk(checkout)) {
            // Beside the jar, in the build's own folder, the arena remembers the jars' sha256 and the bundled jars'
            // bots (docs/external-bots.md).
            assertEquals(before, files.map(p -> checkout.relativize(p).toString())
                    .filter(p -> !p.equals("runs") && !p.startsWith("runs/"))
                    .filter(p -> !p.equals("arena/target/sha256-cache.txt"))
                    .filter(p -> !p.equals("arena/target/bot-listing-cache.txt")).sorted().toList(),
                    "the guide writes nothing into the checkout but runs/ and arena/target/, which git ignores");
        }
        assertTrue(Files.notExists(repo.resolve("io/tetrisarena")) || Files.isDirectory(repo.resolve("io/tetrisarena")),
                "only the private repository was written");
    }

    /** The commands of the block after the marker. */
    private static List<String> quickStart() throws Exception {
        return block(MARKER, 6);
    }

    /** The commands of the block after a marker, which must be this many. */
    private static List<String> block(String marker, int expected) throws Exception {
        List<String> lines = Files.readAllLines(DOC);
        int at = 0;
        while (!lines.get(at).startsWith(marker)) {
            at++;
        }
        assertEquals("```bash", lines.get(at + 1));
        List<String> commands = new ArrayList<>();
        for (int i = at + 2; !lines.get(i).equals("```"); i++) {
            commands.add(lines.get(i));
        }
        assertEquals(expected, commands.size(), commands.toString());
        return commands;
    }

    private record Result(int code, String output) {
    }

    private Result bash(Path dir, String command, String mavenArgs) throws Exception {
        Path log = Files.createTempFile(work, "out", ".txt");
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", command).directory(dir.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("MAVEN_ARGS", mavenArgs);
        // The guide's ~/.tetris-arena is this test's own; the wrapper's Maven stays where it was downloaded.
        pb.environment().put("MAVEN_USER_HOME", pb.environment().getOrDefault("MAVEN_USER_HOME",
                Path.of(System.getProperty("user.home"), ".m2").toString()));
        pb.environment().put("HOME", Files.createDirectories(work.resolve("home")).toString());
        pb.environment().remove("TETRIS_ARENA_PLUGINS");
        pb.environment().remove("TETRIS_ARENA_BUNDLED"); // the copied checkout's plugins/ are its bundled bots
        Process p = pb.start();
        if (!p.waitFor(10, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("timed out: " + command);
        }
        return new Result(p.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    }
}
