package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A process whose every descendant dies with it is read by the thread that waits for its line: lines are
 * split as the queued reader splits them, and a wait that outlasts its patience ends the process, which ends
 * the read. Only processes this test starts (a shell that sleeps) are touched.
 */
class ReadOnTheWaitingThreadTest {
    @TempDir
    Path work;

    private static DirectLineReader reader(String text, int maxLineBytes) {
        return new DirectLineReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), maxLineBytes);
    }

    @Test
    void splitsLinesAtNewlinesAndCarriageReturnNewlinesAndDropsALineTheEndCutsOff() throws Exception {
        DirectLineReader r = reader("first\nsecond\r\n\nthird é\nunfinished", 64);
        assertNull(r.buffered(), "nothing is read before a line is asked for");
        assertEquals("first", r.next());
        assertTrue(r.hasPending());
        assertEquals("second", r.buffered(), "already read with the first");
        assertEquals("", r.next());
        assertEquals("third é", r.next());
        assertNull(r.next());
        assertTrue(r.ended());
    }

    @Test
    void refusesALineOverTheLimitButTakesOneAtIt() throws Exception {
        DirectLineReader atLimit = reader("x".repeat(10) + "\n", 10);
        assertEquals("x".repeat(10), atLimit.next());
        DirectLineReader over = reader("y".repeat(11) + "\n", 10);
        assertThrows(LineChannel.LineTooLongException.class, over::next);
        DirectLineReader endless = reader("z".repeat(100_000), 20_000);
        assertThrows(LineChannel.LineTooLongException.class, endless::next);
    }

    /** Whether the bot's process is gone, waiting up to 5 s for the JVM to notice its end. */
    private static boolean ended(DefaultBotProcess p) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (p.alive() && System.nanoTime() < end) {
            Thread.sleep(5);
        }
        return !p.alive();
    }

    private DefaultBotProcess sleeper(boolean endsEveryDescendant) throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs /bin/sh");
        return DefaultBotProcess.start(List.of("/bin/sh", "-c", "echo hello; exec sleep 30"), work, Map.of(),
                work.resolve("sleeper.log"), 1024, null, endsEveryDescendant);
    }

    @Test
    void aReadThatOutlastsItsPatienceEndsTheProcessAndReturnsNothing() throws Exception {
        DefaultBotProcess p = sleeper(true);
        try {
            assertEquals("hello", p.readLine(TimeUnit.SECONDS.toNanos(10)));
            long start = System.nanoTime();
            long giveUpAt = start + TimeUnit.MILLISECONDS.toNanos(100);
            assertNull(p.readLine(now -> now - giveUpAt >= 0 ? "too slow" : null));
            long waited = System.nanoTime() - start;
            assertTrue(waited >= TimeUnit.MILLISECONDS.toNanos(100), "waited " + waited);
            assertTrue(waited < TimeUnit.SECONDS.toNanos(5), "waited " + waited);
            assertTrue(ended(p), "the process was ended");
        } finally {
            p.kill();
        }
    }

    @Test
    void aTimedReadOnTheWaitingThreadEndsTheProcessWhileAQueuedOneLeavesItRunning() throws Exception {
        DefaultBotProcess direct = sleeper(true);
        DefaultBotProcess queued = sleeper(false);
        try {
            assertEquals("hello", direct.readLine(TimeUnit.SECONDS.toNanos(10)));
            assertEquals("hello", queued.readLine(TimeUnit.SECONDS.toNanos(10)));
            assertNull(direct.readLine(TimeUnit.MILLISECONDS.toNanos(20)));
            assertNull(queued.readLine(TimeUnit.MILLISECONDS.toNanos(20)));
            assertTrue(ended(direct));
            assertTrue(queued.alive(), "a queued read can stop waiting without ending the bot");
        } finally {
            direct.kill();
            queued.kill();
        }
    }

    @Test
    void aLineNobodyAskedForIsSeenBeforeTheNextRequest() throws Exception {
        DefaultBotProcess p = DefaultBotProcess.start(List.of("/bin/sh", "-c", "echo answer; echo extra; exec sleep 30"),
                work, Map.of(), work.resolve("twice.log"), 1024, null, true);
        try {
            assertEquals("answer", p.readLine(TimeUnit.SECONDS.toNanos(10)));
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (!p.hasPendingLine() && System.nanoTime() < end) {
                Thread.sleep(5);
            }
            assertTrue(p.hasPendingLine());
            assertEquals("extra", p.readLine(TimeUnit.SECONDS.toNanos(10)));
            assertFalse(p.hasPendingLine());
        } finally {
            p.kill();
        }
    }
}
