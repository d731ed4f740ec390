package io.tetrisarena.bots.evolved;


/** The sixteen Rollinson-Wagner features with weights from the Nelder-Mead, GA, Nelder-Mead pipeline on the classic event. */
public final class EvolvedRw16NmGa extends EvolvedBot {
    public EvolvedRw16NmGa() {
        super("evolved-rw16-nmga", "Evolved 16 features (Nelder-Mead, GA, Nelder-Mead)");
    }
}
