package io.tetrisarena.bots.evolved;


/**
 * BCTS's eight features plus five height and hole features, with weights learned by the noisy cross-entropy
 * method on the research game on a 10x10 field ({@code literature-10x10}); game-ending placements last.
 */
public final class EvolvedBctsPlusCem extends EvolvedBot {
    public EvolvedBctsPlusCem() {
        super("evolved-bcts-plus-cem", "Evolved BCTS plus five features (cross-entropy, literature-10x10)");
    }
}
