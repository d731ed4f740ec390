package io.tetrisarena.arena.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SealedSeeds;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.game.VersusGame;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Replaying versus records dealt as the duplicate deal deals them, and refusing records dealt otherwise. */
class VersusVerifierTest {
    static final Event EVENT = Events.load("versus").withPieceCap(80);
    static final String ZEROS = "0".repeat(64);
    static final SealedSeeds SEALED = SealedSeeds.of(ZEROS, 2);

    /** A header of a sealed run of two seeds between "low" and "left", its secret 64 zeros. */
    static TournamentHeader header() {
        List<TournamentHeader.BotEntry> bots = new ArrayList<>();
        for (String id : List.of("low", "left")) {
            bots.add(new TournamentHeader.BotEntry(id, id, "1", "t", "p", "sha", "in-process"));
        }
        return new TournamentHeader("dev", "1.6.0", List.of(new TournamentHeader.EventInfo(EVENT.name(), "d",
                "pieces", true, Events.toJson(EVENT), Events.sha256(EVENT))), "sealed:2", SEALED.seeds().checksum(), 2,
                bots, 1, "now", "jvm").withSealedCommitment(SEALED.commitment());
    }

    /**
     * Plays a game to its end: "low" takes the lowest placement (the leftmost of equals), "left" the leftmost
     * (the lowest of equals), on whichever side the order puts them.
     */
    static VersusRecord play(VersusGame v, long seed, int seedIndex, boolean swapped) {
        List<String> ids = swapped ? List.of("left", "low") : List.of("low", "left");
        while (!v.isOver()) {
            for (int s = 0; s < 2; s++) {
                List<Placement> legal = v.game(s).legalPlacements().toList();
                Comparator<Placement> low = Comparator.comparingInt(Placement::topRow);
                Comparator<Placement> left = Comparator.comparingInt((Placement p) -> p.cellX(0));
                v.apply(s, Move.place(legal.stream().min(ids.get(s).equals("low") ? low.thenComparing(left)
                        : left.thenComparing(low)).orElseThrow()));
            }
            v.exchange();
        }
        return new VersusRecord(EVENT.name(), "sealed:2", seedIndex, seed, swapped, List.of(
                v.side(0, ids.get(0), "1", "sha", 0, 0), v.side(1, ids.get(1), "1", "sha", 0, 0)), v.winner(),
                v.reason(), v.turns());
    }

    /** The sealed seed of game {@code index} of the pairing low, left. */
    static long seed(int index) {
        return SEALED.seeds().seedFor(SeedSet.versusScope(EVENT.name(), "low", "left"), index);
    }

    @Test
    void bothGamesOfADuplicatePairReplayAgainstTheirSealedSeed() {
        VersusVerifier verifier = new VersusVerifier(header(), ZEROS);
        for (boolean swapped : new boolean[] {false, true}) {
            VersusRecord r = play(new VersusGame(EVENT, seed(1), true), seed(1), 1, swapped);
            assertEquals(Optional.empty(), verifier.check(r), "swapped " + swapped);
        }
    }

    @Test
    void aRecordWhoseSidesWereBothDealtTheSeedsFirstDealIsRefusedAsSuch() {
        VersusRecord same = play(VersusGame.sameDeal(EVENT, seed(0), true), seed(0), 0, false);
        assertEquals(Optional.of(VersusVerifier.SAME_DEAL), new VersusVerifier(header(), ZEROS).check(same));
        assertTrue(VersusVerifier.SAME_DEAL.startsWith("both sides were dealt the seed's first deal"));
    }

    @Test
    void aRecordWhoseSidesTradedTheirDealsIsRefused() {
        VersusRecord r = play(new VersusGame(EVENT, seed(0), true), seed(0), 0, false);
        // each side's moves and bot moved to the other seat, as if the bots had played the other deal
        VersusRecord traded = new VersusRecord(r.event(), r.seedSet(), r.seedIndex(), r.seed(), r.swapped(),
                List.of(r.sides().get(1), r.sides().get(0)), r.winner() < 0 ? -1 : 1 - r.winner(), r.reason(),
                r.turns());
        Optional<String> refused = new VersusVerifier(header(), ZEROS).check(traded);
        assertTrue(refused.isPresent() && refused.get().startsWith("the seed is "), refused.toString());
        // with the seed check passed (the flag flipped too), the replay refuses the deals
        VersusRecord flipped = new VersusRecord(r.event(), r.seedSet(), r.seedIndex(), r.seed(), true,
                traded.sides(), traded.winner(), r.reason(), r.turns());
        Optional<String> replay = new VersusVerifier(header(), ZEROS).check(flipped);
        assertTrue(replay.isPresent() && replay.get().matches("side [01].*"), replay.toString());
    }
}
