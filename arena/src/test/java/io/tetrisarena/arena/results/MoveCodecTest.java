package io.tetrisarena.arena.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.Spin;
import java.util.List;
import org.junit.jupiter.api.Test;

class MoveCodecTest {
    @Test
    void encodesPlacementsHoldSpinsAndGarbage() {
        StringBuilder sb = new StringBuilder();
        MoveCodec.appendPlacement(sb, false, Piece.T, Rotation.SOUTH, 4, 1, Spin.FULL);
        MoveCodec.appendPlacement(sb, true, Piece.I, Rotation.NORTH, 1, 0, Spin.NONE);
        MoveCodec.appendGarbage(sb, 3);
        MoveCodec.appendPlacement(sb, false, Piece.T, Rotation.WEST, 0, 2, Spin.MINI);
        assertEquals("T24,1f hI01,0 g3 TL0,2m", sb.toString());
    }

    @Test
    void decodesWhatItEncodes() {
        List<MoveCodec.Token> tokens = MoveCodec.decode("T24,1f hI01,0 g3 TL0,2m JR-1,12");
        assertEquals(5, tokens.size());
        assertEquals(new Placement(Piece.T, Rotation.SOUTH, 4, 1, Spin.FULL), tokens.get(0).placement());
        assertTrue(tokens.get(1).hold());
        assertEquals(Placement.of(Piece.I, Rotation.NORTH, 1, 0), tokens.get(1).placement());
        assertTrue(tokens.get(2).isGarbage());
        assertEquals(3, tokens.get(2).garbageHole());
        assertEquals(Spin.MINI, tokens.get(3).placement().spin());
        assertEquals(Placement.of(Piece.J, Rotation.EAST, -1, 12), tokens.get(4).placement());
        assertEquals("JR-1,12", MoveCodec.encode(false, tokens.get(4).placement()));
    }

    @Test
    void namesAMalformedToken() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MoveCodec.decode("T24,1 X9"));
        assertTrue(e.getMessage().startsWith("malformed move token 'X9'"), e.getMessage());
    }
}
