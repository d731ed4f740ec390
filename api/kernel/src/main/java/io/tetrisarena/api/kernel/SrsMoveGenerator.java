package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;
import io.tetrisarena.api.rules.Rules;
import java.util.Arrays;

/**
 * Guideline movement without gravity: every position reachable from the spawn position by one-cell
 * shifts left and right, one-cell soft drops, clockwise and counter-clockwise turns with SRS wall kicks
 * (and half turns without kicks, if the rules allow them). Every reachable position from which the piece
 * cannot move down is a final placement.
 *
 * <p>T-spins follow the three-corner rule: the last move into the position was a turn and at least three
 * of the four cells diagonal to the T's centre are blocked (walls and floor count). It is a full T-spin
 * when both corners on the side the T points to are blocked, or when some turn into the position used
 * the fifth kick test; otherwise a mini.
 *
 * <p>The search works on whole rows at once: for each rotation state and row, one int holds a bit per
 * origin column, for the columns where the piece fits and for those it has reached. Shifts, drops and
 * kicks become shifts and masks of those ints, repeated until nothing new is reached; each reached
 * position is turned exactly once, except those so far above the stack that a turn from them can only
 * land where the piece is already known to reach, too high for a T-spin: those are not turned at all.
 * Each state keeps the ranges of rows that changed, so only those are swept again, and works out the fit
 * bits of the rows deep in the stack only when the search comes down to them. Placements are collected
 * per column and listed in packed order without sorting.
 *
 * <p>Internal to the arena (not part of the bot API's contract): bots reach it through
 * {@link MoveGenerator#forRules}.
 */
@Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
public final class SrsMoveGenerator implements MoveGenerator {
    /** Origin column x is bit x + OFFSET, so origins left of the wall still have a bit. */
    private static final int OFFSET = 4;
    /** Rows are stored pre-shifted so a cell offset of -2..2 becomes a right shift of 0..4. */
    private static final int PRESHIFT = 2;
    /** Rows searched above the stack when the spawn row is at least this far above it. */
    private static final int FREE_ROWS = 6;
    /** Empty rows below and above each state's rows, so a kick of up to two rows needs no bounds check. */
    private static final int PAD = 2;
    /** Rows of fit bits computed beyond the one a sweep needs, as one batch is cheaper than several. */
    private static final int FIT_BATCH = 4;
    /** LOWEST_KICK_Y[piece][from][to]: the lowest y offset among the kick tests of that turn. */
    private static final int[][][] LOWEST_KICK_Y = new int[7][4][4];
    /**
     * The same among the tests that can be the first to fit where only the walls block the piece: a test
     * with the x offset of an earlier one fails whenever that one fails.
     */
    private static final int[][][] LOWEST_FREE_KICK_Y = new int[7][4][4];

    static {
        for (int p = 0; p < 7; p++) {
            for (int from = 0; from < 4; from++) {
                for (int to = 0; to < 4; to++) {
                    if (to == from) {
                        continue;
                    }
                    int[] kx = Shape.SHAPES[p][from].kicksX[to];
                    int[] ky = Shape.SHAPES[p][from].kicksY[to];
                    int lowest = Integer.MAX_VALUE;
                    int lowestFree = Integer.MAX_VALUE;
                    for (int t = 0; t < kx.length; t++) {
                        lowest = Math.min(lowest, ky[t]);
                        boolean newX = true;
                        for (int u = 0; u < t; u++) {
                            newX &= kx[u] != kx[t];
                        }
                        if (newX) {
                            lowestFree = Math.min(lowestFree, ky[t]);
                        }
                    }
                    LOWEST_KICK_Y[p][from][to] = lowest;
                    LOWEST_FREE_KICK_Y[p][from][to] = lowestFree;
                }
            }
        }
    }

    private final Rules rules;
    /** Rows per state the buffers hold, and rows per state in use by this call (padding included). */
    private int capacity = -1;
    private int span;
    private int[] extRows = new int[0];
    private int[] fit = new int[0];
    private int[] reach = new int[0];
    private int[] closed = new int[0];
    private int[] turned = new int[0];
    private int[] rotated = new int[0];
    private int[] kick5 = new int[0];
    /** Per state, the rows whose reached bits may not be closed under shifts and drops yet. */
    private final int[] pendingLow = new int[4];
    private final int[] pendingHigh = new int[4];
    /** Per state, the rows whose reached bits may not be turned yet. */
    private final int[] freshLow = new int[4];
    private final int[] freshHigh = new int[4];
    /** Per state, the lowest row with a reached bit. */
    private final int[] reachedLow = new int[4];
    /** Per state, in an open top, how many rows from the lowest seeded one up fit where the walls allow. */
    private final int[] seededRows = new int[4];
    /** Per state, the lowest row whose fit bits are computed; those below are computed on demand. */
    private final int[] fitLow = new int[4];
    private Shape[] shapes;
    private int origins;
    /**
     * Resting origins by canonical state and origin bit, bit y set for row y: the placements without a
     * spin, the T-spins and, of those, the full ones.
     */
    private final long[] columns = new long[4 * 32];
    private final long[] spinColumns = new long[4 * 32];
    private final long[] fullSpinColumns = new long[4 * 32];
    private final int[] usedColumns = new int[4];
    /** Rows the piece's cells may occupy in this search; {@link #extRows} holds those that are read. */
    private int cellRows;

