package io.tetrisarena.arena.results;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The record of one finished game, one JSON object per line in a tournament's results file.
 *
 * @param botId           the bot's id
 * @param botVersion      the bot's own version
 * @param jarSha256       the sha256 of the plugin jar the bot came from (hex)
 * @param event           the event name
 * @param seedSet         the seed set's name
 * @param seedIndex       the seed's position in the seed set (0-based)
 * @param seed            the seed
 * @param outcome         how the game ended
 * @param detail          a one-line explanation for failures (empty otherwise)
 * @param pieces          pieces placed
 * @param lines           lines cleared
 * @param score           points scored under the event's scoring table
 * @param tetrises        four-line clears
 * @param tSpins          T-spins (mini or full) that cleared lines or not
 * @param garbageReceived garbage rows pushed in
 * @param highestStack    the highest stack height reached, in rows
 * @param meanMoveMillis  mean milliseconds charged per decision: wall time, or CPU time for a decision whose
 *                        wall time passed the CPU limit (docs/rules.md, section 12)
 * @param maxMoveMillis   the most milliseconds charged for one decision
 * @param moves           the move list, compact (see {@code MoveCodec})
 * @param tournament      the id of the tournament the game belongs to ({@code TournamentPlan}), null outside one
 * @param worker          the cluster member that played it; null (left out of the file) when played locally
 * @param moveInfo        what the bot said about its moves (TBP's {@code move_info}): entry i for move i, null
 *                        for a move without one, the list ending at the last move that had one; null (left out
 *                        of the file) when no move had one. Information only: replay and verification ignore it
 */
@JsonPropertyOrder({"tournament", "worker"}) // first, so each line still ends with its move list
public record GameRecord(String botId, String botVersion, String jarSha256, String event, String seedSet,
                         int seedIndex, long seed, Outcome outcome, String detail, int pieces, int lines,
                         long score, int tetrises, int tSpins, int garbageReceived, int highestStack,
                         double meanMoveMillis, double maxMoveMillis, String moves,
                         @JsonInclude(JsonInclude.Include.NON_NULL) String tournament,
                         @JsonInclude(JsonInclude.Include.NON_NULL) String worker,
                         @JsonInclude(JsonInclude.Include.NON_NULL) java.util.List<MoveInfo> moveInfo) implements Played<GameRecord> {
    @JsonCreator
    public GameRecord {
        botVersion = BotText.of(botVersion); // the bot's words: valid text whatever it sent
        detail = BotText.of(detail);
    }

    /** A record without move infos (none of its moves came with one). */
    public GameRecord(String botId, String botVersion, String jarSha256, String event, String seedSet,
                      int seedIndex, long seed, Outcome outcome, String detail, int pieces, int lines,
                      long score, int tetrises, int tSpins, int garbageReceived, int highestStack,
                      double meanMoveMillis, double maxMoveMillis, String moves, String tournament, String worker) {
        this(botId, botVersion, jarSha256, event, seedSet, seedIndex, seed, outcome, detail, pieces, lines, score,
                tetrises, tSpins, garbageReceived, highestStack, meanMoveMillis, maxMoveMillis, moves, tournament,
                worker, null);
    }

    /** A record of no tournament, played locally (what the referee produces). */
    public GameRecord(String botId, String botVersion, String jarSha256, String event, String seedSet,
                      int seedIndex, long seed, Outcome outcome, String detail, int pieces, int lines,
                      long score, int tetrises, int tSpins, int garbageReceived, int highestStack,
                      double meanMoveMillis, double maxMoveMillis, String moves) {
        this(botId, botVersion, jarSha256, event, seedSet, seedIndex, seed, outcome, detail, pieces, lines, score,
                tetrises, tSpins, garbageReceived, highestStack, meanMoveMillis, maxMoveMillis, moves, null, null);
    }

    /** This record stamped with its tournament's id. */
    public GameRecord inTournament(String id) {
        return new GameRecord(botId, botVersion, jarSha256, event, seedSet, seedIndex, seed, outcome, detail, pieces,
                lines, score, tetrises, tSpins, garbageReceived, highestStack, meanMoveMillis, maxMoveMillis, moves,
                id, worker, moveInfo);
    }

    /** This record naming the cluster member that played it. */
    @Override
    public GameRecord playedBy(String member) {
        return new GameRecord(botId, botVersion, jarSha256, event, seedSet, seedIndex, seed, outcome, detail, pieces,
                lines, score, tetrises, tSpins, garbageReceived, highestStack, meanMoveMillis, maxMoveMillis, moves,
                tournament, member, moveInfo);
    }

    /** This record with the bot's move infos (entry i for move i, null for a move without one; or null). */
    public GameRecord withMoveInfo(java.util.List<MoveInfo> infos) {
        return new GameRecord(botId, botVersion, jarSha256, event, seedSet, seedIndex, seed, outcome, detail, pieces,
                lines, score, tetrises, tSpins, garbageReceived, highestStack, meanMoveMillis, maxMoveMillis, moves,
                tournament, worker, infos == null ? null : java.util.Collections.unmodifiableList(
                        new java.util.ArrayList<>(infos)));
    }
}
