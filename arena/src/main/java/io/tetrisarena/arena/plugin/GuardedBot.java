package io.tetrisarena.arena.plugin;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;

/**
 * A bot running in the arena's JVM, seen through a guard so that whatever it does costs only itself: any
 * {@link Throwable} from {@link #accepts} declines the event with the reason; any Throwable from
 * {@link #newPlayer} or a player's decision is rethrown as a {@link BotFailure} (an ordinary exception the
 * referee records against the bot); a {@link Move} without a placement (made past its constructor, e.g.
 * through Unsafe) is refused as a failure of the bot. {@link #info()} is the identity read at load time.
 */
final class GuardedBot implements TetrisBot {
    private final TetrisBot bot;
    private final BotInfo info;

    GuardedBot(TetrisBot bot, BotInfo info) {
        this.bot = bot;
        this.info = info;
    }

    /** What a guarded bot threw, or a malformed answer it gave. */
    static final class BotFailure extends RuntimeException {
        BotFailure(String message, Throwable cause) {
            super(message, cause);
        }
    }

    @Override
    public BotInfo info() {
        return info;
    }

    @Override
    public Acceptance accepts(Rules rules) {
        try {
            Acceptance a = bot.accepts(rules);
            return a == null ? Acceptance.accept() : a;
        } catch (Throwable e) {
            return Acceptance.decline("accepts() threw " + PluginProblem.oneLine(e));
        }
    }

    @Override
    public BotPlayer newPlayer(Rules rules) {
        BotPlayer player;
        try {
            player = bot.newPlayer(rules);
        } catch (RuntimeException e) {
            throw e;
        } catch (Throwable e) {
            throw new BotFailure("newPlayer threw " + PluginProblem.oneLine(e), e);
        }
        if (player == null) {
            return null;
        }
        return observation -> {
            Move move;
            try {
                move = player.decide(observation);
            } catch (RuntimeException e) {
                throw e;
            } catch (Throwable e) {
                throw new BotFailure("decide threw " + PluginProblem.oneLine(e), e);
            }
            if (move != null && !wellFormed(move)) {
                throw new BotFailure("the bot returned a malformed move (no placement, or a placement with null"
                        + " fields, made past the API's constructors)", null);
            }
            return move;
        };
    }

    private static boolean wellFormed(Move move) {
        var p = move.placement();
        return p != null && p.piece() != null && p.rotation() != null && p.spin() != null;
    }
}
