package io.tetrisarena.bots.evolved;

import org.pf4j.Extension;

/** The tetris4j features with weights evolved by the tetris4j GA preset on the classic event. */
@Extension
public final class EvolvedTetris4jGa extends EvolvedBot {
    public EvolvedTetris4jGa() {
        super("evolved-tetris4j-ga", "Evolved tetris4j features (GA)");
    }
}
