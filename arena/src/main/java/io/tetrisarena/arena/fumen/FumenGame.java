package io.tetrisarena.arena.fumen;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.arena.results.MoveCodec;
import java.util.ArrayList;
import java.util.List;

/**
 * A recorded game as a multi-page fumen, for browsing it move by move in a fumen viewer: page {@code k} is the
 * field after {@code k} moves, each cell in the colour of the piece that filled it (garbage grey), with move
 * {@code k + 1}'s piece as the page's piece; the last page has no piece. The game is re-played by the engine
 * ({@link Game}), so line clears and rising garbage are the engine's.
 */
public final class FumenGame {
    private FumenGame() {
    }

    /**
     * The export of a game's first moves.
     *
     * @param fumen the fumen v115 string
     * @param moves how many moves its pages cover
     * @param note  empty when every asked-for move is covered, else one line saying why the pages stop early
     */
    public record Export(String fumen, int moves, String note) {
    }

    /**
     * Exports the first {@code limit} moves of a game. Pages stop early, with a note, before the first piece or
     * stack that reaches above fumen's 23 rows; a field lower than 23 rows is padded.
     *
     * @throws IllegalArgumentException when the field is not 10 wide (one line) or the moves do not replay
     *                                  under these rules
     */
    public static Export of(Rules rules, long seed, String moves, int limit) {
        return of(rules, seed, moves, limit, false);
    }

    /**
     * Exports the first {@code limit} moves of one side of a versus game, whose garbage rows come from the
     * opponent: each garbage row of its move list rises, with its hole, under the page before the next move.
     */
    public static Export ofVersusSide(Rules rules, long seed, String moves, int limit) {
        return of(rules, seed, moves, limit, true);
    }

    private static Export of(Rules rules, long seed, String moves, int limit, boolean garbageFromMoves) {
        if (rules.width() != Fumen.WIDTH) {
            throw new IllegalArgumentException("fumen fields are 10 wide, this event's is " + rules.width());
        }
        Game game = new Game(rules, seed);
        List<int[]> fields = new ArrayList<>();
        List<Fumen.Operation> operations = new ArrayList<>();
        int[] field = new int[Fumen.BLOCKS];
        fields.add(field);
        operations.add(null);
        String note = "";
        int applied = 0;
        for (MoveCodec.Token token : MoveCodec.decode(moves)) {
            if (token.isGarbage()) {
                if (garbageFromMoves && applied < limit && note.isEmpty()) {
                    game.receiveGarbage(token.garbageHole(), 1);
                    if (game.board().stackHeight() > Fumen.HEIGHT) {
                        note = "garbage after move " + applied + " lifts the stack above fumen's " + Fumen.HEIGHT
                                + " rows; the pages stop there";
                        break;
                    }
                    field = Fumen.fieldOf(game.board(), raise(field, 1));
                    fields.set(fields.size() - 1, field);
                }
                continue; // solo: the engine raises the event's garbage itself as the game is re-played
            }
            if (applied == limit) {
                operations.set(operations.size() - 1, fits(token) ? Fumen.Operation.of(token.placement()) : null);
                break;
            }
            if (!fits(token)) {
                note = "move " + (applied + 1) + " places a piece above fumen's " + Fumen.HEIGHT + " rows; the pages"
                        + " stop before it";
                break;
            }
            Fumen.Operation op = Fumen.Operation.of(token.placement());
            int garbageBefore = game.garbageReceived();
            game.apply(new Move(token.hold(), token.placement()));
            if (game.board().stackHeight() > Fumen.HEIGHT) {
                note = "after move " + (applied + 1) + " the stack is above fumen's " + Fumen.HEIGHT + " rows; the"
                        + " pages stop before it";
                break;
            }
            operations.set(operations.size() - 1, op);
            int[] next = raise(Fumen.afterLock(field, op, false, false), game.garbageReceived() - garbageBefore);
            field = Fumen.fieldOf(game.board(), next);
            fields.add(field);
            operations.add(null);
            applied++;
        }
        return new Export(Fumen.encode(fields, operations), applied, note);
    }

    private static boolean fits(MoveCodec.Token token) {
        for (int[] cell : Fumen.Operation.of(token.placement()).cells()) {
            if (cell[1] >= Fumen.HEIGHT) {
                return false;
            }
        }
        return true;
    }

    /** The field with every row moved up by {@code rows} (what rose below is filled in from the board). */
    private static int[] raise(int[] field, int rows) {
        if (rows <= 0) {
            return field;
        }
        int[] out = new int[Fumen.BLOCKS];
        int width = Fumen.WIDTH;
        for (int y = 0; y + rows < Fumen.HEIGHT; y++) {
            System.arraycopy(field, width * (y + 1), out, width * (y + 1 + rows), width);
        }
        return out;
    }
}
