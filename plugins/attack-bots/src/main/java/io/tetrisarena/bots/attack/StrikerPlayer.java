package io.tetrisarena.bots.attack;

import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.VersusView;
import io.tetrisarena.api.kernel.AttackTable;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.EndReason;
import io.tetrisarena.api.kernel.LockResult;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.ObservedQueue;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.PlayState;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.Rules;
import java.util.Arrays;
import java.util.List;

/**
 * One game of the {@link StrikerBot}. A beam of {@link #WIDTH} positions goes down the known queue (the current
 * piece, the preview, hold): every child of every beam position is locked through a {@link PlayState} that
 * carries the event's attack table, valued by what its locks sent so far ({@link Eval#lock}) plus its board
 * ({@link Eval#board}), and the best {@link #WIDTH} go on. The move is the first move of the best position at
 * the last depth. Played alone (no versus view), it searches a narrower, shallower beam ({@link #SOLO_WIDTH},
 * {@link #SOLO_DEPTH}): it is built for versus, and a solo tournament should not wait on it.
 */
final class StrikerPlayer implements BotPlayer {
    static final int WIDTH = 48;
    static final int MAX_DEPTH = 5;
    static final int SOLO_WIDTH = 6;
    static final int SOLO_DEPTH = 2;

    private final Rules rules;
    private final MoveGenerator generator;
    private final ObservedQueue queue = new ObservedQueue();
    private final PlacementList list = new PlacementList();
    private final LockResult result = new LockResult();
    private final Eval eval;
    private PlayState[] beam = new PlayState[WIDTH];
    private PlayState[] next = new PlayState[WIDTH];
    private final double[] beamAcc = new double[WIDTH];
    private final Move[] beamFirst = new Move[WIDTH];
    private int beamSize;
    private int width;
    // candidates of one depth
    private int[] candParent = new int[256];
    private int[] candPacked = new int[256];
    private boolean[] candHold = new boolean[256];
    private double[] candAcc = new double[256];
    private double[] candValue = new double[256];
    private int candSize;
    private final PlayState scratch;

    StrikerPlayer(Rules rules) {
        this.rules = rules;
        this.generator = MoveGenerator.forRules(rules);
        this.eval = new Eval(rules);
        for (int i = 0; i < WIDTH; i++) {
            beam[i] = PlayState.of(rules, Board.empty(rules), queue);
            next[i] = PlayState.of(rules, Board.empty(rules), queue);
        }
        this.scratch = PlayState.of(rules, Board.empty(rules), queue);
    }

    @Override
    public Move decide(Observation o) {
        AttackTable table = o.versus().map(VersusView::attackTable).orElse(AttackTable.guideline());
        int incoming = o.versus().map(VersusView::incomingLines).orElse(0);
        queue.load(o.current(), o.preview(), o.bagRemaining(), rules.randomizer());
        PlayState root = beam[0];
        o.copyBoardTo(root.board());
        root.reset(queue, o.hold().orElse(null), o.combo(), o.backToBack(), o.score(), o.lines(), o.piecesPlaced())
                .backToBackChain(o.backToBackChain()).attackTable(table);
        eval.startDecision(incoming, o.versus().map(v -> v.opponentBoard().stackHeight()).orElse(0));
        beamSize = 1;
        beamAcc[0] = 0;
        beamFirst[0] = null;
        int known = 1 + o.preview().size();
        boolean versus = o.versus().isPresent();
        width = versus ? WIDTH : SOLO_WIDTH;
        int depth = Math.min(versus ? MAX_DEPTH : SOLO_DEPTH, Math.max(1, known - (rules.hold() ? 1 : 0)));
        Move fallback = null;
        for (int d = 0; d < depth; d++) {
            candSize = 0;
            for (int b = 0; b < beamSize; b++) {
                PlayState s = beam[b];
                if (s.isOver() || s.current() == null) {
                    continue;
                }
                expand(b, s, s.current(), false, d);
                Piece in = s.holdIn();
                if (in != null && in != s.current()) {
                    expand(b, s, in, true, d);
                }
            }
            if (candSize == 0) {
                break;
            }
            selectInto(d);
            if (d == 0) {
                fallback = beamFirst[0];
            }
        }
        Move best = beamFirst[0];
        if (best == null) {
            best = fallback != null ? fallback : Move.place(o.placements().get(0));
        }
        return legal(o, best);
    }

    /** Children of beam position {@code b} with {@code piece} (through hold when {@code viaHold}). */
    private void expand(int b, PlayState s, Piece piece, boolean viaHold, int depth) {
        int n = generator.generate(s.board(), piece, list);
        for (int i = 0; i < n; i++) {
            scratch.copyFrom(s);
            LockResult r = scratch.lock(list.get(i), viaHold, result);
            double acc = beamAcc[b] + eval.lock(r, depth);
            double value = scratch.isOver() && r.endReason() != EndReason.PIECE_CAP
                    ? -1e9 : acc + eval.board(scratch);
            add(b, list.packed(i), viaHold, acc, value);
        }
    }

