package io.tetrisarena.bots.heuristic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.tetrisarena.api.TunableBot;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.rules.Rules;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code misakamm-plus}: Misakamm's weights then the added features'; with those at 0 it plays as misakamm. */
class MisakammPlusBotTest {
    private final TunableBot plus = (TunableBot) new MisakammPlusBot().configure("features=max_height,bumpiness");

    @Test
    void tunesMisakammsWeightsThenTheAddedFeatures() {
        assertEquals("misakamm-plus:max_height,bumpiness", plus.info().id());
        List<TunableBot.Parameter> p = plus.parameters();
        assertEquals(13, p.size());
        assertEquals(new TunableBot.Parameter("hole", 200.5, 601.5, 401), p.get(2));
        assertEquals(new TunableBot.Parameter("bumpiness", -10, 10, 0), p.get(12));
    }

    @Test
    void withTheAddedWeightsAtZeroChoosesAsMisakammOnTheRecordedBoards() throws IOException {
        Rules rules = MisakammOriginalChoicesTest.literature(10);
        MisakammBot misakamm = new MisakammBot();
        int boards = 0;
        for (String line : MisakammOriginalChoicesTest.dataLines("/misakamm/original-choices.txt")) {
            String[] f = line.split(" ");
            if (!f[0].equals("10")) {
                continue;
            }
            Board board = new Board(10, 14);
            String[] rows = f[3].split(",");
            for (int y = 0; y < rows.length; y++) {
                board.setRow(y, Integer.parseInt(rows[y], 16));
            }
            Piece piece = Piece.parse(f[2].charAt(0));
            assertEquals(Decisions.decide(misakamm, Decisions.observe(rules, board, piece)),
                    Decisions.decide(plus, Decisions.observe(rules, board, piece)), line);
            boards++;
        }
        assertEquals(198, boards);
    }

    @Test
    void anAddedWeightChangesTheChoice() {
        // Heavily rewarding height makes the flat I stand up on an empty field.
        Rules rules = MisakammOriginalChoicesTest.literature(10);
        double[] values = plus.parameters().stream().mapToDouble(TunableBot.Parameter::initial).toArray();
        values[11] = 10_000;
        Board empty = new Board(10, 14);
        assertNotEquals(Decisions.decide(new MisakammBot(), Decisions.observe(rules, empty, Piece.I)),
                plus.newPlayer(rules, values).decide(Decisions.observe(rules, empty, Piece.I)));
    }

    @Test
    void refusesAnArgumentWithoutFeatures() {
        assertEquals("give the added features: features=a,b (API feature ids), or an evolve run's best.json",
                org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                        () -> new MisakammPlusBot().configure("max_height")).getMessage());
    }
}
