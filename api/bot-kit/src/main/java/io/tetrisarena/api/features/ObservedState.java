package io.tetrisarena.api.features;

import io.tetrisarena.api.Observation;
import io.tetrisarena.api.Stability;
import io.tetrisarena.api.kernel.ObservedQueue;
import io.tetrisarena.api.kernel.PlayState;

/**
 * Reads an {@link Observation} into the kernel's {@link PlayState}, so a bot's search moves the observed
 * position forward with the same transition the arena plays: the queue holds the current piece, the
 * preview and the bag after it; the state holds the hold slot, combo, back-to-back chain, score, lines and
 * pieces placed. Allocates nothing when the queue and state are reused.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
public final class ObservedState {
    private ObservedState() {
    }

    /** Loads {@code observation} into {@code queue} and {@code state} (whose board it leaves alone). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public static PlayState load(Observation observation, ObservedQueue queue, PlayState state) {
        queue.load(observation.current(), observation.preview(), observation.bagRemaining(),
                observation.rules().randomizer());
        return state.reset(queue, observation.hold().orElse(null), observation.combo(), observation.backToBack(),
                observation.score(), observation.lines(), observation.piecesPlaced())
                .backToBackChain(observation.backToBackChain());
    }

    /** A new detached state (the search keeps the board) for {@code observation}, dealing from {@code queue}. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public static PlayState detached(Observation observation, ObservedQueue queue) {
        return load(observation, queue, PlayState.detached(observation.rules(), queue));
    }
}
