package io.tetrisarena.arena.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.Spin;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MoveTextTest {
    @Test
    void isEmptyBeforeTheFirstToken() {
        assertEquals("", new MoveText(0).toString());
    }

    @Test
    void writesTokensAsTheCodecWritesThem() {
        MoveText text = new MoveText(1);
        text.appendPlacement(false, Piece.T, Rotation.SOUTH, 4, 1, Spin.FULL);
        text.appendPlacement(true, Piece.I, Rotation.NORTH, 1, 0, Spin.NONE);
        text.appendGarbage(3);
        text.appendPlacement(false, Piece.T, Rotation.WEST, 0, 2, Spin.MINI);
        text.appendPlacement(false, Piece.J, Rotation.EAST, -1, 12, Spin.NONE);
        assertEquals("T24,1f hI01,0 g3 TL0,2m JR-1,12", text.toString());
    }

    @Test
    void equalsThePlainlyWrittenFormatForEveryPieceRotationSpinAndCoordinateAsItGrows() {
        SplittableRandom random = new SplittableRandom(38);
        MoveText text = new MoveText(1);
        List<String> plain = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            if (random.nextInt(8) == 0) {
                // Garbage holes past the table of small numbers too.
                int hole = random.nextInt(-20, 200);
                text.appendGarbage(hole);
                plain.add("g" + hole);
                continue;
            }
            boolean hold = random.nextBoolean();
            Piece piece = Piece.values()[random.nextInt(Piece.values().length)];
            Rotation rotation = Rotation.values()[random.nextInt(Rotation.values().length)];
            Spin spin = Spin.values()[random.nextInt(Spin.values().length)];
            // Mostly origins a board gives (-3..99), sometimes any int.
            int x = random.nextInt(10) == 0 ? random.nextInt() : random.nextInt(-3, 100);
            int y = random.nextInt(10) == 0 ? random.nextInt() : random.nextInt(-3, 100);
            text.appendPlacement(hold, piece, rotation, x, y, spin);
            plain.add((hold ? "h" : "") + piece.name() + rotation.guidelineName() + x + "," + y
                    + (spin == Spin.MINI ? "m" : spin == Spin.FULL ? "f" : ""));
        }
        assertEquals(String.join(" ", plain), text.toString());
    }
}
