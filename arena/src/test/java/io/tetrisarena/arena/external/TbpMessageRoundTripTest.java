package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.ObservationBuilder;
import io.tetrisarena.api.VersusView;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.results.MoveInfo;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Every message the codec writes reads back equal, on both sides: the frontend's messages for random positions
 * of every bundled event and versus profile (the positions of {@link ObservationOverTheProtocolTest}, made messy:
 * scattered cells, full-width rows, garbage on its way, long back-to-back chains and combos), the bot's
 * suggestions of every legal move with hold, spin, {@code move_info} and errors, and every other message type.
 * ({@link ObservationOverTheProtocolTest} checks that a bot is shown the same observation; this checks the
 * codec alone, value by value.)
 */
class TbpMessageRoundTripTest {
    /** Writes, reads back on a field of the rules' size, and checks the reading is equal and writes the same line. */
    private static <T extends TbpMessage> T roundTrip(T message, Rules rules) throws Exception {
        String line = TbpCodec.encode(message);
        TbpMessage read = TbpCodec.decode(line, rules.width(), rules.height());
        assertEquals(message, read, line);
        assertEquals(line, TbpCodec.encode(read), "read back, it is written the same");
        @SuppressWarnings("unchecked")
        T typed = (T) read;
        return typed;
    }

    private static void assertSameCells(Board expected, Board read) {
        assertEquals(expected.width(), read.width());
        assertEquals(expected.height(), read.height());
        for (int y = 0; y < expected.height(); y++) {
            for (int x = 0; x < expected.width(); x++) {
                assertEquals(expected.isFilled(x, y), read.isFilled(x, y), "cell (" + x + ", " + y + ")");
            }
        }
    }

    /** A board with scattered cells, some rows full from wall to wall and some empty, up to its top row. */
    private static Board messy(Rules rules, Random random) {
        Board board = new Board(rules.width(), rules.height());
        int top = random.nextInt(rules.height() + 1);
        for (int y = 0; y < top; y++) {
            int kind = random.nextInt(6);
            for (int x = 0; x < rules.width(); x++) {
                if (kind == 0 || kind > 1 && random.nextInt(kind) == 0) {
                    board.fill(x, y);
                }
            }
        }
        return board;
    }

    /** The observation with a messy board (and, in versus, a messy opponent board and garbage on its way). */
    private static Observation messier(Observation o, Random random) {
        Rules rules = o.rules();
        Observation mess = ObservationBuilder.of(rules).board(messy(rules, random)).queue(o.current(), o.preview())
                .hold(o.hold().orElse(null)).bagRemaining(o.bagRemaining())
                .progress(o.score(), o.lines(), o.combo(), o.backToBack()).backToBackChain(o.backToBackChain())
                .piecesPlaced(o.piecesPlaced()).timeBudgetNanos(o.timeBudgetNanos()).build();
        if (o.versus().isEmpty()) {
            return mess;
        }
        VersusView v = o.versus().get();
        List<VersusView.Incoming> incoming = new ArrayList<>(v.incoming());
        for (int i = random.nextInt(6); i > 0; i--) {
            incoming.add(new VersusView.Incoming(1 + random.nextInt(20), random.nextInt(5)));
        }
        return ObservationBuilder.withVersus(mess, new VersusView(messy(rules, random), incoming, v.garbageDelay(),
                v.attackTable()));
    }

    private static String someText(Random random) {
        String[] parts = {"java.lang.IllegalStateException", ": ", "\"quoted\"", "back\\slash", "tab\there", "é",
                "\u2603", "\uD83D\uDE00", " at Bot.decide(Bot.java:12)", "<&>", "{\"json\":1}"};
        StringBuilder sb = new StringBuilder();
        for (int i = 1 + random.nextInt(5); i > 0; i--) {
            sb.append(parts[random.nextInt(parts.length)]);
        }
        return sb.toString();
    }

    private static MoveInfo someMoveInfo(Random random) {
        return new MoveInfo(random.nextBoolean() ? null : random.nextLong() >>> 1,
                random.nextBoolean() ? null : random.nextDouble() * Math.pow(10, random.nextInt(12)),
                random.nextBoolean() ? null : random.nextInt(100),
                random.nextBoolean() ? null : someText(random));
    }

