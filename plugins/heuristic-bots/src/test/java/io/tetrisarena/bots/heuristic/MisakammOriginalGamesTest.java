package io.tetrisarena.bots.heuristic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.rules.Rules;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Dealt the very pieces the original program was dealt, {@code misakamm} plays its whole games to the
 * same end: the same number of pieces placed and lines cleared in each of the 17 games of
 * {@code misakamm/original-games.txt} (8, 10 and 12 rows), so every one of its 15,000-odd choices led
 * where the original's did.
 */
class MisakammOriginalGamesTest {

    @Test
    void playsTheOriginalsGamesToTheSamePiecesAndLines() throws IOException {
        List<String> games = MisakammOriginalChoicesTest.dataLines("/misakamm/original-games.txt");
        assertEquals(17, games.size());
        List<String> expected = new ArrayList<>();
        List<String> played = new ArrayList<>();
        for (String game : games) {
            String[] f = game.split(" ");
            int visible = Integer.parseInt(f[0]);
            expected.add(f[1] + ": " + f[2] + " pieces, " + f[3] + " lines");
            played.add(f[1] + ": " + play(visible, f[4]));
        }
        assertEquals(expected, played);
    }

    /** Plays the sequence until a piece cannot be placed inside the field; returns pieces and lines. */
    private static String play(int visible, String sequence) {
        Rules rules = MisakammOriginalChoicesTest.literature(visible);
        BotPlayer player = new MisakammBot().newPlayer(rules);
        Board board = new Board(10, visible + 4);
        int pieces = 0;
        int lines = 0;
        for (char letter : sequence.toCharArray()) {
            Piece piece = Piece.parse(letter);
            Placement p = player.decide(Decisions.observe(rules, board, piece)).placement();
            if (p.topRow() >= visible) {
                break;
            }
            lines += board.placeAndClear(p);
            pieces++;
        }
        return pieces + " pieces, " + lines + " lines";
    }
}
