package io.tetrisarena.arena.external;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A bot program started with {@link ProcessBuilder}: in a session of its own (through {@code setsid}
 * where present) so that everything it starts can be found and killed; its standard error appended to a
 * log file; its output read a line at a time, up to a size limit. A process whose every descendant dies
 * with it (one in a PID namespace of its own: {@link Confinement#endsEveryDescendant()}) is read by the
 * thread that waits for the line ({@link DirectLineReader}), so an answer wakes that thread alone, and
 * {@link ReadWatchdog} ends the process when the reader's patience runs out, which ends the read. Any other
 * process is read by a daemon thread into a queue ({@link LineReader}): a process it started could keep its
 * output open after it is killed, and a read blocked on that output must not hold a game's thread.
 * CPU time is read from {@code /proc} for the process and its descendants; the list of descendants is
 * refreshed at most every {@value #TREE_REFRESH_MILLIS} ms (a process that ends in between is counted by
 * its parent once reaped), which keeps a quick move's overhead to one small file read.
 */
public final class DefaultBotProcess implements BotProcess {
    private static final long TREE_REFRESH_MILLIS = 100;
    private static final Path SETSID = Path.of("/usr/bin/setsid");
    private static final AtomicLong READERS = new AtomicLong();
    /** How much standard error each log file takes in one run (one arena process); the rest is dropped. */
    public static final long STDERR_CAP_BYTES = 10L << 20;
    /** The bytes written to each log file in this run, across all of its bot's processes. */
    private static final java.util.concurrent.ConcurrentHashMap<Path, AtomicLong> LOGGED =
            new java.util.concurrent.ConcurrentHashMap<>();

    private final Process process;
    private final LineWriter stdin;
    /** The reader on the waiting thread, or null when {@link #queued} reads. */
    private final DirectLineReader stdout;
    /** The reader on a thread of its own, or null when {@link #stdout} reads. */
    private final LineReader queued;
    /** Whether a read waits ({@link #WAITING}), gave up ({@link #GAVE_UP}: the tree is being killed), or neither. */
    private final java.util.concurrent.atomic.AtomicInteger readState = new java.util.concurrent.atomic.AtomicInteger();
    private static final int IDLE = 0;
    private static final int WAITING = 1;
    private static final int GAVE_UP = 2;
    /** The patience of the read that waits, and since when; set before {@link #readState} turns WAITING. */
    private LineChannel.Patience patience;
    private long waitingSince;
    private Thread reader;
    private volatile String failure;
    private final long sessionId;
    private final java.util.Map<Long, ProcessTree.Stat> stats = new java.util.HashMap<>();
    private long treeRefreshedAt;
    private long lastCpu;
    /** What it may use; past a bound {@link #cpuNanos()} ends it ({@link #failure}). */
    private final BotLimits limits;
    /** The idle JVM's allowance per second of wall time, once {@link #allowIdleJvm()} was called, else 0. */
    private long allowancePerSecond;
    private long rawCpu;
    private long rawReadAt;
    private final Path privateFolder;
    private final Thread logger;
    private volatile Path stderrLog;
    /**
     * The CPU time an idle child JVM's own threads use per second of wall time (safepoints, the compiler and
     * the collector at rest), allowed to an isolated jar on top of its moves. Measured on the arena's child
     * ({@code -XX:+UseSerialGC -Xmx512m}, waiting for a line) on a 2-core Linux VM: 20 ms over 15 s (the clock
     * ticks in 10 ms), 1.3 ms a second; the allowance rounds that up.
     */
    public static final long IDLE_JVM_NANOS_PER_SECOND = 2_000_000;
    /** How often the watchdog reads the tree against its bounds, besides the readings of moves. */
    private static final long BOUNDS_CHECK_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    private long boundsCheckedAt;
    /** Bytes of a page in {@code /proc/PID/stat}'s resident figure. */
    private static final long PAGE_BYTES = 4096;

    /** Whether bubblewrap reports the end of the bot's program on standard error ({@link #exitReported}). */
    private final boolean reportsExit;
    private volatile boolean exitReported;
    /** Whether the arena itself signalled the tree (a kill, a give-up, a bound). */
    private volatile boolean signalled;
    private static final byte[] EXIT_MARK = "{ \"exit-code\": ".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] START_MARK = "{ \"child-pid\": ".getBytes(StandardCharsets.US_ASCII);
    /** Where the logger is in bubblewrap's status: 0 outside, 1 inside an object, 2 just after one. */
    private int inStatus;

    private DefaultBotProcess(Process process, int maxLineBytes, Path privateFolder, Path stderrLog,
                              boolean endsEveryDescendant, BotLimits limits, boolean reportsExit) {
        this.reportsExit = reportsExit;
        this.process = process;
        this.limits = limits;
        this.privateFolder = privateFolder;
        this.stdin = new LineWriter(process.getOutputStream());
        this.sessionId = process.pid();
        long n = READERS.incrementAndGet();
        if (endsEveryDescendant) {
            this.stdout = new DirectLineReader(process.getInputStream(), maxLineBytes);
            this.queued = null;
        } else {
            this.stdout = null;
            this.queued = new LineReader(process.getInputStream(), maxLineBytes,
                    "bot-stdout-" + process.pid() + "-" + n, this::kill);
        }
        logger = new Thread(() -> copyErrors(stderrLog), "bot-stderr-" + process.pid() + "-" + n);
        logger.setDaemon(true);
        logger.start();
        if (endsEveryDescendant || limits.memoryMb() > 0 || limits.tasks() > 0) {
            ReadWatchdog.watch(this);
        }
    }

    /**
     * Appends the process's standard error to its log, up to {@link #STDERR_CAP_BYTES} per log file and run,
     * then a note; what comes after is read and dropped, so that the bot never blocks on a full pipe.
     */
    private void copyErrors(Path first) {
        Path log = null;
        AtomicLong logged = null;
        OutputStream file = null;
        try (InputStream in = process.getErrorStream()) {
            byte[] chunk = new byte[65536];
            int n;
            int matched = 0;
            while ((n = in.read(chunk)) >= 0) {
                for (int i = 0; i < n && reportsExit && !exitReported; i++) {
                    // bubblewrap's word that the bot's program ended, which may span two reads
                    matched = chunk[i] == EXIT_MARK[matched] ? matched + 1 : chunk[i] == EXIT_MARK[0] ? 1 : 0;
                    if (matched == EXIT_MARK.length) {
                        exitReported = true;
                    }
                }
                if (reportsExit) {
                    n = dropStatusLines(chunk, n);
                }
                Path target = stderrLog == null ? first : stderrLog;
                if (!target.equals(log)) {
                    if (file != null) {
                        file.close();
                    }
                    log = target;
                    logged = LOGGED.computeIfAbsent(log.toAbsolutePath().normalize(), k -> new AtomicLong());
                    file = Files.newOutputStream(log, java.nio.file.StandardOpenOption.CREATE,
                            java.nio.file.StandardOpenOption.APPEND);
                }
                long before = logged.getAndAdd(n);
                if (before <= STDERR_CAP_BYTES) {
                    int keep = (int) Math.min(n, STDERR_CAP_BYTES - before);
                    file.write(chunk, 0, keep);
                    // Only the read that holds the first byte past the cap writes the note.
                    if (keep < n) {
                        file.write(("\n[tetris-arena: this bot's standard error passed " + (STDERR_CAP_BYTES >> 20)
                                + " MiB in this run; the rest is dropped]\n").getBytes(StandardCharsets.UTF_8));
                    }
                    file.flush();
                }
            }
        } catch (IOException e) {
            // the process is gone, or the log cannot be written: its errors are dropped
        } finally {
            try {
                if (file != null) {
                    file.close();
                }
            } catch (IOException e) {
                // as above
            }
        }
    }

    /**
     * Leaves bubblewrap's status lines ({@code { "child-pid": ...}}, {@code { "exit-code": ...}}, which may
     * come in several writes and reads) out of a chunk of standard error, in place; returns the length kept.
     */
    private int dropStatusLines(byte[] b, int n) {
        int w = 0;
        for (int i = 0; i < n; i++) {
            byte c = b[i];
            if (inStatus == 0 && c == '{' && (startsWith(b, i, n, START_MARK) || startsWith(b, i, n, EXIT_MARK))) {
                inStatus = 1;
            }
            if (inStatus == 1) {
                // bubblewrap writes an object in several writes, numbers only: the first '}' ends it
                inStatus = c == '}' ? 2 : 1;
                continue;
            }
            if (inStatus == 2) {
                inStatus = 0;
                if (c == '\n') {
                    continue;
                }
            }
            b[w++] = c;
        }
        return w;
    }

    private static boolean startsWith(byte[] b, int at, int n, byte[] mark) {
        if (n - at < mark.length) {
            return false;
        }
        for (int k = 0; k < mark.length; k++) {
            if (b[at + k] != mark[k]) {
                return false;
            }
        }
        return true;
    }

    /**
     * From now on appends the process's standard error to {@code log} instead (an isolated jar's listing
     * child, once a game takes it over, writes into that bot's log).
     */
    public void logTo(Path log) throws IOException {
        Files.createDirectories(log.toAbsolutePath().getParent());
        Files.write(log, new byte[0], java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        stderrLog = log;
    }

    /**
     * Starts a program.
     *
     * @param command      the program and its arguments
     * @param workingDir   its working folder, or null for the arena's
     * @param env          its whole environment: nothing of the arena's is inherited ({@link BotEnvironment})
     * @param stderrLog    the file its standard error is appended to (created with its folders)
     * @param maxLineBytes the longest line it may write
     * @throws IOException when it cannot be started
     */
    public static DefaultBotProcess start(List<String> command, Path workingDir, Map<String, String> env,
                                          Path stderrLog, int maxLineBytes) throws IOException {
        return start(command, workingDir, env, stderrLog, maxLineBytes, null);
    }

    /**
     * Starts a program as {@link #start(List, Path, Map, Path, int)} does; {@code privateFolder} (its private
     * HOME and TMPDIR on the host, or null) is deleted once the process is killed.
     */
    public static DefaultBotProcess start(List<String> command, Path workingDir, Map<String, String> env,
                                          Path stderrLog, int maxLineBytes, Path privateFolder) throws IOException {
        return start(command, workingDir, env, stderrLog, maxLineBytes, privateFolder, false);
    }

    /**
     * Starts a program as {@link #start(List, Path, Map, Path, int, Path)} does; {@code endsEveryDescendant}
     * says that killing it ends every process it starts (see the class comment), so that the thread waiting
     * for a line reads it.
     */
    public static DefaultBotProcess start(List<String> command, Path workingDir, Map<String, String> env,
                                          Path stderrLog, int maxLineBytes, Path privateFolder,
                                          boolean endsEveryDescendant) throws IOException {
        return start(command, workingDir, env, stderrLog, maxLineBytes, privateFolder, endsEveryDescendant,
                BotLimits.NONE);
    }

    /**
     * Starts a program as {@link #start(List, Path, Map, Path, int, Path, boolean)} does, watched against
     * {@code limits}: at each reading of its CPU clock, a tree over its memory bound or at its task bound is
     * ended, and says why in its {@link #status()}.
     */
    public static DefaultBotProcess start(List<String> command, Path workingDir, Map<String, String> env,
                                          Path stderrLog, int maxLineBytes, Path privateFolder,
                                          boolean endsEveryDescendant, BotLimits limits) throws IOException {
        List<String> full = new ArrayList<>();
        if (Files.isExecutable(SETSID)) {
            full.add(SETSID.toString());
        }
        full.addAll(command);
        ProcessBuilder builder = new ProcessBuilder(full);
        if (workingDir != null) {
            builder.directory(workingDir.toFile());
        }
        builder.environment().clear();
        builder.environment().putAll(env);
        Files.createDirectories(stderrLog.toAbsolutePath().getParent());
        Files.write(stderrLog, new byte[0], java.nio.file.StandardOpenOption.CREATE,
                java.nio.file.StandardOpenOption.APPEND);
        try {
            return new DefaultBotProcess(builder.start(), maxLineBytes, privateFolder, stderrLog, endsEveryDescendant,
                    limits, command.contains(BubblewrapConfinement.STATUS_FD));
        } catch (IOException e) {
            BotEnvironment.delete(privateFolder);
            throw e;
        }
    }

    @Override
    public long pid() {
        return process.pid();
    }

    @Override
    public boolean alive() {
        return process.isAlive() && failure() == null;
    }

    @Override
    public void writeLine(CharSequence lines) throws IOException {
        try {
            stdin.write(lines);
        } catch (IOException e) {
            throw new ExitedException("its input is closed (" + status() + ")");
        }
    }

    /** Why the reading stopped early (a line over the limit), or null. */
    private String failure() {
        String own = failure;
        return own != null || queued == null ? own : queued.failure();
    }

    @Override
    public String readLine(long timeoutNanos) throws IOException, InterruptedException {
        if (queued != null) {
            try {
                return queued.next(timeoutNanos);
            } catch (java.io.EOFException e) {
                // The output ends a moment before the process does: wait for it, to say how it ended.
                process.waitFor(1, TimeUnit.SECONDS);
                throw new ExitedException(status(), endedFromOutside());
            }
        }
        long deadline = System.nanoTime() + timeoutNanos;
        return readLine(now -> now - deadline >= 0 ? "no line in time" : null);
    }

    @Override
    public String readLine(LineChannel.Patience patience) throws IOException, InterruptedException {
        if (queued != null) {
            return BotProcess.super.readLine(patience);
        }
        String line;
        try {
            line = stdout.buffered();
            if (line != null) {
                return line;
            }
            this.patience = patience;
            reader = Thread.currentThread();
            waitingSince = System.nanoTime();
            readState.set(WAITING);
            line = stdout.next();
        } catch (LineChannel.LineTooLongException e) {
            readState.set(IDLE);
            failure = e.getMessage();
            kill();
            throw e;
        }
        if (!readState.compareAndSet(WAITING, IDLE)) {
            // The watchdog gave up on this read and is ending the process: whatever came is too late.
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            return null;
        }
        if (line == null) {
            // The output ends a moment before the process does: wait for it, to say how it ended.
            process.waitFor(1, TimeUnit.SECONDS);
            throw new ExitedException(status(), endedFromOutside());
        }
        return line;
    }

    /**
     * Asks the patience of a read that has waited at least {@link LineChannel#PATIENCE_TICK_NANOS} whether to
     * go on; when it gives up (or the reading thread is interrupted), signals the whole tree to die, which ends
     * the read (the reader then returns null, or throws {@link InterruptedException}).
     */
    void checkPatience(long now) {
        if ((limits.memoryMb() > 0 || limits.tasks() > 0) && now - boundsCheckedAt >= BOUNDS_CHECK_NANOS) {
            // Between moves as well as during them: a bot's background work meets its bounds too.
            boundsCheckedAt = now;
            cpuNanos();
        }
        if (stdout == null || readState.get() != WAITING || now - waitingSince < LineChannel.PATIENCE_TICK_NANOS) {
            return;
        }
        if ((reader.isInterrupted() || patience.giveUp(now) != null) && readState.compareAndSet(WAITING, GAVE_UP)) {
            signalTree();
        }
    }

    @Override
    public boolean hasPendingLine() {
        return queued != null ? queued.hasPending() : stdout.hasPending();
    }

    @Override
    public synchronized long cpuNanos() {
        long now = System.nanoTime();
        if (stats.isEmpty() || now - treeRefreshedAt > TimeUnit.MILLISECONDS.toNanos(TREE_REFRESH_MILLIS)) {
            treeRefreshedAt = now;
            refreshTree();
        }
        ProcessTree.Stat root = stats.get(process.pid());
        long total = root == null ? -1 : root.cpuNanos();
        if (total < 0) {
            return lastCpu;
        }
        long tasks = root.threads();
        long pages = root.residentPages();
        for (java.util.Map.Entry<Long, ProcessTree.Stat> e : stats.entrySet()) {
            if (e.getKey() != process.pid()) {
                long cpu = e.getValue().cpuNanos();
                if (cpu > 0) {
                    total += cpu;
                    tasks += e.getValue().threads();
                    pages += e.getValue().residentPages();
                }
            }
        }
        checkLimits(tasks, pages * PAGE_BYTES);
        // A descendant that ended without being reaped drops out of the sum: never count less than before.
        total = Math.max(total, rawCpu);
        long used = total - rawCpu;
        if (allowancePerSecond > 0 && rawReadAt != 0) {
            // The idle JVM's allowance for the wall time since the last reading, never banked beyond it.
            long allowed = (now - rawReadAt) / 1000 * (allowancePerSecond / 1000) / 1000;
            used -= Math.min(used, allowed);
        }
        rawCpu = total;
        rawReadAt = now;
        lastCpu += used;
        return lastCpu;
    }

    /** Ends the tree, saying why, when it is over its memory bound or at its task bound. */
    private void checkLimits(long tasks, long residentBytes) {
        if (failure != null) {
            return;
        }
        String breach = null;
        if (limits.tasks() > 0 && tasks >= limits.tasks()) {
            breach = "it reached its limit of " + limits.tasks() + " processes and threads";
        } else if (limits.memoryMb() > 0 && residentBytes > ((long) limits.memoryMb() << 20)) {
            breach = "its processes held " + (residentBytes >> 20) + " MiB of memory, over its limit of "
                    + limits.memoryMb() + " MiB";
        }
        if (breach != null) {
            failure = breach;
            signalTree();
        }
    }

    @Override
    public String memoryBound() {
        return limits.memoryMb() > 0 ? limits.memoryMb() + " MiB" : null;
    }

    @Override
    public synchronized void allowIdleJvm() {
        allowancePerSecond = IDLE_JVM_NANOS_PER_SECOND;
    }

    /** Opens the stat of every process of the tree not yet followed, and closes those of ended ones. */
    private void refreshTree() {
        java.util.Set<Long> live = new java.util.HashSet<>();
        live.add(process.pid());
        List<Long> found = ProcessTree.descendants(process.pid());
        if (found != null) {
            live.addAll(found);
        } else {
            try {
                process.descendants().forEach(h -> live.add(h.pid()));
            } catch (RuntimeException e) {
                // the process is gone
            }
        }
        stats.entrySet().removeIf(e -> {
            if (!live.contains(e.getKey())) {
                e.getValue().close();
                return true;
            }
            return false;
        });
        for (long pid : live) {
            if (!stats.containsKey(pid)) {
                ProcessTree.Stat s = ProcessTree.Stat.open(pid);
                if (s != null) {
                    stats.put(pid, s);
                }
            }
        }
    }

    @Override
    public String status() {
        if (failure() != null) {
            return failure();
        }
        if (process.isAlive()) {
            return "running";
        }
        int code = process.exitValue();
        if (endedFromOutside()) {
            return "its sandbox was killed by signal " + (code - 128) + " from outside (not by the bot: the arena"
                    + " records it as an arena fault)";
        }
        return code > 128 ? "killed by signal " + (code - 128) : "exited with code " + code;
    }

    /**
     * Whether the sandbox ended by a signal the arena did not send, before bubblewrap could say that the bot's
     * program ended: killed from outside (the system, another process), not by anything the bot did. A bot
     * cannot signal bubblewrap (it is outside the bot's PID namespace), and whatever ends the bot's own
     * program, bubblewrap reports.
     */
    @Override
    public boolean endedFromOutside() {
        if (!reportsExit || signalled || process.isAlive() || process.exitValue() <= 128) {
            return false;
        }
        if (!exitReported) {
            try {
                // The report may still be on its way through the pipe.
                logger.join(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return !exitReported && !signalled;
    }

    /** Sends SIGKILL to the process and everything it started (its descendants and its session); returns at once. */
    private List<ProcessHandle> signalTree() {
        signalled = true;
        List<ProcessHandle> tree = new ArrayList<>();
        try {
            process.descendants().forEach(tree::add);
        } catch (RuntimeException e) {
            // the process is already gone
        }
        for (long pid : ProcessTree.sessionMembers(sessionId)) {
            ProcessHandle.of(pid).ifPresent(tree::add);
        }
        process.destroyForcibly();
        tree.forEach(ProcessHandle::destroyForcibly);
        return tree;
    }

    @Override
    public void kill() {
        ReadWatchdog.forget(this);
        List<ProcessHandle> tree = signalTree();
        synchronized (this) {
            stats.values().forEach(ProcessTree.Stat::close);
            stats.clear();
        }
        try {
            stdin.close();
        } catch (IOException e) {
            // already closed
        }
        try {
            process.waitFor(5, TimeUnit.SECONDS);
            for (ProcessHandle h : tree) {
                h.onExit().get(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            // a process that does not die within 5 s of SIGKILL is beyond the arena's reach
        }
        try {
            // What the process wrote to standard error before it died is in its log once kill returns.
            logger.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        BotEnvironment.delete(privateFolder);
    }
}
