package io.tetrisarena.arena.external;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * What Linux's {@code /proc} says about a process tree: CPU time of every task (from
 * {@code /proc/PID/stat}: utime + stime of all the process's threads, living and ended, plus cutime +
 * cstime of the children it reaped), and the processes of a session (to find a child that left its
 * parent). Where {@code /proc} is missing every figure is 0.
 */
final class ProcessTree {
    /** Clock ticks per second of the stat figures ({@code getconf CLK_TCK}; 100 on Linux). */
    private static final long TICKS_PER_SECOND = 100;
    private static final long NANOS_PER_TICK = TimeUnit.SECONDS.toNanos(1) / TICKS_PER_SECOND;
    private static final Path PROC = Path.of("/proc");

    private ProcessTree() {
    }

    /**
     * How many processors this machine has online ({@code /sys/devices/system/cpu/online}, a list such as
     * {@code 0-3,6}), and never fewer than the JVM sees: a process may widen its own affinity to all of them.
     */
    static int onlineProcessors() {
        int jvm = Runtime.getRuntime().availableProcessors();
        try {
            return Math.max(jvm, countCpuList(Files.readString(Path.of("/sys/devices/system/cpu/online")).trim()));
        } catch (IOException | RuntimeException e) {
            return jvm;
        }
    }

    /** The number of processors in a kernel CPU list such as {@code 0-3,6,8-9}. */
    static int countCpuList(String list) {
        int count = 0;
        for (String range : list.split(",")) {
            if (range.isBlank()) {
                continue;
            }
            int dash = range.indexOf('-');
            count += dash < 0 ? 1 : Integer.parseInt(range.substring(dash + 1).trim())
                    - Integer.parseInt(range.substring(0, dash).trim()) + 1;
        }
        return count;
    }

    /** Whether CPU times can be read here. */
    static boolean available() {
        return Files.isReadable(PROC.resolve("self/stat"));
    }

    /**
     * One process's {@code /proc/PID/stat}, kept open and read again from its start for each figure (the
     * kernel regenerates it on every read): a figure costs one read, no open or close.
     */
    static final class Stat implements AutoCloseable {
        private final java.io.RandomAccessFile file;
        private final byte[] buffer = new byte[1024];
        private long threads;
        private long residentPages;

        private Stat(java.io.RandomAccessFile file) {
            this.file = file;
        }

        /** Opens the stat of a process, or null when it is gone. */
        static Stat open(long pid) {
            return open("/proc/" + pid + "/stat");
        }

        private static Stat open(String path) {
            try {
                return new Stat(new java.io.RandomAccessFile(path, "r"));
            } catch (IOException e) {
                return null;
            }
        }

        /**
         * utime + stime + cutime + cstime in nanoseconds, or -1 when the process is gone; the same read also
         * takes its thread count ({@link #threads()}) and resident pages ({@link #residentPages()}).
         */
        long cpuNanos() {
            int n;
            try {
                file.seek(0);
                n = file.read(buffer);
            } catch (IOException e) {
                return -1;
            }
            int i = n - 1;
            while (i > 0 && buffer[i] != ')') {
                i--;
            }
            // After ") " come state (field 3) and fields 4.. separated by single spaces; utime is field 14,
            // num_threads field 20, rss (pages) field 24.
            int field = 3;
            long sum = 0;
            long value = 0;
            for (i += 2; i < n; i++) {
                byte b = buffer[i];
                if (b == ' ') {
                    if (field >= 14 && field <= 17) {
                        sum += value;
                    } else if (field == 20) {
                        threads = value;
                    } else if (field == 24) {
                        residentPages = value;
                        break;
                    }
                    field++;
                    value = 0;
                } else if (b >= '0' && b <= '9') {
                    value = value * 10 + (b - '0');
                }
            }
            return sum * NANOS_PER_TICK;
        }

        /** The process's threads at the last {@link #cpuNanos()}. */
        long threads() {
            return threads;
        }

        /** The process's resident memory in pages at the last {@link #cpuNanos()}. */
        long residentPages() {
            return residentPages;
        }

        @Override
        public void close() {
            try {
                file.close();
            } catch (IOException e) {
                // nothing to free
            }
        }
    }

    /**
     * The descendants of a process, found through each of its threads' {@code children} file under
     * {@code /proc/PID/task/TID/} and theirs in turn: a few small reads for a bot's tree, where scanning every
     * process of the machine ({@link ProcessHandle#descendants()}) takes milliseconds. Null where the kernel
     * offers no such files.
     */
    static List<Long> descendants(long pid) {
        if (!Files.exists(PROC.resolve(Long.toString(pid)).resolve("task").resolve(Long.toString(pid))
                .resolve("children"))) {
            return Files.isDirectory(PROC.resolve(Long.toString(pid))) ? null : List.of();
        }
        List<Long> out = new ArrayList<>();
        java.util.ArrayDeque<Long> todo = new java.util.ArrayDeque<>(List.of(pid));
        while (!todo.isEmpty() && out.size() < 100_000) {
            long parent = todo.poll();
            try (Stream<Path> tasks = Files.list(PROC.resolve(Long.toString(parent)).resolve("task"))) {
                for (Path task : (Iterable<Path>) tasks::iterator) {
                    String children;
                    try {
                        children = Files.readString(task.resolve("children"), StandardCharsets.US_ASCII);
                    } catch (IOException e) {
                        continue;
                    }
                    for (String child : children.trim().split(" ")) {
                        if (!child.isEmpty()) {
                            long c = Long.parseLong(child);
                            out.add(c);
                            todo.add(c);
                        }
                    }
                }
            } catch (IOException | RuntimeException e) {
                // the process is gone
            }
        }
        return out;
    }

    /** The session id of a process, or -1 when it is gone. */
    static long session(long pid) {
        long[] f = statFields(pid);
        return f == null ? -1 : f[3];
    }

    /**
     * Fields 3.. of /proc/PID/stat after the command name, as numbers (state as 0): index 0 = state,
     * 1 = ppid, 2 = pgrp, 3 = session, ..., 11 = utime, 12 = stime, 13 = cutime, 14 = cstime.
     */
    private static long[] statFields(long pid) {
        String text;
        try {
            text = new String(Files.readAllBytes(PROC.resolve(Long.toString(pid)).resolve("stat")),
                    StandardCharsets.US_ASCII);
        } catch (IOException e) {
            return null;
        }
        int close = text.lastIndexOf(')');
        if (close < 0) {
            return null;
        }
        String[] parts = text.substring(close + 2).trim().split(" ");
        long[] out = new long[Math.min(parts.length, 20)];
        for (int i = 1; i < out.length; i++) {
            try {
                out[i] = Long.parseLong(parts[i]);
            } catch (NumberFormatException e) {
                out[i] = 0;
            }
        }
        return out.length >= 15 ? out : null;
    }

    /** Every process in a session (the arena starts bots in a session of their own). */
    static List<Long> sessionMembers(long sessionId) {
        List<Long> out = new ArrayList<>();
        if (sessionId <= 1) {
            return out;
        }
        try (Stream<Path> list = Files.list(PROC)) {
            for (Path p : (Iterable<Path>) list::iterator) {
                String name = p.getFileName().toString();
                if (!name.isEmpty() && Character.isDigit(name.charAt(0))) {
                    long pid = Long.parseLong(name);
                    if (session(pid) == sessionId) {
                        out.add(pid);
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            return out;
        }
        return out;
    }
}
