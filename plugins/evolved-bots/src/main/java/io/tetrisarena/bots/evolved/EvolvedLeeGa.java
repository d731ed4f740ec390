package io.tetrisarena.bots.evolved;


/** The lee features with weights evolved by the lee GA preset on the classic event. */
public final class EvolvedLeeGa extends EvolvedBot {
    public EvolvedLeeGa() {
        super("evolved-lee-ga", "Evolved lee features (GA)");
    }
}
