package io.tetrisarena.bots.evolved;

import org.pf4j.Extension;

/** The BCTS features with weights learned by the noisy cross-entropy method on the survival event. */
@Extension
public final class EvolvedBctsCem extends EvolvedBot {
    public EvolvedBctsCem() {
        super("evolved-bcts-cem", "Evolved BCTS features (cross-entropy)");
    }
}