    @Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
    public SrsMoveGenerator(Rules rules) {
        this.rules = rules;
    }

    /** Index of row 0 of state {@code r} in the per-row arrays. */
    private int base(int r) {
        return r * span + PAD;
    }

    private void ensureCapacity(Board board) {
        int rowsNeeded = board.height() + 2 * PAD;
        if (rowsNeeded != capacity) {
            capacity = rowsNeeded;
            extRows = new int[capacity];
            fit = new int[4 * capacity];
            reach = new int[4 * capacity];
            closed = new int[4 * capacity];
            turned = new int[4 * capacity];
            rotated = new int[4 * capacity];
            kick5 = new int[4 * capacity];
        }
    }

    @Override
    @Stability(value = Stability.Level.INTERNAL, since = "1.0.0")
    public int generate(Board board, Piece piece, PlacementList out) {
        out.clear();
        int width = board.width();
        int height = board.height();
        int stack = board.stackHeight();
        int p = piece.ordinal();
        Shape spawned = Shape.SHAPES[p][0];
        int sx = rules.spawnX();
        int sy = rules.spawnY();
        // Above the stack the spawn position always fits: ask Spawn only when it might not.
        if (sy + spawned.minDy < stack || sy + spawned.maxDy >= height
                || sx + spawned.minDx < 0 || sx + spawned.maxDx >= width) {
            sy = Spawn.spawnY(board, piece, rules);
            if (sy < 0) {
                return 0;
            }
        }
        ensureCapacity(board);
        // A kick can only lift a piece next to filled cells, so origins stay below both the spawn
        // fallback row and the stack top by a margin of two kicks.
        // With room to turn above the stack, every position whose cells lie above the stack and at or
        // below the spawn row is reachable by turning at spawn, shifting and dropping: seed them all
        // and search only the rows near the stack.
        boolean openTop = stack + FREE_ROWS <= sy;
        int rows = openTop ? stack + FREE_ROWS : Math.min(height, Math.max(sy + 3, stack + 5));
        cellRows = Math.min(height, rows + 3);
        int walls = (1 << OFFSET) - 1 | ((1 << OFFSET) - 1) << (width + OFFSET);
        int emptyRow = walls << PRESHIFT;
        int filled = Math.min(cellRows, stack);
        for (int y = 0; y < filled; y++) {
            extRows[y] = (board.row(y) << OFFSET | walls) << PRESHIFT;
        }
        // In an open top nothing reads above the third row over the stack.
        int needed = openTop ? Math.min(cellRows, stack + 3) : cellRows;
        for (int y = filled; y < needed; y++) {
            extRows[y] = emptyRow;
        }
        origins = (1 << (width + 2 * OFFSET)) - 1;
        shapes = Shape.SHAPES[p];
        boolean isT = piece == Piece.T;
        // Turning an O never moves its cells, so its spawn state alone holds every placement.
        int states = piece == Piece.O ? 1 : 4;
        span = rows + 2 * PAD;
        int inUse = states * span;
        Arrays.fill(fit, 0, inUse, 0);
        Arrays.fill(reach, 0, inUse, 0);
        Arrays.fill(closed, 0, inUse, 0);
        Arrays.fill(turned, 0, inUse, 0);
        if (isT) {
            Arrays.fill(rotated, 0, inUse, 0);
            Arrays.fill(kick5, 0, inUse, 0);
        }
        int dirty = 0;
        for (int r = 0; r < states; r++) {
            Shape s = shapes[r];
            int base = base(r);
            int high = Math.min(rows, cellRows - s.maxDy);
            int seeded = openTop ? stack - s.minDy : rows;
            // Seeded rows hold the piece above the stack, where only the walls block it and all is reached.
            int clear = ~(emptyRow >>> s.cellDx[0] + PRESHIFT | emptyRow >>> s.cellDx[1] + PRESHIFT
                    | emptyRow >>> s.cellDx[2] + PRESHIFT | emptyRow >>> s.cellDx[3] + PRESHIFT) & origins;
            for (int y = seeded; y < high; y++) {
                fit[base + y] = clear;
                reach[base + y] = clear;
                closed[base + y] = clear;
            }
            seededRows[r] = high - seeded;
            // Lower rows get their fit bits when the search comes down to them.
            fitLow[r] = Math.min(high, seeded);
            if (openTop) {
                // The row under the seeds still has to take the drops from them.
                pendingLow[r] = seeded - 1;
                pendingHigh[r] = seeded - 1;
                freshLow[r] = seeded;
                freshHigh[r] = rows - 1;
                reachedLow[r] = seeded;
                dirty |= 1 << r;
            } else {
                pendingLow[r] = Integer.MAX_VALUE;
                pendingHigh[r] = -1;
                freshLow[r] = Integer.MAX_VALUE;
                freshHigh[r] = -1;
                reachedLow[r] = rows;
            }
        }
        if (!openTop) {
            reach[base(0) + sy] = 1 << (sx + OFFSET);
            pendingLow[0] = sy;
            pendingHigh[0] = sy;
            dirty = 1;
        }
        boolean halfTurns = rules.rotation180();
        while (dirty != 0) {
            for (int r = 0; r < states; r++) {
                if ((dirty >>> r & 1) != 0) {
                    closeUnderShiftsAndDrops(r);
                }
            }
            int from = dirty;
            dirty = 0;
            for (int r = 0; r < states && states > 1; r++) {
                if ((from >>> r & 1) == 0) {
                    continue;
                }
                dirty |= turnNewSources(p, r, (r + 1) & 3, openTop, stack, isT);
                dirty |= turnNewSources(p, r, (r + 3) & 3, openTop, stack, isT);
                if (halfTurns) {
                    dirty |= turnNewSources(p, r, (r + 2) & 3, openTop, stack, isT);
                }
                markTurned(r);
            }
        }
        if (isT) {
            listTPlacements(out, openTop ? stack : -1, rows, sy);
        } else {
            listPlacements(out, p, states, openTop ? stack : -1, rows);
        }
        return out.size();
    }

