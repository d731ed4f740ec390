package io.tetrisarena.bots.evolved;


/** The mzmousa features with weights evolved by the mzmousa GA preset on the classic event. */
public final class EvolvedMzmousaGa extends EvolvedBot {
    public EvolvedMzmousaGa() {
        super("evolved-mzmousa-ga", "Evolved mzmousa features (GA)");
    }
}
