package io.tetrisarena.arena.leaderboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PaletteTest {
    @Test
    void thirtyBotsGetThirtyDifferentColours() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 30; i++) {
            String c = HtmlLeaderboard.color(i);
            assertTrue(c.matches("#[0-9a-f]{6}"), c);
            seen.add(c);
        }
        assertEquals(30, seen.size());
        assertEquals("#1f77b4", HtmlLeaderboard.color(0), "the first ten stay the classic ten");
    }

    @Test
    void neighboursPastTheFirstTenDifferClearly() {
        for (int i = 10; i < 40; i++) {
            assertTrue(distance(HtmlLeaderboard.color(i), HtmlLeaderboard.color(i + 1)) > 60,
                    HtmlLeaderboard.color(i) + " vs " + HtmlLeaderboard.color(i + 1));
        }
    }

    private static double distance(String a, String b) {
        double sum = 0;
        for (int k = 1; k < 7; k += 2) {
            int d = Integer.parseInt(a.substring(k, k + 2), 16) - Integer.parseInt(b.substring(k, k + 2), 16);
            sum += d * d;
        }
        return Math.sqrt(sum);
    }
}
