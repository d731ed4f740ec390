package io.tetrisarena.arena.fumen;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Rotation;
import java.util.ArrayList;
import java.util.List;

/**
 * Fumen v115, the Tetris community's text encoding of boards (fumen.zui.jp, harddrop.com/fumen): decode and
 * encode, field, piece and flags; comments are decoded, never written.
 *
 * <p>The format: {@code v115@} then pseudo-base64 digits ({@code A-Za-z0-9+/} = 0..63, little-endian groups),
 * with a {@code ?} after the first 42 digits and every 47 after that (ignored when reading). Each page holds:
 * the field as the difference to the previous page's field (cell colour difference + 8, 0..16), run-length
 * coded in 2-digit groups {@code diff * 240 + (run - 1)} over 24 rows of 10 cells (23 rows from the top down to
 * row 0, then one garbage row), followed by one repeat digit when nothing changed (that many later pages reuse
 * the field); then a 3-digit action {@code type + 8 (rotation + 4 (position + 240 (rise + 2 (mirror + 2
 * (colour + 2 (comment + 2 not-lock))))))}; then, when the comment flag is set, a 2-digit length and 5-digit
 * groups of four characters. Colours: 0 empty, 1 I, 2 L, 3 O, 4 Z, 5 T, 6 J, 7 S, 8 grey. Rotations: 0
 * reverse, 1 right, 2 spawn, 3 left. A locked piece is written into the field, full rows are cleared, then
 * rise and mirror apply, and the result is the next page's base.
 */
public final class Fumen {
    /** Fumen's play field: 10 wide, 23 tall, plus one garbage row below. */
    public static final int WIDTH = 10;
    public static final int HEIGHT = 23;
    static final int BLOCKS = (HEIGHT + 1) * WIDTH;
    private static final String DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    private static final String COMMENT_CHARS =
            " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~";
    /** Fumen's colour of each kernel piece, by {@link Piece} ordinal. */
    private static final Piece[] BY_COLOUR = new Piece[9];
    /** Fumen's block offsets of the spawn state, by colour (1..7). */
    private static final int[][][] SPAWN_BLOCKS = new int[8][][];

    static {
        String order = "ILOZTJS";
        for (int c = 1; c <= 7; c++) {
            BY_COLOUR[c] = Piece.parse(order.charAt(c - 1));
        }
        SPAWN_BLOCKS[1] = new int[][] {{0, 0}, {-1, 0}, {1, 0}, {2, 0}};
        SPAWN_BLOCKS[2] = new int[][] {{0, 0}, {-1, 0}, {1, 0}, {1, 1}};
        SPAWN_BLOCKS[3] = new int[][] {{0, 0}, {1, 0}, {0, 1}, {1, 1}};
        SPAWN_BLOCKS[4] = new int[][] {{0, 0}, {1, 0}, {0, 1}, {-1, 1}};
        SPAWN_BLOCKS[5] = new int[][] {{0, 0}, {-1, 0}, {1, 0}, {0, 1}};
        SPAWN_BLOCKS[6] = new int[][] {{0, 0}, {-1, 0}, {1, 0}, {-1, 1}};
        SPAWN_BLOCKS[7] = new int[][] {{0, 0}, {-1, 0}, {0, 1}, {1, 1}};
    }

    private Fumen() {
    }

    /**
     * A piece as fumen places it: colour 1..7, fumen rotation (0 reverse, 1 right, 2 spawn, 3 left) and the
     * cell of its first block.
     */
    public record Operation(int colour, int rotation, int x, int y) {
        /** The kernel piece. */
        public Piece piece() {
            return BY_COLOUR[colour];
        }

