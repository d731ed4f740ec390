package io.tetrisarena.arena.versus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.kernel.AttackTable;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.game.VersusGame;
import io.tetrisarena.arena.leaderboard.MarkdownLeaderboard;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.verify.VersusVerifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

class VersusStandingsTest {
    static final int PIECES = 120;

    static TournamentHeader header(Event event) {
        List<TournamentHeader.BotEntry> bots = new ArrayList<>();
        for (String id : List.of("low", "first")) {
            bots.add(new TournamentHeader.BotEntry(id, id, "1", "t", "p", "sha", "in-process"));
        }
        return new TournamentHeader("dev", "1.2.0", List.of(new TournamentHeader.EventInfo(event.name(), "d",
                "pieces", true, Events.toJson(event), Events.sha256(event))), "quick", "c", 1, bots, 1, "now", "jvm");
    }

    /**
     * Side 0 ("low") places every piece where it cannot move left, right or up if it can (else as low as it
     * goes, the first such placement), so it sends all-spins and T-spins now and then; side 1 ("first") takes
     * the first of the lowest legal placements. The game is played to the piece cap or a top-out.
     */
    static VersusGame play(Event event, long seed) {
        VersusGame v = new VersusGame(event, seed, true);
        while (!v.isOver()) {
            Board board = v.game(0).board();
            List<Placement> low = v.game(0).legalPlacements().toList();
            v.apply(0, Move.place(low.stream().min(Comparator.comparingInt((Placement p) ->
                    AttackTable.immobile(board, p.piece(), p.rotation(), p.x(), p.y()) && clears(board, p) ? 0 : 1)
                    .thenComparingInt(Placement::topRow)).orElseThrow()));
            v.apply(1, Move.place(v.game(1).legalPlacements().toList().stream()
                    .min(Comparator.comparingInt(Placement::topRow)).orElseThrow()));
            v.exchange();
        }
        return v;
    }

    /** Whether the placement fills a row of the board. */
    static boolean clears(Board board, Placement p) {
        for (int c = 0; c < 4; c++) {
            int row = board.row(p.cellY(c));
            for (int d = 0; d < 4; d++) {
                if (p.cellY(d) == p.cellY(c)) {
                    row |= 1 << p.cellX(d);
                }
            }
            if (row == board.fullRowMask()) {
                return true;
            }
        }
        return false;
    }

    /** The first seed from 0 on which side 0 sends attack by spins of a T and of another piece. */
    static long seedWithBothSpins(Event event) {
        for (long seed = 0; ; seed++) {
            VersusGame v = play(event, seed);
            if (v.tSpinAttack(0) > 0 && v.allSpinAttack(0) > 0) {
                return seed;
            }
        }
    }

    static VersusRecord record(Event event, long seed, VersusGame v) {
        return new VersusRecord(event.name(), "quick", 0, seed, false, List.of(v.side(0, "low", "1", "sha", 0, 0),
                v.side(1, "first", "1", "sha", 0, 0)), v.winner(), v.reason(), v.turns());
    }

    @Test
    void theSpinSharesComeFromReplayingEveryLockOfTheRecords() {
        Event event = Events.load("versus-allspin").withPieceCap(PIECES);
        long seed = seedWithBothSpins(event);
        VersusGame v = play(event, seed);
        VersusRecord game = record(event, seed, v);
        VersusVerifier verifier = new VersusVerifier(header(event));
        assertTrue(verifier.check(game).isEmpty(), verifier.check(game).toString());
        assertEquals(List.of(List.of(v.tSpinAttack(0), v.allSpinAttack(0)), List.of(v.tSpinAttack(1),
                v.allSpinAttack(1))), verifier.spinAttack(game).map(a -> List.of(List.of(a[0][0], a[0][1]),
                List.of(a[1][0], a[1][1]))).orElseThrow(), "the replay gives the live game's spin attack");
        VersusStandings s = VersusStandings.of(header(event), List.of(game));
        VersusStandings.BotLine low = s.bots().stream().filter(b -> b.id().equals("low")).findFirst().orElseThrow();
        assertEquals(249, seed, "the first seed where side 0 sends both kinds of spins");
        assertEquals(52, v.game(0).piecesPlaced());
        assertEquals(2, v.attack(0));
        assertEquals(1, v.tSpinAttack(0));
        assertEquals(1, v.allSpinAttack(0));
        assertEquals(2.0 / 52, low.attackPerPiece(), 1e-12);
        assertEquals(0.5, low.tSpinShare(), 1e-12);
        assertEquals(0.5, low.allSpinShare(), 1e-12);
        String md = MarkdownLeaderboard.versus(s);
        assertTrue(md.contains(" | 0.038 | 50.0% | 50.0% | "), md);
    }

