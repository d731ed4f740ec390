package io.tetrisarena.arena.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GameKeyTest {
    @Test
    void keysOfTheSameBotEventAndSeedAreEqualAndHashAlike() {
        GameKey key = new GameKey("dellacherie", "classic", 7);
        GameKey same = new GameKey(new String("dellacherie"), new String("classic"), 7);
        assertEquals(key, same);
        assertEquals(key.hashCode(), same.hashCode());
        assertEquals(new GameKey(null, null, 0), new GameKey(null, null, 0));
        assertEquals(new GameKey(null, null, 0).hashCode(), new GameKey(null, null, 0).hashCode());
    }

    @Test
    void keysDifferingInAnyPartAreNotEqual() {
        GameKey key = new GameKey("dellacherie", "classic", 7);
        for (GameKey other : List.of(new GameKey("bcts", "classic", 7), new GameKey("dellacherie", "marathon", 7),
                new GameKey("dellacherie", "classic", 8), new GameKey(null, "classic", 7),
                new GameKey("dellacherie", null, 7))) {
            assertNotEquals(key, other, other.toString());
            assertNotEquals(other, key, other.toString());
        }
        assertNotEquals(key, "dellacherie classic 7");
        assertNotEquals(key, null);
    }

    @Test
    void aSetOfKeysHoldsEachGameOnce() {
        Set<GameKey> keys = new HashSet<>();
        for (int round = 0; round < 2; round++) {
            for (String bot : List.of("a", "b", "c")) {
                for (String event : List.of("classic", "marathon")) {
                    for (int seed = 0; seed < 50; seed++) {
                        keys.add(new GameKey(bot, event, seed));
                    }
                }
            }
        }
        assertEquals(3 * 2 * 50, keys.size());
    }
}
