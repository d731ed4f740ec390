package io.tetrisarena.bots.heuristic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.rules.GarbageSchedule;
import io.tetrisarena.api.rules.MovementModel;
import io.tetrisarena.api.rules.RandomizerKind;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.ScoringTable;
import io.tetrisarena.api.rules.TopOutRule;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@code misakamm} chooses, on every board of {@code misakamm/original-choices.txt}, the very placement
 * Misakamm's own program chose there: 198 boards of 10x10 and 150 of 10x20 reached in the program's games.
 */
class MisakammOriginalChoicesTest {

    /** The research rules of the literature events with this many visible rows. */
    static Rules literature(int visibleRows) {
        return new Rules("literature-10x" + visibleRows, 10, visibleRows + 4, visibleRows, 0, false,
                MovementModel.STRAIGHT_DROP, false, ScoringTable.NONE, RandomizerKind.UNIFORM,
                TopOutRule.PIECE_ABOVE_VISIBLE, 0, GarbageSchedule.NONE, 0);
    }

    /** The lines of a test resource that are neither comments nor blank. */
    static List<String> dataLines(String resource) throws IOException {
        List<String> lines = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                MisakammOriginalChoicesTest.class.getResourceAsStream(resource), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    lines.add(line);
                }
            }
        }
        return lines;
    }

    @Test
    void choosesThePlacementTheOriginalProgramChoseOnEveryRecordedBoard() throws IOException {
        List<String> lines = dataLines("/misakamm/original-choices.txt");
        assertEquals(348, lines.size());
        MisakammBot bot = new MisakammBot();
        int tenByTen = 0;
        List<String> disagreements = new ArrayList<>();
        for (String line : lines) {
            String[] f = line.split(" ");
            int visible = Integer.parseInt(f[0]);
            Rules rules = literature(visible);
            Board board = new Board(Integer.parseInt(f[1]), visible + 4);
            String[] rows = f[3].split(",");
            for (int y = 0; y < rows.length; y++) {
                board.setRow(y, Integer.parseInt(rows[y], 16));
            }
            Piece piece = Piece.parse(f[2].charAt(0));
            Move move = Decisions.decide(bot, Decisions.observe(rules, board, piece));
            TreeSet<String> chosen = new TreeSet<>();
            Placement p = move.placement();
            for (int i = 0; i < 4; i++) {
                chosen.add(p.cellX(i) + "." + p.cellY(i));
            }
            TreeSet<String> expected = new TreeSet<>(List.of(f[4].split(";")));
            if (!chosen.equals(expected)) {
                disagreements.add(line + " -> " + chosen);
            }
            tenByTen += visible == 10 ? 1 : 0;
        }
        assertEquals(198, tenByTen);
        assertEquals(List.of(), disagreements);
    }
}