        /** The board cells the piece covers, as {x, y} pairs. */
        public int[][] cells() {
            int[][] out = new int[4][];
            for (int i = 0; i < 4; i++) {
                int dx = SPAWN_BLOCKS[colour][i][0];
                int dy = SPAWN_BLOCKS[colour][i][1];
                int[] turned = switch (rotation) {
                    case 2 -> new int[] {dx, dy};
                    case 1 -> new int[] {dy, -dx};
                    case 0 -> new int[] {-dx, -dy};
                    default -> new int[] {-dy, dx};
                };
                out[i] = new int[] {x + turned[0], y + turned[1]};
            }
            return out;
        }

        /** The fumen operation covering the same cells as a kernel placement. */
        public static Operation of(Placement p) {
            int colour = colourOf(p.piece());
            int rotation = switch (p.rotation()) {
                case NORTH -> 2;
                case EAST -> 1;
                case SOUTH -> 0;
                case WEST -> 3;
            };
            int[][] wanted = new int[4][];
            for (int i = 0; i < 4; i++) {
                wanted[i] = new int[] {p.cellX(i), p.cellY(i)};
            }
            int[][] at0 = new Operation(colour, rotation, 0, 0).cells();
            Operation op = new Operation(colour, rotation, minX(wanted) - minX(at0), minY(wanted) - minY(at0));
            if (!sameCells(op.cells(), wanted)) {
                throw new IllegalStateException("no fumen operation covers " + p);
            }
            return op;
        }
    }

    /**
     * One page.
     *
     * @param field     colours of the field before the operation, index {@code x + 10 * (y + 1)}, y from -1
     *                  (the garbage row) to 22
     * @param operation the piece on the page, or null
     * @param comment   the page's comment ("" when none)
     * @param lock      whether the piece locks (and rows clear) before the next page
     * @param rise      whether the garbage row rises after it
     * @param mirror    whether the field mirrors after it
     */
    public record Page(int[] field, Operation operation, String comment, boolean lock, boolean rise, boolean mirror) {
        /** The colour at (x, y), y from -1 (garbage row) to 22. */
        public int at(int x, int y) {
            return field[x + WIDTH * (y + 1)];
        }

        /**
         * The page's field (rows 0..22, not the garbage row) as a kernel board of the given size.
         *
         * @throws IllegalArgumentException when the board is narrower than 10 or lower than 23 rows holding cells
         */
        public Board toBoard(int width, int height) {
            if (width != WIDTH) {
                throw new IllegalArgumentException("fumen boards are 10 wide, these rules " + width);
            }
            Board board = new Board(width, height);
            for (int y = 0; y < HEIGHT; y++) {
                for (int x = 0; x < WIDTH; x++) {
                    if (at(x, y) != 0) {
                        if (y >= height) {
                            throw new IllegalArgumentException("the fumen has cells in row " + y + ", above this "
                                    + height + "-row board");
                        }
                        board.fill(x, y);
                    }
                }
            }
            return board;
        }
    }

    /** The colour fumen gives a kernel piece. */
    static int colourOf(Piece piece) {
        for (int c = 1; c <= 7; c++) {
            if (BY_COLOUR[c] == piece) {
                return c;
            }
        }
        throw new IllegalArgumentException(String.valueOf(piece));
    }

