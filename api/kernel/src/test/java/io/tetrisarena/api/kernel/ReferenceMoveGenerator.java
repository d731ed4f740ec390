package io.tetrisarena.api.kernel;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeSet;

/**
 * A deliberately plain move generator written from the rules document alone, to check the kernel's
 * generators against: pieces are lists of cells, I and O turn about the centre of their box ("true
 * rotation") with the kick table stated for true rotation, and the search is a breadth-first search over
 * (rotation, x, y) that asks the board one cell at a time. It shares no code with the kernel beyond
 * {@link Board#isBlocked} and the {@link Piece} enum as a name.
 *
 * <p>Results are sets of text keys: the four cells sorted as {@code "x,y x,y x,y x,y"}, and for T pieces
 * the spin appended as {@code " NONE"}, {@code " MINI"} or {@code " FULL"}, listed the way the kernel's
 * contract says (a spin entry when a turn into the resting position is a T-spin, and a NONE entry when it
 * is no T-spin or the position can also be entered by a shift or a drop).
 */
final class ReferenceMoveGenerator {
    /** Spawn-state cells of each piece, I J L O S T Z, as x,y pairs relative to the spawn origin. */
    private static final int[][] SPAWN_CELLS = {
        {-1, 0, 0, 0, 1, 0, 2, 0},
        {-1, 0, 0, 0, 1, 0, -1, 1},
        {-1, 0, 0, 0, 1, 0, 1, 1},
        {0, 0, 1, 0, 0, 1, 1, 1},
        {-1, 0, 0, 0, 0, 1, 1, 1},
        {-1, 0, 0, 0, 1, 0, 0, 1},
        {-1, 1, 0, 1, 0, 0, 1, 0},
    };

    /** True-rotation kicks, indexed [from][to] for quarter turns; tests as x,y pairs. */
    private static final Map<String, int[]> JLSTZ_KICKS = new HashMap<>();
    private static final Map<String, int[]> I_KICKS = new HashMap<>();

    static {
        jlstz("0R", 0, 0, -1, 0, -1, 1, 0, -2, -1, -2);
        jlstz("R0", 0, 0, 1, 0, 1, -1, 0, 2, 1, 2);
        jlstz("R2", 0, 0, 1, 0, 1, -1, 0, 2, 1, 2);
        jlstz("2R", 0, 0, -1, 0, -1, 1, 0, -2, -1, -2);
        jlstz("2L", 0, 0, 1, 0, 1, 1, 0, -2, 1, -2);
        jlstz("L2", 0, 0, -1, 0, -1, -1, 0, 2, -1, 2);
        jlstz("L0", 0, 0, -1, 0, -1, -1, 0, 2, -1, 2);
        jlstz("0L", 0, 0, 1, 0, 1, 1, 0, -2, 1, -2);
        i("0R", 0, 0, -2, 0, 1, 0, -2, -1, 1, 2);
        i("R0", 0, 0, 2, 0, -1, 0, 2, 1, -1, -2);
        i("R2", 0, 0, -1, 0, 2, 0, -1, 2, 2, -1);
        i("2R", 0, 0, 1, 0, -2, 0, 1, -2, -2, 1);
        i("2L", 0, 0, 2, 0, -1, 0, 2, 1, -1, -2);
        i("L2", 0, 0, -2, 0, 1, 0, -2, -1, 1, 2);
        i("L0", 0, 0, 1, 0, -2, 0, 1, -2, -2, 1);
        i("0L", 0, 0, -1, 0, 2, 0, -1, 2, 2, -1);
    }

    private static final String STATE_NAMES = "0R2L";

    private static void jlstz(String turn, int... tests) {
        JLSTZ_KICKS.put(turn, tests);
    }

    private static void i(String turn, int... tests) {
        I_KICKS.put(turn, tests);
    }

    private final int spawnX;
    private final int spawnY;
    private final boolean halfTurns;

    ReferenceMoveGenerator(int spawnX, int spawnY, boolean halfTurns) {
        this.spawnX = spawnX;
        this.spawnY = spawnY;
        this.halfTurns = halfTurns;
    }

    /** The reference for the standard field: spawn at (4, 19), no half turns. */
    static ReferenceMoveGenerator standard() {
        return new ReferenceMoveGenerator(4, 19, false);
    }

