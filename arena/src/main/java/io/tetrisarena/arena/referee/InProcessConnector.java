package io.tetrisarena.arena.referee;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;

/** A bot loaded into the arena's JVM: each game gets an {@link InProcessConnection}. */
public final class InProcessConnector implements BotConnector {
    private final TetrisBot bot;
    private final String id;

    public InProcessConnector(TetrisBot bot, String id) {
        this.bot = bot;
        this.id = id;
    }

    @Override
    public Hosting hosting() {
        return Hosting.IN_PROCESS;
    }

    @Override
    public Acceptance accepts(Rules rules) {
        try {
            Acceptance a = bot.accepts(rules);
            return a == null ? Acceptance.accept() : a;
        } catch (RuntimeException e) {
            String message = e.getMessage() == null ? "" : ": " + e.getMessage();
            return Acceptance.decline(("accepts() threw " + e.getClass().getName() + message)
                    .replaceAll("\\s*\\R\\s*", " "));
        }
    }

    @Override
    public BotConnection open(String label) {
        return new InProcessConnection(bot, id + "-" + label);
    }

    @Override
    public void close() {
    }
}
