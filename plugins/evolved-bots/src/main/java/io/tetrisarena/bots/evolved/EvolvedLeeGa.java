package io.tetrisarena.bots.evolved;

import org.pf4j.Extension;

/** The lee features with weights evolved by the lee GA preset on the classic event. */
@Extension
public final class EvolvedLeeGa extends EvolvedBot {
    public EvolvedLeeGa() {
        super("evolved-lee-ga", "Evolved lee features (GA)");
    }
}
