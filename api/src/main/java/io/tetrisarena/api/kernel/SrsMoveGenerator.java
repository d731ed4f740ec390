package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;
import io.tetrisarena.api.rules.Rules;
import java.util.Arrays;

/**
 * Guideline movement without gravity: a breadth-first search from the spawn position over one-cell
 * shifts left and right, one-cell soft drops, clockwise and counter-clockwise turns with SRS wall kicks
 * (and half turns without kicks, if the rules allow them). Every position from which the piece cannot
 * move down is a final placement.
 *
 * <p>T-spins follow the three-corner rule: the last move into the position was a turn and at least three
 * of the four cells diagonal to the T's centre are blocked (walls and floor count). It is a full T-spin
 * when both corners on the side the T points to are blocked, or when some turn into the position used
 * the fifth kick test; otherwise a mini.
 */
@Stability(Stability.Level.STABLE)
public final class SrsMoveGenerator implements MoveGenerator {
    private static final int PAD = 3;
    private static final int SHIFTED = 1;
    private static final int ROTATED = 2;
    private static final int KICK5 = 4;

    private final Rules rules;
    private int xs;
    private int ys;
    private int[] mark = new int[0];
    private int[] dedupe = new int[0];
    private int[] queue = new int[0];
    private int stamp;

    public SrsMoveGenerator(Rules rules) {
        this.rules = rules;
    }

    private void ensureCapacity(Board board) {
        int nx = board.width() + 2 * PAD;
        int ny = board.height() + 2 * PAD;
        if (nx != xs || ny != ys) {
            xs = nx;
            ys = ny;
            mark = new int[4 * xs * ys];
            dedupe = new int[4 * xs * ys];
            queue = new int[4 * xs * ys];
            stamp = 0;
        }
        if (++stamp >= 1 << 28) {
            Arrays.fill(mark, 0);
            Arrays.fill(dedupe, 0);
            stamp = 1;
        }
    }

    private int index(int rot, int x, int y) {
        return (rot * ys + y + PAD) * xs + x + PAD;
    }

    @Override
    public int generate(Board board, Piece piece, PlacementList out) {
        out.clear();
        ensureCapacity(board);
        int sy = Spawn.spawnY(board, piece, rules);
        if (sy < 0) {
            return 0;
        }
        int p = piece.ordinal();
        int tail = 0;
        int sx = rules.spawnX();
        int start = index(0, sx, sy);
        mark[start] = stamp << 3 | SHIFTED;
        queue[tail++] = start;
        boolean halfTurns = rules.rotation180();
        int rowStride = xs;
        int rotStride = xs * ys;
        for (int head = 0; head < tail; head++) {
            int idx = queue[head];
            int rot = idx / rotStride;
            int rem = idx - rot * rotStride;
            int y = rem / rowStride - PAD;
            int x = rem - (y + PAD) * rowStride - PAD;
            Shape s = Shape.SHAPES[p][rot];
            if (board.fits(s, x - 1, y)) {
                tail = visit(idx - 1, SHIFTED, tail);
            }
            if (board.fits(s, x + 1, y)) {
                tail = visit(idx + 1, SHIFTED, tail);
            }
            if (board.fits(s, x, y - 1)) {
                tail = visit(idx - rowStride, SHIFTED, tail);
            }
            tail = turn(board, s, p, rot, (rot + 1) & 3, x, y, tail);
            tail = turn(board, s, p, rot, (rot + 3) & 3, x, y, tail);
            if (halfTurns) {
                tail = turn(board, s, p, rot, (rot + 2) & 3, x, y, tail);
            }
        }
        for (int i = 0; i < tail; i++) {
            int idx = queue[i];
            int rot = idx / rotStride;
            int rem = idx - rot * rotStride;
            int y = rem / rowStride - PAD;
            int x = rem - (y + PAD) * rowStride - PAD;
            Shape s = Shape.SHAPES[p][rot];
            if (board.fits(s, x, y - 1)) {
                continue;
            }
            int flags = mark[idx] & 7;
            if (piece == Piece.T) {
                int spin = tSpin(board, rot, x, y, flags);
                if (spin == 0 || (flags & SHIFTED) != 0) {
                    out.addPacked(Placement.pack(p, rot, x, y, 0));
                }
                if (spin != 0) {
                    out.addPacked(Placement.pack(p, rot, x, y, spin));
                }
            } else {
                int cr = s.canonicalRotation;
                int cx = x + s.canonicalDx;
                int cy = y + s.canonicalDy;
                int key = index(cr, cx, cy);
                if (dedupe[key] != stamp) {
                    dedupe[key] = stamp;
                    out.addPacked(Placement.pack(p, cr, cx, cy, 0));
                }
            }
        }
        out.sort();
        return out.size();
    }

    private int visit(int idx, int flag, int tail) {
        int m = mark[idx];
        if (m >>> 3 != stamp) {
            mark[idx] = stamp << 3 | flag;
            queue[tail++] = idx;
        } else {
            mark[idx] = m | flag;
        }
        return tail;
    }

    private int turn(Board board, Shape from, int p, int rot, int to, int x, int y, int tail) {
        Shape target = Shape.SHAPES[p][to];
        int[] kx = from.kicksX[to];
        int[] ky = from.kicksY[to];
        for (int t = 0; t < kx.length; t++) {
            int nx = x + kx[t];
            int ny = y + ky[t];
            if (board.fits(target, nx, ny)) {
                return visit(index(to, nx, ny), t == 4 ? ROTATED | KICK5 : ROTATED, tail);
            }
        }
        return tail;
    }

    /** 0 for no spin, else the ordinal of {@link Spin#MINI} or {@link Spin#FULL}. */
    private static int tSpin(Board board, int rot, int x, int y, int flags) {
        if ((flags & ROTATED) == 0) {
            return 0;
        }
        boolean nw = board.isBlocked(x - 1, y + 1);
        boolean ne = board.isBlocked(x + 1, y + 1);
        boolean se = board.isBlocked(x + 1, y - 1);
        boolean sw = board.isBlocked(x - 1, y - 1);
        int corners = (nw ? 1 : 0) + (ne ? 1 : 0) + (se ? 1 : 0) + (sw ? 1 : 0);
        if (corners < 3) {
            return 0;
        }
        boolean front = switch (rot) {
            case 0 -> nw && ne;
            case 1 -> ne && se;
            case 2 -> se && sw;
            default -> sw && nw;
        };
        return front || (flags & KICK5) != 0 ? Spin.FULL.ordinal() : Spin.MINI.ordinal();
    }
}
