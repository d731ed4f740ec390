package io.tetrisarena.arena.app;

import io.tetrisarena.arena.game.IllegalMoveException;
import io.tetrisarena.api.Move;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.MoveCodec;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import java.util.List;
import java.util.function.Consumer;

/**
 * A recorded game played again ({@code arena replay}): found in a results log by bot, event and seed, its
 * event as the log's header defines it, its moves applied to a fresh game of its seed, and whether the replay
 * reproduces the record.
 */
public final class Replay {
    private Replay() {
    }

    /**
     * A recorded game and the event it was played under.
     *
     * @param record the record
     * @param event  its event, as the log's header defines it
     */
    public record Found(GameRecord record, Event event) {
    }

    /**
     * The game of {@code bot} in {@code eventName} on seed index {@code seed} (with {@code raw}: the seed itself)
     * in {@code contents}, the log named {@code where} in messages.
     *
     * @throws IllegalArgumentException with a one-line reason when there is no such game or event
     */
    public static Found find(ResultsStore.Contents<GameRecord> contents, String where, String bot, String eventName,
                             boolean raw, long seed) {
        List<GameRecord> matching = contents.games().stream()
                .filter(g -> g.botId().equals(bot) && g.event().equals(eventName)).toList();
        GameRecord record = matching.stream().filter(g -> raw ? g.seed() == seed : g.seedIndex() == seed)
                .findFirst().orElse(null);
        if (record == null) {
            throw new IllegalArgumentException("no game of bot '" + bot + "' in event '" + eventName + "' with "
                    + (raw ? "raw seed " : "seed #") + seed + " in " + where + " (" + matching.size()
                    + " games of that bot and event)");
        }
        TournamentHeader.EventInfo info = contents.header().events().stream()
                .filter(e -> e.name().equals(eventName)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(where + ": the header does not define event "
                        + eventName));
        return new Found(record, Events.parse(info.definitionJson(), where + " (event " + eventName + ")"));
    }

    /**
     * Applies the record's moves (garbage tokens skipped) to {@code game}, at most {@code stopAfter} of them,
     * telling {@code afterEach} after each.
     *
     * @return how many moves were applied
     * @throws IllegalArgumentException when the recorded moves do not replay
     */
    public static int play(Game game, String moves, int stopAfter, Consumer<Game> afterEach) {
        int applied = 0;
        try {
            for (MoveCodec.Token token : MoveCodec.decode(moves)) {
                if (token.isGarbage()) {
                    continue;
                }
                if (applied == stopAfter) {
                    break;
                }
                game.apply(new Move(token.hold(), token.placement()));
                applied++;
                afterEach.accept(game);
            }
        } catch (IllegalMoveException | IllegalStateException | IllegalArgumentException e) {
            throw new IllegalArgumentException("the recorded moves do not replay: " + e.getMessage(), e);
        }
        return applied;
    }

    /** Whether a game replayed whole reproduces the record: its pieces, lines, score and moves. */
    public static boolean reproduces(Game game, GameRecord record) {
        return game.piecesPlaced() == record.pieces() && game.lines() == record.lines()
                && game.score() == record.score() && game.moves().equals(record.moves());
    }
}
