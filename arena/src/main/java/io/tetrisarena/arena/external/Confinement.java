package io.tetrisarena.arena.external;

import io.tetrisarena.arena.referee.Hosting;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * How a bot's process is confined by the operating system: not at all ({@link #NONE}, hosting
 * {@link Hosting#PROCESS}), or by a sandbox that rewrites its command line (hosting
 * {@link Hosting#SANDBOXED}). A confinement sees only the command ({@link BotCommand}), never the bot.
 */
public interface Confinement {
    /** Applies resource limits to the process it runs. */
    Path PRLIMIT = Path.of("/usr/bin/prlimit");
    /** Starts a program with exactly the variables it is given. */
    Path ENV = Path.of("/usr/bin/env");

    /** No confinement: the command runs as it is. */
    Confinement NONE = new Confinement() {
        @Override
        public Hosting hosting() {
            return Hosting.PROCESS;
        }

        /**
         * Runs the program under {@code prlimit} (its address-space cap) and {@code env -i} (its variables), so
         * that what starts it (setsid) sees only the arena's allowlisted variables ({@link BotEnvironment#outer}).
         */
        @Override
        public BotCommand wrap(BotCommand command) {
            List<String> out = new ArrayList<>();
            long as = command.limits().addressSpaceBytes();
            if (as > 0 && Files.isExecutable(PRLIMIT)) {
                out.addAll(List.of(PRLIMIT.toString(), "--as=" + as, "--"));
            }
            if (Files.isExecutable(ENV)) {
                out.addAll(List.of(ENV.toString(), "-i"));
                command.env().forEach((k, v) -> out.add(k + "=" + v));
                out.addAll(command.command());
                return command.withCommand(out).withEnv(BotEnvironment.outer(System.getenv()));
            }
            out.addAll(command.command());
            return command.withCommand(out);
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

    /**
     * The command that runs {@code command} confined, in the same folder, under its limits: its {@code env} is
     * the bot's whole environment, which the confinement applies to the bot's program only; the command it
     * returns carries the environment of the process the arena starts (only the arena's allowlist).
     */
    BotCommand wrap(BotCommand command);
}