    /**
     * Lists the resting positions in packed order: each state's are gathered by canonical state and
     * column (which also merges the duplicate states of I, S and Z), then read out column by column.
     * {@code stack} is the stack height in an open top, else -1.
     */
    private void listPlacements(PlacementList out, int p, int states, int stack, int rows) {
        for (int r = 0; r < states; r++) {
            Shape s = shapes[r];
            int base = base(r);
            int top = restingTop(s, stack, rows);
            int column = s.canonicalRotation * 32 + s.canonicalDx;
            int used = 0;
            computeFit(r, reachedLow[r] - 1);
            for (int y = reachedLow[r]; y < top; y++) {
                int resting = reach[base + y] & ~fit[base + y - 1];
                used |= resting;
                collect(columns, column, resting, 1L << (y + s.canonicalDy));
            }
            int cdx = s.canonicalDx;
            usedColumns[s.canonicalRotation] |= cdx >= 0 ? used << cdx : used >>> -cdx;
        }
        for (int cr = 0; cr < states; cr++) {
            for (int used = usedColumns[cr]; used != 0; used &= used - 1) {
                int bit = Integer.numberOfTrailingZeros(used);
                long ys = columns[cr * 32 + bit];
                columns[cr * 32 + bit] = 0;
                for (; ys != 0; ys &= ys - 1) {
                    out.addPacked(Placement.pack(p, cr, bit - OFFSET, Long.numberOfTrailingZeros(ys), 0));
                }
            }
            usedColumns[cr] = 0;
        }
    }

