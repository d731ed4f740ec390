package io.tetrisarena.benchmarks;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.Rotation;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.external.TbpCodec;
import io.tetrisarena.arena.external.TbpMessage;
import io.tetrisarena.arena.external.TbpMove;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The Tetris Bot Protocol codec on the lines a game sends most: decoding a one-move {@code suggestion} as the
 * arena's isolated children write it (the frontend reads one per move) and a {@code start} on the "messy"
 * board (the bot side reads one per game and after garbage), and encoding that {@code start}. As a baseline,
 * {@code scanSuggestion} reads the suggestion with a hand-written prefix scanner (the arena's fast path until
 * the codec replaced it; kept here only to measure against).
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar TbpCodecBenchmark -f 1 -wi 3 -i 5 -prof gc}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TbpCodecBenchmark {
    private String suggestion;
    private String start;
    private TbpMessage.Start startMessage;

    @Setup
    public void setUp() {
        suggestion = TbpCodec.encode(new TbpMessage.Suggestion(List.of(new TbpMove(
                Placement.of(Piece.T, Rotation.SOUTH, 4, 9), false)), null, null));
        Board board = Positions.named("messy");
        startMessage = TbpMessage.Start.of(Rules.guideline(), board, Piece.I,
                List.of(Piece.T, Piece.S, Piece.Z, Piece.L, Piece.J, Piece.O), EnumSet.of(Piece.I, Piece.O, Piece.T),
                2, 3, 120, 40, 24_000);
        start = TbpCodec.encode(startMessage);
    }

    @Benchmark
    public TbpMessage decodeSuggestion() throws TbpCodec.MalformedMessageException {
        return TbpCodec.decode(suggestion);
    }

    @Benchmark
    public TbpMove scanSuggestion() {
        return RemovedScanner.readPlainSuggestion(suggestion);
    }

    @Benchmark
    public TbpMessage decodeStart() throws TbpCodec.MalformedMessageException {
        return TbpCodec.decode(start, 10, 40);
    }

    @Benchmark
    public String encodeStart() {
        return TbpCodec.encode(startMessage);
    }

    /** The prefix scanner the codec replaced: exactly the frontend's one-move form, else null. */
    static final class RemovedScanner {
        private static final String HEAD = "{\"type\":\"suggestion\",\"moves\":[";

        static TbpMove readPlainSuggestion(String line) {
            if (!line.startsWith(HEAD)) {
                return null;
            }
            int[] at = {HEAD.length()};
            TbpMove move = readPlainMove(line, at);
            return move != null && expect(line, at, "]}") && at[0] == line.length() ? move : null;
        }

        private static TbpMove readPlainMove(String line, int[] at) {
            int[] cursor = {at[0]};
            if (!expect(line, cursor, "{\"location\":{\"type\":\"")) {
                return null;
            }
            String type = plainText(line, cursor);
            String orientation = expect(line, cursor, ",\"orientation\":\"") ? plainText(line, cursor) : null;
            Integer x = expect(line, cursor, ",\"x\":") ? plainInt(line, cursor) : null;
            Integer y = expect(line, cursor, ",\"y\":") ? plainInt(line, cursor) : null;
            String spin = expect(line, cursor, "},\"spin\":\"") ? plainText(line, cursor) : null;
            if (type == null || orientation == null || x == null || y == null || spin == null
                    || !expect(line, cursor, ",\"hold\":")) {
                return null;
            }
            Boolean hold = expect(line, cursor, "true") ? Boolean.TRUE
                    : expect(line, cursor, "false") ? Boolean.FALSE : null;
            if (hold == null || !expect(line, cursor, "}")) {
                return null;
            }
            try {
                TbpMove move = TbpCodec.move(type, orientation, x, y, spin, hold);
                at[0] = cursor[0];
                return move;
            } catch (TbpCodec.MalformedMessageException e) {
                return null;
            }
        }

        private static boolean expect(String line, int[] at, String word) {
            if (!line.startsWith(word, at[0])) {
                return false;
            }
            at[0] += word.length();
            return true;
        }

        private static String plainText(String line, int[] at) {
            int from = at[0];
            for (int i = from; i < line.length() && i - from <= 16; i++) {
                char c = line.charAt(i);
                if (c == '"') {
                    at[0] = i + 1;
                    return i > from ? line.substring(from, i) : null;
                }
                if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')) {
                    return null;
                }
            }
            return null;
        }

        private static Integer plainInt(String line, int[] at) {
            int i = at[0];
            boolean negative = i < line.length() && line.charAt(i) == '-';
            if (negative) {
                i++;
            }
            int from = i;
            int value = 0;
            while (i < line.length() && i - from < 7 && line.charAt(i) >= '0' && line.charAt(i) <= '9') {
                value = value * 10 + (line.charAt(i) - '0');
                i++;
            }
            int digits = i - from;
            if (digits == 0 || digits > 6 || (digits > 1 && line.charAt(from) == '0') || (negative && value == 0)) {
                return null;
            }
            at[0] = i;
            return negative ? -value : value;
        }
    }
}
