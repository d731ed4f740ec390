package io.tetrisarena.arena.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShardTest {
    @Test
    void theShardsOfASplitPartitionThePlanRoundRobin() {
        List<List<Integer>> shares = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            Shard shard = Shard.parse(k + "/3");
            List<Integer> mine = new ArrayList<>();
            for (int p = 0; p < 10; p++) {
                if (shard.includes(p)) {
                    mine.add(p);
                }
            }
            shares.add(mine);
        }
        assertEquals(List.of(List.of(0, 3, 6, 9), List.of(1, 4, 7), List.of(2, 5, 8)), shares);
    }

    @Test
    void rejectsShardsOutsideOneToN() {
        for (String bad : List.of("0/3", "4/3", "1/0", "a/b", "2", "1/2/3")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Shard.parse(bad));
            assertTrue(e.getMessage().contains(bad), e.getMessage());
        }
        assertEquals("2/8", Shard.parse(" 2/8 ").toString());
    }
}
