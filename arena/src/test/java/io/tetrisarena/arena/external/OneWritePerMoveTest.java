package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The frontend sends everything a move needs ({@code play}, {@code new_piece}, {@code suggest}) in one write
 * on the channel, since each write wakes the bot; and a channel without a CPU meter is timed by the wall clock.
 */
class OneWritePerMoveTest {
    /** A channel that writes down each write it is given, over a bot served in this JVM. */
    static final class Counted implements LineChannel {
        final InMemoryBotProcess inner;
        final List<String> writes = new ArrayList<>();
        final boolean metered;

        Counted(InMemoryBotProcess inner, boolean metered) {
            this.inner = inner;
            this.metered = metered;
        }

        @Override
        public boolean alive() {
            return inner.alive();
        }

        @Override
        public synchronized void writeLine(CharSequence lines) throws IOException {
            writes.add(lines.toString());
            inner.writeLine(lines);
        }

        @Override
        public String readLine(long timeoutNanos) throws IOException, InterruptedException {
            return inner.readLine(timeoutNanos);
        }

        @Override
        public boolean hasPendingLine() {
            return inner.hasPendingLine();
        }

        @Override
        public String status() {
            return inner.status();
        }

        @Override
        public CpuMeter cpuMeter() {
            return metered ? inner : null;
        }

        @Override
        public void close() {
            inner.kill();
        }
    }

    private static GameRecord last;

    private static List<String> playOneGame(String event, boolean metered) throws IOException {
        Counted channel = new Counted(new InMemoryBotProcess(MoveInfoTest.counter(new ArrayList<>())), metered);
        Event shortened = TbpGamesTest.shortened(event, 40);
        GameRecord r;
        try (TbpConnector tbp = new TbpConnector(() -> channel, Hosting.PROCESS, 5000)) {
            r = TbpGamesTest.play(tbp, shortened, 1).get(0);
        }
        assertEquals(Outcome.PIECE_CAP, r.outcome(), r.detail());
        assertEquals(40, r.pieces());
        last = r;
        return channel.writes;
    }

    @Test
    void eachMoveIsOneWriteWithAndWithoutPreview() throws IOException {
        for (String event : List.of("marathon", "classic")) {
            List<String> writes = playOneGame(event, true);
            // rules, 40 moves, stop, quit
            assertEquals(43, writes.size(), event + ": " + writes);
            assertEquals("rules", type(writes.get(0)));
            for (int move = 1; move <= 40; move++) {
                String[] lines = writes.get(move).split("\n");
                assertEquals("suggest", type(lines[lines.length - 1]), event + " move " + move);
                assertEquals(move == 1 ? "start" : "play", type(lines[0]), event + " move " + move);
            }
            assertEquals(List.of("stop", "quit"), List.of(type(writes.get(41)), type(writes.get(42))));
        }
    }

    @Test
    void aChannelWithoutAMeterPlaysTheSameGameTimedByTheWallClock() throws IOException {
        List<String> metered = playOneGame("marathon", true);
        assertEquals(0.0, last.maxMoveMillis(), "the in-JVM bot's meter reads no CPU time");
        assertEquals(metered, playOneGame("marathon", false));
        assertTrue(last.maxMoveMillis() > 0, "each move is charged its wall time");
    }

    private static String type(String line) {
        try {
            return TbpCodec.decode(line).type();
        } catch (TbpCodec.MalformedMessageException e) {
            throw new AssertionError(line, e);
        }
    }
}
