package io.tetrisarena.arena.referee;

import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;
import java.util.function.Consumer;

/**
 * A bot running in this JVM, called inline on the caller's thread: no handoff, no allocation of its own
 * per move. Each call is timed by a {@link MoveWatchdog} slot (see there for how CPU time is measured); a
 * call that overruns its CPU limit or wall backstop without returning is abandoned by the watchdog, which
 * hands the {@link Reply} to the {@link #onAbandoned listener} and interrupts the thread.
 */
public final class InProcessConnection implements InlineConnection {
    private final TetrisBot bot;
    private final String label;
    private final MoveWatchdog.Slot slot;
    private BotPlayer player;
    private boolean broken;
    private Reply failure;
    private long cpu;

    public InProcessConnection(TetrisBot bot, String label) {
        this.bot = bot;
        this.label = label;
        this.slot = MoveWatchdog.open(label);
    }

    @Override
    public void onAbandoned(Consumer<Reply> listener) {
        slot.onAbandoned(listener);
    }

    @Override
    public Reply start(Rules rules, long cpuLimitNanos, long wallBackstopNanos) {
        if (broken) {
            return Reply.noAnswer("the bot did not answer an earlier request", 0);
        }
        BotPlayer made;
        slot.begin(cpuLimitNanos, wallBackstopNanos);
        try {
            made = bot.newPlayer(rules);
        } catch (Throwable e) {
            return failed(e);
        }
        long wall = finish();
        if (made == null) {
            return Reply.threw(new IllegalStateException("newPlayer returned null"), slot.charged(wall));
        }
        player = made;
        return Reply.answered(null, slot.charged(wall));
    }

    @Override
    public Reply decide(Observation observation, long cpuLimitNanos, long wallBackstopNanos) {
        Move move = decideMove(observation, cpuLimitNanos, wallBackstopNanos);
        return failure != null ? failure : Reply.answered(move, cpu);
    }

    @Override
    public Move decideMove(Observation observation, long cpuLimitNanos, long wallBackstopNanos) {
        if (broken || player == null) {
            failure = Reply.noAnswer("the bot did not answer an earlier request", 0);
            cpu = 0;
            return null;
        }
        Move move;
        slot.begin(cpuLimitNanos, wallBackstopNanos);
        try {
            move = player.decide(observation);
        } catch (Throwable e) {
            failure = failed(e);
            cpu = failure.cpuNanos();
            return null;
        }
        cpu = slot.charged(finish());
        if (failure != null) {
            failure = null;
        }
        return move;
    }

    @Override
    public long lastCpuNanos() {
        return cpu;
    }

    @Override
    public long lastEndNanos() {
        return slot.endedAt();
    }

    @Override
    public Reply lastFailure() {
        return failure;
    }

    private Reply failed(Throwable error) {
        return Reply.threw(error, slot.charged(finish()));
    }

    /** Ends the call on the slot; a bot may not leave the worker thread interrupted. */
    private long finish() {
        long wall = slot.end();
        Thread.interrupted();
        if (wall < 0) {
            broken = true;
            throw new AbandonedCallException(label);
        }
        return wall;
    }

    @Override
    public void close() {
        slot.close();
    }
}
