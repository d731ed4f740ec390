package io.tetrisarena.arena.kind;

import io.tetrisarena.arena.tournament.GameOrder;
import io.tetrisarena.arena.tournament.SoloOrder;
import io.tetrisarena.arena.tournament.VersusOrder;
import java.util.List;

/** The kinds of game, and the one place that tells an order's kind. */
public final class GameKinds {
    /** A bot's own game. */
    public static final GameKind<SoloOrder, io.tetrisarena.arena.results.GameRecord> SOLO = new SoloKind();
    /** A head-to-head game. */
    public static final GameKind<VersusOrder, io.tetrisarena.arena.results.VersusRecord> VERSUS = new VersusKind();
    /** Every kind. */
    public static final List<GameKind<?, ?>> ALL = List.of(SOLO, VERSUS);

    private GameKinds() {
    }

    /** The order's kind. */
    public static GameKind<?, ?> of(GameOrder order) {
        // GameOrder is sealed: these are its only two kinds
        return order instanceof VersusOrder ? VERSUS : SOLO;
    }

    /** The kind of a wire tag, or null for an unknown tag. */
    public static GameKind<?, ?> ofWireTag(byte tag) {
        for (GameKind<?, ?> kind : ALL) {
            if (kind.wireTag() == tag) {
                return kind;
            }
        }
        return null;
    }
}
