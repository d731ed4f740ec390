package io.tetrisarena.arena.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Where {@link GameWorkers} hands its records over: on the calling thread, each game once, while the workers play on. */
class GameWorkersSinkTest {

    @Test
    void everyRecordReachesTheSinkOnceOnTheCallingThread() throws Exception {
        Thread caller = Thread.currentThread();
        Set<String> playedOn = ConcurrentHashMap.newKeySet();
        List<Integer> delivered = new ArrayList<>();
        GameWorkers.<String>run("sink-test", 3, 40, (i, abandoned) -> {
            playedOn.add(Thread.currentThread().getName());
            return "game " + i;
        }, (index, record) -> {
            assertSame(caller, Thread.currentThread(), "the sink runs on the thread that called run");
            assertEquals("game " + index, record);
            delivered.add(index);
        });
        assertEquals(40, delivered.size());
        assertEquals(40, new TreeSet<>(delivered).size(), "each game once");
        assertTrue(playedOn.stream().allMatch(name -> name.startsWith("sink-test-")), playedOn.toString());
    }

    @Test
    void aWorkerPlaysItsNextGameWhileTheSinkWritesTheLastOne() throws Exception {
        // The sink holds the first record until the second game has been played: with one worker that can only
        // happen if the worker goes on while the sink works.
        CountDownLatch secondPlayed = new CountDownLatch(1);
        List<Integer> delivered = new ArrayList<>();
        GameWorkers.<Integer>run("sink-test", 1, 3, (i, abandoned) -> {
            if (i == 1) {
                secondPlayed.countDown();
            }
            return i;
        }, (index, record) -> {
            if (index == 0) {
                try {
                    assertTrue(secondPlayed.await(30, TimeUnit.SECONDS), "the worker went on to game 1");
                } catch (InterruptedException interrupted) {
                    throw new IOException(interrupted);
                }
            }
            delivered.add(record);
        });
        assertEquals(List.of(0, 1, 2), delivered);
    }

    @Test
    void aSinkThatFailsStopsTheRunWithItsErrorAndNoNewGameStarts() {
        AtomicInteger played = new AtomicInteger();
        CountDownLatch failed = new CountDownLatch(1);
        IOException e = assertThrows(IOException.class, () -> GameWorkers.<Integer>run("sink-test", 1, 1000,
                (i, abandoned) -> {
                    if (i >= 5) {
                        // Games after the first few wait for the failure and then take a millisecond each: the
                        // workers see it within a few games, and 500 would take half a second.
                        failed.await(30, TimeUnit.SECONDS);
                        Thread.sleep(1);
                    }
                    played.incrementAndGet();
                    return i;
                }, (index, record) -> {
                    if (index == 2) {
                        failed.countDown();
                        throw new IOException("disk full");
                    }
                }));
        assertEquals("disk full", e.getMessage());
        assertTrue(played.get() < 500, "no new game once the failure was seen: " + played.get());
    }
}
