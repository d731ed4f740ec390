package io.tetrisarena.arena.external;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A bot program started with {@link ProcessBuilder}: in a session of its own (through {@code setsid}
 * where present) so that everything it starts can be found and killed; its standard error appended to a
 * log file; its output read by one daemon thread into a queue, a line at a time, up to a size limit.
 * CPU time is read from {@code /proc} for the process and its descendants; the list of descendants is
 * refreshed at most every {@value #TREE_REFRESH_MILLIS} ms (a process that ends in between is counted by
 * its parent once reaped), which keeps a quick move's overhead to one small file read.
 */
public final class DefaultBotProcess implements BotProcess {
    private static final long TREE_REFRESH_MILLIS = 20;
    private static final Path SETSID = Path.of("/usr/bin/setsid");
    private static final Object EOF = new Object();
    private static final AtomicLong READERS = new AtomicLong();

    private final Process process;
    private final OutputStream stdin;
    private final LinkedBlockingQueue<Object> lines = new LinkedBlockingQueue<>();
    private final int maxLineBytes;
    private final long sessionId;
    private volatile String failure;
    private volatile long[] descendants = new long[0];
    private long treeRefreshedAt;
    private long lastCpu;

    private DefaultBotProcess(Process process, int maxLineBytes) {
        this.process = process;
        this.stdin = process.getOutputStream();
        this.maxLineBytes = maxLineBytes;
        this.sessionId = process.pid();
        Thread reader = new Thread(this::readOutput, "bot-stdout-" + process.pid() + "-" + READERS.incrementAndGet());
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts a program.
     *
     * @param command      the program and its arguments
     * @param workingDir   its working folder, or null for the arena's
     * @param env          variables added to the arena's environment
     * @param stderrLog    the file its standard error is appended to (created with its folders)
     * @param maxLineBytes the longest line it may write
     * @throws IOException when it cannot be started
     */
    public static DefaultBotProcess start(List<String> command, Path workingDir, Map<String, String> env,
                                          Path stderrLog, int maxLineBytes) throws IOException {
        List<String> full = new ArrayList<>();
        if (Files.isExecutable(SETSID)) {
            full.add(SETSID.toString());
        }
        full.addAll(command);
        ProcessBuilder builder = new ProcessBuilder(full);
        if (workingDir != null) {
            builder.directory(workingDir.toFile());
        }
        builder.environment().putAll(env);
        Files.createDirectories(stderrLog.toAbsolutePath().getParent());
        builder.redirectError(ProcessBuilder.Redirect.appendTo(stderrLog.toFile()));
        return new DefaultBotProcess(builder.start(), maxLineBytes);
    }

    private void readOutput() {
        try (InputStream in = new BufferedInputStream(process.getInputStream(), 65536)) {
            byte[] buffer = new byte[1024];
            int length = 0;
            int b;
            while ((b = in.read()) >= 0) {
                if (b == '\n') {
                    int end = length > 0 && buffer[length - 1] == '\r' ? length - 1 : length;
                    lines.add(new String(buffer, 0, end, StandardCharsets.UTF_8));
                    length = 0;
                    continue;
                }
                if (length == maxLineBytes) {
                    failure = "wrote a line longer than " + maxLineBytes + " bytes";
                    kill();
                    break;
                }
                if (length == buffer.length) {
                    buffer = java.util.Arrays.copyOf(buffer, Math.min(maxLineBytes, 2 * buffer.length));
                }
                buffer[length++] = (byte) b;
            }
        } catch (IOException e) {
            // the stream closed under us: the process is being killed
        } finally {
            lines.add(EOF);
        }
    }

    @Override
    public long pid() {
        return process.pid();
    }

    @Override
    public boolean alive() {
        return process.isAlive() && failure == null;
    }

    @Override
    public void writeLine(String line) throws IOException {
        try {
            stdin.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            stdin.flush();
        } catch (IOException e) {
            throw new ExitedException("its input is closed (" + status() + ")");
        }
    }

    @Override
    public String readLine(long timeoutNanos) throws IOException, InterruptedException {
        Object next = lines.poll(Math.max(0, timeoutNanos), TimeUnit.NANOSECONDS);
        if (next == null) {
            return null;
        }
        if (next == EOF) {
            lines.add(EOF);
            if (failure != null) {
                throw new LineTooLongException(failure);
            }
            // The output ends a moment before the process does: wait for it, to say how it ended.
            process.waitFor(1, TimeUnit.SECONDS);
            throw new ExitedException(status());
        }
        return (String) next;
    }

    @Override
    public long cpuNanos() {
        long now = System.nanoTime();
        if (now - treeRefreshedAt > TimeUnit.MILLISECONDS.toNanos(TREE_REFRESH_MILLIS)) {
            treeRefreshedAt = now;
            descendants = process.descendants().mapToLong(ProcessHandle::pid).toArray();
        }
        long total = ProcessTree.cpuNanos(process.pid());
        if (total < 0) {
            return lastCpu;
        }
        for (long pid : descendants) {
            long cpu = ProcessTree.cpuNanos(pid);
            if (cpu > 0) {
                total += cpu;
            }
        }
        // A descendant that ended without being reaped drops out of the sum: never report less than before.
        lastCpu = Math.max(lastCpu, total);
        return lastCpu;
    }

    @Override
    public String status() {
        if (failure != null) {
            return failure;
        }
        if (process.isAlive()) {
            return "running";
        }
        int code = process.exitValue();
        return code > 128 ? "killed by signal " + (code - 128) : "exited with code " + code;
    }

    @Override
    public void kill() {
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
    }
}