    private void add(int parent, int packed, boolean viaHold, double acc, double value) {
        if (candSize == candParent.length) {
            int grown = candSize * 2;
            candParent = Arrays.copyOf(candParent, grown);
            candPacked = Arrays.copyOf(candPacked, grown);
            candHold = Arrays.copyOf(candHold, grown);
            candAcc = Arrays.copyOf(candAcc, grown);
            candValue = Arrays.copyOf(candValue, grown);
        }
        candParent[candSize] = parent;
        candPacked[candSize] = packed;
        candHold[candSize] = viaHold;
        candAcc[candSize] = acc;
        candValue[candSize] = value;
        candSize++;
    }

    /** Keeps the best {@code width} candidates (by value, first found on ties) as the next beam. */
    private void selectInto(int depth) {
        int keep = Math.min(width, candSize);
        int[] chosen = new int[keep];
        boolean[] taken = new boolean[candSize];
        for (int k = 0; k < keep; k++) {
            int bestIdx = -1;
            for (int c = 0; c < candSize; c++) {
                if (!taken[c] && (bestIdx < 0 || candValue[c] > candValue[bestIdx])) {
                    bestIdx = c;
                }
            }
            taken[bestIdx] = true;
            chosen[k] = bestIdx;
        }
        Move[] firsts = new Move[keep];
        double[] accs = new double[keep];
        for (int k = 0; k < keep; k++) {
            int c = chosen[k];
            PlayState parent = beam[candParent[c]];
            next[k].copyFrom(parent);
            Placement p = Placement.unpack(candPacked[c]);
            next[k].lock(p, candHold[c], result);
            accs[k] = candAcc[c];
            firsts[k] = depth == 0 ? (candHold[c] ? Move.holdThen(p) : Move.place(p)) : beamFirst[candParent[c]];
        }
        PlayState[] swap = beam;
        beam = next;
        next = swap;
        beamSize = keep;
        for (int k = 0; k < keep; k++) {
            beamAcc[k] = accs[k];
            beamFirst[k] = firsts[k];
        }
    }

    /** The move as the observation lists it (the same placement, the legal list's own object). */
    private static Move legal(Observation o, Move m) {
        List<Placement> from = m.useHold() ? o.holdPlacements() : o.placements();
        for (Placement p : from) {
            if (p.equals(m.placement())) {
                return m;
            }
        }
        return Move.place(o.placements().get(0));
    }

    /** The evaluation: what locks send, and what a board promises, in lines of attack. */
    static final class Eval {
        /** Per garbage line the lock sends (by the event's table). */
        static final double SENT = 2.0;
        /** A single without a spin (spends cells, sends little). */
        static final double CLEAR1 = -1.2;
        /** A double without a spin. */
        static final double CLEAR2 = -0.8;
        /** A triple without a spin. */
        static final double CLEAR3 = -0.4;
        /** A tetris, on top of what it sends. */
        static final double TETRIS = 1.0;
        /** Per line of a (full) T-spin or an all-spin, on top of what it sends. */
        static final double T_SPIN = 0.8;
        /** A mini T-spin. */
        static final double MINI = -1.2;
        /** A clear that continues back-to-back. */
        static final double B2B_CLEAR = 1.0;
        /** A clear that ends a back-to-back chain. */
        static final double BROKEN_CHAIN = -3.0;
        /** A T placed other than in a spin that clears lines. */
        static final double WASTED_T = -1.2;
        /** Per covered empty cell. */
        static final double HOLES = -1.7;
        /** Per filled cell above a hole (up to 4 a hole). */
        static final double COVERED = -0.3;
        /** Per row with a hole. */
        static final double HOLE_ROWS = -0.6;
        /** Per step between neighbouring columns (the well left out). */
        static final double BUMP = -0.24;
        /** Per squared step. */
        static final double BUMP2 = -0.07;
        /** Per filled-empty change along the rows. */
        static final double ROW_TRANSITIONS = -0.08;
        /** Per row of well depth (up to 6). */
        static final double WELL = 0.5;
        /** Per squared row of stack plus incoming garbage above half the field. */
        static final double DANGER = -0.8;
        /** Times the readiness of the best T-spin slot (up to 3). */
        static final double T_SLOT = 3.0;
        /** A live back-to-back chain. */
        static final double B2B_KEPT = 1.0;
        /** Per step of a running combo (up to 6). */
        static final double COMBO = 0.4;
        /** Lock values shrink by this share per search depth. */
        static final double DEPTH_DECAY = 0.03;
        /** A perfect clear, on top of what it sends. */
        static final double PERFECT_CLEAR = 5.0;
        /** Sent lines count 1 + this much more per opponent row above PRESSURE_FROM. */
        static final double PRESSURE = 0.4;
        /** The opponent's stack height from which sent lines count more. */
        static final double PRESSURE_FROM = 6.0;
        private final Rules rules;
        private final int width;
        private final int[] heights = new int[Board.MAX_WIDTH];
        private int incoming;
        private double sentFactor = 1;

        Eval(Rules rules) {
            this.rules = rules;
            this.width = rules.width();
        }

