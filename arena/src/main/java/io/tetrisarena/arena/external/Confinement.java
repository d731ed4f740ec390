package io.tetrisarena.arena.external;

import io.tetrisarena.arena.referee.Hosting;

/**
 * How a bot's process is confined by the operating system: not at all ({@link #NONE}, hosting
 * {@link Hosting#PROCESS}), or by a sandbox that rewrites its command line (hosting
 * {@link Hosting#SANDBOXED}). A confinement sees only the command ({@link BotCommand}), never the bot.
 */
public interface Confinement {
    /** No confinement: the command runs as it is. */
    Confinement NONE = new Confinement() {
        @Override
        public Hosting hosting() {
            return Hosting.PROCESS;
        }

        @Override
        public BotCommand wrap(BotCommand command) {
            return command;
        }

        @Override
        public boolean privateTmp() {
            return false;
        }

        @Override
        public boolean endsEveryDescendant() {
            return false;
        }
    };

    Hosting hosting();

    /**
     * Whether the confined process gets a private, empty {@code /tmp} of its own (its HOME and TMPDIR are then
     * {@code /tmp/home} and {@code /tmp}); when not, the arena makes it a private folder on the host.
     */
    boolean privateTmp();

    /**
     * Whether killing the confined process ends every process it started, wherever they went (a PID namespace
     * that dies with it), so that none can keep its output open after it.
     */
    boolean endsEveryDescendant();

    /** The command that runs {@code command} confined, in the same folder and with the same variables. */
    BotCommand wrap(BotCommand command);
}
