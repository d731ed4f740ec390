package io.tetrisarena.arena.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.tournament.SoloOrder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The coordinator's dispatch decisions, without a network: who gets which game, and what each answer does. */
class DispatchTest {
    private final List<String> messages = new ArrayList<>();

    private static List<SoloOrder> orders(String... bots) {
        List<SoloOrder> out = new ArrayList<>();
        for (int seed = 0; seed < 3; seed++) {
            for (String bot : bots) {
                out.add(new SoloOrder("t1", bot, bot, "1", "sha", "sha", false, "{}", "classic", "quick", seed,
                        seed, null));
            }
        }
        return out;
    }

    private static List<String> strings(List<Dispatch.Assignment<String>> assignments) {
        return assignments.stream().map(a -> a.member() + ":" + a.index()).toList();
    }

    @Test
    void eachMemberHoldsAtMostTwiceItsThreads() {
        Dispatch<String> d = new Dispatch<>(orders("a", "b"), messages::add);
        d.admit("coord", "coord", 1);
        d.admit("w1", "w1", 2);
        assertEquals(List.of("coord:0", "coord:1", "w1:2", "w1:3", "w1:4", "w1:5"), strings(d.assign()));
        assertEquals(List.of(), d.assign());
    }

    @Test
    void aBadRecordIsDroppedAndItsGameGoesToAnotherMemberNeverBackToTheSender() {
        Dispatch<String> d = new Dispatch<>(orders("a"), messages::add);
        d.admit("forger", "forger", 1);
        assertEquals(List.of("forger:0", "forger:1"), strings(d.assign()));
        d.badRecord("forger", 0, "the record says 777 lines, its replay 3");
        assertEquals(List.of("worker forger sent a bad record of a/classic/#0 (the record says 777 lines, its replay"
                + " 3): dropped, the game goes to another member"), messages);
        assertEquals(List.of("forger:2"), strings(d.assign()), "game 0 is never sent back to the forger");
        d.admit("coord", "coord", 1);
        assertEquals(List.of("coord:0"), strings(d.assign()));
        assertTrue(d.delivered("coord", 0));
        assertFalse(d.finished());
    }

    @Test
    void aMemberIsExcludedAfterThreeBadRecordsAndItsGamesArePlayedElsewhere() {
        Dispatch<String> d = new Dispatch<>(orders("a", "b"), messages::add);
        d.admit("forger", "forger", 2);
        d.admit("coord", "coord", 1);
        assertEquals(List.of("forger:0", "forger:1", "forger:2", "forger:3", "coord:4", "coord:5"),
                strings(d.assign()));
        d.badRecord("forger", 0, "x");
        d.badRecord("forger", 1, "x");
        assertFalse(d.isExcluded("forger"));
        d.badRecord("forger", 2, "x");
        assertTrue(d.isExcluded("forger"));
        assertEquals("worker forger is excluded from this run after 3 bad records: its 1 unfinished games go to"
                + " other members", messages.get(3));
        assertFalse(d.delivered("forger", 3), "a late answer of an excluded member does not count");
        assertFalse(d.admit("forger", "forger", 2), "an excluded member is not taken in again");
        for (int game : new int[] {4, 5}) {
            assertTrue(d.delivered("coord", game));
        }
        List<Integer> playedByCoord = new ArrayList<>();
        for (List<Dispatch.Assignment<String>> next = d.assign(); !next.isEmpty(); next = d.assign()) {
            for (Dispatch.Assignment<String> a : next) {
                assertEquals("coord", a.member());
                playedByCoord.add(a.index());
                assertTrue(d.delivered("coord", a.index()));
            }
        }
        assertEquals(java.util.Set.of(0, 1, 2, 3), java.util.Set.copyOf(playedByCoord.subList(0, 4)),
                "the forger's games come first");
        assertTrue(d.finished());
    }

    @Test
    void aMemberThatLeavesHasItsGamesPutBackAtTheFront() {
        Dispatch<String> d = new Dispatch<>(orders("a"), messages::add);
        d.admit("w1", "w1", 1);
        assertEquals(List.of("w1:0", "w1:1"), strings(d.assign()));
        d.left("w1");
        assertEquals(List.of("worker w1 left the cluster: its 2 unfinished games go to other members"), messages);
        d.admit("w2", "w2", 1);
        assertEquals(List.of("w2:0", "w2:1"), strings(d.assign()));
        assertTrue(d.delivered("w1", 0), "a departed member's late good record still counts, once");
        assertFalse(d.delivered("w2", 0));
    }

