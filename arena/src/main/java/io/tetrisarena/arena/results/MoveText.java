package io.tetrisarena.arena.results;

import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.Spin;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A move list as it grows, token by token, in the {@link MoveCodec} format (the format's one writer; the
 * codec reads it), kept as ASCII bytes. A referee appends a token per move, so a token is written with one
 * capacity check and no branch on its content.
 *
 * <p>For one thread.
 */
public final class MoveText {
    /** The longest token with its space: space, h, piece, rotation, two ints with a comma, spin letter. */
    private static final int MAX_TOKEN = 1 + 1 + 1 + 1 + 11 + 1 + 11 + 1;
    /** The piece letter and rotation name of each (piece, rotation), at 4 * piece ordinal + rotation ordinal. */
    private static final byte[] PIECE_LETTER = new byte[28];
    private static final byte[] ROTATION_NAME = new byte[28];
    /** The spin letter (m or f) and its length (0 or 1), by spin ordinal. */
    private static final byte[] SPIN_LETTER = new byte[Spin.values().length];
    private static final int[] SPIN_LENGTH = new int[Spin.values().length];
    /** The decimal text of -3..99 (every coordinate a board gives an origin), at v + 3: two bytes and a length. */
    private static final int SMALL_FROM = -3;
    private static final byte[] SMALL_FIRST = new byte[103];
    private static final byte[] SMALL_SECOND = new byte[103];
    private static final int[] SMALL_LENGTH = new int[103];

    static {
        for (Piece piece : Piece.values()) {
            for (Rotation rotation : Rotation.values()) {
                int shape = 4 * piece.ordinal() + rotation.ordinal();
                PIECE_LETTER[shape] = (byte) piece.name().charAt(0);
                ROTATION_NAME[shape] = (byte) rotation.guidelineName().charAt(0);
            }
        }
        for (Spin spin : Spin.values()) {
            String letter = spin == Spin.MINI ? "m" : spin == Spin.FULL ? "f" : "";
            SPIN_LETTER[spin.ordinal()] = letter.isEmpty() ? (byte) ' ' : (byte) letter.charAt(0);
            SPIN_LENGTH[spin.ordinal()] = letter.length();
        }
        for (int i = 0; i < SMALL_LENGTH.length; i++) {
            String text = Integer.toString(i + SMALL_FROM);
            SMALL_FIRST[i] = (byte) text.charAt(0);
            SMALL_SECOND[i] = (byte) text.charAt(text.length() - 1);
            SMALL_LENGTH[i] = text.length();
        }
    }

    private byte[] bytes;
    /** Bytes written, each token after a space. */
    private int length;

    /** An empty list with room for about {@code expectedTokens} tokens before it grows. */
    public MoveText(int expectedTokens) {
        this.bytes = new byte[Math.max(64, expectedTokens * 8)];
    }

    /** Appends a placement token: {@code [h]<piece><rotation><x>,<y>[m|f]}. */
    public void appendPlacement(boolean hold, Piece piece, Rotation rotation, int x, int y, Spin spin) {
        byte[] out = room();
        int at = length;
        out[at] = ' ';
        out[at + 1] = 'h';
        at += hold ? 2 : 1;
        int shape = 4 * piece.ordinal() + rotation.ordinal();
        out[at] = PIECE_LETTER[shape];
        out[at + 1] = ROTATION_NAME[shape];
        at = writeInt(out, at + 2, x);
        out[at] = ',';
        at = writeInt(out, at + 1, y);
        out[at] = SPIN_LETTER[spin.ordinal()];
        length = at + SPIN_LENGTH[spin.ordinal()];
    }

    /** Appends a garbage token: {@code g<holeColumn>}. */
    public void appendGarbage(int holeColumn) {
        byte[] out = room();
        out[length] = ' ';
        out[length + 1] = 'g';
        length = writeInt(out, length + 2, holeColumn);
    }

    /** The list: its tokens separated by single spaces, as {@link MoveCodec#decode} reads it. */
    @Override
    public String toString() {
        return length == 0 ? "" : new String(bytes, 1, length - 1, StandardCharsets.ISO_8859_1);
    }

    /** The buffer, grown when one more token might not fit. */
    private byte[] room() {
        if (bytes.length - length < MAX_TOKEN) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + MAX_TOKEN));
        }
        return bytes;
    }

    /** Writes {@code v} in decimal at {@code at}; returns the index after it. */
    private static int writeInt(byte[] out, int at, int v) {
        int i = v - SMALL_FROM;
        // Every origin a board can give is in the table; the rest (a caller's own numbers) takes the slow path.
        if (i >= 0 && i < SMALL_LENGTH.length) {
            out[at] = SMALL_FIRST[i];
            out[at + 1] = SMALL_SECOND[i];
            return at + SMALL_LENGTH[i];
        }
        return writeAnyInt(out, at, v);
    }

    private static int writeAnyInt(byte[] out, int at, int v) {
        byte[] text = Integer.toString(v).getBytes(StandardCharsets.ISO_8859_1);
        System.arraycopy(text, 0, out, at, text.length);
        return at + text.length;
    }
}
