package io.tetrisarena.arena.external;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.referee.BotConnection;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.referee.Reply;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * A bot the arena speaks the Tetris Bot Protocol with over {@link LineChannel}s: in a child process
 * ({@link ProcessBot}: an external program or an isolated jar) or over TCP ({@link RemoteBot}); a new kind is
 * a subclass that opens its own channel. Tournaments reach it through {@link #connector(Path)}; commands
 * that play it directly ({@code play}, {@code suggest}) use it as an ordinary {@link TetrisBot}, whose
 * players talk over one shared connector closed when the arena exits.
 */
public abstract class TbpBot implements TetrisBot {
    /** Where a child's standard error goes when no results folder is given. */
    static final Path DEFAULT_LOG_DIR = Path.of(System.getProperty("java.io.tmpdir"), "tetris-arena-bots");
    /** The longest line a bot may write: a suggestion of many moves fits easily. */
    public static final int MAX_LINE_BYTES = 1 << 20;
    /** The longest a bot may take to introduce itself when it is loaded. */
    private static final long INTRODUCTION_MILLIS = 10_000;

    private final BotInfo info;
    private final Hosting hosting;
    private final long startupMillis;
    private final boolean jvmChild;
    private BotConnector shared;

    /**
     * @param startupMillis how long a new channel's bot may take to send its {@code info} and to answer rules
     * @param jvmChild      whether the channel is the arena's own isolated child ({@code tbp --mark-service-threads})
     */
    protected TbpBot(BotInfo info, Hosting hosting, long startupMillis, boolean jvmChild) {
        this.info = info;
        this.hosting = hosting;
        this.startupMillis = startupMillis;
        this.jvmChild = jvmChild;
    }

    /**
     * Opens one channel to the bot (starts a process, makes a connection); a process's standard error goes to
     * {@code stderrLog}.
     */
    protected abstract LineChannel open(Path stderrLog) throws IOException;

    /** Where the bot runs, as listings and the results' provenance say. */
    public final Hosting hosting() {
        return hosting;
    }

    /**
     * The bot's connector for one run; each child's standard error is appended to
     * {@code <logDir>/bots/<id>.stderr.log}.
     */
    public final BotConnector connector(Path logDir) {
        Path log = logDir.resolve("bots").resolve(info.id().replace('/', '_').replace(':', '_') + ".stderr.log");
        return new TbpConnector(() -> open(log), hosting, startupMillis, jvmChild);
    }

    /**
     * The bot as it introduces itself: a channel is opened (a process confined as for games, a connection),
     * its {@code info} message read and the channel closed; the version and author it sent replace the
     * declared ones (the name stays the declared one). A bot that does not introduce itself within its
     * startup timeout (at most 10 s) keeps the declared identity, and fails its games as it would anyway.
     */
    public final BotInfo introduced() {
        return introduce().info();
    }

    /**
     * The bot as it introduces itself ({@link #introduced()}), or the declared identity with why it gave none:
     * how its process ended (e.g. {@code exited with code 2}) and the last line of its standard error.
     */
    public final Introduction introduce() {
        Path log = null;
        LineChannel channel = null;
        try {
            log = Files.createTempFile("tetris-arena-info", ".log");
            channel = open(log);
            TbpSession session = TbpSession.open(channel,
                    TimeUnit.MILLISECONDS.toNanos(Math.min(startupMillis, INTRODUCTION_MILLIS)));
            TbpMessage.Info said = session.info();
            session.quit();
            return new Introduction(new BotInfo(info.id(), info.name(),
                    BotTextLimits.cap(said.version() == null ? info.version() : said.version(), BotTextLimits.SHORT_CHARS),
                    BotTextLimits.cap(said.author() == null ? info.author() : said.author(), BotTextLimits.SHORT_CHARS),
                    info.description()),
                    null, false);
        } catch (IOException | IllegalArgumentException e) {
            // Slow to start is not broken: such a bot keeps its declared identity and fails its games as it would.
            boolean slow = String.valueOf(e.getMessage()).startsWith(TbpSession.NO_INFO);
            String status = channel == null ? null : channel.status();
            String why = !slow && status != null && !status.equals("running") ? status : String.valueOf(e.getMessage());
            String last = log == null ? null : lastLine(log);
            return new Introduction(info, why + (last == null ? "" : "; its stderr ends: " + last), !slow);
        } finally {
            BotEnvironment.delete(log);
        }
    }

    /** The last non-blank line of a log file (at most 300 characters), or null. */
    private static String lastLine(Path log) {
        try {
            String last = null;
            for (String line : Files.readAllLines(log, java.nio.charset.StandardCharsets.UTF_8)) {
                if (!line.isBlank()) {
                    last = line.strip();
                }
            }
            return last == null || last.length() <= 300 ? last : last.substring(0, 300) + "...";
        } catch (IOException | java.io.UncheckedIOException e) {
            return null;
        }
    }

    /**
     * What a bot said of itself when asked.
     *
     * @param info    its identity (the declared one when it said nothing)
     * @param failure why it did not answer, or null when it did
     * @param broken  whether it cannot answer at all (it ended, or answered garbage), not merely slowly
     */
    public record Introduction(BotInfo info, String failure, boolean broken) {
    }

    @Override
    public final BotInfo info() {
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
    public final Acceptance accepts(Rules rules) {
        return shared().accepts(rules);
    }

    @Override
    public final BotPlayer newPlayer(Rules rules) {
        BotConnection connection = shared().open("direct");
        long limit = TimeUnit.MILLISECONDS.toNanos(rules.moveTimeMillis());
        Reply started = connection.start(rules, limit, Referee.backstopNanos(limit));
        if (started.status() != Reply.Status.ANSWERED) {
            connection.close();
            throw new IllegalStateException("the bot did not start a game: " + detail(started));
        }
        return observation -> {
            Reply r = connection.decide(observation, observation.timeBudgetNanos(),
                    Referee.backstopNanos(observation.timeBudgetNanos()));
            if (r.status() != Reply.Status.ANSWERED) {
                throw new IllegalStateException(detail(r));
            }
            return r.move();
        };
    }

    private static String detail(Reply r) {
        return r.error() != null ? r.error().getMessage() : r.detail();
    }
}