    /**
     * Lists the resting T positions the same way, each with the spin of a turn into it if that is a
     * T-spin, and without one if it is not or the T can also get there by a shift or a drop.
     */
    private void listTPlacements(PlacementList out, int stack, int rows, int spawnY) {
        for (int r = 0; r < 4; r++) {
            int base = base(r);
            int top = restingTop(shapes[r], stack, rows);
            int used = 0;
            computeFit(r, reachedLow[r] - 1);
            for (int y = reachedLow[r]; y < top; y++) {
                int resting = reach[base + y] & ~fit[base + y - 1];
                int plain = resting;
                int spins = rotated[base + y] & resting & threeCornersBlocked(y);
                if (spins != 0) {
                    int here = reach[base + y];
                    int shifted = here << 1 | here >>> 1 | reach[base + y + 1];
                    if (r == 0 && y == spawnY) {
                        shifted |= 1 << (rules.spawnX() + OFFSET);
                    }
                    plain &= ~spins | shifted;
                    int full = spins & (frontCornersBlocked(r, y) | kick5[base + y]);
                    collect(spinColumns, r * 32, spins, 1L << y);
                    collect(fullSpinColumns, r * 32, full, 1L << y);
                }
                used |= resting;
                collect(columns, r * 32, plain, 1L << y);
            }
            for (; used != 0; used &= used - 1) {
                int bit = Integer.numberOfTrailingZeros(used);
                int i = r * 32 + bit;
                long plain = columns[i];
                long spins = spinColumns[i];
                long full = fullSpinColumns[i];
                columns[i] = 0;
                spinColumns[i] = 0;
                fullSpinColumns[i] = 0;
                for (long ys = plain | spins; ys != 0; ys &= ys - 1) {
                    int y = Long.numberOfTrailingZeros(ys);
                    int packed = Placement.pack(Piece.T.ordinal(), r, bit - OFFSET, y, 0);
                    if ((plain >>> y & 1) != 0) {
                        out.addPacked(packed);
                    }
                    if ((spins >>> y & 1) != 0) {
                        out.addPacked(packed | ((full >>> y & 1) != 0 ? Spin.FULL : Spin.MINI).ordinal());
                    }
                }
            }
        }
    }

    /**
     * One past the highest origin row at which a piece of this shape can rest: in an open top, its lowest
     * cell can be no higher than the row just above the stack.
     */
    private static int restingTop(Shape s, int stack, int rows) {
        return stack >= 0 ? Math.min(rows, stack - s.minDy + 1) : rows;
    }

    /** Sets bit {@code row} in the column of each bit of {@code bits}. */
    private static void collect(long[] columns, int column, int bits, long row) {
        for (; bits != 0; bits &= bits - 1) {
            columns[column + Integer.numberOfTrailingZeros(bits)] |= row;
        }
    }

    /**
     * The T positions centred on row {@code y}, as origin bits, with at least three of their four
     * corners blocked. In a pre-shifted row the columns left and right of origin bit b are bits b + 1 and
     * b + 3.
     */
    private int threeCornersBlocked(int y) {
        int upper = blockedCells(y + 1);
        int lower = blockedCells(y - 1);
        int nw = upper >>> 1;
        int ne = upper >>> 3;
        int sw = lower >>> 1;
        int se = lower >>> 3;
        return nw & ne & (sw | se) | sw & se & (nw | ne);
    }

    /** The same positions of state {@code r} with both corners on the side the T points to blocked. */
    private int frontCornersBlocked(int r, int y) {
        int upper = blockedCells(y + 1);
        int lower = blockedCells(y - 1);
        return switch (r) {
            case 0 -> upper >>> 1 & upper >>> 3;
            case 1 -> upper >>> 3 & lower >>> 3;
            case 2 -> lower >>> 1 & lower >>> 3;
            default -> upper >>> 1 & lower >>> 1;
        };
    }

    /**
     * Row y as pre-shifted bits, all blocked below the floor and from {@link #cellRows} up: a T's corner
     * only gets there when that is the ceiling.
     */
    private int blockedCells(int y) {
        return y >= 0 && y < cellRows ? extRows[y] : -1;
    }

    /**
     * Closes one rotation state's reached set under shifts and soft drops, sweeping from the highest
     * pending row down until the rows stop changing below the lowest pending one.
     */
    private void closeUnderShiftsAndDrops(int r) {
        int base = base(r);
        int high = pendingHigh[r];
        int low = pendingLow[r];
        int changedLow = freshLow[r];
        int changedHigh = freshHigh[r];
        int above = closed[base + high + 1];
        int fitFrom = fitLow[r];
        for (int y = high; y >= 0; y--) {
            if (y < fitFrom) {
                fitFrom = y - FIT_BATCH;
                computeFit(r, fitFrom);
            }
            int f = fit[base + y];
            int cur = reach[base + y] | above & f;
            if (cur != closed[base + y]) {
                cur = spread(cur, f);
                reach[base + y] = cur;
                closed[base + y] = cur;
                changedLow = Math.min(changedLow, y);
                changedHigh = Math.max(changedHigh, y);
            } else if (y <= low) {
                break;
            }
            above = cur;
        }
        freshLow[r] = changedLow;
        freshHigh[r] = changedHigh;
        reachedLow[r] = Math.min(reachedLow[r], changedLow);
        pendingLow[r] = Integer.MAX_VALUE;
        pendingHigh[r] = -1;
    }

