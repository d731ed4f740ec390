package io.tetrisarena.arena.trainer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.TunableBot;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.Metric;
import io.tetrisarena.arena.event.SeedSet;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Fitness games through the referee: a candidate stuck in a move loses that game, the generation goes on. */
class TrainingGamesTest {
    /**
     * Classic rules ranked by pieces, 30 at most, with a 20 ms CPU limit and a wall backstop ten minutes
     * away: only the CPU limit can end a spinner.
     */
    private static final Event EVENT = new Event("short", "d", Metric.PIECES, true,
            Events.load("classic").rules().withPieceCap(30).withMoveTimeMillis(20), TimeUnit.MINUTES.toMillis(10));
    private static final SeedSet TRAINING = SeedSet.Standard.TRAINING.generate();
    private static volatile boolean released;

    @AfterEach
    void releaseSpinningThreads() {
        released = true;
    }

    /**
     * One parameter: 0 plays the legal placement with the lowest top; 1 does the same but spins on the CPU
     * at its tenth move until the test ends.
     */
    private static final class SpinningBot implements TunableBot {
        @Override
        public BotInfo info() {
            return new BotInfo("spinner", "Spinner", "1", "tests", "spins when told to");
        }

        @Override
        public List<Parameter> parameters() {
            return List.of(new Parameter("spin", 0, 1, 0));
        }

        @Override
        public BotPlayer newPlayer(Rules rules) {
            return newPlayer(rules, new double[] {0});
        }

        @Override
        public BotPlayer newPlayer(Rules rules, double[] values) {
            return o -> {
                if (values[0] > 0.5 && o.piecesPlaced() == 9) {
                    long x = 1;
                    while (!released) {
                        x = x * 31 + 7;
                    }
                    if (x == 0) {
                        return null;
                    }
                }
                Placement lowest = o.placements().get(0);
                for (Placement p : o.placements()) {
                    if (p.topRow() < lowest.topRow()) {
                        lowest = p;
                    }
                }
                return Move.place(lowest);
            };
        }
    }

    @Test
    void aCandidateStuckInAMoveKeepsWhatItHadAndTheGenerationFinishes() {
        released = false;
        try (TrainingGames games = new TrainingGames(new SpinningBot(), EVENT, TRAINING, 2, false, 2)) {
            assertEquals(30, games.metric(new double[] {0}, TRAINING.seed(0)));
            double[] fitness = games.evaluate(List.of(new double[] {0}, new double[] {1}, new double[] {0}), 0);
            // The stuck candidate's two games end at their tenth move, with nine pieces each.
            assertArrayEquals(new double[] {30, 9, 30}, fitness);
        }
    }
}
