package io.tetrisarena.arena.external;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.VersusView;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.arena.results.MoveInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * One message of the Tetris Bot Protocol, with the arena's extensions, as a typed value: what {@link TbpCodec}
 * writes as a line and reads back. The frontend sends {@link Rules}, {@link Start}, {@link Suggest},
 * {@link Play}, {@link NewPiece}, {@link Garbage}, {@link Stop} and {@link Quit}; a bot sends {@link Info},
 * {@link Ready}, {@link Error} and {@link Suggestion}. The arena's own isolated children add {@link JvmReady},
 * {@link JvmGo}, {@link Listed}, {@link Problem} and {@link Serve}. A message of a type nobody knows reads as
 * {@link Unknown}.
 */
public sealed interface TbpMessage {
    /** The message's {@code type}, as on the wire. */
    String type();

    /**
     * {@code rules}: the event's rules (in the arena's extension, with its name; the randomizer in TBP's own
     * field), and TBP's {@code "garbage": "general"} for a bot that listed the {@code garbage} feature.
     */
    record Rules(io.tetrisarena.api.rules.Rules rules, boolean generalGarbage) implements TbpMessage {
        public String type() {
            return "rules";
        }
    }

    /**
     * {@code start}: the position a bot plays from.
     *
     * @param board           the board (row 0 at the bottom)
     * @param hold            the held piece, or null
     * @param queue           the current piece, then the preview
     * @param bagState        the pieces a 7-bag can deal after the queue; null for any other randomizer
     * @param combo           the arena's combo counter (-1: none; TBP counts consecutive clears, one more)
     * @param backToBack      TBP's {@code back_to_back}
     * @param backToBackChain difficult clears in a row (the arena's extension), -1 when not given
     * @param piecesPlaced    pieces placed so far (the arena's extension)
     * @param lines           lines cleared so far (the arena's extension)
     * @param score           the score so far (the arena's extension)
     */
    record Start(Board board, Piece hold, List<Piece> queue, Set<Piece> bagState, int combo, boolean backToBack,
                 int backToBackChain, int piecesPlaced, int lines, long score) implements TbpMessage {
        public Start {
            queue = List.copyOf(queue);
            bagState = bagState == null ? null : Set.copyOf(bagState);
        }

        /**
         * The position as the arena shows it: the bag state only under a 7-bag, TBP's {@code back_to_back}
         * when the chain is on.
         */
        public static Start of(io.tetrisarena.api.rules.Rules rules, Board board, Piece hold, List<Piece> queue,
                               Set<Piece> bagRemaining, int combo, int backToBackChain, int piecesPlaced, int lines,
                               long score) {
            return new Start(board, hold, queue,
                    rules.randomizer() == io.tetrisarena.api.rules.RandomizerKind.SEVEN_BAG ? bagRemaining : null,
                    combo, backToBackChain > 0, backToBackChain, piecesPlaced, lines, score);
        }

        public String type() {
            return "start";
        }
    }

    /** {@code suggest}, with the arena's versus extension in a versus game ({@code versus} null otherwise). */
    record Suggest(VersusView versus) implements TbpMessage {
        public String type() {
            return "suggest";
        }
    }

    /** {@code play}: the move the frontend played. */
    record Play(TbpMove move) implements TbpMessage {
        public String type() {
            return "play";
        }
    }

    /** {@code new_piece}: one more piece at the end of the queue. */
    record NewPiece(Piece piece) implements TbpMessage {
        public String type() {
            return "new_piece";
        }
    }

    /**
     * {@code garbage} (TBP's garbage proposal): rows risen under the stack, the highest first (the last becomes
     * the bottom row), each a bit mask of its filled cells (bit x = column x) on a board {@code width} wide.
     */
    record Garbage(int width, List<Integer> rows) implements TbpMessage {
        public Garbage {
            rows = List.copyOf(rows);
        }

        /** The bottom {@code count} rows of {@code board}, highest first. */
        public static Garbage of(Board board, int count) {
            List<Integer> rows = new ArrayList<>(count);
            for (int y = count - 1; y >= 0; y--) {
                rows.add(board.row(y));
            }
            return new Garbage(board.width(), rows);
        }

        public String type() {
            return "garbage";
        }
    }

    /** {@code stop}: the game is over. */
    record Stop() implements TbpMessage {
        public String type() {
            return "stop";
        }
    }

    /** {@code quit}: the bot should exit. */
    record Quit() implements TbpMessage {
        public String type() {
            return "quit";
        }
    }

    /**
     * {@code info}: the bot's identity, the features it supports, and the arena's extension (its id and
     * description). Name, version and author are null when not given as text.
     */
    record Info(String name, String version, String author, List<String> features, String id, String description)
            implements TbpMessage {
        public Info {
            features = List.copyOf(features);
        }

        /** What the arena's bot side says of a bot: TBP's {@code randomizer} and {@code garbage} features. */
        public static Info of(BotInfo info) {
            return new Info(info.name(), info.version(), info.author(),
                    List.of("randomizer", TbpCodec.GARBAGE_FEATURE), info.id(), info.description());
        }

        /** Whether the bot listed the {@code garbage} feature: it is told of garbage rows, never restarted by them. */
        public boolean takesGarbage() {
            return features.contains(TbpCodec.GARBAGE_FEATURE);
        }

        public String type() {
            return "info";
        }
    }

    /** {@code ready}: the bot accepts the rules. */
    record Ready() implements TbpMessage {
        public String type() {
            return "ready";
        }
    }

    /**
     * {@code error}: the bot declines, with a reason such as {@link TbpCodec#UNSUPPORTED_RULES} and the arena's
     * extension {@value TbpCodec#ERROR_DETAIL} (the bot's own words; null when not given).
     */
    record Error(String reason, String detail) implements TbpMessage {
        public String type() {
            return "error";
        }
    }

    /**
     * {@code suggestion}: moves in order of preference, TBP's {@code move_info} (null when none), and the arena's
     * error extension: what the bot threw (null when it did not).
     *
     * @param unreadable why the first unreadable move could not be read (null when every move was read); such
     *                   moves are left out of {@code moves}
     */
    record Suggestion(List<TbpMove> moves, String unreadable, String error, MoveInfo moveInfo)
            implements TbpMessage {
        public Suggestion {
            moves = List.copyOf(moves);
        }

        /** A suggestion as a bot writes one: every move readable. */
        public Suggestion(List<TbpMove> moves, String error, MoveInfo moveInfo) {
            this(moves, null, error, moveInfo);
        }

        public String type() {
            return "suggestion";
        }
    }

    /** The arena's isolated child's first line, before any bot code runs in it. */
    record JvmReady() implements TbpMessage {
        public String type() {
            return "tetris_arena_jvm_ready";
        }
    }

    /** The arena's answer to {@link JvmReady}: go on. */
    record JvmGo() implements TbpMessage {
        public String type() {
            return "tetris_arena_go";
        }
    }

    /** A listing child's last line, after the {@code info} of each bot and each {@link Problem}. */
    record Listed() implements TbpMessage {
        public String type() {
            return "tetris_arena_listed";
        }
    }

    /** A listing child's problem with the jar, one line ({@code source: cause; fix}). */
    record Problem(String line) implements TbpMessage {
        public String type() {
            return TbpCodec.PROBLEM;
        }
    }

    /** The arena's word to a listing child: serve this bot of the jar. */
    record Serve(String bot) implements TbpMessage {
        public String type() {
            return TbpCodec.SERVE;
        }
    }

    /** A message of a type the arena does not know: ignored, as the protocol asks. */
    record Unknown(String type) implements TbpMessage {
    }
}