    /** Makes the fit bits of state {@code r} valid from row {@code y} up. */
    private void computeFit(int r, int y) {
        int computed = fitLow[r];
        if (y >= computed) {
            return;
        }
        fitLow[r] = y;
        Shape s = shapes[r];
        int base = base(r);
        int s0 = s.cellDx[0] + PRESHIFT;
        int s1 = s.cellDx[1] + PRESHIFT;
        int s2 = s.cellDx[2] + PRESHIFT;
        int s3 = s.cellDx[3] + PRESHIFT;
        int d0 = s.cellDy[0];
        int d1 = s.cellDy[1];
        int d2 = s.cellDy[2];
        int d3 = s.cellDy[3];
        // Rows below -minDy would put a cell under the floor: they stay 0.
        for (int row = Math.max(y, -s.minDy); row < computed; row++) {
            int blocked = extRows[row + d0] >>> s0 | extRows[row + d1] >>> s1
                    | extRows[row + d2] >>> s2 | extRows[row + d3] >>> s3;
            fit[base + row] = ~blocked & origins;
        }
    }

    /** Every bit of {@code f} connected to a bit of {@code seeds} through a run of set bits of {@code f}. */
    private static int spread(int seeds, int f) {
        int up = seeds;
        int g = f;
        up |= up << 1 & g;
        g &= g << 1;
        up |= up << 2 & g;
        g &= g << 2;
        up |= up << 4 & g;
        g &= g << 4;
        up |= up << 8 & g;
        int down = seeds;
        g = f;
        down |= down >>> 1 & g;
        g &= g >>> 1;
        down |= down >>> 2 & g;
        g &= g >>> 2;
        down |= down >>> 4 & g;
        g &= g >>> 4;
        down |= down >>> 8 & g;
        return up | down;
    }

    /**
     * Turns every reached position of state {@code from} not turned before into state {@code to}: each
     * takes the first kick test that fits. For T records the positions turned into (and those reached by
     * the fifth test). Returns the bit of {@code to} when its reached set grew, else 0.
     */
    private int turnNewSources(int p, int from, int to, boolean openTop, int stack, boolean spins) {
        int[] kx = shapes[from].kicksX[to];
        int[] ky = shapes[from].kicksY[to];
        int fromBase = base(from);
        int toBase = base(to);
        int high = freshHigh[from];
        if (openTop) {
            // Skip the rows from which a turn either fails or lands on the seeded rows of state to, which
            // are reached already and too high for a T-spin. From row seededTo - lowest up, every test
            // with a y offset of at least lowest lands there. Where state to has four seeded rows or
            // more, a test landing in the lowest four can only fail on a wall, and then so does every
            // later test with its x offset: only the tests with a new x offset need to land there.
            int seededTo = stack - shapes[to].minDy;
            int lowest = seededRows[to] >= 4 ? LOWEST_FREE_KICK_Y[p][from][to] : LOWEST_KICK_Y[p][from][to];
            high = Math.min(high, seededTo - lowest - 1);
        }
        computeFit(to, freshLow[from] - PAD);
        int grownLow = pendingLow[to];
        int grownHigh = pendingHigh[to];
        boolean grew = false;
        // An exclusive limit: the inclusive form's speculative limit check failed now and then (Board.columnHeights).
        for (int y = freshLow[from], end = high + 1; y < end; y++) {
            int src = reach[fromBase + y] & ~turned[fromBase + y];
            for (int t = 0; src != 0 && t < kx.length; t++) {
                int dx = kx[t];
                int ty = toBase + y + ky[t];
                // Source bits lie well inside the int, so a rotation is a shift that never wraps.
                int landed = Integer.rotateLeft(src, dx) & fit[ty];
                src &= ~Integer.rotateRight(landed, dx);
                if (spins) {
                    rotated[ty] |= landed;
                    if (t == 4) {
                        kick5[ty] |= landed;
                    }
                }
                int had = reach[ty];
                reach[ty] = had | landed;
                if ((had | landed) != had) {
                    grew = true;
                    grownLow = Math.min(grownLow, ty - toBase);
                    grownHigh = Math.max(grownHigh, ty - toBase);
                }
            }
        }
        pendingLow[to] = grownLow;
        pendingHigh[to] = grownHigh;
        return grew ? 1 << to : 0;
    }

    private void markTurned(int r) {
        int base = base(r);
        int low = freshLow[r];
        int high = freshHigh[r];
        if (low <= high) {
            System.arraycopy(reach, base + low, turned, base + low, high - low + 1);
        }
        freshLow[r] = Integer.MAX_VALUE;
        freshHigh[r] = -1;
    }
}
