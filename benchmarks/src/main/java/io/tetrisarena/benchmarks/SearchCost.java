package io.tetrisarena.benchmarks;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.LinearEvaluator;
import io.tetrisarena.api.features.Search;
import io.tetrisarena.api.features.SearchPolicy;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.LockResult;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.PlayState;
import io.tetrisarena.api.rules.Rules;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;

/**
 * What one {@code dellacherie} decision costs in the API's {@link Search} alone, in thread CPU time (which
 * a busy shared machine disturbs far less than wall time): the boards of every tenth move of a 20,000-piece
 * classic game (seed 7) that the search itself plays, each searched again five times per round; it prints
 * the best of 30 rounds per decision and per placement. It needs only the API, so the same class runs
 * against another build's API jar to compare two versions in the same minutes.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar io.tetrisarena.benchmarks.SearchCost}, or
 * {@code java -cp OTHER/api/target/tetris-arena-api-0.1.0.jar:benchmarks/target/classes
 * io.tetrisarena.benchmarks.SearchCost}.
 */
public final class SearchCost {
    private SearchCost() {
    }

    public static void main(String[] args) {
        Rules rules = Rules.classic();
        LinearEvaluator evaluator = FeatureSet.DELLACHERIE.publishedEvaluator();
        Search search = new Search(rules, SearchPolicy.currentPieceOnly().withGameEndingLast(true));
        PlayState state = PlayState.ofSeed(rules.withPieceCap(0), 7, Board.empty(rules));
        MoveGenerator generator = MoveGenerator.forRules(rules);
        PlacementList list = new PlacementList();
        LockResult lock = new LockResult();
        List<Board> boards = new ArrayList<>();
        List<List<Placement>> placements = new ArrayList<>();
        for (int i = 0; i < 20_000 && !state.isOver(); i++) {
            generator.generate(state.board(), state.current(), list);
            List<Placement> legal = list.toList();
            if (i % 10 == 0) {
                boards.add(state.board().copy());
                placements.add(legal);
            }
            Move move = search.bestMove(state.board(), legal, null, List.of(), null, evaluator);
            state.lock(move.placement(), false, lock);
        }
        int candidates = 0;
        for (List<Placement> legal : placements) {
            candidates += legal.size();
        }
        ThreadMXBean clock = ManagementFactory.getThreadMXBean();
        long best = Long.MAX_VALUE;
        long checksum = 0;
        for (int round = 0; round < 30; round++) {
            long start = clock.getCurrentThreadCpuTime();
            for (int repeat = 0; repeat < 5; repeat++) {
                for (int i = 0; i < boards.size(); i++) {
                    checksum += search.bestMove(boards.get(i), placements.get(i), null, List.of(), null, evaluator)
                            .placement().x();
                }
            }
            best = Math.min(best, clock.getCurrentThreadCpuTime() - start);
        }
        System.out.printf("dellacherie search, %d decisions of %.1f placements: best of 30 rounds %.0f ns per "
                        + "decision, %.1f ns per placement (checksum %d)%n", boards.size(),
                candidates / (double) boards.size(), best / (5.0 * boards.size()), best / (5.0 * candidates),
                checksum);
    }
}