    /**
     * The cells of a piece in a rotation state (quarter turns clockwise), relative to the spawn origin.
     * Computed in doubled coordinates so I and O can turn about the centre of their box.
     */
    static int[] cells(Piece piece, int rotation) {
        int[] spawn = SPAWN_CELLS[piece.ordinal()];
        // Doubled coordinates of the turning centre: (0,0) for J L S T Z, (1,-1) for I, (1,1) for O.
        int cx = piece == Piece.I || piece == Piece.O ? 1 : 0;
        int cy = piece == Piece.I ? -1 : piece == Piece.O ? 1 : 0;
        int[] out = new int[8];
        for (int c = 0; c < 4; c++) {
            int x = 2 * spawn[2 * c] - cx;
            int y = 2 * spawn[2 * c + 1] - cy;
            for (int t = 0; t < rotation; t++) {
                int nx = y;
                y = -x;
                x = nx;
            }
            out[2 * c] = (x + cx) / 2;
            out[2 * c + 1] = (y + cy) / 2;
        }
        return out;
    }

    static boolean fits(Board board, Piece piece, int rotation, int x, int y) {
        int[] c = cells(piece, rotation);
        for (int i = 0; i < 4; i++) {
            if (board.isBlocked(x + c[2 * i], y + c[2 * i + 1])) {
                return false;
            }
        }
        return true;
    }

    /** The sorted cell key of a piece at a position. */
    static String key(Piece piece, int rotation, int x, int y) {
        int[] c = cells(piece, rotation);
        TreeSet<String> sorted = new TreeSet<>();
        for (int i = 0; i < 4; i++) {
            sorted.add(cell(x + c[2 * i], y + c[2 * i + 1]));
        }
        return String.join(" ", sorted);
    }

    /** One cell as "yy,xx", zero-padded so that text order is row order, then column order. */
    private static String cell(int x, int y) {
        return (y < 10 ? "0" : "") + y + "," + (x < 10 ? "0" : "") + x;
    }

    /** The sorted cell key of a kernel placement, in the same form as {@link #key}. */
    static String cellKey(Placement p) {
        TreeSet<String> sorted = new TreeSet<>();
        for (int i = 0; i < 4; i++) {
            sorted.add(cell(p.cellX(i), p.cellY(i)));
        }
        return String.join(" ", sorted);
    }

    /** The key of a kernel placement as {@link #srs} lists it: cells, and for a T its spin. */
    static String key(Placement p) {
        String cells = cellKey(p);
        return p.piece() == Piece.T ? cells + " " + p.spin() : cells;
    }

    /**
     * The guideline's true-rotation kick of test {@code test} (0..4) for a quarter turn, as x,y; for O
     * the single test (0,0).
     */
    static int[] kick(Piece piece, int from, int to, int test) {
        if (piece == Piece.O) {
            return new int[] {0, 0};
        }
        String name = "" + STATE_NAMES.charAt(from) + STATE_NAMES.charAt(to);
        int[] tests = (piece == Piece.I ? I_KICKS : JLSTZ_KICKS).get(name);
        return new int[] {tests[2 * test], tests[2 * test + 1]};
    }

    private static final class Visit {
        boolean byShiftOrDrop;
        boolean byTurn;
        boolean byFifthKick;
    }

    /** Every resting placement reachable from spawn under SRS, as keys; empty when blocked out. */
    TreeSet<String> srs(Board board, Piece piece) {
        TreeSet<String> out = new TreeSet<>();
        int startY = fits(board, piece, 0, spawnX, spawnY) ? spawnY
                : fits(board, piece, 0, spawnX, spawnY + 1) ? spawnY + 1 : -1;
        if (startY < 0) {
            return out;
        }
        Map<Long, Visit> seen = new HashMap<>();
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        Visit start = new Visit();
        start.byShiftOrDrop = true;
        seen.put(stateId(0, spawnX, startY), start);
        queue.add(new int[] {0, spawnX, startY});
        while (!queue.isEmpty()) {
            int[] s = queue.poll();
            int r = s[0];
            int x = s[1];
            int y = s[2];
            int[][] steps = {{-1, 0}, {1, 0}, {0, -1}};
            for (int[] step : steps) {
                if (fits(board, piece, r, x + step[0], y + step[1])) {
                    reach(seen, queue, r, x + step[0], y + step[1], false, false);
                }
            }
            turn(board, piece, seen, queue, r, (r + 1) % 4, x, y);
            turn(board, piece, seen, queue, r, (r + 3) % 4, x, y);
            if (halfTurns && fits(board, piece, (r + 2) % 4, x, y)) {
                reach(seen, queue, (r + 2) % 4, x, y, true, false);
            }
        }
        for (Map.Entry<Long, Visit> e : seen.entrySet()) {
            long id = e.getKey();
            int r = (int) (id >>> 32);
            int x = (short) (id >>> 16);
            int y = (short) id;
            if (fits(board, piece, r, x, y - 1)) {
                continue;
            }
            String cells = key(piece, r, x, y);
            if (piece != Piece.T) {
                out.add(cells);
                continue;
            }
            Visit v = e.getValue();
            Spin spin = v.byTurn ? tSpin(board, r, x, y, v.byFifthKick) : Spin.NONE;
            if (spin == Spin.NONE || v.byShiftOrDrop) {
                out.add(cells + " NONE");
            }
            if (spin != Spin.NONE) {
                out.add(cells + " " + spin);
            }
        }
        return out;
    }

