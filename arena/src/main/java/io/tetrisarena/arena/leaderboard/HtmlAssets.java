package io.tetrisarena.arena.leaderboard;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The style sheet and scripts of {@code leaderboard.html}, read once from the arena's resource files
 * ({@code /leaderboard/leaderboard.css}, {@code replay.js}, {@code versus-replay.js}; plain files, no build
 * step) and inlined into the page, which loads nothing else.
 */
final class HtmlAssets {
    /** The page's style sheet. */
    static final String CSS = resource("leaderboard.css");

    /**
     * The solo replay viewer: its move-list decoder and {@code simulate} are the second rules engine a test
     * holds equal to the kernel, frame by frame, in node.
     */
    static final String SCRIPT = resource("replay.js");

    /**
     * The side-by-side replay of versus games: both move lists are replayed with the solo viewer's
     * {@code simulate} (exported as {@code window.TetrisArenaReplay}), and turn {@code t} shows each board after
     * its {@code t}-th piece and the garbage that rose after it.
     */
    static final String VERSUS_SCRIPT = resource("versus-replay.js");

    private HtmlAssets() {
    }

    /** The text of the resource {@code /leaderboard/<name>}, UTF-8. */
    static String resource(String name) {
        try (InputStream in = HtmlAssets.class.getResourceAsStream("/leaderboard/" + name)) {
            if (in == null) {
                throw new IllegalStateException("the arena jar lacks its resource /leaderboard/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
