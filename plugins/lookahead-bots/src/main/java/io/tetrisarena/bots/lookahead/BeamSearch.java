package io.tetrisarena.bots.lookahead;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.features.PlacementContext;
import io.tetrisarena.api.kernel.LockResult;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.PlayState;
import io.tetrisarena.api.kernel.Spin;
import io.tetrisarena.api.rules.Rules;
import java.util.Arrays;

/**
 * Beam search over the known pieces (current and preview). Level 0 keeps the {@code width} best root
 * placements; each further level places the next known piece (or the held one) on every kept position and
 * keeps the {@code width} best distinct results. Positions are scored as leaves by a {@link LeafScorer}
 * (chains: the board after every placement so far, the points of the whole path). The move is the root
 * move of the best position on the deepest level reached. Past the preview nothing is known, so with no
 * preview this is the one-piece bot.
 */
final class BeamSearch implements LookaheadSearch {
    private final Rules rules;
    private final MoveGenerator generator;
    private final LeafScorer scorer;
    private final int width;
    private final int maxLevels;
    private final CpuBudget budget;
    private Level current;
    private Level next;
    private final PlacementContext scratch = new PlacementContext();
    private final PlayState scratchState;
    private final LockResult lock = new LockResult();
    private final PlacementList list = new PlacementList();
    private double[] candValue = new double[1024];
    private int[] candParent = new int[1024];
    private int[] candPacked = new int[1024];
    private int[] candOption = new int[1024];
    private boolean[] taken = new boolean[1024];
    private int candCount;

    /**
     * @param width     positions kept per level
     * @param maxLevels the most pieces placed along a path (the known pieces limit it too)
     */
    BeamSearch(Rules rules, LeafScorer scorer, int width, int maxLevels, CpuBudget budget) {
        if (width < 1 || maxLevels < 1) {
            throw new IllegalArgumentException("beam width and depth must be at least 1");
        }
        this.rules = rules;
        this.generator = MoveGenerator.forRules(rules);
        this.scorer = scorer;
        this.width = width;
        this.maxLevels = maxLevels;
        this.budget = budget;
        this.scratchState = PlayState.detached(rules, i -> null);
        this.current = new Level(rules, width);
        this.next = new Level(rules, width);
    }

    @Override
    public Move choose(Observation observation) {
        RootPosition root = new RootPosition(observation);
        if (!root.hasMoves()) {
            throw new IllegalStateException("no legal move to choose from");
        }
        budget.start(observation.timeBudgetNanos());
        int known = root.queue.observed();
        // Going through an empty hold uses two known pieces at the root; keep every path expandable.
        boolean rootUsesTwo = root.state.held() == null && !root.lists[RootPosition.HOLD].isEmpty();
        int levels = Math.max(1, Math.min(maxLevels, rootUsesTwo ? known - 1 : known));

        candCount = 0;
        for (int option = 0; option < 2; option++) {
            if (option == RootPosition.HOLD && root.holdSameAsCurrent()) {
                continue;
            }
            PlacementList rootList = root.lists[option];
            for (int j = 0; j < rootList.size(); j++) {
                scratch.place(root.board, rootList, j);
                budget.spend();
                double v = value(scratch, scratchState, root.state, rootList.spin(j), option == RootPosition.HOLD, 0, 0);
                addCandidate(v, -1, j, option);
            }
        }
        if (candCount == 0) {
            return root.move(RootPosition.HOLD, 0);
        }
        // Level 0.
        next.size = 0;
        selectInto(next, (c, slot) -> {
            int option = candOption[c];
            int j = candPacked[c];
            PlacementList rootList = root.lists[option];
            slot.context.place(root.board, rootList, j);
            long gained = lockInto(slot, root.state, rootList.spin(j), option == RootPosition.HOLD);
            slot.set(candValue[c], scorer.carry(candValue[c], gained, 0), option, j);
        });
        swap();
        for (int level = 1; level < levels && !allLost(current); level++) {
            candCount = 0;
            boolean stop = false;
            for (int e = 0; e < current.size && !stop; e++) {
                Entry entry = current.entries[e];
                if (LeafScorer.isLoss(entry.value)) {
                    continue;
                }
                Piece active = entry.state.current();
                Piece held = entry.state.held();
                boolean useHold = rules.hold() && held != null && held != active;
                for (int option = 0; option < (useHold ? 2 : 1); option++) {
                    generator.generate(entry.context.clearedBoard(), option == 0 ? active : held, list);
                    for (int j = 0; j < list.size(); j++) {
                        scratch.placeAfter(entry.context, list, j);
                        stop |= budget.spend();
                        double v = value(scratch, scratchState, entry.state, list.spin(j), option == 1, entry.carried,
                                level);
                        addCandidate(v, e, list.packed(j), option);
                    }
                }
            }
            if (stop || candCount == 0) {
                break;
            }
            next.size = 0;
            Level parents = current;
            selectInto(next, (c, slot) -> {
                Entry parent = parents.entries[candParent[c]];
                Placement p = Placement.unpack(candPacked[c]);
                slot.context.placeAfter(parent.context, p);
                long gained = lockInto(slot, parent.state, p.spin(), candOption[c] == 1);
                slot.set(candValue[c], scorer.carry(candValue[c], gained, parent.carried), parent.rootOption,
                        parent.rootIndex);
            });
            swap();
        }
        Entry best = current.entries[0];
        for (int e = 1; e < current.size; e++) {
            if (current.entries[e].value > best.value) {
                best = current.entries[e];
            }
        }
        return root.move(best.rootOption, best.rootIndex);
    }