    /**
     * Decodes every page of a fumen string; a whole URL is fine (the part after {@code v115@}, up to any
     * {@code &}).
     *
     * @throws IllegalArgumentException with a one-line reason when it is not a fumen v115 string
     */
    public static List<Page> decode(String text) {
        int at = text.indexOf("115@");
        if (at < 1 || "vmd".indexOf(text.charAt(at - 1)) < 0) {
            throw new IllegalArgumentException("not a fumen v115 string (it should contain v115@)");
        }
        String data = text.substring(at + 4);
        int amp = data.indexOf('&');
        data = (amp >= 0 ? data.substring(0, amp) : data).replaceAll("[?\\s]", "");
        Reader in = new Reader(data);
        List<Page> pages = new ArrayList<>();
        int[] previous = new int[BLOCKS];
        int repeat = 0;
        String comment = "";
        while (!in.done()) {
            int[] field;
            if (repeat > 0) {
                field = previous.clone();
                repeat--;
            } else {
                field = previous.clone();
                boolean changed = false;
                int index = 0;
                while (index < BLOCKS) {
                    int run = in.poll(2);
                    int diff = run / BLOCKS;
                    int count = run % BLOCKS + 1;
                    if (count != BLOCKS) {
                        changed = true;
                    }
                    for (int k = 0; k < count; k++) {
                        if (index >= BLOCKS) {
                            throw new IllegalArgumentException("fumen field runs past its 240 cells");
                        }
                        int cell = cellIndex(index++);
                        field[cell] += diff - 8;
                        if (field[cell] < 0 || field[cell] > 8) {
                            throw new IllegalArgumentException("fumen field holds an unknown colour");
                        }
                    }
                }
                if (!changed) {
                    repeat = in.poll(1);
                }
            }
            int action = in.poll(3);
            int colour = action % 8;
            action /= 8;
            int rotation = action % 4;
            action /= 4;
            int position = action % BLOCKS;
            action /= BLOCKS;
            boolean rise = action % 2 == 1;
            boolean mirror = action / 2 % 2 == 1;
            boolean hasComment = action / 8 % 2 == 1;
            boolean lock = action / 16 % 2 == 0;
            if (hasComment) {
                comment = readComment(in);
            }
            Operation op = null;
            if (colour >= 1 && colour <= 7) {
                int x = position % WIDTH;
                int y = HEIGHT - position / WIDTH - 1;
                int[] shift = legacyShift(colour, rotation);
                op = new Operation(colour, rotation, x + shift[0], y + shift[1]);
            }
            pages.add(new Page(field.clone(), op, comment, lock, rise, mirror));
            previous = lock ? afterLock(field, op, rise, mirror) : field;
        }
        if (pages.isEmpty()) {
            throw new IllegalArgumentException("the fumen string holds no page");
        }
        return List.copyOf(pages);
    }

    /**
     * Encodes pages: each page's field and operation, locking every operation. Comments are not written.
     *
     * @param fields     per page, the field colours (see {@link Page#field()}); null reuses the field the previous
     *                   page leaves
     * @param operations per page, the piece, or null
     */
    public static String encode(List<int[]> fields, List<Operation> operations) {
        List<Integer> out = new ArrayList<>();
        int[] previous = new int[BLOCKS];
        int repeatAt = -1;
        for (int page = 0; page < fields.size(); page++) {
            int[] field = fields.get(page) == null ? previous : fields.get(page);
            List<Integer> runs = new ArrayList<>();
            boolean changed = fieldRuns(previous, field, runs);
            if (changed) {
                out.addAll(runs);
                repeatAt = -1;
            } else if (repeatAt < 0 || out.get(repeatAt) == 63) {
                out.addAll(runs);
                out.add(0);
                repeatAt = out.size() - 1;
            } else {
                out.set(repeatAt, out.get(repeatAt) + 1);
            }
            Operation op = operations.get(page);
            int position;
            int rotation;
            int colour;
            if (op == null) {
                colour = 0;
                rotation = 0;
                position = 0;
            } else {
                colour = op.colour();
                rotation = op.rotation();
                int[] shift = legacyShift(colour, rotation);
                position = (HEIGHT - (op.y() - shift[1]) - 1) * WIDTH + op.x() - shift[0];
            }
            int colourise = page == 0 ? 1 : 0;
            int value = ((((0 * 2 + 0) * 2 + colourise) * 2 + 0) * 2 + 0) * BLOCKS + position;
            value = (value * 4 + rotation) * 8 + colour;
            push(out, value, 3);
            previous = afterLock(field, op, false, false);
        }
        StringBuilder data = new StringBuilder();
        out.forEach(v -> data.append(DIGITS.charAt(v)));
        StringBuilder text = new StringBuilder("v115@");
        for (int i = 0; i < data.length(); i++) {
            if (i == 42 || i > 42 && (i - 42) % 47 == 0) {
                text.append('?');
            }
            text.append(data.charAt(i));
        }
        return text.toString();
    }

