package io.tetrisarena.api;

import io.tetrisarena.api.kernel.AttackTable;
import io.tetrisarena.api.kernel.Board;
import java.util.List;
import java.util.Objects;

/**
 * What a bot sees of a versus game besides its own position ({@link Observation#versus()}): the garbage on
 * its way to its own board and the opponent's board, as guideline games show them, and nothing else (not
 * the opponent's queue, hold or score, never the seed). Immutable; {@link #opponentBoard()} is a fresh copy
 * on every call.
 *
 * @see io.tetrisarena.api.kernel.AttackTable what each clear sends
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
public final class VersusView {
    /**
     * One batch of garbage sent by the opponent and not yet risen.
     *
     * @param lines     garbage rows in the batch (they rise together, with one hole column)
     * @param turnsLeft pieces this bot places before the batch may rise: 0 means it rises after this bot's
     *                  next piece unless that piece clears lines or its attack cancels the batch
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public record Incoming(int lines, int turnsLeft) {
        public Incoming {
            if (lines < 1 || turnsLeft < 0) {
                throw new IllegalArgumentException("a batch has at least one line and turnsLeft >= 0");
            }
        }
    }

    private final Board opponentBoard;
    private final List<Incoming> incoming;
    private final int garbageDelay;
    private final AttackTable attackTable;

    /**
     * @param opponentBoard the opponent's board as it is when this bot decides (copied)
     * @param incoming      the batches on their way to this bot, the oldest (first to rise or be cancelled) first
     * @param garbageDelay  the event's garbage delay: pieces a fresh batch waits before it may rise
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public VersusView(Board opponentBoard, List<Incoming> incoming, int garbageDelay) {
        this(opponentBoard, incoming, garbageDelay, AttackTable.guideline());
    }

    /**
     * @param opponentBoard the opponent's board as it is when this bot decides (copied)
     * @param incoming      the batches on their way to this bot, the oldest (first to rise or be cancelled) first
     * @param garbageDelay  the event's garbage delay: pieces a fresh batch waits before it may rise
     * @param attackTable   the event's rule profile: what each clear sends, which spins count
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public VersusView(Board opponentBoard, List<Incoming> incoming, int garbageDelay, AttackTable attackTable) {
        this.opponentBoard = Objects.requireNonNull(opponentBoard, "opponentBoard").copy();
        this.incoming = List.copyOf(incoming);
        this.garbageDelay = garbageDelay;
        this.attackTable = Objects.requireNonNull(attackTable, "attackTable");
    }

    /**
     * The event's rule profile: what each clear sends and which spins count (the guideline's when the view
     * was made without one). Give it to a search's {@link io.tetrisarena.api.kernel.PlayState#attackTable
     * PlayState} to read attacks off its locks.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.4.0")
    public AttackTable attackTable() {
        return attackTable;
    }

    /** A fresh copy of the opponent's board. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public Board opponentBoard() {
        return opponentBoard.copy();
    }

    /** The garbage batches on their way, oldest first (unmodifiable). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public List<Incoming> incoming() {
        return incoming;
    }

    /** The total garbage rows on their way. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public int incomingLines() {
        int sum = 0;
        for (Incoming i : incoming) {
            sum += i.lines();
        }
        return sum;
    }

    /** The event's garbage delay, in pieces. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public int garbageDelay() {
        return garbageDelay;
    }

    @Override
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public boolean equals(Object o) {
        return o instanceof VersusView v && v.opponentBoard.equals(opponentBoard) && v.incoming.equals(incoming)
                && v.garbageDelay == garbageDelay && v.attackTable.equals(attackTable);
    }

    @Override
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public int hashCode() {
        return Objects.hash(opponentBoard, incoming, garbageDelay);
    }

    @Override
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.3.0")
    public String toString() {
        return "VersusView[incoming=" + incoming + ", garbageDelay=" + garbageDelay + "]";
    }
}