    @Test
    void recordsThatDoNotReplayGiveNoSpinShare() {
        Event event = Events.load("versus");
        VersusRecord.Side side = new VersusRecord.Side("low", "1", "sha", null, "", 1, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                "T01,0");
        VersusRecord broken = new VersusRecord("versus", "quick", 0, 0, false, List.of(side,
                new VersusRecord.Side("first", "1", "sha", null, "", 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, "T01,0")), -1,
                "x", 1);
        VersusStandings.BotLine line = VersusStandings.of(header(event), List.of(broken)).bots().get(0);
        assertTrue(Double.isNaN(line.tSpinShare()) && Double.isNaN(line.allSpinShare()), line.toString());
    }

    @Test
    void aGameTheArenaCutShortCountsForNeitherBot() {
        Event event = Events.load("versus");
        VersusRecord faulted = new VersusRecord("versus", "quick", 0, 0, false, List.of(
                new VersusRecord.Side("low", "1", "sha", io.tetrisarena.arena.results.Outcome.ARENA_FAULT,
                        "its sandbox was killed from outside", 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, "T01,0"),
                new VersusRecord.Side("first", "1", "sha", null, "", 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, "T01,0")), 1,
                "x", 1);
        for (VersusStandings.BotLine line : VersusStandings.of(header(event), List.of(faulted)).bots()) {
            assertEquals(0, line.games(), line.toString());
            assertEquals(0, line.failures(), line.toString());
        }
    }

    /** A game of the pairing low, first that does not replay: only its seats, seed and result count here. */
    static VersusRecord game(int seedIndex, boolean swapped, String winner, boolean faulted) {
        List<String> ids = swapped ? List.of("first", "low") : List.of("low", "first");
        List<VersusRecord.Side> sides = new ArrayList<>();
        for (String id : ids) {
            sides.add(new VersusRecord.Side(id, "1", "sha", faulted && id.equals("first")
                    ? io.tetrisarena.arena.results.Outcome.ARENA_FAULT : null, "", 1, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                    "T01,0"));
        }
        return new VersusRecord("versus", "quick", seedIndex, seedIndex, swapped, sides,
                winner == null ? -1 : ids.indexOf(winner), "x", 1);
    }

    @Test
    void aPairingsScoreAndTheRatingsCountEachCompletePairOnceAndLeaveAPairMissingAGameOut() {
        Event event = Events.load("versus");
        List<VersusRecord> games = List.of(
                game(0, false, "low", false), game(0, true, "low", false),     // low scores 2
                game(1, false, "low", false), game(1, true, "first", false),   // 1
                game(2, false, null, false), game(2, true, "first", false),    // 0.5
                game(3, false, "low", false), game(3, true, "low", true));     // the arena cut the second short
        VersusStandings s = VersusStandings.of(header(event), games);
        VersusStandings.Pairing p = s.pairing("low", "first").orElseThrow();
        assertEquals(new io.tetrisarena.arena.stats.Duels(4, 1, 2), p.duels(), "W-D-L counts every game that counts");
        assertEquals(new io.tetrisarena.arena.stats.Pentanomial(0, 1, 1, 0, 1), p.pairs());
        assertEquals(1, p.unpaired(), "seed 3's first game: its pair is incomplete");
        // shares 1, 0.5, 0.25: 0.583333; with the virtual 1 and 0, mean 0.55, squares 0.8, margin
        // 1.959964 * sqrt(0.8 / 25) = 0.350609
        assertEquals(1.75 / 3, p.score().value(), 1e-15);
        assertEquals(0.55 - 1.959963984540054 * Math.sqrt(0.032), p.score().low(), 1e-15);
        assertEquals(0.9006090162306326, p.score().high(), 1e-12);
        assertEquals(new io.tetrisarena.arena.stats.Pentanomial(1, 0, 1, 1, 0),
                s.pairing("first", "low").orElseThrow().pairs());
        // the ratings: one unit per complete pair, its result the halved pair score
        var fit = io.tetrisarena.arena.stats.BradleyTerry.fit(new double[][] {{0, 1.75}, {1.25, 0}},
                io.tetrisarena.arena.stats.BradleyTerry.DEFAULT_PRIOR_GAMES, -1);
        VersusStandings.BotLine low = s.bots().stream().filter(b -> b.id().equals("low")).findFirst().orElseThrow();
        double eloPerNat = 400 / Math.log(10);
        assertEquals(fit.rating(0).value() * eloPerNat, low.rating().value(), 1e-9);
        assertEquals(fit.rating(0).low() * eloPerNat, low.rating().low(), 1e-9);
        assertEquals(7, low.games(), "per-game figures count the unpaired game too");
    }
}