    /** One page with a board (filled cells grey) and optionally the piece about to lock. */
    public static String encode(Board board, Operation operation) {
        List<int[]> fields = new ArrayList<>();
        fields.add(fieldOf(board, null));
        List<Operation> ops = new ArrayList<>();
        ops.add(operation);
        return encode(fields, ops);
    }

    /**
     * A board as fumen field colours: each filled cell takes its colour in {@code colours} when that is a piece
     * colour, else grey. A board lower than fumen's 23 rows is padded with empty rows.
     *
     * @throws IllegalArgumentException when the board is not 10 wide or holds cells above fumen's 23 rows
     */
    public static int[] fieldOf(Board board, int[] colours) {
        if (board.width() != WIDTH) {
            throw new IllegalArgumentException("fumen boards are 10 wide, this one " + board.width());
        }
        if (board.stackHeight() > HEIGHT) {
            throw new IllegalArgumentException("the stack is " + board.stackHeight() + " rows high, above fumen's "
                    + HEIGHT + " rows");
        }
        int[] field = new int[BLOCKS];
        // a field lower than fumen's 23 rows (literature-10x10's is 14) is padded with empty rows above it
        for (int y = 0; y < Math.min(HEIGHT, board.height()); y++) {
            for (int x = 0; x < WIDTH; x++) {
                if (board.isFilled(x, y)) {
                    int i = x + WIDTH * (y + 1);
                    field[i] = colours != null && colours[i] != 0 ? colours[i] : 8;
                }
            }
        }
        return field;
    }

    /** The field a page leaves for the next: the piece locked, full rows cleared, rise and mirror applied. */
    public static int[] afterLock(int[] field, Operation op, boolean rise, boolean mirror) {
        int[] next = field.clone();
        if (op != null) {
            for (int[] c : op.cells()) {
                if (c[0] < 0 || c[0] >= WIDTH || c[1] < 0 || c[1] >= HEIGHT) {
                    throw new IllegalArgumentException("the fumen piece leaves the field");
                }
                next[c[0] + WIDTH * (c[1] + 1)] = op.colour();
            }
        }
        int write = 0;
        int[] rows = new int[HEIGHT * WIDTH];
        for (int y = 0; y < HEIGHT; y++) {
            boolean full = true;
            for (int x = 0; x < WIDTH; x++) {
                full &= next[x + WIDTH * (y + 1)] != 0;
            }
            if (!full) {
                System.arraycopy(next, WIDTH * (y + 1), rows, write * WIDTH, WIDTH);
                write++;
            }
        }
        System.arraycopy(rows, 0, next, WIDTH, HEIGHT * WIDTH);
        if (rise) {
            System.arraycopy(next, 0, next, WIDTH, HEIGHT * WIDTH);
            java.util.Arrays.fill(next, 0, WIDTH, 0);
        }
        if (mirror) {
            for (int y = 0; y < HEIGHT; y++) {
                for (int x = 0; x < WIDTH / 2; x++) {
                    int a = x + WIDTH * (y + 1);
                    int b = WIDTH - 1 - x + WIDTH * (y + 1);
                    int t = next[a];
                    next[a] = next[b];
                    next[b] = t;
                }
            }
        }
        return next;
    }

    /** The field cell (x + 10 (y + 1)) of the index-th cell in fumen's reading order: top row first. */
    private static int cellIndex(int index) {
        int x = index % WIDTH;
        int y = HEIGHT - index / WIDTH - 1;
        return x + WIDTH * (y + 1);
    }

