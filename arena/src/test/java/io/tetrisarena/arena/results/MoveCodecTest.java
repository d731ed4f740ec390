package io.tetrisarena.arena.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
        MoveText text = new MoveText(4);
        text.appendPlacement(false, Piece.T, Rotation.SOUTH, 4, 1, Spin.FULL);
        text.appendPlacement(true, Piece.I, Rotation.NORTH, 1, 0, Spin.NONE);
        text.appendGarbage(3);
        text.appendPlacement(false, Piece.T, Rotation.WEST, 0, 2, Spin.MINI);
        assertEquals("T24,1f hI01,0 g3 TL0,2m", text.toString());
        assertEquals("hT24,1f", MoveCodec.encode(true, new Placement(Piece.T, Rotation.SOUTH, 4, 1, Spin.FULL)));
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

    @Test
    void readsTokensAcrossRunsOfSpacesAndEitherCase() {
        List<MoveCodec.Token> tokens = MoveCodec.decode("\tjr3,4   hlL-1,0 g7 \n");
        assertEquals(List.of(new MoveCodec.Token(false, new Placement(Piece.J, Rotation.EAST, 3, 4, Spin.NONE), -1),
                new MoveCodec.Token(true, new Placement(Piece.L, Rotation.WEST, -1, 0, Spin.NONE), -1),
                new MoveCodec.Token(false, null, 7)), tokens);
    }

    @Test
    void aTokenCutShortIsMalformedEvenWhenTheNextTokenWouldCompleteIt() {
        for (String[] c : new String[][] {{"T24,1 h I01,0", "h"}, {"T24,1 hI I01,0", "hI"}, {"TR IR0,5", "TR"},
                {"T0 ,1", "T0"}, {"IR0, 5", "IR0,"}, {"g", "g"}}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MoveCodec.decode(c[0]));
            assertTrue(e.getMessage().startsWith("malformed move token '" + c[1] + "'"), c[0] + ": " + e.getMessage());
        }
    }

    @Test
    void aCursorReadsTheTokensOfDecodeOneByOneAndStopsAtAMalformedOne() {
        MoveCodec.Cursor cursor = new MoveCodec.Cursor("  T24,1f   hI01,0 g3 X9 TL0,2m ");
        assertEquals(MoveCodec.decode("T24,1f hI01,0 g3").get(0), cursor.next());
        assertEquals(MoveCodec.decode("T24,1f hI01,0 g3").get(1), cursor.next());
        assertEquals(MoveCodec.decode("T24,1f hI01,0 g3").get(2), cursor.next());
        assertTrue(cursor.hasNext());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, cursor::next);
        assertTrue(e.getMessage().startsWith("malformed move token 'X9'"), e.getMessage());
        assertThrows(IllegalArgumentException.class, cursor::next, "a malformed token is never skipped");
        MoveCodec.Cursor whole = new MoveCodec.Cursor("TL0,2m g0 ");
        assertEquals(MoveCodec.decode("TL0,2m g0"), List.of(whole.next(), whole.next()));
        assertFalse(whole.hasNext());
        assertThrows(java.util.NoSuchElementException.class, whole::next);
        assertFalse(new MoveCodec.Cursor(null).hasNext());
        assertFalse(new MoveCodec.Cursor(" \t\n").hasNext());
    }

    /**
     * The decoder reads every text as splitting on runs of spaces and parsing each token's pieces apart
     * does (the plain reading below): the same tokens, or the same error, on 50,000 random texts of the
     * codec's characters.
     */
    @Test
    void readsEveryTextAsThePlainSplitAndParseReadingDoes() {
        java.util.Random random = new java.util.Random(38);
        String alphabet = "hgIJLOSTZijt0R2Lrlmf,,,-+0123456789     x";
        for (int n = 0; n < 50_000; n++) {
            StringBuilder text = new StringBuilder();
            for (int k = random.nextInt(24); k > 0; k--) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            if (n % 2 == 0) {
                // half the texts are well-formed tokens with junk here and there
                text.setLength(0);
                for (int k = random.nextInt(4); k >= 0; k--) {
                    text.append(random.nextInt(9) == 0 ? "g" + random.nextInt(10) : (random.nextBoolean() ? "h" : "")
                            + "IJLOSTZ".charAt(random.nextInt(7)) + "0R2L".charAt(random.nextInt(4))
                            + (random.nextInt(10) - 3) + "," + random.nextInt(22) + (random.nextInt(6) == 0 ? "f" : ""))
                            .append(" ".repeat(1 + random.nextInt(2)));
                }
            }
            String moves = text.toString();
            Object expected;
            try {
                expected = plainReading(moves);
            } catch (IllegalArgumentException e) {
                expected = e.getMessage();
            }
            Object actual;
            try {
                actual = MoveCodec.decode(moves);
            } catch (IllegalArgumentException e) {
                actual = e.getMessage();
            }
            assertEquals(expected, actual, "'" + moves + "'");
        }
    }

    private static List<MoveCodec.Token> plainReading(String moves) {
        List<MoveCodec.Token> tokens = new java.util.ArrayList<>();
        if (moves.isBlank()) {
            return tokens;
        }
        for (String token : moves.strip().split(" +")) {
            try {
                if (token.charAt(0) == 'g') {
                    tokens.add(new MoveCodec.Token(false, null, Integer.parseInt(token.substring(1))));
                    continue;
                }
                int i = token.charAt(0) == 'h' ? 1 : 0;
                Piece piece = Piece.parse(token.charAt(i));
                Rotation rotation = Rotation.parse(String.valueOf(token.charAt(i + 1)));
                int end = token.length();
                Spin spin = Spin.NONE;
                char last = token.charAt(end - 1);
                if (last == 'm' || last == 'f') {
                    spin = last == 'm' ? Spin.MINI : Spin.FULL;
                    end--;
                }
                int comma = token.indexOf(',', i + 2);
                if (comma < 0 || comma > end) {
                    throw new IllegalArgumentException("no comma");
                }
                tokens.add(new MoveCodec.Token(i == 1, new Placement(piece, rotation,
                        Integer.parseInt(token.substring(i + 2, comma)), Integer.parseInt(token.substring(comma + 1, end)),
                        spin), -1));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("malformed move token '" + token
                        + "' (expected e.g. 'T24,1f', 'hI01,0' or 'g3')");
            }
        }
        return tokens;
    }
}
