package io.tetrisarena.arena.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PairedComparisonTest {

    @Test
    void countsDuelsInTheEventsDirection() {
        double[] first = {10, 20, 30, 40};
        double[] second = {5, 20, 35, 10};
        assertEquals(new Duels(2, 1, 1), Duels.count(first, second, true));
        assertEquals(new Duels(1, 1, 2), Duels.count(first, second, false));
        assertEquals(new Duels(1, 1, 2), new Duels(2, 1, 1).reversed());
    }

    @Test
    void comparesPerSeedDifferences() {
        double[] first = {10, 20, 30, 40};
        double[] second = {5, 20, 35, 10};
        PairedComparison comparison = PairedComparison.of(first, second, true, 99);
        assertEquals(4, comparison.seeds());
        // Differences 5, 0, -5, 30: mean 7.5; Wilcoxon ranks |5|,|5|,|30| -> 1.5, 1.5, 3: W+ = 4.5, W- = 1.5.
        assertEquals(7.5, comparison.difference().value(), 1e-12);
        assertEquals(4.5, comparison.wilcoxon().wPlus());
        assertEquals(new Duels(2, 1, 1), comparison.duels());
        // Every resample mean lies between the smallest and largest difference.
        assertTrue(comparison.difference().low() >= -5 && comparison.difference().high() <= 30);
    }
}