    private static boolean fieldRuns(int[] previous, int[] field, List<Integer> out) {
        boolean changed = false;
        int runDiff = -1;
        int runLength = 0;
        for (int index = 0; index < BLOCKS; index++) {
            int cell = cellIndex(index);
            int diff = field[cell] - previous[cell] + 8;
            if (runLength > 0 && diff != runDiff) {
                push(out, runDiff * BLOCKS + runLength - 1, 2);
                changed = true;
                runLength = 0;
            }
            runDiff = diff;
            runLength++;
        }
        push(out, runDiff * BLOCKS + runLength - 1, 2);
        return changed;
    }

    /** The legacy offset between fumen's stored position and its block origin, as the reference decoder applies. */
    private static int[] legacyShift(int colour, int rotation) {
        return switch (colour * 4 + rotation) {
            case 3 * 4 + 3 -> new int[] {1, -1};
            case 3 * 4 + 0, 1 * 4 + 0 -> new int[] {1, 0};
            case 3 * 4 + 2, 1 * 4 + 3, 7 * 4 + 2, 4 * 4 + 2 -> new int[] {0, -1};
            case 7 * 4 + 1 -> new int[] {-1, 0};
            case 4 * 4 + 3 -> new int[] {1, 0};
            default -> new int[] {0, 0};
        };
    }

    private static String readComment(Reader in) {
        int length = in.poll(2);
        StringBuilder escaped = new StringBuilder();
        for (int group = 0; group < (length + 3) / 4; group++) {
            int value = in.poll(5);
            for (int k = 0; k < 4; k++) {
                escaped.append(COMMENT_CHARS.charAt(value % 96 < COMMENT_CHARS.length() ? value % 96 : 0));
                value /= 96;
            }
        }
        return unescape(escaped.substring(0, Math.min(length, escaped.length())));
    }

    /** JavaScript's unescape: {@code %XX} and {@code %uXXXX}. */
    private static String unescape(String s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%' && i + 5 < s.length() && s.charAt(i + 1) == 'u' && s.substring(i + 2, i + 6).matches("[0-9A-Fa-f]{4}")) {
                out.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
                i += 5;
            } else if (c == '%' && i + 2 < s.length() && s.substring(i + 1, i + 3).matches("[0-9A-Fa-f]{2}")) {
                out.append((char) Integer.parseInt(s.substring(i + 1, i + 3), 16));
                i += 2;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static void push(List<Integer> out, int value, int digits) {
        for (int i = 0; i < digits; i++) {
            out.add(value % 64);
            value /= 64;
        }
    }

    private static int minX(int[][] cells) {
        int m = Integer.MAX_VALUE;
        for (int[] c : cells) {
            m = Math.min(m, c[0]);
        }
        return m;
    }

    private static int minY(int[][] cells) {
        int m = Integer.MAX_VALUE;
        for (int[] c : cells) {
            m = Math.min(m, c[1]);
        }
        return m;
    }

    private static boolean sameCells(int[][] a, int[][] b) {
        java.util.Set<Long> sa = new java.util.HashSet<>();
        for (int[] c : a) {
            sa.add((long) c[0] << 32 | (c[1] & 0xffffffffL));
        }
        for (int[] c : b) {
            if (!sa.contains((long) c[0] << 32 | (c[1] & 0xffffffffL))) {
                return false;
            }
        }
        return true;
    }

    /** Reads little-endian groups of base-64 digits. */
    private static final class Reader {
        private final String data;
        private int at;

        Reader(String data) {
            this.data = data;
        }

        boolean done() {
            return at >= data.length();
        }

        int poll(int digits) {
            int value = 0;
            int scale = 1;
            for (int i = 0; i < digits; i++) {
                if (at >= data.length()) {
                    throw new IllegalArgumentException("the fumen string ends in the middle of a page");
                }
                int d = DIGITS.indexOf(data.charAt(at++));
                if (d < 0) {
                    throw new IllegalArgumentException("the fumen string holds '" + data.charAt(at - 1)
                            + "', not a fumen digit");
                }
                value += d * scale;
                scale *= 64;
            }
            return value;
        }
    }
}