    @Test
    void everyPositionOfEveryEventAndItsMovesSurviveTheCodecOnBothSides() throws Exception {
        Random random = new Random(62);
        int positions = 0;
        int moves = 0;
        Set<String> seen = new HashSet<>();
        for (String name : Events.BUNDLED) {
            Event event = Events.load(name).withPieceCap(0);
            Rules rules = event.rules();
            long budget = TimeUnit.MILLISECONDS.toNanos(rules.moveTimeMillis());
            MoveGenerator generator = MoveGenerator.forRules(rules);
            PlacementList legal = new PlacementList();
            for (int k = 0; k < 40; k++) {
                Observation o = ObservationOverTheProtocolTest.randomPosition(event, random, budget);
                if (k % 2 == 1) {
                    o = messier(o, random);
                }
                List<Piece> queue = new ArrayList<>();
                queue.add(o.current());
                queue.addAll(o.preview());
                TbpMessage.Start start = roundTrip(TbpMessage.Start.of(rules, o.board(), o.hold().orElse(null), queue,
                        o.bagRemaining(), o.combo(), o.backToBackChain(), o.piecesPlaced(), o.lines(), o.score()), rules);
                assertSameCells(o.board(), start.board());
                TbpMessage.Suggest suggest = roundTrip(new TbpMessage.Suggest(o.versus().orElse(null)), rules);
                if (suggest.versus() != null) {
                    assertSameCells(o.versus().get().opponentBoard(), suggest.versus().opponentBoard());
                    seen.add("versus" + (suggest.versus().incoming().isEmpty() ? "" : " with garbage on its way"));
                }
                for (Piece p : queue) {
                    roundTrip(new TbpMessage.NewPiece(p), rules);
                }
                int risen = 1 + random.nextInt(Math.min(12, rules.height()));
                TbpMessage.Garbage garbage = roundTrip(TbpMessage.Garbage.of(o.board(), risen), rules);
                for (int i = 0; i < risen; i++) {
                    assertEquals(o.board().row(risen - 1 - i), (int) garbage.rows().get(i), "garbage row " + i);
                    if (garbage.rows().get(i) == (1 << rules.width()) - 1) {
                        seen.add("a full-width garbage row");
                    }
                }
                List<TbpMove> suggested = new ArrayList<>();
                for (boolean viaHold : new boolean[] {false, true}) {
                    Piece piece = viaHold ? (o.hold().isPresent() ? o.hold().get()
                            : o.preview().isEmpty() ? null : o.preview().get(0)) : o.current();
                    if (piece == null) {
                        continue;
                    }
                    generator.generate(o.board(), piece, legal);
                    for (Placement p : legal.toList()) {
                        TbpMove move = new TbpMove(p, viaHold);
                        assertEquals(move, roundTrip(new TbpMessage.Play(move), rules).move());
                        suggested.add(move);
                        seen.add("spin " + p.spin());
                        moves++;
                    }
                }
                java.util.Collections.shuffle(suggested, random);
                List<TbpMove> some = suggested.subList(0, Math.min(suggested.size(), random.nextInt(4)));
                MoveInfo info = random.nextBoolean() ? null : someMoveInfo(random);
                boolean empty = info != null && info.nodes() == null && info.nps() == null && info.depth() == null
                        && info.extra() == null;
                roundTrip(new TbpMessage.Suggestion(some, random.nextInt(4) == 0 ? someText(random) : null,
                        empty ? null : info), rules);
                seen.add("chain " + Math.min(o.backToBackChain(), 2) + ", combo " + Math.min(o.combo(), 1)
                        + ", hold " + o.hold().isPresent() + ", preview " + Math.min(o.preview().size(), 1));
                positions++;
            }
        }
        assertEquals(40 * Events.BUNDLED.size(), positions);
        assertTrue(moves > 10_000, moves + " moves");
        for (String expected : List.of("versus", "versus with garbage on its way", "a full-width garbage row",
                "spin MINI", "spin FULL", "chain 2, combo 1, hold true, preview 1", "chain 0, combo -1, hold false, preview 0")) {
            assertTrue(seen.contains(expected), expected + " in " + seen);
        }
    }

    @Test
    void everyMessageTypeSurvivesTheCodec() throws Exception {
        Rules guideline = Rules.guideline();
        Board board = Board.parse(10, 40, "##########", "#.########", "..#.....#.");
        List<TbpMessage> all = new ArrayList<>();
        for (String name : Events.BUNDLED) {
            Rules rules = Events.load(name).rules();
            all.add(roundTrip(new TbpMessage.Rules(rules, false), rules));
            all.add(roundTrip(new TbpMessage.Rules(rules, true), rules));
        }
        all.add(roundTrip(new TbpMessage.Start(board, null, List.of(Piece.T), null, -1, false, 0, 0, 0, 0), guideline));
        all.add(roundTrip(new TbpMessage.Suggest(null), guideline));
        all.add(roundTrip(new TbpMessage.Play(new TbpMove(Placement.of(Piece.O, io.tetrisarena.api.kernel.Rotation.NORTH,
                0, 3), true)), guideline));
        all.add(roundTrip(new TbpMessage.NewPiece(Piece.Z), guideline));
        all.add(roundTrip(TbpMessage.Garbage.of(board, 3), guideline));
        all.add(roundTrip(new TbpMessage.Stop(), guideline));
        all.add(roundTrip(new TbpMessage.Quit(), guideline));
        all.add(roundTrip(TbpMessage.Info.of(new BotInfo("some-bot", "Some \"Bot\" é", "1.2.3", "Ann \u2603",
                "plays\ton")), guideline));
        all.add(roundTrip(new TbpMessage.Ready(), guideline));
        all.add(roundTrip(new TbpMessage.Error(TbpCodec.UNSUPPORTED_RULES, "needs 180-degree turns"), guideline));
        all.add(roundTrip(new TbpMessage.Error("other", null), guideline));
        all.add(roundTrip(new TbpMessage.Suggestion(List.of(), null, new MoveInfo(5L, 2.5, 3, "x")), guideline));
        all.add(roundTrip(new TbpMessage.JvmReady(), guideline));
        all.add(roundTrip(new TbpMessage.JvmGo(), guideline));
        all.add(roundTrip(new TbpMessage.Listed(), guideline));
        all.add(roundTrip(new TbpMessage.Problem("bots.jar: no bot; rebuild it"), guideline));
        all.add(roundTrip(new TbpMessage.Serve("dellacherie"), guideline));
        all.add(roundTrip(new TbpMessage.Unknown("telemetry"), guideline));
        Set<Class<?>> covered = new HashSet<>();
        all.forEach(m -> covered.add(m.getClass()));
        assertEquals(Set.of(TbpMessage.class.getPermittedSubclasses()), covered);
    }
}
