package io.tetrisarena.bots.heuristic;

import static io.tetrisarena.bots.heuristic.Decisions.resultOf;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.api.features.Evaluator;
import io.tetrisarena.api.features.PlacementContext;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.rules.Rules;
import org.junit.jupiter.api.Test;

/**
 * tetris4j under the classic rules: 3.97 touching edges + 6.52 wall edges + 0.65 floor edges - 3.78
 * cell heights - 2.31 holes - 0.59 blockades + 1.6 lines, after clearing; ties go to the last pair.
 */
class Tetris4jBotTest {
    private static final Tetris4jBot TETRIS4J = new Tetris4jBot();
    private static final Rules CLASSIC = Rules.classic();
    private static final Placement O_LEFT = Placement.of(Piece.O, Rotation.NORTH, 0, 0);
    private static final Placement O_RIGHT = Placement.of(Piece.O, Rotation.NORTH, 8, 0);

    @Test
    void anOInACornerScoresItsContactsAndTheLastCornerWins() {
        // Four touching pairs inside the O, two cells on a wall, two on the floor, heights 1 + 1 + 2 + 2.
        Evaluator score = TETRIS4J.evaluator(CLASSIC);
        PlacementContext left = new PlacementContext();
        left.place(Board.standard(), O_LEFT);
        PlacementContext right = new PlacementContext();
        right.place(Board.standard(), O_RIGHT);
        assertEquals(3.97 * 4 + 6.52 * 2 + 0.65 * 2 - 3.78 * 6, score.evaluate(left), 1e-12);
        assertEquals(score.evaluate(left), score.evaluate(right));
        assertEquals(Board.parse("........##", "........##"), resultOf(TETRIS4J, CLASSIC, Board.standard(), Piece.O));
    }

    @Test
    void withTheNextPieceShownItScoresBothPiecesContacts() {
        // The two corners: eight touching pairs, four wall cells, four floor cells, heights 12. Both orders
        // tie; the last pair, whose first piece is the right-hand O, wins.
        PlacementContext first = new PlacementContext();
        first.place(Board.standard(), O_RIGHT);
        PlacementContext pair = new PlacementContext();
        pair.placeAfter(first, O_LEFT);
        assertEquals(3.97 * 8 + 6.52 * 4 + 0.65 * 4 - 3.78 * 12, TETRIS4J.evaluator(CLASSIC).evaluate(pair), 1e-12);
        assertEquals(Board.parse("........##", "........##"),
                resultOf(TETRIS4J, CLASSIC.withPreview(1), Board.standard(), Piece.O, Piece.O));
    }

    @Test
    void aPlacementThatRisesAboveTheVisibleFieldScoresTheTopOutValue() {
        Board high = Board.parse(String.join("\n", java.util.Collections.nCopies(19, "#########.")));
        PlacementContext onTop = new PlacementContext();
        onTop.place(high, Placement.of(Piece.O, Rotation.NORTH, 0, 19));
        assertEquals(-99999999.0, TETRIS4J.evaluator(CLASSIC).evaluate(onTop));
        // The I that fills column 9 clears four rows and is kept.
        Board expected = Board.parse(String.join("\n", java.util.Collections.nCopies(15, "#########.")));
        assertEquals(expected, resultOf(TETRIS4J, CLASSIC, high, Piece.I));
    }
}
