package io.tetrisarena.arena.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.kind.GameKinds;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.tournament.Progress;
import io.tetrisarena.arena.tournament.TournamentSpec;
import io.tetrisarena.arena.versus.VersusTournament;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A tournament and a versus run go through the one run skeleton, each kind into its own log of one folder. */
class GameRunTest {
    private static final int VERSUS_CAP = 20;
    private static final Event SOLO = Events.load("marathon").withPieceCap(30);
    private static final Event VERSUS = Events.load("versus").withPieceCap(VERSUS_CAP);

    /** Plays the first placement offered; declines the versus event when {@code declinesVersus}. */
    private static LoadedBot bot(String id, boolean declinesVersus) {
        TetrisBot bot = new TetrisBot() {
            @Override
            public BotInfo info() {
                return new BotInfo(id, id, "1", "tests", "test");
            }

            @Override
            public Acceptance accepts(Rules rules) {
                return declinesVersus && rules.pieceCap() == VERSUS_CAP ? Acceptance.decline("no garbage, please")
                        : Acceptance.accept();
            }

            @Override
            public BotPlayer newPlayer(Rules rules) {
                return o -> Move.place(o.placements().get(0));
            }
        };
        return new LoadedBot(bot, bot.info(), "t", Path.of("t.jar"), "sha");
    }

    private static final List<LoadedBot> BOTS = List.of(bot("a", false), bot("b", false), bot("shy", true));

    private static List<String> ids(TournamentHeader header) {
        return header.bots().stream().map(TournamentHeader.BotEntry::id).toList();
    }

    @Test
    void aTournamentAndAVersusRunWriteTheirOwnLogsAndAResumeOfEitherPlaysNothing(@TempDir Path out)
            throws Exception {
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        PrintStream messages = new PrintStream(said, true, StandardCharsets.UTF_8);
        SeedSet seeds = SeedSet.load("quick");

        GameRun.Result<GameRecord> solo = GameRun.playLocally(GameKinds.SOLO,
                new TournamentSpec(BOTS, List.of(SOLO), seeds, 2, 2, out, false), messages, Progress.SILENT, "t");
        VersusTournament versusRun = new VersusTournament(BOTS, VERSUS, seeds, 1, 2, null, out);
        GameRun.Result<VersusRecord> versus = GameRun.playLocally(GameKinds.VERSUS, versusRun.spec(false), messages,
                Progress.SILENT, "t");

        assertEquals(6, solo.games().size(), "three bots, two seeds");
        assertEquals(6, solo.played());
        assertEquals(List.of("a", "b", "shy"), ids(solo.header()), "a tournament enters every bot");
        assertEquals(2, versus.games().size(), "the one pairing that plays, one seed, both sides");
        assertEquals(List.of("a", "b"), ids(versus.header()), "a versus run leaves the declining bot out");
        assertEquals("bot shy declines event versus: no garbage, please\n", said.toString(StandardCharsets.UTF_8)
                .replace(System.lineSeparator(), "\n"));

        ResultsStore store = ResultsStore.in(out);
        ResultsStore.Contents<GameRecord> games = store.read(ResultsStore.Kind.GAMES);
        ResultsStore.Contents<VersusRecord> versusGames = store.read(ResultsStore.Kind.VERSUS);
        assertTrue(games.footer() && versusGames.footer(), "both logs are finished");
        assertEquals(6, games.games().size());
        assertEquals(versus.games(), versusGames.games(), "the versus log holds the run's games in plan order");
        assertEquals(solo.header().tournamentId(), games.games().get(0).tournament(), "games name their run");

        GameRun.Result<GameRecord> soloAgain = GameRun.playLocally(GameKinds.SOLO,
                new TournamentSpec(BOTS, List.of(SOLO), seeds, 2, 2, out, true), messages, Progress.SILENT, "t");
        GameRun.Result<VersusRecord> versusAgain = GameRun.playLocally(GameKinds.VERSUS, versusRun.spec(true),
                messages, Progress.SILENT, "t");
        assertEquals(0, soloAgain.played());
        assertEquals(0, versusAgain.played());
        assertEquals(6, soloAgain.games().size());
        assertEquals(versus.games(), versusAgain.games());
        assertEquals(solo.header().tournamentId(), soloAgain.header().tournamentId(), "the run keeps its id");
        assertEquals(versus.header().tournamentId(), versusAgain.header().tournamentId());
    }
}