    /** The three-corner rule about the T's centre, with the front corners of its pointing side. */
    static Spin tSpin(Board board, int r, int x, int y, boolean fifthKick) {
        boolean nw = board.isBlocked(x - 1, y + 1);
        boolean ne = board.isBlocked(x + 1, y + 1);
        boolean se = board.isBlocked(x + 1, y - 1);
        boolean sw = board.isBlocked(x - 1, y - 1);
        int corners = (nw ? 1 : 0) + (ne ? 1 : 0) + (se ? 1 : 0) + (sw ? 1 : 0);
        if (corners < 3) {
            return Spin.NONE;
        }
        boolean[][] front = {{nw, ne}, {ne, se}, {se, sw}, {sw, nw}};
        return front[r][0] && front[r][1] || fifthKick ? Spin.FULL : Spin.MINI;
    }

    private void turn(Board board, Piece piece, Map<Long, Visit> seen, ArrayDeque<int[]> queue,
                      int from, int to, int x, int y) {
        if (piece == Piece.O) {
            // An O's true rotation leaves its cells where they are and it has no kicks.
            reach(seen, queue, to, x, y, true, false);
            return;
        }
        String name = "" + STATE_NAMES.charAt(from) + STATE_NAMES.charAt(to);
        int[] tests = (piece == Piece.I ? I_KICKS : JLSTZ_KICKS).get(name);
        for (int t = 0; t < 5; t++) {
            int nx = x + tests[2 * t];
            int ny = y + tests[2 * t + 1];
            if (fits(board, piece, to, nx, ny)) {
                reach(seen, queue, to, nx, ny, true, t == 4);
                return;
            }
        }
    }

    private static void reach(Map<Long, Visit> seen, ArrayDeque<int[]> queue, int r, int x, int y,
                              boolean byTurn, boolean fifthKick) {
        long id = stateId(r, x, y);
        Visit v = seen.get(id);
        if (v == null) {
            v = new Visit();
            seen.put(id, v);
            queue.add(new int[] {r, x, y});
        }
        v.byShiftOrDrop |= !byTurn;
        v.byTurn |= byTurn;
        v.byFifthKick |= fifthKick;
    }

    private static long stateId(int r, int x, int y) {
        return (long) r << 32 | (x & 0xFFFFL) << 16 | (y & 0xFFFFL);
    }

    /**
     * The straight-drop placements: each distinct shape, at each column where it fits the field's width,
     * put as high as the field allows and dropped until it rests; none for a column whose top is blocked.
     */
    TreeSet<String> straightDrop(Board board, Piece piece) {
        TreeSet<String> out = new TreeSet<>();
        for (int r = 0; r < 4; r++) {
            int[] c = cells(piece, r);
            int minX = Integer.MAX_VALUE;
            int maxX = Integer.MIN_VALUE;
            int maxY = Integer.MIN_VALUE;
            for (int i = 0; i < 4; i++) {
                minX = Math.min(minX, c[2 * i]);
                maxX = Math.max(maxX, c[2 * i]);
                maxY = Math.max(maxY, c[2 * i + 1]);
            }
            for (int x = -minX; x + maxX < board.width(); x++) {
                int y = board.height() - 1 - maxY;
                if (!fits(board, piece, r, x, y)) {
                    continue;
                }
                while (fits(board, piece, r, x, y - 1)) {
                    y--;
                }
                String cells = key(piece, r, x, y);
                out.add(piece == Piece.T ? cells + " NONE" : cells);
            }
        }
        return out;
    }
}
