package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.features.Evaluator;
import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.PlacementContext;
import io.tetrisarena.api.features.SearchPolicy;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.rules.Rules;

/**
 * The evolved six-gene genome of mzmousa's JavaScript Tetris AI (generation 25, the original's full
 * values: rows cleared 0.2257, weighted height -0.0868, cumulative height -0.6153, relative height
 * +0.1584, holes -0.1545, roughness -0.0216 to four places), all measured after full rows are cleared
 * ({@link FeatureSet#MZMOUSA}). A placement after which the next piece could not appear where the
 * original checks it scores a further {@value #SPAWN_PENALTY}: the original tests the next piece in its
 * spawn state one row lower than the arena's spawn position (its T's nose in the top visible row, where
 * the arena spawns the T's flat side). The next piece is the preview's first; with no preview, every piece the bag
 * can still deal is checked. The original's "lookahead" adds the same constant to every move, so this
 * plays one piece at a time. Unlike the original, whose move generation skips, in each rotation, the
 * column where the next piece will spawn, every legal placement is considered.
 */
public final class MzmousaBot extends ClassicBot {
    /** Added to placements that block the next piece's spawn. */
    public static final double SPAWN_PENALTY = -500;

    public MzmousaBot() {
        super(new BotInfo("mzmousa", "Evolved genome (mzmousa)", VERSION, "after mzmousa",
                "Six evolved genes measured after clearing, with a penalty for blocking the next spawn"),
                SearchPolicy.currentPieceOnly());
    }

    @Override
    DecisionEvaluator evaluator(Rules rules) {
        return new SpawnCollisionPenalty(PublishedWeights.MZMOUSA.evaluator(), rules);
    }

    /** The genome's score plus the penalty when a possible next piece cannot appear at its spawn. */
    static final class SpawnCollisionPenalty implements DecisionEvaluator {
        private final Evaluator base;
        private final int spawnX;
        private final int spawnY;
        private final boolean[] nextMayBe = new boolean[Piece.values().length];

        SpawnCollisionPenalty(Evaluator base, Rules rules) {
            this.base = base;
            this.spawnX = rules.spawnX();
            this.spawnY = rules.spawnY() - 1;
        }

        @Override
        public void observe(Observation observation) {
            java.util.Arrays.fill(nextMayBe, false);
            if (!observation.preview().isEmpty()) {
                nextMayBe[observation.preview().get(0).ordinal()] = true;
            } else if (observation.bagRemaining().isEmpty()) {
                java.util.Arrays.fill(nextMayBe, true);
            } else {
                for (Piece p : observation.bagRemaining()) {
                    nextMayBe[p.ordinal()] = true;
                }
            }
        }

        @Override
        public double evaluate(PlacementContext context) {
            double score = base.evaluate(context);
            for (int p = 0; p < nextMayBe.length; p++) {
                if (nextMayBe[p] && !context.clearedBoard().fits(Piece.ofOrdinal(p), Rotation.NORTH, spawnX, spawnY)) {
                    return score + SPAWN_PENALTY;
                }
            }
            return score;
        }
    }
}
