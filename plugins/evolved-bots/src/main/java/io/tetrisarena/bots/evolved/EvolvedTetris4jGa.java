package io.tetrisarena.bots.evolved;


/** The tetris4j features with weights evolved by the tetris4j GA preset on the classic event. */
public final class EvolvedTetris4jGa extends EvolvedBot {
    public EvolvedTetris4jGa() {
        super("evolved-tetris4j-ga", "Evolved tetris4j features (GA)");
    }
}
