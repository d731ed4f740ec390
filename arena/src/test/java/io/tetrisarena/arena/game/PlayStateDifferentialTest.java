package io.tetrisarena.arena.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.features.PlacementContext;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.EndReason;
import io.tetrisarena.api.kernel.LockResult;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.PlayState;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.kernel.internal.PieceSequence;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Random games of every bundled event played four ways at once: through the host's {@link Game} (legal
 * lists, hold, garbage, cap), through a bare attached {@link PlayState} of the same seed, where no garbage
 * rises through a detached state whose board a chain of {@link PlacementContext}s keeps, as the searches do,
 * and through {@link ReferenceGame}, the transition written again from docs/rules.md without the kernel.
 * After every piece they must agree on the board, score, lines, combo, back-to-back and the end of the game
 * (and the kernel's three on hold and the current piece).
 */
class PlayStateDifferentialTest {
    private static final int GAMES_PER_EVENT = 8;
    /** Pieces per game at most; by then every move is random. */
    private static final int MAX_PIECES = 400;
    private static Board board;

    static Iterable<String> events() {
        return Events.BUNDLED;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("events")
    void theHostGameABarePlayStateAndASearchChainAgreeAfterEveryPiece(String eventName) {
        Rules rules = Events.load(eventName).rules();
        int pieces = 0;
        int clears = 0;
        int spins = 0;
        int holds = 0;
        int ended = 0;
        for (long seed = 1; seed <= GAMES_PER_EVENT; seed++) {
            int[] counts = playOneGame(rules, seed);
            pieces += counts[0];
            clears += counts[1];
            spins += counts[2];
            holds += counts[3];
            ended += counts[4];
        }
        // The games must have exercised the rules, not merely started (random moves top out a field of
        // fewer than 10 rows sooner).
        int perGame = rules.visibleHeight() < 10 ? 40 : 75;
        assertTrue(pieces > perGame * GAMES_PER_EVENT, eventName + ": only " + pieces + " pieces");
        assertTrue(clears > 0, eventName + ": no line cleared");
        assertTrue(ended > 0, eventName + ": no game topped out");
        if (rules.hold()) {
            assertTrue(holds > 0, eventName + ": hold never used");
        }
        if (eventName.equals("marathon")) {
            assertTrue(spins > 0, "marathon: no T-spin locked");
        }
    }

    /** Plays one game; returns {pieces, clearing locks, spins, holds, 1 if topped out}. */
    private static int[] playOneGame(Rules rules, long seed) {
        Random random = new Random(seed * 31 + rules.width());
        Game game = new Game(rules, seed, false);
        PlayState bare = PlayState.ofSeed(rules, seed, Board.empty(rules));
        boolean chained = !rules.garbage().enabled();
        PlayState detached = PlayState.detached(rules, new PieceSequence(rules.randomizer(), seed)::piece);
        PlacementContext[] chain = {new PlacementContext(), new PlacementContext()};
        ReferenceGame reference = new ReferenceGame(rules, seed);
        LockResult bareLock = new LockResult();
        LockResult chainLock = new LockResult();
        int[] counts = new int[5];
        int cap = rules.pieceCap() > 0 ? Math.min(rules.pieceCap(), MAX_PIECES) : MAX_PIECES;
        while (!game.isOver() && game.piecesPlaced() < cap) {
            boolean hold = !game.holdPlacements().isEmpty() && random.nextInt(6) == 0;
            PlacementList list = hold ? game.holdPlacements() : game.legalPlacements();
            board = game.board();
            int pick = choose(list, random, game.piecesPlaced());
            int step = game.piecesPlaced();
            // The live list changes with the move: read the placement first.
            Placement placement = list.get(pick);
            game.applyPlacement(list.packed(pick), hold);
            LockResult hostLock = game.lastLock();
            bare.lock(placement, hold, bareLock);
            String where = rules + " seed " + seed + " piece " + step;
            assertEquals(game.board(), bare.board(), where);
            assertSame(game, hostLock, bare, bareLock, where);
            reference.lock(placement);
            assertEquals(game.board(), reference.board(), where + ": the reference's board");
            assertEquals(game.score(), reference.score, where + ": the reference's score");
            assertEquals(game.lines(), reference.lines, where);
            assertEquals(game.combo(), reference.combo, where);
            assertEquals(game.backToBack(), reference.backToBack, where);
            String end = game.isOver() ? game.endReason() : null;
            assertEquals("block out".equals(end) ? null : end, reference.ended, where + ": the end of the game");
            if (chained) {
                PlacementContext context = chain[step % 2];
                if (step == 0) {
                    context.place(Board.empty(rules), placement);
                } else {
                    context.placeAfter(chain[(step + 1) % 2], placement);
                }
                detached.lock(context, placement.spin(), hold, chainLock);
                if (bareLock.endReason() != EndReason.PIECE_ABOVE_VISIBLE) {
                    assertEquals(game.board(), context.clearedBoard(), where);
                }
                assertEquals(bareLock.toString().replace(", ends: piece cap", ""), chainLock.toString(), where);
                assertEquals(bare.score(), detached.score(), where);
                assertEquals(bare.combo(), detached.combo(), where);
                assertEquals(bare.backToBack(), detached.backToBack(), where);
                assertEquals(bare.held(), detached.held(), where);
                assertEquals(bare.queueIndex(), detached.queueIndex(), where);
            }
            counts[0]++;
            counts[1] += hostLock.linesCleared() > 0 ? 1 : 0;
            counts[2] += placement.spin() != Spin.NONE ? 1 : 0;
            counts[3] += hold ? 1 : 0;
        }
        counts[4] = game.isOver() && !game.endReason().equals("piece cap") ? 1 : 0;
        return counts;
    }

    private static void assertSame(Game game, LockResult hostLock, PlayState bare, LockResult bareLock, String where) {
        assertEquals(hostLock.toString(), bareLock.toString(), where);
        assertEquals(game.score(), bare.score(), where);
        assertEquals(game.lines(), bare.lines(), where);
        assertEquals(game.combo(), bare.combo(), where);
        assertEquals(game.backToBack(), bare.backToBack(), where);
        assertEquals(game.piecesPlaced(), bare.piecesPlaced(), where);
        assertEquals(game.garbageReceived(), bare.garbageReceived(), where);
        assertEquals(game.stackHeight(), bare.stackHeight(), where);
        assertEquals(game.stackHeight(), game.board().stackHeight(), where);
        assertEquals(game.heldPiece(), bare.held(), where);
        assertEquals(game.endReason(), bare.endReason() == null ? "" : bare.endReason().text(), where);
        if (!game.isOver()) {
            assertEquals(game.currentPiece(), bare.current(), where);
        }
    }

    /**
     * A decent placement (few holes, a low and flat stack, lines and spins welcome) at first, then ever
     * more often (with the square of the pieces placed) a random one, so that games run long, leave holes and overhangs, and in the end top out.
     */
    private static int choose(PlacementList list, Random random, int step) {
        if (random.nextInt(MAX_PIECES * MAX_PIECES) < step * step) {
            return random.nextInt(list.size());
        }
        int best = 0;
        double bestValue = Double.NEGATIVE_INFINITY;
        int[] heights = new int[Board.MAX_WIDTH];
        for (int i = 0; i < list.size(); i++) {
            Board after = board.copy();
            after.lock(list.piece(i), list.rotation(i), list.x(i), list.y(i));
            int lines = after.clearFullRows();
            after.columnHeights(heights);
            int aggregate = 0;
            int bumps = 0;
            int holes = 0;
            for (int x = 0; x < after.width(); x++) {
                aggregate += heights[x];
                if (x > 0) {
                    bumps += Math.abs(heights[x] - heights[x - 1]);
                }
                for (int y = 0; y < heights[x]; y++) {
                    holes += after.isFilled(x, y) ? 0 : 1;
                }
            }
            double value = 3 * lines - 0.5 * aggregate - 4 * holes - 0.3 * bumps + (list.spin(i) != Spin.NONE ? 2 : 0);
            if (value > bestValue) {
                bestValue = value;
                best = i;
            }
        }
        return best;
    }
}
