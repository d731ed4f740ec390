package io.tetrisarena.arena.app;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.LockResult;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.ObservedQueue;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.kernel.PlayState;
import io.tetrisarena.api.kernel.Scoring;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.PluginProblem;
import io.tetrisarena.arena.referee.BotConnection;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.Detached;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.referee.Reply;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One move asked of a bot on a given position, as {@code arena suggest} asks it: the position's legal placements
 * and the observation a game would give the bot, the bot asked once under the rules' time limit, its answer
 * checked against the legal placements and locked.
 */
public final class Suggestion {
    private final Rules rules;
    private final Board board;
    private final PlayState state;
    private final List<Placement> placements;
    private final List<Placement> holdPlacements;
    private final Observation observation;
    private final long limit;

    /**
     * The position of {@code board} with {@code queue} (the current piece, then the preview) and {@code hold}
     * (null: empty) under {@code rules}.
     *
     * @throws IllegalArgumentException with a one-line reason when the current piece has no legal placement
     */
    public Suggestion(Rules rules, Board board, List<Piece> queue, Piece hold) {
        this.rules = rules;
        this.board = board;
        Piece current = queue.get(0);
        List<Piece> preview = queue.subList(1, Math.min(queue.size(), 1 + rules.previewCount()));
        MoveGenerator generator = MoveGenerator.forRules(rules);
        PlacementList list = new PlacementList();
        generator.generate(board, current, list);
        placements = list.toList();
        if (placements.isEmpty()) {
            throw new IllegalArgumentException("the " + current + " piece has no legal placement on this board"
                    + " (blocked out)");
        }
        ObservedQueue known = new ObservedQueue().load(current, preview, EnumSet.allOf(Piece.class), rules.randomizer());
        state = PlayState.of(rules, board, known).reset(known, hold, Scoring.NO_COMBO, false, 0, 0, 0);
        Piece holdIn = state.holdIn();
        if (holdIn != null) {
            generator.generate(board, holdIn, list);
            holdPlacements = list.toList();
        } else {
            holdPlacements = List.of();
        }
        limit = TimeUnit.MILLISECONDS.toNanos(rules.moveTimeMillis());
        observation = new Observation(rules, board, current, hold, preview, EnumSet.allOf(Piece.class), 0, 0,
                Scoring.NO_COMBO, false, 0, limit, placements, holdPlacements);
    }

    /**
     * The bot's move and what it did.
     *
     * @param move   the move as the bot gave it
     * @param chosen its placement, canonical
     * @param result what locking it did
     * @param after  the board after it locked and its lines cleared
     */
    public record Answer(Move move, Placement chosen, LockResult result, Board after) {
    }

    /** The bot gave no usable move; the message is one line naming the bot. */
    public static final class NoMove extends Exception {
        private static final long serialVersionUID = 1L;

        NoMove(String message) {
            super(message);
        }
    }

    /**
     * Asks {@code bot} for its move on this position once, as a game would (its start, then one decision, both
     * under the rules' time limit), and locks it.
     *
     * @throws NoMove when the bot threw, gave no move or gave an illegal one
     */
    public Answer ask(LoadedBot bot) throws NoMove {
        Move move;
        try (BotConnector connector = bot.connector(); BotConnection connection = connector.open("suggest")) {
            long backstop = Referee.backstopNanos(limit);
            Reply reply = Detached.call(connection, c -> {
                Reply started = c.start(rules, limit, backstop);
                return started.status() == Reply.Status.ANSWERED ? c.decide(observation, limit, backstop) : started;
            });
            if (reply.status() == Reply.Status.THREW) {
                throw new NoMove("bot " + bot.id() + " threw " + PluginProblem.oneLine(reply.error()));
            }
            if (reply.status() == Reply.Status.NO_ANSWER || reply.move() == null) {
                throw new NoMove("bot " + bot.id() + " gave no move" + (reply.detail().isEmpty() ? ""
                        : ": " + reply.detail()));
            }
            move = reply.move();
        }
        List<Placement> legal = move.useHold() ? holdPlacements : placements;
        Placement chosen = move.placement().canonical();
        if (!legal.contains(chosen)) {
            throw new NoMove("bot " + bot.id() + " answered an illegal move: " + (move.useHold() ? "hold, then " : "")
                    + move.placement());
        }
        LockResult result = state.lock(chosen, move.useHold(), new LockResult());
        return new Answer(move, chosen, result, state.board());
    }

    /** The board the position starts from. */
    public Board board() {
        return board;
    }
}