    @Override
    public long lastNodes() {
        return budget.nodesUsed();
    }

    /** Moves the slot's state on from {@code parent} by the placement its context holds; returns the points. */
    private long lockInto(Entry slot, PlayState parent, Spin spin, boolean viaHold) {
        slot.state.copyFrom(parent);
        slot.state.lock(slot.context, spin, viaHold, lock);
        return lock.points();
    }

    /** The leaf value of the placement {@code ctx} holds, played from {@code parent} into {@code into}. */
    private double value(PlacementContext ctx, PlayState into, PlayState parent, Spin spin, boolean viaHold,
                         double carried, int level) {
        into.copyFrom(parent);
        into.lock(ctx, spin, viaHold, lock);
        return scorer.leaf(ctx, lock, level, carried);
    }

    private void addCandidate(double v, int parent, int packedOrIndex, int option) {
        if (candCount == candValue.length) {
            int n = candCount * 2;
            candValue = Arrays.copyOf(candValue, n);
            candParent = Arrays.copyOf(candParent, n);
            candPacked = Arrays.copyOf(candPacked, n);
            candOption = Arrays.copyOf(candOption, n);
            taken = Arrays.copyOf(taken, n);
        }
        candValue[candCount] = v;
        candParent[candCount] = parent;
        candPacked[candCount] = packedOrIndex;
        candOption[candCount] = option;
        candCount++;
    }

    /** Materializes the best candidates into {@code level}, skipping positions already kept. */
    private void selectInto(Level level, Materializer materializer) {
        Arrays.fill(taken, 0, candCount, false);
        while (level.size < width) {
            int bestC = -1;
            for (int c = 0; c < candCount; c++) {
                if (!taken[c] && (bestC < 0 || candValue[c] > candValue[bestC])) {
                    bestC = c;
                }
            }
            if (bestC < 0) {
                return;
            }
            taken[bestC] = true;
            Entry slot = level.entries[level.size];
            materializer.fill(bestC, slot);
            if (!level.holdsAlready(slot, level.size)) {
                level.size++;
            }
        }
    }

    private static boolean allLost(Level level) {
        for (int e = 0; e < level.size; e++) {
            if (!LeafScorer.isLoss(level.entries[e].value)) {
                return false;
            }
        }
        return true;
    }

    private void swap() {
        Level t = current;
        current = next;
        next = t;
    }

    @FunctionalInterface
    private interface Materializer {
        void fill(int candidate, Entry slot);
    }

    /** One kept position: its chain context and the kernel's state after it. */
    private static final class Entry {
        final PlacementContext context = new PlacementContext();
        final PlayState state;
        double value;
        double carried;
        int rootOption;
        int rootIndex;

        Entry(Rules rules) {
            state = PlayState.detached(rules, i -> null);
        }

        void set(double v, double newCarried, int option, int index0) {
            value = v;
            carried = newCarried;
            rootOption = option;
            rootIndex = index0;
        }
    }

    private static final class Level {
        final Entry[] entries;
        int size;

        Level(Rules rules, int width) {
            entries = new Entry[width];
            for (int i = 0; i < width; i++) {
                entries[i] = new Entry(rules);
            }
        }

        boolean holdsAlready(Entry e, int count) {
            for (int i = 0; i < count; i++) {
                Entry o = entries[i];
                if (o.state.held() == e.state.held() && o.state.queueIndex() == e.state.queueIndex()
                        && o.context.clearedBoard().equals(e.context.clearedBoard())) {
                    return true;
                }
            }
            return false;
        }
    }
}
