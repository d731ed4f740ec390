package io.tetrisarena.arena.results;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * What one versus game produced: the seed, both sides and who won. Side 0 is the bot the pairing lists first
 * when {@code swapped} is false; the mirrored game of the same seed has {@code swapped} true.
 *
 * @param event     the event's name
 * @param seedSet   the seed set's name
 * @param seedIndex the seed's position in the set
 * @param seed      the seed
 * @param swapped   whether this is the mirrored game of the pairing (sides swapped)
 * @param sides     side 0 and side 1
 * @param winner    0 or 1, or -1 for a draw
 * @param reason    why the game ended, one line
 * @param turns     turns played (each side placed at most this many pieces)
 * @param worker    the cluster member that played it; null (left out of the file) when played locally
 */
public record VersusRecord(String event, String seedSet, int seedIndex, long seed, boolean swapped, List<Side> sides,
                           int winner, String reason, int turns,
                           @JsonInclude(JsonInclude.Include.NON_NULL) String worker) implements Played<VersusRecord> {
    @JsonCreator
    public VersusRecord {
        sides = List.copyOf(sides);
        reason = BotText.of(reason);
        if (sides.size() != 2 || winner < -1 || winner > 1) {
            throw new IllegalArgumentException("a versus record has two sides and a winner of -1, 0 or 1");
        }
    }

    /** A record played locally. */
    public VersusRecord(String event, String seedSet, int seedIndex, long seed, boolean swapped, List<Side> sides,
                        int winner, String reason, int turns) {
        this(event, seedSet, seedIndex, seed, swapped, sides, winner, reason, turns, null);
    }

    /** This record naming the cluster member that played it. */
    @Override
    public VersusRecord playedBy(String member) {
        return new VersusRecord(event, seedSet, seedIndex, seed, swapped, sides, winner, reason, turns, member);
    }

    /** Whether the game counts for its bots: not when the arena cut it short for either side (an arena fault). */
    public boolean countsForTheBots() {
        return sides.stream().allMatch(s -> s.outcome() == null || s.outcome().countsForTheBot());
    }

    /**
     * One side of a versus game.
     *
     * @param botId            the bot's id
     * @param botVersion       its version
     * @param jarSha256        its plugin jar's sha256
     * @param outcome          how this side's own game ended; null when the opponent's ended first
     * @param detail           the end reason or failure detail; empty when not ended
     * @param pieces           pieces placed
     * @param lines            lines cleared
     * @param attack           lines its clears were worth by the attack table (before cancelling)
     * @param cancelled        incoming garbage lines its attack cancelled
     * @param sent             lines sent on to the opponent ({@code attack - cancelled})
     * @param garbageReceived  garbage rows that rose on its board
     * @param tSpins           T-spins (mini or full)
     * @param tetrises         tetrises
     * @param meanMoveMillis   mean time charged per decision
     * @param maxMoveMillis    longest time charged for a decision
     * @param moves            its compact move list ({@link io.tetrisarena.arena.results.MoveCodec}) with garbage rows
     * @param moveInfo         what the bot said about its moves (TBP's {@code move_info}), as in a game record:
     *                         entry i for move i, null for a move without one; null (left out of the file) when no
     *                         move had one. Information only: replay and verification ignore it
     */
    public record Side(String botId, String botVersion, String jarSha256, Outcome outcome, String detail, int pieces,
                       int lines, int attack, int cancelled, int sent, int garbageReceived, int tSpins, int tetrises,
                       double meanMoveMillis, double maxMoveMillis, String moves,
                       @JsonInclude(JsonInclude.Include.NON_NULL) List<MoveInfo> moveInfo) {
        @JsonCreator
        public Side {
            botVersion = BotText.of(botVersion); // the bot's words: valid text whatever it sent
            detail = BotText.of(detail);
            moveInfo = moveInfo == null ? null : java.util.Collections.unmodifiableList(new java.util.ArrayList<>(
                    moveInfo));
        }

        /** A side none of whose moves came with a move info. */
        public Side(String botId, String botVersion, String jarSha256, Outcome outcome, String detail, int pieces,
                    int lines, int attack, int cancelled, int sent, int garbageReceived, int tSpins, int tetrises,
                    double meanMoveMillis, double maxMoveMillis, String moves) {
            this(botId, botVersion, jarSha256, outcome, detail, pieces, lines, attack, cancelled, sent,
                    garbageReceived, tSpins, tetrises, meanMoveMillis, maxMoveMillis, moves, null);
        }

        /** This side with the bot's move infos (entry i for move i, null for a move without one; or null). */
        public Side withMoveInfo(List<MoveInfo> infos) {
            return new Side(botId, botVersion, jarSha256, outcome, detail, pieces, lines, attack, cancelled, sent,
                    garbageReceived, tSpins, tetrises, meanMoveMillis, maxMoveMillis, moves, infos);
        }
    }

    /** The score of side {@code i}: 1 for a win, 0.5 for a draw, 0 for a loss. */
    public double score(int i) {
        return winner < 0 ? 0.5 : winner == i ? 1 : 0;
    }

    /** The side played by this bot, or -1. */
    public int sideOf(String botId) {
        return sides.get(0).botId().equals(botId) ? 0 : sides.get(1).botId().equals(botId) ? 1 : -1;
    }

    /**
     * One line naming the game by its bots: {@code "a vs b, seed #3: a wins (b topped out)"}, with
     * {@code ", mirrored"} after the seed for the game with the sides swapped.
     */
    public String label() {
        return sides.get(0).botId() + " vs " + sides.get(1).botId() + ", seed #" + seedIndex
                + (swapped ? ", mirrored" : "") + ": " + (winner < 0 ? "draw" : sides.get(winner).botId() + " wins")
                + " (" + reasonByBots() + ")";
    }

    /**
     * The end reason with each side named by its bot ({@code "b topped out (lock out)"} for the recorded
     * {@code "side 1 topped out (lock out)"}, {@code "b failed: ..."} for {@code "bot on side 1 failed: ..."});
     * the record keeps the reason as the game gave it.
     */
    public String reasonByBots() {
        String named = reason;
        for (int s = 0; s < sides.size(); s++) {
            named = named.replace("bot on side " + s + " ", sides.get(s).botId() + " ")
                    .replace("side " + s + " ", sides.get(s).botId() + " ");
        }
        return named;
    }
}