    @Test
    void aRefusedBotsGamesGoToOtherMembersAndARunNoOneCanPlayIsStuckWithTheReason() {
        Dispatch<String> d = new Dispatch<>(orders("ext"), messages::add);
        d.admit("w1", "w1", 1);
        assertEquals(List.of("w1:0", "w1:1"), strings(d.assign()));
        d.refused("w1", 0, "no program");
        d.refused("w1", 1, "no program");
        assertEquals(List.of("worker w1 refuses bot ext: no program; its games go to other members"), messages);
        assertEquals(List.of(), d.assign());
        assertEquals("no member of the cluster can play bot ext: no program", d.stuck());
        d.admit("w2", "w2", 1);
        assertEquals(List.of("w2:1", "w2:0"), strings(d.assign()), "each refused game goes back to the front");
        assertNull(d.stuck());
    }

    @Test
    void aGameHeldPastItsDeadlineGoesToAnotherMemberAndTheFirstGoodRecordCounts() {
        long[] now = {0};
        Dispatch<String> d = new Dispatch<>(orders("a"), messages::add, order -> 100, () -> now[0]);
        d.admit("sitter", "sitter", 1);
        assertEquals(List.of("sitter:0", "sitter:1"), strings(d.assign()));
        now[0] = 100;
        d.overdue();
        assertEquals(List.of(), messages, "at its deadline a game is not yet overdue");
        now[0] = 101;
        d.overdue();
        assertEquals(2, messages.size(), String.join("\n", messages));
        assertEquals("worker sitter holds a/classic/#0 past its deadline of 0 s: the game goes to another member too",
                messages.get(0));
        assertEquals(List.of(), strings(d.assign()), "the sitter still holds both games: no room for more");
        assertEquals("no member of the cluster can play bot a: no member takes games", d.stuck(),
                "with every held game overdue and nobody else to play them, the run cannot go on");
        d.admit("coord", "coord", 1);
        assertEquals(List.of("coord:0", "coord:1"), strings(d.assign()));
        assertNull(d.stuck());
        assertTrue(d.delivered("sitter", 1), "the sitter's record, come late but first, counts");
        assertFalse(d.delivered("coord", 1), "and the second copy does not");
        assertTrue(d.delivered("coord", 0));
    }

    @Test
    void aMemberSittingOnThreeGamesIsExcludedAndItsGamesArePlayedElsewhere() {
        long[] now = {0};
        Dispatch<String> d = new Dispatch<>(orders("a", "b"), messages::add, order -> 100, () -> now[0]);
        d.admit("sitter", "sitter", 2);
        d.admit("coord", "coord", 1);
        assertEquals(List.of("sitter:0", "sitter:1", "sitter:2", "sitter:3", "coord:4", "coord:5"),
                strings(d.assign()));
        now[0] = 1_000;
        d.overdue();
        assertTrue(d.isExcluded("sitter"));
        assertEquals("worker sitter is excluded from this run after 4 games held past their deadline and bad"
                + " records: its 4 unfinished games go to other members", messages.get(4));
        assertTrue(d.delivered("coord", 4));
        assertTrue(d.delivered("coord", 5));
        assertFalse(d.delivered("sitter", 2), "an excluded member's records no longer count");
        List<String> sent = new ArrayList<>();
        while (!d.finished()) {
            for (Dispatch.Assignment<String> a : d.assign()) {
                sent.add(a.member() + ":" + a.index());
                assertTrue(d.delivered(a.member(), a.index()));
            }
        }
        assertEquals(List.of("coord:0", "coord:1", "coord:2", "coord:3"), sent, "each held game is sent once more");
    }

    @Test
    void withoutAPieceCapOrAMoveLimitAGameHasNoDeadline() {
        Dispatch<String> d = new Dispatch<>(orders("a"), messages::add, order -> Long.MAX_VALUE, () -> Long.MAX_VALUE - 1);
        d.admit("w", "w", 1);
        d.assign();
        d.overdue();
        assertEquals(List.of(), messages);
    }
}
