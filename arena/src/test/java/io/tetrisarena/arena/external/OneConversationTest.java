package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.Trust;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.testkit.PluginJars;
import io.tetrisarena.arena.testkit.TestBots;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One game, one conversation: in an event without preview the frontend tells the bot its next piece with
 * {@code new_piece} instead of starting the game over, so a bot that keeps state across its moves plays
 * the same game in a child process as in the arena's JVM, with one {@code start} per game; and a line the
 * bot was not asked for makes the frontend replace the child before the next move.
 */
class OneConversationTest {
    @TempDir
    static Path work;
    static Path jar;
    static LoadedBot stateful;

    /** Among the lowest placements, the one its own move count picks: a bot whose moves depend on its state. */
    private static final String PLAYER = """
            public BotPlayer newPlayer(Rules rules) {
                    int[] n = {0};
                    return o -> {
                        n[0]++;
                        java.util.List<Placement> low = new java.util.ArrayList<>();
                        for (Placement p : o.placements()) {
                            if (low.isEmpty() || p.topRow() < low.get(0).topRow()) { low.clear(); }
                            if (low.isEmpty() || p.topRow() == low.get(0).topRow()) { low.add(p); }
                        }
                        return Move.place(low.get(n[0] % low.size()));
                    };
                }""";

    @BeforeAll
    static void buildAStatefulBot() throws Exception {
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        String source = TestBots.source("stateful", "return lowest(o);", null)
                .replace("public BotPlayer newPlayer(Rules rules) { return o -> decide(o); }", PLAYER);
        Path classes = PluginJars.compile(work, Map.of(TestBots.className("stateful"), source));
        jar = PluginJars.jar(plugins.resolve("stateful.jar"), PluginJars.manifest("stateful", ">=1.0.0 & <2.0.0"),
                classes, List.of(TestBots.className("stateful")), Map.of());
        stateful = new DefaultBotLoader().load(plugins, Trust.everything()).bots().get(0);
    }

    /** A bot process seen from the arena's side: counts the {@code start} messages, and can add a stray line. */
    static final class Watched implements BotProcess {
        final BotProcess inner;
        final AtomicInteger starts;
        final Deque<String> stray = new ArrayDeque<>();
        /** The suggestion (counted from 1) the bot sends twice; 0 for none. */
        final int twiceAt;
        int suggestions;

        Watched(BotProcess inner, AtomicInteger starts, int twiceAt) {
            this.inner = inner;
            this.starts = starts;
            this.twiceAt = twiceAt;
        }

        @Override
        public long pid() {
            return inner.pid();
        }

        @Override
        public boolean alive() {
            return inner.alive();
        }

        @Override
        public void writeLine(CharSequence lines) throws IOException {
            String line = lines.toString();
            int from = 0;
            while ((from = line.indexOf("\"type\":\"start\"", from) + 1) > 0) {
                starts.incrementAndGet();
            }
            inner.writeLine(line);
        }

        @Override
        public synchronized String readLine(long timeoutNanos) throws IOException, InterruptedException {
            return sent(stray.isEmpty() ? inner.readLine(timeoutNanos) : stray.poll());
        }

        @Override
        public synchronized String readLine(Patience patience) throws IOException, InterruptedException {
            return sent(stray.isEmpty() ? inner.readLine(patience) : stray.poll());
        }

        private String sent(String line) {
            if (line != null && line.contains("\"type\":\"suggestion\"") && ++suggestions == twiceAt) {
                stray.add(line);
            }
            return line;
        }

        @Override
        public synchronized boolean hasPendingLine() {
            return !stray.isEmpty() || inner.hasPendingLine();
        }

        @Override
        public long cpuNanos() {
            return inner.cpuNanos();
        }

        @Override
        public String status() {
            return inner.status();
        }

        @Override
        public void kill() {
            inner.kill();
        }
    }

    private static List<String> child() {
        return List.of(ScriptBots.JAVA, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
                "io.tetrisarena.arena.cli.Main", "tbp", "--jar", jar.toString());
    }

    @Test
    void aStatefulBotPlaysTheSameClassicGamesInAChildWithOneStartPerGame() {
        Event classic = TbpGamesTest.shortened("classic", 150);
        List<GameRecord> inProcess;
        try (BotConnector direct = stateful.connector()) {
            inProcess = TbpGamesTest.play(direct, classic, 3);
        }
        AtomicInteger starts = new AtomicInteger();
        List<GameRecord> viaChild;
        try (TbpConnector child = new TbpConnector(() -> new Watched(DefaultBotProcess.start(child(), null,
                Map.of(), work.resolve("stateful.stderr.log"), 1 << 20), starts, 0), Hosting.PROCESS, 30_000)) {
            viaChild = TbpGamesTest.play(child, classic, 3);
            assertEquals(1, child.processesStarted(), "one child serves every game");
        }
        TbpGamesTest.assertSameGames(inProcess, viaChild);
        assertTrue(inProcess.stream().allMatch(g -> g.pieces() > 20), inProcess.toString());
        assertEquals(3, starts.get(), "one start per game");
    }

    @Test
    void aLineTheBotWasNotAskedForReplacesTheChildBeforeTheNextMove() throws Exception {
        Path dir = Files.createDirectories(work.resolve("fingerprint"));
        TestBots.buildJars(work, dir, List.of("fingerprint"));
        LoadedBot fingerprint = new DefaultBotLoader().load(dir, Trust.everything()).bots().get(0);
        Event marathon = TbpGamesTest.shortened("marathon", 60);
        List<GameRecord> inProcess;
        try (BotConnector direct = fingerprint.connector()) {
            inProcess = TbpGamesTest.play(direct, marathon, 2);
        }
        AtomicInteger starts = new AtomicInteger();
        AtomicInteger launched = new AtomicInteger();
        List<GameRecord> viaTbp;
        // The first child answers its tenth suggestion twice: the frontend must not take the copy as the
        // answer to the eleventh, but replace the child, which takes the game over from its position.
        try (TbpConnector tbp = new TbpConnector(() -> new Watched(new InMemoryBotProcess(fingerprint.bot()), starts,
                launched.incrementAndGet() == 1 ? 10 : 0), Hosting.PROCESS, 5000)) {
            viaTbp = TbpGamesTest.play(tbp, marathon, 2);
            assertEquals(2, tbp.processesStarted(), "the child out of step is replaced");
        }
        TbpGamesTest.assertSameGames(inProcess, viaTbp);
        assertEquals(3, starts.get(), "a start per game, and one for the replacement");
    }
}
