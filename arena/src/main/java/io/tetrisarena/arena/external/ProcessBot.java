package io.tetrisarena.arena.external;

import io.tetrisarena.api.BotInfo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A bot that runs in child processes speaking the Tetris Bot Protocol: an external program
 * ({@link BotDescriptor}) or an isolated jar (a child {@code arena tbp --jar}). Each channel is a process
 * started from its {@link Launch}, confined as the {@link Confinement} says.
 */
public final class ProcessBot extends TbpBot {
    private static final Path PRLIMIT = Path.of("/usr/bin/prlimit");

    /**
     * How to start the bot's process.
     *
     * @param command       the program and its arguments
     * @param workingDir    its working folder
     * @param env           variables added to its environment
     * @param startupMillis the startup timeout
     * @param memoryMb      address-space limit (through prlimit where present), 0 = none
     * @param readable      files and folders the bot needs to read (its own files), for confinement
     * @param jvmChild      whether it is the arena's own isolated child ({@code tbp --mark-service-threads})
     */
    public record Launch(List<String> command, Path workingDir, Map<String, String> env, long startupMillis,
                         int memoryMb, List<Path> readable, boolean jvmChild) {
        /** A launch of a program that is not the arena's own isolated child. */
        public Launch(List<String> command, Path workingDir, Map<String, String> env, long startupMillis,
                      int memoryMb, List<Path> readable) {
            this(command, workingDir, env, startupMillis, memoryMb, readable, false);
        }

        /**
         * What the operating system runs, before any confinement: the command (under {@code prlimit} when it
         * has a memory limit and prlimit is present), the folder, the variables and the files it reads.
         */
        public BotCommand botCommand() {
            List<String> full = new ArrayList<>();
            if (memoryMb > 0 && Files.isExecutable(PRLIMIT)) {
                full.addAll(List.of(PRLIMIT.toString(), "--as=" + (long) memoryMb * 1024 * 1024, "--"));
            }
            full.addAll(command);
            return new BotCommand(full, workingDir, env, readable);
        }
    }

    private final String id;
    private final Launch launch;
    private final Confinement confinement;

    public ProcessBot(BotInfo info, Launch launch, Confinement confinement) {
        super(info, confinement.hosting(), launch.startupMillis(), launch.jvmChild());
        this.id = info.id();
        this.launch = launch;
        this.confinement = confinement;
    }

    public Launch launch() {
        return launch;
    }

    @Override
    protected LineChannel open(Path stderrLog) throws java.io.IOException {
        // An isolated jar's first game takes over the child that listed the jar, if it still waits.
        BotProcess listed = IsolatedJars.claim(launch, stderrLog);
        return listed != null ? listed : start(id, launch, confinement, stderrLog);
    }

    /**
     * Starts one process of a bot, confined, with the environment it is given ({@link BotEnvironment}): a
     * private HOME and TMPDIR (the sandbox's own {@code /tmp}, or a fresh folder of this run's temporary
     * folder, deleted when the process ends) and the launch's variables, nothing else of the arena's.
     */
    static DefaultBotProcess start(String botId, Launch launch, Confinement confinement, Path stderrLog)
            throws java.io.IOException {
        BotCommand run = confinement.wrap(launch.botCommand());
        if (confinement.privateTmp()) {
            return DefaultBotProcess.start(run.command(), run.folder(),
                    BotEnvironment.of(System.getenv(), "/tmp/home", "/tmp", run.env()), stderrLog, MAX_LINE_BYTES,
                    null, confinement.endsEveryDescendant());
        }
        Path folder = BotEnvironment.privateFolder(botId);
        return DefaultBotProcess.start(run.command(), run.folder(), BotEnvironment.of(System.getenv(),
                folder.resolve("home").toString(), folder.resolve("tmp").toString(), run.env()), stderrLog,
                MAX_LINE_BYTES, folder, confinement.endsEveryDescendant());
    }
}
