package io.tetrisarena.arena.external;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.referee.BotConnection;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.referee.Reply;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A bot that runs in child processes speaking the Tetris Bot Protocol: an external program
 * ({@link BotDescriptor}) or an isolated jar (a child {@code arena tbp --jar}). Tournaments reach it
 * through {@link #connector(Path)}; commands that play it directly ({@code play}, {@code suggest}) use it as
 * an ordinary {@link TetrisBot}, whose players talk to one shared child ended when the arena exits.
 */
public final class ProcessBot implements TetrisBot {
    /** Where the child's standard error goes when no results folder is given. */
    private static final Path DEFAULT_LOG_DIR = Path.of(System.getProperty("java.io.tmpdir"), "tetris-arena-bots");
    private static final Path PRLIMIT = Path.of("/usr/bin/prlimit");
    /** The longest line a bot may write: a suggestion of many moves fits easily. */
    public static final int MAX_LINE_BYTES = 1 << 20;

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
    }

    private final BotInfo info;
    private final Launch launch;
    private final Confinement confinement;
    private BotConnector shared;

    public ProcessBot(BotInfo info, Launch launch, Confinement confinement) {
        this.info = info;
        this.launch = launch;
        this.confinement = confinement;
    }

    /** Where the bot runs: in a plain child process, or a sandboxed one. */
    public Hosting hosting() {
        return confinement.hosting();
    }

    public Launch launch() {
        return launch;
    }

    /**
     * The bot's connector for one run; each child's standard error is appended to
     * {@code <logDir>/bots/<id>.stderr.log}.
     */
    public BotConnector connector(Path logDir) {
        Path log = logDir.resolve("bots").resolve(info.id().replace('/', '_').replace(':', '_') + ".stderr.log");
        return new TbpConnector(() -> {
            // An isolated jar's first game takes over the child that listed the jar, if it still waits.
            BotProcess listed = IsolatedJars.claim(launch, log);
            return listed != null ? listed : start(info.id(), command(), launch, confinement, log);
        }, hosting(), launch.startupMillis(), launch.jvmChild());
    }

    /** The longest a program may take to introduce itself when it is loaded. */
    private static final long INTRODUCTION_MILLIS = 10_000;

    /**
     * The bot as it introduces itself: a process is started (confined as for games), its {@code info}
     * message read and the process ended; the version and author it sent replace the declared ones (the
     * name stays the declared one).
     * A bot that does not introduce itself within its startup timeout (at most 10 s) keeps the declared
     * identity, and fails its games as it would anyway.
     */
    public static BotInfo introduced(BotInfo declared, Launch launch, Confinement confinement) {
        Path log = null;
        try {
            log = java.nio.file.Files.createTempFile("tetris-arena-info", ".log");
            ProcessBot bot = new ProcessBot(declared, launch, confinement);
            TbpSession session = TbpSession.open(start(declared.id(), bot.command(), launch, confinement, log),
                    java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(Math.min(launch.startupMillis(),
                            INTRODUCTION_MILLIS)));
            com.fasterxml.jackson.databind.JsonNode info = session.info();
            session.quit();
            return new BotInfo(declared.id(), declared.name(), TbpCodec.text(info, "version", declared.version()),
                    TbpCodec.text(info, "author", declared.author()), declared.description());
        } catch (java.io.IOException | IllegalArgumentException e) {
            return declared;
        } finally {
            BotEnvironment.delete(log);
        }
    }

    /**
     * Starts one process of a bot with the environment it is given ({@link BotEnvironment}): a private HOME
     * and TMPDIR (the sandbox's own {@code /tmp}, or a fresh folder of this run's temporary folder, deleted
     * when the process ends) and the launch's variables, nothing else of the arena's.
     */
    static DefaultBotProcess start(String botId, List<String> fullCommand, Launch launch, Confinement confinement,
                                   Path stderrLog) throws java.io.IOException {
        if (confinement.privateTmp()) {
            return DefaultBotProcess.start(fullCommand, launch.workingDir(),
                    BotEnvironment.of(System.getenv(), "/tmp/home", "/tmp", launch.env()), stderrLog, MAX_LINE_BYTES);
        }
        Path folder = BotEnvironment.privateFolder(botId);
        return DefaultBotProcess.start(fullCommand, launch.workingDir(), BotEnvironment.of(System.getenv(),
                folder.resolve("home").toString(), folder.resolve("tmp").toString(), launch.env()), stderrLog,
                MAX_LINE_BYTES, folder);
    }

    /** The full command line: confinement, memory limit, then the bot's own command. */
    List<String> command() {
        List<String> inner = new ArrayList<>();
        if (launch.memoryMb() > 0 && Files.isExecutable(PRLIMIT)) {
            inner.addAll(List.of(PRLIMIT.toString(), "--as=" + (long) launch.memoryMb() * 1024 * 1024, "--"));
        }
        inner.addAll(launch.command());
        return confinement.wrap(inner, launch);
    }

    @Override
    public BotInfo info() {
        return info;
    }

    private synchronized BotConnector shared() {
        if (shared == null) {
            shared = connector(DEFAULT_LOG_DIR);
            BotConnector closing = shared;
            Runtime.getRuntime().addShutdownHook(new Thread(closing::close, "close-" + info.id()));
        }
        return shared;
    }

    @Override
    public Acceptance accepts(Rules rules) {
        return shared().accepts(rules);
    }

    @Override
    public BotPlayer newPlayer(Rules rules) {
        BotConnection connection = shared().open("direct");
        long limit = java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(rules.moveTimeMillis());
        Reply started = connection.start(rules, limit, Referee.backstopNanos(limit));
        if (started.status() != Reply.Status.ANSWERED) {
            connection.close();
            throw new IllegalStateException("the bot's process did not start a game: " + detail(started));
        }
        return observation -> {
            Reply r = connection.decide(observation, observation.timeBudgetNanos(),
                    Referee.backstopNanos(observation.timeBudgetNanos()));
            if (r.status() != Reply.Status.ANSWERED) {
                throw new IllegalStateException(detail(r));
            }
            Move move = r.move();
            return move;
        };
    }

    private static String detail(Reply r) {
        return r.error() != null ? r.error().getMessage() : r.detail();
    }
}
