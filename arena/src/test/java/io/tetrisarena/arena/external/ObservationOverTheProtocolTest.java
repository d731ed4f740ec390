package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.Observation;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.referee.BotConnection;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.referee.InProcessConnector;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.versus.VersusReferee;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Every observation survives the protocol: a bot over TBP is shown, decision by decision, exactly what the same
 * bot in the arena's JVM is shown (board, current piece, preview, hold, bag, score, lines, combo, the
 * back-to-back chain, pieces placed, time budget, both placement lists and, in versus, the whole versus view
 * with its profile), on games of every bundled event and every versus profile (long enough for garbage, holds
 * and combos), and on random positions that carry back-to-back chains no short game reaches.
 */
class ObservationOverTheProtocolTest {
    private static final int PIECES = 120;

    /** Writes down everything an observation shows, then plays deterministically from it. */
    static TetrisBot recorder(List<String> seen) {
        return new TetrisBot() {
            @Override
            public BotInfo info() {
                return new BotInfo("recorder", "R", "1", "tests", "test");
            }

            @Override
            public BotPlayer newPlayer(Rules rules) {
                return o -> {
                    seen.add(describe(o));
                    return choose(o);
                };
            }
        };
    }

    static String describe(Observation o) {
        StringBuilder sb = new StringBuilder();
        sb.append(o.rules().name()).append(" current=").append(o.current()).append(" preview=").append(o.preview())
                .append(" hold=").append(o.hold().orElse(null)).append(" bag=").append(new TreeSet<>(o.bagRemaining()))
                .append(" score=").append(o.score()).append(" lines=").append(o.lines()).append(" combo=")
                .append(o.combo()).append(" b2b=").append(o.backToBack()).append(" chain=").append(o.backToBackChain())
                .append(" placed=").append(o.piecesPlaced()).append(" budget=").append(o.timeBudgetNanos())
                .append(" placements=").append(o.placements()).append(" hold-placements=").append(o.holdPlacements())
                .append('\n').append(o.board());
        o.versus().ifPresent(v -> sb.append(" versus=").append(v.incoming()).append(" delay=").append(v.garbageDelay())
                .append(" table=").append(v.attackTable()).append('\n').append(v.opponentBoard()));
        return sb.toString();
    }

    /**
     * The placement (through hold too) that clears the most lines, then leaves the lowest stack, then comes
     * first: a player that clears, holds and builds chains now and then, always the same way.
     */
    static Move choose(Observation o) {
        Move best = null;
        long bestKey = Long.MIN_VALUE;
        Board scratch = new Board(o.rules().width(), o.rules().height());
        for (int via = 0; via < 2; via++) {
            List<Placement> list = via == 0 ? o.placements() : o.holdPlacements();
            for (Placement p : list) {
                o.copyBoardTo(scratch);
                int lines = scratch.placeAndClear(p);
                long key = (long) lines * 1_000_000 - scratch.stackHeight() * 1_000L - (via == 1 ? 1 : 0);
                if (best == null || key > bestKey) {
                    bestKey = key;
                    best = via == 0 ? Move.place(p) : Move.holdThen(p);
                }
            }
        }
        return best;
    }

    private static List<String> solo(Event event, boolean overTheProtocol) {
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        long seed = SeedSet.load("quick").seed(2);
        GameSpec spec = new GameSpec("recorder", "1", "sha", event, "quick", 2, seed);
        if (overTheProtocol) {
            try (TbpConnector tbp = new TbpConnector(() -> new InMemoryBotProcess(recorder(seen)), Hosting.PROCESS,
                    5000)) {
                new Referee(s -> { }).play(spec, tbp.open("recorder"));
            }
        } else {
            new Referee(s -> { }).play(spec, new InProcessConnector(recorder(seen), "recorder").open("recorder"));
        }
        return seen;
    }

    private static List<String> versus(Event event, boolean overTheProtocol) {
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        // seed #0: with each side on its own deal, the opponent's garbage reaches the recorder here
        long seed = SeedSet.load("quick").seed(0);
        List<VersusReferee.Entrant> sides = List.of(new VersusReferee.Entrant("recorder", "1", "x"),
                new VersusReferee.Entrant("opponent", "1", "x"));
        Supplier<BotConnection> opponent = () -> new InProcessConnector(recorder(new ArrayList<>()), "opponent")
                .open("opponent");
        if (overTheProtocol) {
            try (TbpConnector tbp = new TbpConnector(() -> new InMemoryBotProcess(recorder(seen)), Hosting.PROCESS,
                    5000)) {
                new VersusReferee(s -> { }).play(event, "quick", 0, seed, false, sides, tbp.open("recorder"),
                        opponent.get());
            }
        } else {
            new VersusReferee(s -> { }).play(event, "quick", 0, seed, false, sides,
                    new InProcessConnector(recorder(seen), "recorder").open("recorder"), opponent.get());
        }
        return seen;
    }

