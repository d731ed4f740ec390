package io.tetrisarena.bots.evolved;


/** The BCTS features with weights learned by the noisy cross-entropy method on the survival event. */
public final class EvolvedBctsCem extends EvolvedBot {
    public EvolvedBctsCem() {
        super("evolved-bcts-cem", "Evolved BCTS features (cross-entropy)");
    }
}
