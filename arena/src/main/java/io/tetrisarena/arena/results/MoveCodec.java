package io.tetrisarena.arena.results;

import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.kernel.Spin;
import java.util.ArrayList;
import java.util.List;

/**
 * The compact move list of a {@link GameRecord#moves()}: tokens separated by single spaces, in the order
 * things happened.
 *
 * <ul>
 *   <li>A placement token is {@code [h]<piece><rotation><x>,<y>[m|f]}: an optional {@code h} when the move
 *       was played through hold; the piece letter ({@code I J L O S T Z}); the rotation state
 *       ({@code 0 R 2 L}); the origin cell's x and y (decimal, y up from the floor, see
 *       {@link io.tetrisarena.api.kernel.Piece} for the cells around the origin) in canonical form; and an
 *       optional {@code m} (mini T-spin) or {@code f} (full T-spin). Example: {@code T24,1f} is a T in state
 *       2 with its origin at (4, 1), a full T-spin; {@code hI01,0} is an I played through hold.</li>
 *   <li>A garbage token is {@code g<holeColumn>}: a garbage row rose at this point with its hole in that
 *       column (0 = leftmost). It follows the placement after which it rose.</li>
 * </ul>
 *
 * For example {@code "T24,1f hI01,0 g3"}. Replaying the placements on the event's rules and seed
 * reproduces the game; the garbage tokens are there so a viewer can draw the game without the kernel.
 */
public final class MoveCodec {
    private MoveCodec() {
    }

    /** One decoded token: a placement (with {@code hold}) or, when {@code placement} is null, a garbage row. */
    public record Token(boolean hold, Placement placement, int garbageHole) {
        public boolean isGarbage() {
            return placement == null;
        }
    }

    /** The token text of one placement (written by {@link MoveText}, the format's one writer). */
    public static String encode(boolean hold, Placement placement) {
        MoveText text = new MoveText(1);
        text.appendPlacement(hold, placement.piece(), placement.rotation(), placement.x(), placement.y(),
                placement.spin());
        return text.toString();
    }

    /**
     * Decodes a move list: tokens separated by one or more spaces, leading and trailing white space ignored.
     *
     * @throws IllegalArgumentException naming the first malformed token
     */
    public static List<Token> decode(String moves) {
        List<Token> tokens = new ArrayList<>();
        for (Cursor cursor = new Cursor(moves); cursor.hasNext(); ) {
            tokens.add(cursor.next());
        }
        return tokens;
    }

    /**
     * Reads a move list token by token, split as {@link #decode} splits it, without building the list: a
     * replay of a long game then runs its loop of two calls a move, which the JVM runs once and so never
     * compiles, while the decoding itself is compiled code.
     */
    public static final class Cursor {
        private final String text;
        private final int length;
        private int from;

        /** A cursor at the first token of {@code moves} (null or blank: no tokens). */
        public Cursor(String moves) {
            this.text = moves == null ? "" : moves.strip();
            this.length = text.length();
        }

        public boolean hasNext() {
            return from < length;
        }

        /**
         * The next token.
         *
         * @throws IllegalArgumentException naming it when it is malformed (the cursor stays before it)
         * @throws java.util.NoSuchElementException past the last token
         */
        public Token next() {
            if (from >= length) {
                throw new java.util.NoSuchElementException("no more moves");
            }
            // One pass over the text, no regular expression and no substring per token: replays and
            // verifiers decode every move of every game they read.
            int to = end();
            Token token = decodeToken(text, from, to);
            from = after(to);
            return token;
        }

        /** Where the token at {@code from} ends. */
        private int end() {
            int to = text.indexOf(' ', from);
            return to < 0 ? length : to;
        }

        /** The start of the token after the one ending at {@code to}, past its spaces. */
        private int after(int to) {
            while (to < length && text.charAt(to) == ' ') {
                to++;
            }
            return to;
        }
    }

    /** The token {@code text[from, to)}, which is not empty. */
    private static Token decodeToken(String text, int from, int to) {
        try {
            if (text.charAt(from) == 'g') {
                return new Token(false, null, Integer.parseInt(text, from + 1, to, 10));
            }
            int i = from;
            boolean hold = text.charAt(i) == 'h';
            if (hold) {
                i++;
            }
            Piece piece = Piece.parse(within(text, i++, to));
            Rotation rotation = rotation(within(text, i++, to));
            int end = to;
            Spin spin = Spin.NONE;
            char last = text.charAt(end - 1);
            if (last == 'm' || last == 'f') {
                spin = last == 'm' ? Spin.MINI : Spin.FULL;
                end--;
            }
            int comma = text.indexOf(',', i);
            if (comma < 0 || comma > end) {
                throw new IllegalArgumentException("no comma");
            }
            int x = Integer.parseInt(text, i, comma, 10);
            int y = Integer.parseInt(text, comma + 1, end, 10);
            return new Token(hold, new Placement(piece, rotation, x, y, spin), -1);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("malformed move token '" + text.substring(from, to)
                    + "' (expected e.g. 'T24,1f', 'hI01,0' or 'g3')");
        }
    }

    /** The character at {@code i} of a token that ends before {@code to}. */
    private static char within(String text, int i, int to) {
        if (i >= to) {
            throw new IllegalArgumentException("token too short");
        }
        return text.charAt(i);
    }

    /** The rotation state of its one-character name, either case: what {@link Rotation#parse} reads. */
    private static Rotation rotation(char name) {
        return switch (name) {
            case '0' -> Rotation.NORTH;
            case 'R', 'r' -> Rotation.EAST;
            case '2' -> Rotation.SOUTH;
            case 'L', 'l' -> Rotation.WEST;
            default -> throw new IllegalArgumentException("not a rotation state: '" + name + "'");
        };
    }
}
