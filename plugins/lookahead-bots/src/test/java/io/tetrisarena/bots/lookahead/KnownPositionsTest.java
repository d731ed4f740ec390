package io.tetrisarena.bots.lookahead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.features.BoardFeatures;
import io.tetrisarena.api.features.Evaluator;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.Rules;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Positions whose best play is known, searched with a simple hand-written board evaluator. */
class KnownPositionsTest {
    /** Lower, flatter, fewer holes: -aggregate height - 8 x holes - bumpiness, after clearing. */
    private static final Evaluator SIMPLE = c -> {
        BoardFeatures f = c.after();
        return -f.aggregateHeight() - 8.0 * f.holes() - f.bumpiness();
    };

    private static final Rules GUIDELINE = Rules.guideline();

    static Stream<Arguments> lookaheadBots() {
        return Stream.of(Arguments.of(new ExpectimaxBot()), Arguments.of(new MinimaxBot()), Arguments.of(new BeamBot()));
    }

    /** Four rows full but for column 9: a well an I piece clears as a tetris. */
    private static Board fourRowWell() {
        return Board.parse(
                "#########.",
                "#########.",
                "#########.",
                "#########.");
    }

    @ParameterizedTest
    @MethodSource("lookaheadBots")
    void keepsTheWellOpenForTheIPieceThePreviewShowsAndTakesTheTetris(LookaheadBot bot) {
        Board board = fourRowWell();
        LookaheadSearch search = bot.searchFor(GUIDELINE, SIMPLE);

        Move first = search.choose(Positions.observe(GUIDELINE, board, "LITSZ", Piece.O));
        assertFalse(Positions.touchesColumn(first, 9), "plugged the well with " + first);
        assertEquals(0, Positions.play(board, first));

        Move second = search.choose(Positions.observe(GUIDELINE, board, "ITSZJ", first.useHold() ? Piece.L : Piece.O));
        assertFalse(second.useHold());
        assertEquals(4, Positions.play(board, second), "expected the tetris, got " + second);
    }

    @ParameterizedTest
    @MethodSource("lookaheadBots")
    void theOnePieceEvaluatorPlugsTheSameWellWhichIsWhatTheSearchAvoids(LookaheadBot ignored) {
        Board board = fourRowWell();
        Move greedy = new GreedyBot().searchFor(GUIDELINE, SIMPLE)
                .choose(Positions.observe(GUIDELINE, board, "LITSZ", Piece.O));
        assertTrue(Positions.touchesColumn(greedy, 9), "greedy kept the well open: " + greedy);
    }

    /** A T slot under the stack at columns 3-5, but no overhang yet: a T dropped in makes a plain double. */
    private static Board tSlotWithoutOverhang() {
        return Board.parse(
                "##........",
                "##........",
                "###...####",
                "####.#####");
    }

    @ParameterizedTest
    @MethodSource("lookaheadBots")
    void buildsTheOverhangAndTakesTheTSpinDouble(LookaheadBot bot) {
        Board board = tSlotWithoutOverhang();
        LookaheadSearch search = bot.searchFor(GUIDELINE, SIMPLE);

        Move setUp = search.choose(Positions.observe(GUIDELINE, board, "OTIJL", Piece.O));
        assertFalse(setUp.useHold());
        assertEquals(0, Positions.play(board, setUp));
        assertTrue(board.isFilled(3, 2) && !board.isFilled(3, 1), "no overhang over the slot after " + setUp);

        Move spin = search.choose(Positions.observe(GUIDELINE, board, "TIJLZ", Piece.O));
        assertEquals(Piece.T, spin.placement().piece());
        assertEquals(Spin.FULL, spin.placement().spin(), "expected a T-spin, got " + spin);
        assertEquals(Rotation.SOUTH, spin.placement().rotation());
        assertEquals(2, Positions.play(board, spin));
    }
}
