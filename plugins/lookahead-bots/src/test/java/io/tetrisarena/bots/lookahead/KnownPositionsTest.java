package io.tetrisarena.bots.lookahead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.features.BoardFeatures;
import io.tetrisarena.api.features.Evaluator;
import io.tetrisarena.api.features.LinearEvaluator;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.Rules;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
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

    /** Each lookahead bot with the simple evaluator, and with its own default weights. */
    static Stream<Arguments> lookaheadBotsAndEvaluators() {
        return lookaheadBots().flatMap(a -> {
            LookaheadBot bot = (LookaheadBot) a.get()[0];
            return Stream.of(Arguments.of(bot, "simple", SIMPLE),
                    Arguments.of(bot, bot.weights().name(), LinearEvaluator.of(bot.weights())));
        });
    }

    /** Four rows full but for column 9: a well an I piece clears as a tetris. */
    private static Board fourRowWell() {
        return Board.parse(
                "#########.",
                "#########.",
                "#########.",
                "#########.");
    }

    @ParameterizedTest(name = "{0} with {1} weights")
    @MethodSource("lookaheadBotsAndEvaluators")
    void keepsTheWellOpenForTheIPieceThePreviewShowsAndTakesTheTetris(LookaheadBot bot, String weights,
                                                                      Evaluator evaluator) {
        Board board = fourRowWell();
        LookaheadSearch search = bot.searchFor(GUIDELINE, evaluator);

        Move first = search.choose(Positions.observe(GUIDELINE, board, "LITSZ", Piece.O));
        assertFalse(Positions.touchesColumn(first, 9), "plugged the well with " + first);
        assertEquals(0, Positions.play(board, first));

        Move second = search.choose(Positions.observe(GUIDELINE, board, "ITSZJ", first.useHold() ? Piece.L : Piece.O));
        assertFalse(second.useHold());
        assertEquals(4, Positions.play(board, second), "expected the tetris, got " + second);
    }

    @Test
    void theOnePieceEvaluatorPlugsTheSameWellWhichIsWhatTheSearchAvoids() {
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

    @ParameterizedTest(name = "{0} with {1} weights")
    @MethodSource("lookaheadBotsAndEvaluators")
    void buildsTheOverhangAndTakesTheTSpinDouble(LookaheadBot bot, String weights, Evaluator evaluator) {
        Board board = tSlotWithoutOverhang();
        LookaheadSearch search = bot.searchFor(GUIDELINE, evaluator);

        // S and Z after the T: nothing in the queue can extend a combo after a smaller T-spin, so the
        // double is the best line (with I, J and L next, a deep search may rather spin a single and combo on).
        List<Positions.Played> moves = Positions.playOut(GUIDELINE, board, "OTSZSZSZS", Piece.O, search, 3);

        Positions.Played setUp = moves.get(0);
        assertEquals(Piece.O, setUp.move().placement().piece());
        assertEquals(new Placement(Piece.O, Rotation.NORTH, 2, 2, Spin.NONE), setUp.move().placement(),
                "the O should cover the slot's left corner");
        Positions.Played spin = moves.stream().filter(p -> p.move().placement().piece() == Piece.T).findFirst()
                .orElseThrow(() -> new AssertionError("never played the T: " + moves));
        assertEquals(new Placement(Piece.T, Rotation.SOUTH, 4, 1, Spin.FULL), spin.move().placement());
        assertEquals(2, spin.lines());
    }
}
