package io.tetrisarena.arena.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.Move;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.InProcessConnection;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.referee.RefereeTest;
import io.tetrisarena.arena.results.GameRecord;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Sealed seeds: a secret's commitment and seeds, pinned by the vectors of seeds/README.md. */
class SealedSeedsTest {
    private static final String ZEROS = "0".repeat(64);
    private static final String COUNTING = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

    @Test
    void eachEventOfASealedSetPlaysTheSpecifiedSeedOfItsOwn() {
        SeedSet zeros = SealedSeeds.of(ZEROS, 2).seeds();
        assertEquals(-6262833307215589577L, zeros.seedFor("marathon", 0));
        assertEquals(3835156627914682630L, zeros.seedFor("classic", 0));
        assertEquals(7887223170261615798L, zeros.seedFor("classic", 1));
        SeedSet quick = SeedSet.load("quick");
        assertEquals(quick.seed(3), quick.seedFor("classic", 3), "a public set plays seed i in every event");
    }

    @Test
    void theSeedsAndCommitmentOfASecretAreTheSpecifiedOnes() {
        SealedSeeds zeros = SealedSeeds.of(ZEROS, 3);
        assertEquals("66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925", zeros.commitment());
        assertEquals(List.of(-7387622183560178081L, 4746980119180078522L, -5652852332563641240L),
                zeros.seeds().seeds());
        SealedSeeds counting = SealedSeeds.of(COUNTING, 3);
        assertEquals("630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd", counting.commitment());
        assertEquals(List.of(4218490838880894949L, 8602352253608820220L, -9160951438498305567L),
                counting.seeds().seeds());
        assertEquals("sealed:3", counting.seeds().name());
        assertEquals(SeedSet.checksumOf(counting.seeds().seeds()), counting.seeds().checksum());
        assertEquals(COUNTING, counting.reveal());
    }

    @Test
    void eachDrawIsAFreshSecretOfTheAskedSize() {
        SealedSeeds one = SealedSeeds.draw("sealed");
        SealedSeeds two = SealedSeeds.draw("sealed");
        assertEquals(SealedSeeds.DEFAULT_COUNT, one.seeds().size());
        assertNotEquals(one.reveal(), two.reveal());
        assertNotEquals(one.seeds().seeds(), two.seeds().seeds());
        assertEquals(7, SealedSeeds.draw("sealed:7").seeds().size());
        assertEquals(one.seeds().seeds(), SealedSeeds.of(one.reveal(), 100).seeds().seeds());
    }

    @Test
    void aSealedSetIsNamedSealedOrSealedColonNAndNothingElseLoadsIt() {
        assertTrue(SealedSeeds.isSealed("sealed") && SealedSeeds.isSealed("sealed:5"));
        assertFalse(SealedSeeds.isSealed("official") || SealedSeeds.isSealed("sealedx"));
        assertEquals("--seeds sealed:N wants N of 1..100000, got '0'",
                assertThrows(InputFileException.class, () -> SealedSeeds.count("sealed:0")).getMessage());
        assertEquals("--seeds sealed:N wants N of 1..100000, got 'many'",
                assertThrows(InputFileException.class, () -> SealedSeeds.count("sealed:many")).getMessage());
        assertTrue(assertThrows(InputFileException.class, () -> SeedSet.load("sealed:5")).getMessage()
                .startsWith("seed set 'sealed:5' is sealed: its seeds come from a secret"));
    }

    @Test
    void noSeedAppearsInAnythingABotIsShown() throws Exception {
        long seed = SealedSeeds.of(COUNTING, 1).seeds().seed(0);
        List<String> shown = new ArrayList<>();
        Event event = Events.load("marathon").withPieceCap(20);
        GameRecord r = new Referee(log -> { }).play(new GameSpec("t", "1", "sha", event, "sealed:1", 0, seed),
                new InProcessConnection(RefereeTest.bot(rules -> o -> {
                    shown.addAll(everything(o));
                    shown.addAll(everything(o.rules()));
                    return Move.place(RefereeTest.lowest(o.placements()));
                }), "t"));
        assertEquals(20, r.pieces());
        assertTrue(shown.size() > 20 * 10, "every observation's every value was read");
        String decimal = Long.toString(seed);
        String hex = Long.toHexString(seed);
        assertTrue(shown.stream().noneMatch(s -> s.contains(decimal) || s.contains(hex)));
    }

    /** The text of every value a public no-argument method of {@code o} returns. */
    private static List<String> everything(Object o) {
        List<String> out = new ArrayList<>();
        for (Method m : o.getClass().getMethods()) {
            if (m.getParameterCount() == 0 && !Modifier.isStatic(m.getModifiers()) && m.getReturnType() != void.class
                    && m.getDeclaringClass() != Object.class && !m.getName().equals("hashCode")) {
                try {
                    out.add(String.valueOf(m.invoke(o)));
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(m + " cannot be read", e);
                }
            }
        }
        return out;
    }
}
