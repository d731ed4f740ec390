package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProcessTreeTest {
    /** utime + stime + cutime + cstime of a stat line, in ticks, the slow and obvious way. */
    private static long ticks(String stat) {
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(f[11]) + Long.parseLong(f[12]) + Long.parseLong(f[13]) + Long.parseLong(f[14]);
    }

    @Test
    void readsTheCpuTimeOfEveryThreadOfAProcessFromItsStat() throws Exception {
        assumeTrue(ProcessTree.available(), "needs /proc");
        long pid = ProcessHandle.current().pid();
        Path statFile = Path.of("/proc", Long.toString(pid), "stat");
        try (ProcessTree.Stat stat = ProcessTree.Stat.open(pid)) {
            long x = 0;
            long end = System.nanoTime() + 200_000_000L;
            while (System.nanoTime() < end) {
                x += x * 31 + 7;
            }
            long before = ticks(Files.readString(statFile));
            long read = stat.cpuNanos();
            long after = ticks(Files.readString(statFile));
            assertTrue(read >= before * 10_000_000L && read <= after * 10_000_000L, before + " " + read + " " + after);
            assertTrue(read > 0 || x == 1);
        }
        assertEquals(null, ProcessTree.Stat.open(Long.MAX_VALUE));
    }

    @Test
    void findsAProcesssDescendantsThroughItsThreadsChildrenAndReadsTheirThreadsAndMemory() throws Exception {
        assumeTrue(ProcessTree.available(), "needs /proc");
        Process shell = new ProcessBuilder("/bin/sh", "-c", "sleep 30 & sleep 30 & wait").start();
        try {
            List<Long> expected = List.of();
            for (int i = 0; i < 100 && expected.size() < 2; i++) {
                Thread.sleep(20);
                expected = shell.descendants().map(ProcessHandle::pid).sorted().toList();
            }
            assertEquals(2, expected.size());
            assertEquals(expected, ProcessTree.descendants(shell.pid()).stream().sorted().toList());
            try (ProcessTree.Stat stat = ProcessTree.Stat.open(shell.pid())) {
                assertTrue(stat.cpuNanos() >= 0);
                assertEquals(1, stat.threads(), "a shell has one thread");
                assertTrue(stat.residentPages() > 0, "a running shell holds memory");
            }
        } finally {
            shell.descendants().forEach(ProcessHandle::destroyForcibly);
            shell.destroyForcibly();
            shell.waitFor();
        }
        assertEquals(List.of(), ProcessTree.descendants(shell.pid()), "a process that is gone has none");
    }
}
