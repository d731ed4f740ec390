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
 * position is turned exactly once.
 */
@Stability(Stability.Level.STABLE)
public final class SrsMoveGenerator implements MoveGenerator {
    /** Origin column x is bit x + OFFSET, so origins left of the wall still have a bit. */
    private static final int OFFSET = 4;
    /** Rows are stored pre-shifted so a cell offset of -2..2 becomes a right shift of 0..4. */
    private static final int PRESHIFT = 2;
    /** Rows searched above the stack when the spawn row is at least this far above it. */
    private static final int FREE_ROWS = 6;

    private final Rules rules;
    private int stride = -1;
    private int[] extRows = new int[0];
    private int[] fit = new int[0];
    private int[] reach = new int[0];
    private int[] closed = new int[0];
    private int[] turned = new int[0];
    private int[] rotated = new int[0];
    private int[] kick5 = new int[0];
    private int[] dedupe = new int[0];
    private int stamp;
    private int rowsInUse;

    public SrsMoveGenerator(Rules rules) {
        this.rules = rules;
    }

    private void ensureCapacity(Board board) {
        int rowsNeeded = board.height() + 1;
        if (rowsNeeded != stride) {
            stride = rowsNeeded;
            extRows = new int[stride];
            fit = new int[4 * stride];
            reach = new int[4 * stride];
            closed = new int[4 * stride];
            turned = new int[4 * stride];
            rotated = new int[4 * stride];
            kick5 = new int[4 * stride];
            dedupe = new int[4 * stride * 32];
            stamp = 0;
        }
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(dedupe, 0);
            stamp = 1;
        }
    }

    @Override
    public int generate(Board board, Piece piece, PlacementList out) {
        out.clear();
        int sy = Spawn.spawnY(board, piece, rules);
        if (sy < 0) {
            return 0;
        }
        ensureCapacity(board);
        int width = board.width();
        int height = board.height();
        // A kick can only lift a piece next to filled cells, so origins stay below both the spawn
        // fallback row and the stack top by a margin of two kicks.
        int stack = board.stackHeight();
        // With room to turn above the stack, every position whose cells lie above the stack and at or
        // below the spawn row is reachable by turning at spawn, shifting and dropping: seed them all
        // and search only the rows near the stack.
        boolean openTop = stack + FREE_ROWS <= sy;
        int rows = openTop ? stack + FREE_ROWS : Math.min(height, Math.max(sy + 3, stack + 5));
        rowsInUse = rows;
        int cellRows = Math.min(height, rows + 3);
        int walls = (1 << OFFSET) - 1 | ((1 << OFFSET) - 1) << (width + OFFSET);
        for (int y = 0; y < cellRows; y++) {
            extRows[y] = (board.row(y) << OFFSET | walls) << PRESHIFT;
        }
        int origins = (1 << (width + 2 * OFFSET)) - 1;
        int p = piece.ordinal();
        // Turning an O never moves its cells, so its spawn state alone holds every placement.
        int states = piece == Piece.O ? 1 : 4;
        for (int r = 0; r < states; r++) {
            Shape s = Shape.SHAPES[p][r];
            int base = r * stride;
            int low = -s.minDy;
            int high = Math.min(rows, cellRows - s.maxDy);
            int s0 = s.cellDx[0] + PRESHIFT;
            int s1 = s.cellDx[1] + PRESHIFT;
            int s2 = s.cellDx[2] + PRESHIFT;
            int s3 = s.cellDx[3] + PRESHIFT;
            int d0 = s.cellDy[0];
            int d1 = s.cellDy[1];
            int d2 = s.cellDy[2];
            int d3 = s.cellDy[3];
            Arrays.fill(fit, base, base + rows, 0);
            for (int y = low; y < high; y++) {
                int blocked = extRows[y + d0] >>> s0 | extRows[y + d1] >>> s1
                        | extRows[y + d2] >>> s2 | extRows[y + d3] >>> s3;
                fit[base + y] = ~blocked & origins;
            }
            Arrays.fill(reach, base, base + rows, 0);
            Arrays.fill(closed, base, base + rows, 0);
            Arrays.fill(turned, base, base + rows, 0);
            Arrays.fill(rotated, base, base + rows, 0);
            Arrays.fill(kick5, base, base + rows, 0);
        }
        int dirty;
        if (openTop) {
            dirty = (1 << states) - 1;
            for (int r = 0; r < states; r++) {
                int base = r * stride;
                for (int y = Math.max(0, stack - Shape.SHAPES[p][r].minDy); y < rows; y++) {
                    reach[base + y] = fit[base + y];
                    closed[base + y] = fit[base + y];
                }
            }
        } else {
            dirty = 1;
            reach[sy] = 1 << (rules.spawnX() + OFFSET);
        }
        boolean halfTurns = rules.rotation180();
        while (dirty != 0) {
            for (int r = 0; r < states; r++) {
                if ((dirty >>> r & 1) != 0) {
                    closeUnderShiftsAndDrops(r * stride, rows);
                }
            }
            int from = dirty;
            dirty = 0;
            for (int r = 0; r < states && states > 1; r++) {
                if ((from >>> r & 1) == 0) {
                    continue;
                }
                dirty |= turnNewSources(p, r, (r + 1) & 3, rows);
                dirty |= turnNewSources(p, r, (r + 3) & 3, rows);
                if (halfTurns) {
                    dirty |= turnNewSources(p, r, (r + 2) & 3, rows);
                }
                markTurned(r * stride, rows);
            }
        }
        boolean isT = piece == Piece.T;
        for (int r = 0; r < states; r++) {
            Shape s = Shape.SHAPES[p][r];
            int base = r * stride;
            for (int y = 0; y < rows; y++) {
                int resting = reach[base + y] & ~(y > 0 ? fit[base + y - 1] : 0);
                while (resting != 0) {
                    int bit = Integer.numberOfTrailingZeros(resting);
                    resting &= resting - 1;
                    int x = bit - OFFSET;
                    if (isT) {
                        emitT(board, out, r, x, y, base, bit, sy);
                    } else {
                        int cr = s.canonicalRotation;
                        int cx = x + s.canonicalDx;
                        int cy = y + s.canonicalDy;
                        int key = ((cr * stride + cy) << 5) + cx + OFFSET;
                        if (dedupe[key] != stamp) {
                            dedupe[key] = stamp;
                            out.addPacked(Placement.pack(p, cr, cx, cy, 0));
                        }
                    }
                }
            }
        }
        out.sort();
        return out.size();
    }

    /** Closes one rotation state's reached set under shifts and soft drops, sweeping from the top down. */
    private void closeUnderShiftsAndDrops(int base, int rows) {
        int above = 0;
        for (int y = rows - 1; y >= 0; y--) {
            int before = reach[base + y];
            int cur = before | (above & fit[base + y]);
            if (cur != closed[base + y]) {
                cur = spread(cur, fit[base + y]);
                reach[base + y] = cur;
                closed[base + y] = cur;
            }
            above = cur;
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
     * takes the first kick test that fits. Records the positions turned into (and those reached by the
     * fifth test). Returns the bit of {@code to} when its reached set grew, else 0.
     */
    private int turnNewSources(int p, int from, int to, int rows) {
        Shape s = Shape.SHAPES[p][from];
        int[] kx = s.kicksX[to];
        int[] ky = s.kicksY[to];
        int fromBase = from * stride;
        int toBase = to * stride;
        boolean grew = false;
        for (int y = 0; y < rows; y++) {
            int src = reach[fromBase + y] & ~turned[fromBase + y];
            for (int t = 0; t < kx.length && src != 0; t++) {
                int ty = y + ky[t];
                if (ty < 0 || ty >= rows) {
                    continue;
                }
                int dx = kx[t];
                int moved = dx >= 0 ? src << dx : src >>> -dx;
                int landed = moved & fit[toBase + ty];
                if (landed == 0) {
                    continue;
                }
                src &= ~(dx >= 0 ? landed >>> dx : landed << -dx);
                rotated[toBase + ty] |= landed;
                if (t == 4) {
                    kick5[toBase + ty] |= landed;
                }
                int had = reach[toBase + ty];
                if ((had | landed) != had) {
                    reach[toBase + ty] = had | landed;
                    grew = true;
                }
            }
        }
        return grew ? 1 << to : 0;
    }

    private void markTurned(int base, int rows) {
        System.arraycopy(reach, base, turned, base, rows);
    }

    private void emitT(Board board, PlacementList out, int r, int x, int y, int base, int bit, int spawnY) {
        int mask = 1 << bit;
        int here = reach[base + y];
        boolean shifted = ((here << 1 | here >>> 1) & mask) != 0
                || (y + 1 < rowsInUse && (reach[base + y + 1] & mask) != 0)
                || (r == 0 && y == spawnY && x == rules.spawnX());
        int spin = 0;
        if ((rotated[base + y] & mask) != 0) {
            boolean nw = board.isBlocked(x - 1, y + 1);
            boolean ne = board.isBlocked(x + 1, y + 1);
            boolean se = board.isBlocked(x + 1, y - 1);
            boolean sw = board.isBlocked(x - 1, y - 1);
            int corners = (nw ? 1 : 0) + (ne ? 1 : 0) + (se ? 1 : 0) + (sw ? 1 : 0);
            if (corners >= 3) {
                boolean front = switch (r) {
                    case 0 -> nw && ne;
                    case 1 -> ne && se;
                    case 2 -> se && sw;
                    default -> sw && nw;
                };
                spin = front || (kick5[base + y] & mask) != 0 ? Spin.FULL.ordinal() : Spin.MINI.ordinal();
            }
        }
        int p = Piece.T.ordinal();
        if (spin == 0 || shifted) {
            out.addPacked(Placement.pack(p, r, x, y, 0));
        }
        if (spin != 0) {
            out.addPacked(Placement.pack(p, r, x, y, spin));
        }
    }
}