        void startDecision(int incomingLines, int opponentHeight) {
            this.incoming = incomingLines;
            this.sentFactor = 1 + PRESSURE * Math.max(0, opponentHeight - PRESSURE_FROM);
        }

        /** The value of one lock's own effects, at search depth {@code depth}. */
        double lock(LockResult r, int depth) {
            int lines = r.linesCleared();
            boolean spin = r.spin() == Spin.FULL || r.allSpin();
            double v = SENT * sentFactor * r.attack();
            if (lines > 0) {
                if (r.perfectClear()) {
                    v += PERFECT_CLEAR;
                }
                if (spin) {
                    v += T_SPIN * lines;
                } else if (r.spin() == Spin.MINI) {
                    v += MINI;
                } else if (lines == 4) {
                    v += TETRIS;
                } else {
                    v += lines == 1 ? CLEAR1 : lines == 2 ? CLEAR2 : CLEAR3;
                }
                if (r.backToBackAfter() && r.backToBackBefore()) {
                    v += B2B_CLEAR;
                }
                if (r.backToBackBefore() && !r.backToBackAfter()) {
                    v += BROKEN_CHAIN;
                }
            }
            if (r.piece() == Piece.T && !(spin && lines > 0)) {
                v += WASTED_T;
            }
            return v * (1.0 - DEPTH_DECAY * depth);
        }

        /** The board's promise and danger. */
        double board(PlayState s) {
            Board b = s.board();
            int full = b.fullRowMask();
            int top = b.stackHeight();
            int maxH = 0;
            for (int x = 0; x < width; x++) {
                heights[x] = b.columnHeight(x);
                maxH = Math.max(maxH, heights[x]);
            }
            int holes = 0;
            int covered = 0;
            int holeRows = 0;
            for (int y = 0; y < top; y++) {
                int empty = ~b.row(y) & full;
                boolean rowHasHole = false;
                for (int x = 0; x < width; x++) {
                    if ((empty >>> x & 1) != 0 && y < heights[x]) {
                        holes++;
                        covered += Math.min(heights[x] - y - 1, 4);
                        rowHasHole = true;
                    }
                }
                if (rowHasHole) {
                    holeRows++;
                }
            }
            int well = 0;
            for (int x = 1; x < width; x++) {
                if (heights[x] < heights[well]) {
                    well = x;
                }
            }
            int bump = 0;
            int bump2 = 0;
            int prev = -1;
            int secondLowest = Integer.MAX_VALUE;
            for (int x = 0; x < width; x++) {
                if (x == well) {
                    continue;
                }
                secondLowest = Math.min(secondLowest, heights[x]);
                if (prev >= 0) {
                    int d = Math.abs(heights[x] - heights[prev]);
                    bump += d;
                    bump2 += d * d;
                }
                prev = x;
            }
            int wellDepth = secondLowest - heights[well];
            int rowTransitions = 0;
            int mask = (1 << (width + 1)) - 1;
            for (int y = 0; y < top; y++) {
                int row = b.row(y) | (1 << width);
                rowTransitions += Integer.bitCount((row ^ ((row << 1) | 1)) & mask);
            }
            double v = HOLES * holes + COVERED * covered + HOLE_ROWS * holeRows + BUMP * bump + BUMP2 * bump2
                    + ROW_TRANSITIONS * rowTransitions + WELL * Math.min(wellDepth, 6);
            int danger = maxH + incoming;
            int half = rules.visibleHeight() / 2;
            if (danger > half) {
                v += DANGER * (danger - half) * (danger - half);
            }
            v += T_SLOT * tSlots(b);
            if (s.backToBackChain() > 0) {
                v += B2B_KEPT;
            }
            if (s.combo() > 0) {
                v += COMBO * Math.min(s.combo(), 6);
            }
            return v;
        }

        /** How ready the best T-spin double or triple slot is: 4 for a triple ready, 3 a double, less half built. */
        private double tSlots(Board b) {
            int full = b.fullRowMask();
            double best = 0;
            for (int x = 1; x + 1 < width; x++) {
                int y = heights[x];
                if (y + 3 >= b.height()) {
                    continue;
                }
                int three = 7 << (x - 1);
                int r0 = b.row(y);
                int r1 = b.row(y + 1);
                int r2 = b.row(y + 2);
                if ((r1 & three) != 0 || (r2 >>> x & 1) != 0 || (r0 >>> x & 1) != 0) {
                    continue;
                }
                boolean leftRoof = (r2 >>> (x - 1) & 1) != 0;
                boolean rightRoof = (r2 >>> (x + 1) & 1) != 0;
                int bottomNeed = width - 1 - Integer.bitCount(r0 & full);
                int middleNeed = width - 3 - Integer.bitCount(r1 & ~three & full);
                double v = 0;
                if (bottomNeed == 0 && middleNeed <= 3) {
                    if (leftRoof != rightRoof) {
                        v = middleNeed == 0 ? 3.0 : 2.0 - 0.4 * middleNeed;
                    } else if (!leftRoof) {
                        v = middleNeed == 0 ? 1.5 : 1.0 - 0.25 * middleNeed;
                    }
                }
                best = Math.max(best, v);
            }
            return best;
        }
    }
}
