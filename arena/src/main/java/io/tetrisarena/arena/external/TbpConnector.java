package io.tetrisarena.arena.external;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.referee.BotConnection;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.referee.Reply;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * A bot that speaks the Tetris Bot Protocol over {@link LineChannel}s: an external program or an isolated jar
 * (a child {@code arena tbp}) in a child process, or a bot reached over TCP. A channel is opened (a process
 * started, a connection made) when a game first needs one and is reused by the following games; games
 * played at the same time each get their own. A channel that failed (crash, hang, garbage) is closed and
 * the next game opens a fresh one; only the game it failed in is lost. A bot whose channel fails to open
 * twice in a run is not tried again in that run: its remaining games fail at once with the first
 * failure's reason. {@link #close()} says {@code quit} on every channel and closes what is left.
 */
public final class TbpConnector implements BotConnector {
    /** Opens one channel to the bot: starts a process, or connects. */
    @FunctionalInterface
    public interface Launcher {
        LineChannel start() throws IOException;
    }

    /** After this many failed starts in a run, the bot is not started again: its games fail at once. */
    static final int MAX_FAILED_STARTS = 2;

    private final Launcher launcher;
    private final boolean jvmChild;
    private final Hosting hosting;
    private final long startupNanos;
    private final Deque<TbpSession> idle = new ArrayDeque<>();
    private final List<TbpSession> all = new ArrayList<>();
    /** The pieces keys ({@link #open(String, Object)}) of the games each session has played. */
    private final Map<TbpSession, java.util.Set<Object>> dealt = new java.util.IdentityHashMap<>();
    private final Map<Rules, Acceptance> acceptance = new ConcurrentHashMap<>();
    private int started;
    private int failedStarts;
    private String firstStartFailure;
    private boolean closed;

    /**
     * @param launcher             opens a channel to the bot
     * @param hosting              where the launcher's bot runs ({@link Hosting#PROCESS}, {@link Hosting#SANDBOXED},
     *                             {@link Hosting#REMOTE})
     * @param startupTimeoutMillis how long a new channel's bot may take to send its {@code info}, and to answer rules
     */
    public TbpConnector(Launcher launcher, Hosting hosting, long startupTimeoutMillis) {
        this(launcher, hosting, startupTimeoutMillis, false);
    }

    /**
     * @param jvmChild whether the launcher starts the arena's own isolated child ({@code tbp
     *                 --mark-service-threads}), charged for all its JVM does beyond an idle JVM's allowance
     */
    public TbpConnector(Launcher launcher, Hosting hosting, long startupTimeoutMillis, boolean jvmChild) {
        this.jvmChild = jvmChild;
        this.launcher = launcher;
        this.hosting = hosting;
        this.startupNanos = TimeUnit.MILLISECONDS.toNanos(startupTimeoutMillis);
    }

    @Override
    public Hosting hosting() {
        return hosting;
    }

    /** How many channels this connector has opened so far (processes started, connections made). */
    public synchronized int processesStarted() {
        return started;
    }

    @Override
    public Acceptance accepts(Rules rules) {
        Acceptance known = acceptance.get(rules);
        if (known != null) {
            return known;
        }
        TbpSession session;
        try {
            session = acquire();
        } catch (IOException e) {
            // Only the bot's own "error" declines: a bot that fails to start plays, and loses, its games.
            return Acceptance.accept();
        }
        Acceptance a = session.offer(rules, startupNanos);
        release(session);
        if (session.usable()) {
            acceptance.put(rules, a);
        }
        return a;
    }

    @Override
    public BotConnection open(String label) {
        return new Connection(null);
    }

    @Override
    public BotConnection open(String label, Object dealt) {
        return new Connection(dealt);
    }

