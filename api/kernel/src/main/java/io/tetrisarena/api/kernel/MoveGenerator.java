package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;
import io.tetrisarena.api.rules.MovementModel;
import io.tetrisarena.api.rules.Rules;

/**
 * Lists every distinct final placement of a piece that the rules' movement model can reach.
 *
 * <p>Each placement appears once per spin classification, in canonical form (see
 * {@link Placement#canonical()}), in packed order (rotation, then x, then y, then spin). A T placement
 * that can be reached both by a last move that is a rotation (a T-spin) and by one that is not appears
 * twice, once with each spin. Generators keep scratch buffers: use one per thread. {@code generate}
 * allocates nothing once {@code out} has grown to size.
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public interface MoveGenerator {

    /**
     * Clears {@code out} and fills it with the placements of {@code piece} on {@code board}; returns how
     * many there are. Zero means the piece cannot enter the field (for SRS: block out).
     */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    int generate(Board board, Piece piece, PlacementList out);

    /** The generator for the rules' movement model. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    static MoveGenerator forRules(Rules rules) {
        return rules.movement() == MovementModel.SRS ? new SrsMoveGenerator(rules) : new StraightDropMoveGenerator();
    }
}
