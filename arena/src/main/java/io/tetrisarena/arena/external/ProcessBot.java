package io.tetrisarena.arena.external;

import io.tetrisarena.api.BotInfo;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A bot that runs in child processes speaking the Tetris Bot Protocol: an external program
 * ({@link BotDescriptor}) or an isolated jar (a child {@code arena tbp --jar}). Each channel is a process
 * started from its {@link Launch}, confined as the {@link Confinement} says.
 */
public final class ProcessBot extends TbpBot {
    /**
     * The one thread that starts every bot process. A sandboxed process dies with the thread that started it
     * (bubblewrap's {@code --die-with-parent} is the parent-death signal, bound to that thread), and games
     * move between worker threads, which end when their work does; this thread lives as long as the arena.
     */
    private static final String SPAWNER_NAME = "start-bot-processes";
    private static final ExecutorService SPAWNER = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, SPAWNER_NAME);
        t.setDaemon(true);
        return t;
    });

    /**
     * How to start the bot's process.
     *
     * @param command       the program and its arguments
     * @param workingDir    its working folder
     * @param env           variables added to its environment
     * @param startupMillis the startup timeout
     * @param limits        the resources it may use
     * @param readable      files and folders the bot needs to read (its own files), for confinement
     * @param jvmChild      whether it is the arena's own isolated child ({@code tbp --mark-service-threads})
     */
    public record Launch(List<String> command, Path workingDir, Map<String, String> env, long startupMillis,
                         BotLimits limits, List<Path> readable, boolean jvmChild) {
        /** A launch of a program that is not the arena's own isolated child. */
        public Launch(List<String> command, Path workingDir, Map<String, String> env, long startupMillis,
                      BotLimits limits, List<Path> readable) {
            this(command, workingDir, env, startupMillis, limits, readable, false);
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
     * folder, deleted when the process ends) and the launch's variables, nothing else of the arena's. The
     * process is started on {@link #SPAWNER}, so that it outlives the thread that asked for it.
     */
    static DefaultBotProcess start(String botId, Launch launch, Confinement confinement, Path stderrLog)
            throws IOException {
        if (Thread.currentThread().getName().equals(SPAWNER_NAME)) {
            return startHere(botId, launch, confinement, stderrLog);
        }
        try {
            return SPAWNER.submit(() -> startHere(botId, launch, confinement, stderrLog)).get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof IOException io ? io : new IOException(String.valueOf(e.getCause()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while starting the bot");
        }
    }

    private static DefaultBotProcess startHere(String botId, Launch launch, Confinement confinement, Path stderrLog)
            throws IOException {
        Path folder = confinement.privateTmp() ? null : BotEnvironment.privateFolder(botId);
        String home = folder == null ? "/tmp/home" : folder.resolve("home").toString();
        String tmp = folder == null ? "/tmp" : folder.resolve("tmp").toString();
        BotCommand command = new BotCommand(launch.command(), launch.workingDir(),
                BotEnvironment.of(System.getenv(), home, tmp, launch.env()), launch.readable(), launch.limits());
        BotCommand run = confinement.wrap(command);
        return DefaultBotProcess.start(run.command(), run.folder(), run.env(), stderrLog, MAX_LINE_BYTES, folder,
                confinement.endsEveryDescendant(), launch.limits());
    }
}
