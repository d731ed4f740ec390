package io.tetrisarena.arena.trainer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class FitnessChartTest {

    private static final List<FitnessChart.Point> POINTS = List.of(new FitnessChart.Point(0, 10, 5, 2),
            new FitnessChart.Point(1, 30, 12, 4), new FitnessChart.Point(2, 40, 30, 1));

    @Test
    void drawsTheBestAndMeanLinesWithOnePointPerGeneration() {
        String svg = FitnessChart.svg(POINTS, "cem on classic", "mean lines per game");
        Matcher lines = Pattern.compile("<polyline [^>]*points=\"([^\"]*)\"").matcher(svg);
        int count = 0;
        while (lines.find()) {
            assertEquals(3, lines.group(1).split(" ").length);
            count++;
        }
        assertEquals(2, count);
        assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assertTrue(svg.endsWith("</svg>\n"));
    }

    @Test
    void labelsWholeGenerationsOnlyAndEscapesTheTitle() {
        String svg = FitnessChart.svg(POINTS, "a <b> & c", "lines");
        Matcher ticks = Pattern.compile("y=\"388\" text-anchor=\"middle\">([^<]*)<").matcher(svg);
        StringBuilder labels = new StringBuilder();
        while (ticks.find()) {
            labels.append(ticks.group(1)).append(' ');
        }
        assertEquals("0 1 2 ", labels.toString());
        assertTrue(svg.contains(">a &lt;b&gt; &amp; c</text>"));
    }

    @Test
    void theBestLineRisesAsTheBestFitnessRises() {
        String svg = FitnessChart.svg(POINTS, "t", "m");
        Matcher best = Pattern.compile("stroke=\"#08519c\" stroke-width=\"2\" points=\"([^\"]*)\"").matcher(svg);
        assertTrue(best.find());
        String[] points = best.group(1).split(" ");
        double previous = Double.POSITIVE_INFINITY;
        for (String point : points) {
            double y = Double.parseDouble(point.split(",")[1]);
            assertTrue(y < previous, "SVG y grows downwards, so a higher fitness has a smaller y");
            previous = y;
        }
    }

    @Test
    void refusesAnEmptyHistory() {
        assertThrows(IllegalArgumentException.class, () -> FitnessChart.svg(List.of(), "t", "m"));
    }
}
