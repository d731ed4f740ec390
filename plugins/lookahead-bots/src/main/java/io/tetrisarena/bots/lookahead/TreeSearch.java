package io.tetrisarena.bots.lookahead;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.features.PlacementContext;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.LockResult;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.ObservedQueue;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.PlayState;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.Rules;
import java.util.Arrays;

/**
 * Depth-limited tree search over placements. A ply places one piece. When the piece to place is known
 * (current or preview) the node takes the best of its placements, with and without hold; when it lies past
 * the preview the node is a chance node over the pieces the bag can still deal, combined by the
 * {@link ChanceRule}: their average (expectimax) or the worst of them (minimax). Leaves are scored by a
 * {@link LeafScorer}. A decision searches {@code min(depth, known pieces + maxChancePlies)} plies (a path
 * that goes through an empty hold uses up the known pieces one ply sooner). Depth 1 is the one-piece bot.
 *
 * <p>Pruning: at an inner node every placement is scored as if it were a leaf, and only the best
 * {@code topK[ply]} are searched deeper. The root's children are searched best first, so when the budget
 * runs out the move is the best of the root children searched completely (or the best one-piece move).
 */
final class TreeSearch implements LookaheadSearch {
    /** How a chance node combines the values of the pieces that may come. */
    enum ChanceRule { AVERAGE, WORST }

    private final Rules rules;
    private final MoveGenerator generator;
    private final LeafScorer scorer;
    private final int depth;
    private final int maxChancePlies;
    private int plies;
    private final int[] topK;
    private final ChanceRule chance;
    private final CpuBudget budget;
    private final PlacementContext[] contexts;
    /** The kernel's state after the placement contexts[ply] holds (detached: the contexts keep the boards). */
    private final PlayState[] states;
    private final LockResult lock = new LockResult();
    private final PlacementList[][] lists;
    private final Candidates[] candidates;
    private boolean stopped;
    private RootPosition root;

    /**
     * @param depth          the most plies searched, 1 or more
     * @param maxChancePlies the most plies past the preview (each costs about seven times a known ply)
     * @param topK           children searched deeper per inner ply (the last entry repeats for deeper plies)
     */
    TreeSearch(Rules rules, LeafScorer scorer, int depth, int maxChancePlies, int[] topK, ChanceRule chance,
               CpuBudget budget) {
        if (depth < 1 || maxChancePlies < 0 || topK.length == 0) {
            throw new IllegalArgumentException("depth must be at least 1, chance plies at least 0, topK non-empty");
        }
        this.maxChancePlies = maxChancePlies;
        this.rules = rules;
        this.generator = MoveGenerator.forRules(rules);
        this.scorer = scorer;
        this.depth = depth;
        this.topK = topK.clone();
        this.chance = chance;
        this.budget = budget;
        this.contexts = new PlacementContext[depth];
        this.states = new PlayState[depth];
        this.lists = new PlacementList[depth][2];
        this.candidates = new Candidates[depth];
        for (int d = 0; d < depth; d++) {
            contexts[d] = new PlacementContext();
            states[d] = PlayState.detached(rules, i -> null);
            lists[d][0] = new PlacementList();
            lists[d][1] = new PlacementList();
            candidates[d] = new Candidates();
        }
    }

    @Override
    public Move choose(Observation observation) {
        root = new RootPosition(observation);
        if (!root.hasMoves()) {
            throw new IllegalStateException("no legal move to choose from");
        }
        budget.start(observation.timeBudgetNanos());
        stopped = false;
        plies = Math.min(depth, root.queue.observed() + maxChancePlies);

        Candidates cand = candidates[0];
        cand.clear();
        for (int option = 0; option < 2; option++) {
            if (option == RootPosition.HOLD && root.holdSameAsCurrent()) {
                continue;
            }
            PlacementList list = root.lists[option];
            for (int j = 0; j < list.size(); j++) {
                contexts[0].place(root.board, list, j);
                budget.spend();
                double value = leafValue(0, root.state, list.spin(j), option == RootPosition.HOLD, 0);
                cand.add(value, option, j);
            }
        }
        if (cand.size == 0) {
            return root.move(RootPosition.HOLD, 0);
        }
        cand.sortDescending();
        int bestOption = cand.option[cand.order[0]];
        int bestIndex = cand.index[cand.order[0]];
        if (plies == 1) {
            return root.move(bestOption, bestIndex);
        }
        double bestValue = Double.NEGATIVE_INFINITY;
        int expand = Math.min(cand.size, kAt(0));
        for (int r = 0; r < expand; r++) {
            int c = cand.order[r];
            if (LeafScorer.isLoss(cand.value[c])) {
                break;
            }
            int option = cand.option[c];
            int j = cand.index[c];
            PlacementList list = root.lists[option];
            contexts[0].place(root.board, list, j);
            long gained = lockInto(0, root.state, list.spin(j), option == RootPosition.HOLD);
            double v = decide(1, scorer.carry(cand.value[c], gained, 0));
            if (stopped) {
                break;
            }
            if (v > bestValue) {
                bestValue = v;
                bestOption = option;
                bestIndex = j;
            }
        }
        return root.move(bestOption, bestIndex);
    }

