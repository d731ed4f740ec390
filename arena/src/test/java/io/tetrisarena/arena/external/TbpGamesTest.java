package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.testkit.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bot played through the Tetris Bot Protocol plays exactly the games it plays in the arena's JVM: the
 * protocol shows it the same observations (the fingerprint bot's moves depend on every field of them).
 */
class TbpGamesTest {
    @TempDir
    static Path work;
    static LoadedBot fingerprint;
    static Path jar;

    @BeforeAll
    static void buildTheFingerprintBot() throws Exception {
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        TestBots.buildJars(work, plugins, List.of("fingerprint"));
        jar = plugins.resolve("fingerprint.jar");
        fingerprint = new DefaultBotLoader().load(plugins, io.tetrisarena.arena.plugin.Trust.everything()).bots().get(0);
    }

    static List<GameRecord> play(BotConnector connector, Event event, int games) {
        SeedSet quick = SeedSet.load("quick");
        List<GameRecord> out = new ArrayList<>();
        Referee referee = new Referee(s -> { });
        for (int i = 0; i < games; i++) {
            GameSpec spec = new GameSpec("fingerprint", "1.0.0", "sha", event, "quick", i, quick.seed(i));
            out.add(referee.play(spec, connector.open(event.name() + "-" + i)));
        }
        return out;
    }

    static Event shortened(String name, int pieces) {
        Event e = Events.load(name);
        return new Event(e.name(), e.description(), e.metric(), e.higherIsBetter(), e.rules().withPieceCap(pieces));
    }

    static void assertSameGames(List<GameRecord> expected, List<GameRecord> actual) {
        assertEquals(expected.size(), actual.size());
        for (int i = 0; i < expected.size(); i++) {
            GameRecord a = expected.get(i);
            GameRecord b = actual.get(i);
            assertEquals(a.outcome(), b.outcome(), b.detail());
            assertEquals(a.moves(), b.moves());
            assertEquals(a.score(), b.score());
            assertEquals(a.lines(), b.lines());
        }
    }

    @Test
    void theProtocolShowsTheBotExactlyWhatItsObservationShowsInEveryEvent() {
        for (String name : List.of("marathon", "survival", "classic", "literature")) {
            Event event = shortened(name, 150);
            List<GameRecord> inProcess;
            try (BotConnector direct = fingerprint.connector()) {
                inProcess = play(direct, event, 2);
            }
            List<GameRecord> viaTbp;
            try (TbpConnector tbp = new TbpConnector(() -> new InMemoryBotProcess(fingerprint.bot()), Hosting.PROCESS,
                    5000)) {
                viaTbp = play(tbp, event, 2);
                assertEquals(1, tbp.processesStarted(), "one process serves every game");
            }
            assertSameGames(inProcess, viaTbp);
            assertTrue(inProcess.stream().allMatch(g -> !g.outcome().isFailure()), inProcess.toString());
        }
    }

    @Test
    void aChildArenaTbpProcessPlaysTheSameGamesAndIsReusedAcrossGames() {
        Event event = shortened("marathon", 120);
        List<GameRecord> inProcess;
        try (BotConnector direct = fingerprint.connector()) {
            inProcess = play(direct, event, 3);
        }
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
                "-cp", System.getProperty("java.class.path"), "io.tetrisarena.arena.cli.Main", "tbp", "--jar",
                jar.toString());
        List<GameRecord> viaChild;
        try (TbpConnector child = new TbpConnector(() -> DefaultBotProcess.start(command, null, java.util.Map.of(),
                work.resolve("child.stderr.log"), 1 << 20), Hosting.PROCESS, 30_000)) {
            viaChild = play(child, event, 3);
            assertEquals(1, child.processesStarted());
        }
        assertSameGames(inProcess, viaChild);
        assertTrue(viaChild.stream().noneMatch(g -> g.outcome().isFailure()), viaChild.toString());
    }

    @Test
    void dellacherieInTheArenaAndAsAChildArenaTbpBotPlaysIdenticalGames() {
        Path bundled = Path.of("..", "plugins").toAbsolutePath().normalize();
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(bundled.resolve("heuristic-bots.jar")),
                "the bundled plugins are not built");
        LoadedBot dellacherie = new DefaultBotLoader().load(bundled).bots().stream().filter(b -> b.id().equals("dellacherie"))
                .findFirst().orElseThrow();
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "io.tetrisarena.arena.cli.Main", "tbp", "--bot",
                "dellacherie", "--plugins", bundled.toString(), "--warmup", "300");
        for (String name : List.of("classic", "marathon")) {
            Event event = shortened(name, 200);
            List<GameRecord> inProcess;
            try (BotConnector direct = dellacherie.connector()) {
                inProcess = play(direct, event, 3);
            }
            List<GameRecord> viaChild;
            try (TbpConnector child = new TbpConnector(() -> DefaultBotProcess.start(command, null, java.util.Map.of(),
                    work.resolve("dellacherie.stderr.log"), 1 << 20), Hosting.PROCESS, 60_000)) {
                viaChild = play(child, event, 3);
            }
            assertSameGames(inProcess, viaChild);
            assertTrue(inProcess.stream().noneMatch(g -> g.outcome().isFailure()), inProcess.toString());
        }
    }
}
