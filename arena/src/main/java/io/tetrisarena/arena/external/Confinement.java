package io.tetrisarena.arena.external;

import io.tetrisarena.arena.referee.Hosting;
import java.util.List;

/**
 * How a bot's process is confined by the operating system: not at all ({@link #NONE}, hosting
 * {@link Hosting#PROCESS}), or by a sandbox that rewrites its command line (hosting
 * {@link Hosting#SANDBOXED}).
 */
public interface Confinement {
    /** No confinement: the command runs as it is. */
    Confinement NONE = new Confinement() {
        @Override
        public Hosting hosting() {
            return Hosting.PROCESS;
        }

        @Override
        public List<String> wrap(List<String> command, ProcessBot.Launch launch) {
            return command;
        }

        @Override
        public boolean privateTmp() {
            return false;
        }
    };

    Hosting hosting();

    /**
     * Whether the confined process gets a private, empty {@code /tmp} of its own (its HOME and TMPDIR are then
     * {@code /tmp/home} and {@code /tmp}); when not, the arena makes it a private folder on the host.
     */
    boolean privateTmp();

    /** The command line that runs {@code command} confined. */
    List<String> wrap(List<String> command, ProcessBot.Launch launch);
}