    @Override
    public long lastNodes() {
        return budget.nodesUsed();
    }

    private int kAt(int ply) {
        return topK[Math.min(ply, topK.length - 1)];
    }

    /** Moves states[ply] on from {@code parent} by the placement contexts[ply] holds; returns its points. */
    private long lockInto(int ply, PlayState parent, Spin spin, boolean viaHold) {
        PlayState state = states[ply];
        state.copyFrom(parent);
        state.lock(contexts[ply], spin, viaHold, lock);
        return lock.points();
    }

    /** Score of the placement contexts[ply] holds, as a leaf, played from {@code parent}. */
    private double leafValue(int ply, PlayState parent, Spin spin, boolean viaHold, double carried) {
        lockInto(ply, parent, spin, viaHold);
        return scorer.leaf(contexts[ply], lock, ply, carried);
    }

    /**
     * The value of the node at {@code ply} (>= 1), whose board is contexts[ply - 1]'s cleared board and
     * whose state is states[ply - 1].
     */
    private double decide(int ply, double carried) {
        PlayState parentState = states[ply - 1];
        Piece active = parentState.current();
        if (active == null) {
            return chanceNode(ply, carried);
        }
        PlacementContext parent = contexts[ply - 1];
        Board board = parent.clearedBoard();
        Piece hold = parentState.held();
        boolean useHold = rules.hold() && hold != null && hold != active;
        int options = useHold ? 2 : 1;
        boolean leaf = ply == plies - 1;
        Candidates cand = candidates[ply];
        cand.clear();
        double best = LeafScorer.loss(ply);
        PlacementContext ctx = contexts[ply];
        for (int option = 0; option < options; option++) {
            PlacementList list = lists[ply][option];
            generator.generate(board, option == 0 ? active : hold, list);
            for (int j = 0; j < list.size(); j++) {
                ctx.placeAfter(parent, list, j);
                if (budget.spend()) {
                    stopped = true;
                }
                double v = leafValue(ply, parentState, list.spin(j), option == 1, carried);
                if (leaf) {
                    best = Math.max(best, v);
                } else {
                    cand.add(v, option, j);
                }
            }
        }
        if (leaf || stopped) {
            return best;
        }
        cand.sortDescending();
        int expand = Math.min(cand.size, kAt(ply));
        for (int r = 0; r < expand; r++) {
            int c = cand.order[r];
            if (LeafScorer.isLoss(cand.value[c])) {
                best = Math.max(best, cand.value[c]);
                break;
            }
            int option = cand.option[c];
            int j = cand.index[c];
            PlacementList list = lists[ply][option];
            ctx.placeAfter(parent, list, j);
            long gained = lockInto(ply, parentState, list.spin(j), option == 1);
            double v = decide(ply + 1, scorer.carry(cand.value[c], gained, carried));
            if (stopped) {
                return best;
            }
            best = Math.max(best, v);
        }
        return best;
    }

    /** A ply past the preview: every piece the bag can deal, combined by the chance rule. */
    private double chanceNode(int ply, double carried) {
        ObservedQueue queue = root.queue;
        int index = states[ply - 1].queueIndex();
        int bag = queue.possibleNext();
        double sum = 0;
        double worst = Double.POSITIVE_INFINITY;
        int count = 0;
        for (int p = 0; p < 7; p++) {
            if ((bag & 1 << p) == 0) {
                continue;
            }
            queue.deal(index, Piece.ofOrdinal(p));
            double v = decide(ply, carried);
            queue.forget(index);
            if (stopped) {
                return v;
            }
            sum += v;
            worst = Math.min(worst, v);
            count++;
        }
        return chance == ChanceRule.AVERAGE ? sum / count : worst;
    }

    /** Scored children of one node, sortable best first without boxing. */
    private static final class Candidates {
        double[] value = new double[256];
        int[] option = new int[256];
        int[] index = new int[256];
        int[] order = new int[256];
        int size;

        void clear() {
            size = 0;
        }

        void add(double v, int opt, int idx) {
            if (size == value.length) {
                value = Arrays.copyOf(value, size * 2);
                option = Arrays.copyOf(option, size * 2);
                index = Arrays.copyOf(index, size * 2);
                order = Arrays.copyOf(order, size * 2);
            }
            value[size] = v;
            option[size] = opt;
            index[size] = idx;
            size++;
        }

        /** Fills {@code order} with candidate numbers, best value first (ties: earlier first). */
        void sortDescending() {
            // Insertion sort from the second candidate on, each index in the arrays whatever the loops run
            // (a first pass reading order[-1] only in a branch not taken made the JIT's hoisted index check
            // fail and recompile the whole search).
            order[0] = 0;
            for (int i = 1; i < size; i++) {
                int k = i;
                while (k > 0 && value[order[k - 1]] < value[i]) {
                    order[k] = order[k - 1];
                    k--;
                }
                order[k] = i;
            }
        }
    }
}