    /** An idle session that has not played a game of {@code key} (null: any), the unusable ones closed on the way. */
    private synchronized TbpSession takeIdle(Object key) {
        for (java.util.Iterator<TbpSession> it = idle.iterator(); it.hasNext(); ) {
            TbpSession s = it.next();
            if (!s.usable() || s.outOfStep()) {
                it.remove();
                s.channel().close();
                dealt.remove(s);
            } else if (key == null || !dealt.getOrDefault(s, java.util.Set.of()).contains(key)) {
                it.remove();
                if (key != null) {
                    dealt.computeIfAbsent(s, k -> new java.util.HashSet<>()).add(key);
                }
                return s;
            }
        }
        return null;
    }

    private TbpSession acquire() throws IOException {
        return acquire(null);
    }

    /** A session for a game of the pieces {@code key} names: one that has not seen them, started if need be. */
    private TbpSession acquire(Object key) throws IOException {
        TbpSession session = takeIdle(key);
        if (session != null) {
            return session;
        }
        synchronized (this) {
            if (closed) {
                throw new IOException("the run is over");
            }
            if (failedStarts >= MAX_FAILED_STARTS) {
                throw new IOException("it failed to start " + failedStarts + " times in this run and is not started"
                        + " again; the first time: " + firstStartFailure);
            }
            started++;
        }
        TbpSession fresh;
        try {
            fresh = TbpSession.open(launcher.start(), startupNanos, jvmChild);
        } catch (IOException e) {
            synchronized (this) {
                failedStarts++;
                if (firstStartFailure == null) {
                    firstStartFailure = e.getMessage();
                }
            }
            throw e;
        }
        synchronized (this) {
            all.add(fresh);
            if (key != null) {
                dealt.computeIfAbsent(fresh, k -> new java.util.HashSet<>()).add(key);
            }
            if (closed) {
                fresh.quit();
                throw new IOException("the run is over");
            }
        }
        return fresh;
    }

    private synchronized void release(TbpSession session) {
        if (session.usable() && !closed) {
            idle.push(session);
        } else {
            session.channel().close();
            dealt.remove(session);
        }
    }

    @Override
    public void close() {
        List<TbpSession> sessions;
        synchronized (this) {
            closed = true;
            sessions = new ArrayList<>(all);
            idle.clear();
        }
        sessions.forEach(TbpSession::quit);
    }

    /** One game on one session. */
    private final class Connection implements BotConnection {
        private final Object dealtKey;
        private TbpSession session;
        private Rules rules;

        Connection(Object dealtKey) {
            this.dealtKey = dealtKey;
        }

        @Override
        public Reply start(Rules rules, long cpuLimitNanos, long wallBackstopNanos) {
            this.rules = rules;
            try {
                session = acquire(dealtKey);
            } catch (IOException e) {
                String why = "the bot did not start: " + e.getMessage();
                return Reply.threw(e instanceof LineChannel.ExitedException x && x.fromOutside()
                        ? new io.tetrisarena.arena.referee.ArenaFault(why) : new LineChannel.ExitedException(why), 0);
            }
            Acceptance a = session.offer(rules, startupNanos);
            if (!session.usable()) {
                return Reply.threw(new LineChannel.ExitedException(a.reason()), 0);
            }
            if (!a.accepted()) {
                return Reply.threw(new IllegalStateException("the bot refused the rules: " + a.reason()), 0);
            }
            session.newGame();
            return Reply.answered(null, 0);
        }

        @Override
        public Reply decide(Observation observation, long cpuLimitNanos, long wallBackstopNanos) {
            if (session == null) {
                return Reply.noAnswer("the game was not started", 0);
            }
            if (session.outOfStep()) {
                // A fresh child takes over the game from this position (start); the old one is killed.
                release(session);
                session = null;
                Reply restarted = start(rules, cpuLimitNanos, wallBackstopNanos);
                if (restarted.status() != Reply.Status.ANSWERED) {
                    return restarted;
                }
            }
            return session.decide(observation, cpuLimitNanos, wallBackstopNanos);
        }

        @Override
        public io.tetrisarena.arena.results.MoveInfo lastMoveInfo() {
            return session == null ? null : session.lastMoveInfo();
        }

        @Override
        public void close() {
            if (session != null) {
                session.endGame();
                release(session);
                session = null;
            }
        }
    }
}