    @Test
    void everyObservationOfEverySoloEventCrossesTheProtocolUnchanged() {
        int decisions = 0;
        for (String name : Events.BUNDLED) {
            Event event = Events.load(name).withPieceCap(PIECES);
            if (event.isVersus()) {
                continue;
            }
            List<String> direct = solo(event, false);
            List<String> remote = solo(event, true);
            assertEquals(direct.size(), remote.size(), name);
            for (int i = 0; i < direct.size(); i++) {
                assertEquals(direct.get(i), remote.get(i), name + ", decision " + (i + 1));
            }
            decisions += direct.size();
        }
        assertTrue(decisions > 300, decisions + " decisions compared");
    }

    @Test
    void everyObservationOfEveryVersusProfileCrossesTheProtocolUnchanged() {
        boolean garbage = false;
        for (String name : Events.BUNDLED) {
            Event event = Events.load(name).withPieceCap(PIECES);
            if (!event.isVersus()) {
                continue;
            }
            List<String> direct = versus(event, false);
            List<String> remote = versus(event, true);
            assertEquals(direct.size(), remote.size(), name);
            for (int i = 0; i < direct.size(); i++) {
                assertEquals(direct.get(i), remote.get(i), name + ", decision " + (i + 1));
            }
            garbage |= direct.stream().anyMatch(d -> d.contains("versus=[Incoming"));
        }
        assertTrue(garbage, "garbage was on its way in some decision");
    }

    /**
     * Positions no short game reaches on its own: a real position of each event (a game played some random moves
     * in), given random progress (score, lines, combo, a back-to-back chain of up to 9, pieces placed) and, in
     * versus, random garbage on its way and a random opponent board under the event's profile. Each is sent as
     * it is (the frontend restarts the bot side's position for it) and must arrive equal.
     */
    @Test
    void randomPositionsOfEveryEventCrossTheProtocolUnchanged() {
        java.util.Random random = new java.util.Random(34);
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        int compared = 0;
        try (TbpConnector tbp = new TbpConnector(() -> new InMemoryBotProcess(recorder(seen)), Hosting.PROCESS, 5000)) {
            for (String name : Events.BUNDLED) {
                Event event = Events.load(name).withPieceCap(0);
                BotConnection connection = tbp.open(name);
                long budget = java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(event.rules().moveTimeMillis());
                connection.start(event.rules(), 0, 5_000_000_000L);
                for (int k = 0; k < 40; k++) {
                    Observation o = randomPosition(event, random, budget);
                    seen.clear();
                    connection.decide(o, 0, 5_000_000_000L);
                    assertEquals(1, seen.size(), name + ", position " + k);
                    assertEquals(describe(o), seen.get(0), name + ", position " + k);
                    compared++;
                }
                connection.close();
            }
        }
        assertEquals(40 * Events.BUNDLED.size(), compared);
    }

    static Observation randomPosition(Event event, java.util.Random random, long budget) {
        Rules rules = event.rules();
        io.tetrisarena.arena.game.Game game = new io.tetrisarena.arena.game.Game(rules, random.nextLong());
        int moves = random.nextInt(25);
        for (int i = 0; i < moves && !game.isOver(); i++) {
            List<Placement> legal = game.legalPlacements().toList();
            List<Placement> viaHold = game.holdPlacements().toList();
            boolean hold = !viaHold.isEmpty() && random.nextInt(4) == 0;
            List<Placement> from = hold ? viaHold : legal;
            if (from.isEmpty()) {
                break;
            }
            Placement p = from.get(random.nextInt(from.size()));
            game.apply(hold ? Move.holdThen(p) : Move.place(p));
        }
        if (game.isOver()) {
            game = new io.tetrisarena.arena.game.Game(rules, random.nextLong());
        }
        Observation real = game.observation(budget);
        int chain = random.nextInt(3) == 0 ? 0 : random.nextInt(10);
        io.tetrisarena.api.ObservationBuilder b = io.tetrisarena.api.ObservationBuilder.of(rules).board(real.board())
                .queue(real.current(), real.preview()).hold(real.hold().orElse(null))
                .bagRemaining(real.bagRemaining())
                .progress(random.nextInt(1_000_000), random.nextInt(500), random.nextInt(12) - 1, chain > 0)
                .backToBackChain(chain).piecesPlaced(random.nextInt(2000)).timeBudgetNanos(budget);
        Observation o = b.build();
        if (!event.isVersus()) {
            return o;
        }
        List<io.tetrisarena.api.VersusView.Incoming> incoming = new ArrayList<>();
        for (int i = random.nextInt(4); i > 0; i--) {
            incoming.add(new io.tetrisarena.api.VersusView.Incoming(1 + random.nextInt(8), random.nextInt(3)));
        }
        Board opponent = new Board(rules.width(), rules.height());
        for (int y = random.nextInt(12); y >= 0; y--) {
            opponent.pushGarbage(random.nextInt(rules.width()));
        }
        return io.tetrisarena.api.ObservationBuilder.withVersus(o, new io.tetrisarena.api.VersusView(opponent,
                incoming, event.versus().garbageDelay(), event.versus().table()));
    }
}
