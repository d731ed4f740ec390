package io.tetrisarena.bots.lookahead;

import java.util.Arrays;
import java.util.Locale;

/**
 * The knobs of a lookahead bot. Tree searches use {@code depth}, {@code chancePlies} and {@code topK}; beam
 * search uses {@code width} and {@code pieces}; all use {@code pointsWeight}.
 *
 * @param depth        the most plies (placements) a tree search looks at, 1 or more
 * @param chancePlies  the most tree plies past the preview
 * @param topK         placements searched deeper per inner ply; the last entry repeats
 * @param width        positions a beam keeps per level
 * @param pieces       the most pieces a beam path places
 * @param pointsWeight leaf value per point the rules award along the path
 */
public record SearchSettings(int depth, int chancePlies, int[] topK, int width, int pieces, double pointsWeight) {

    public SearchSettings {
        if (depth < 1 || depth > 8) {
            throw new IllegalArgumentException("depth must be 1..8, got " + depth);
        }
        if (chancePlies < 0 || chancePlies > 3) {
            throw new IllegalArgumentException("chance plies must be 0..3, got " + chancePlies);
        }
        if (topK.length == 0 || Arrays.stream(topK).anyMatch(k -> k < 1)) {
            throw new IllegalArgumentException("topk needs one or more positive counts, e.g. 8/2");
        }
        if (width < 1 || width > 256 || pieces < 1 || pieces > 7) {
            throw new IllegalArgumentException("width must be 1..256 and pieces 1..7");
        }
        if (!Double.isFinite(pointsWeight) || pointsWeight < 0) {
            throw new IllegalArgumentException("points weight must be a finite number >= 0");
        }
        topK = topK.clone();
    }

    @Override
    public int[] topK() {
        return topK.clone();
    }

    /**
     * These settings with one option changed: {@code depth}, {@code chance}, {@code topk} (counts joined by
     * '/', e.g. {@code 8/2}), {@code width}, {@code pieces} or {@code points}.
     *
     * @throws IllegalArgumentException with a one-line reason for an unknown key or a bad value
     */
    public SearchSettings with(String key, String value) {
        try {
            return switch (key.toLowerCase(Locale.ROOT)) {
                case "depth" -> new SearchSettings(Integer.parseInt(value), chancePlies, topK, width, pieces,
                        pointsWeight);
                case "chance" -> new SearchSettings(depth, Integer.parseInt(value), topK, width, pieces, pointsWeight);
                case "topk" -> new SearchSettings(depth, chancePlies,
                        Arrays.stream(value.split("/")).mapToInt(Integer::parseInt).toArray(), width, pieces,
                        pointsWeight);
                case "width" -> new SearchSettings(depth, chancePlies, topK, Integer.parseInt(value), pieces,
                        pointsWeight);
                case "pieces" -> new SearchSettings(depth, chancePlies, topK, width, Integer.parseInt(value),
                        pointsWeight);
                case "points" -> new SearchSettings(depth, chancePlies, topK, width, pieces,
                        Double.parseDouble(value));
                default -> throw new IllegalArgumentException("unknown option '" + key
                        + "' (known: depth, chance, topk, width, pieces, points)");
            };
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option " + key + ": not a number: '" + value + "'");
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SearchSettings s && s.depth == depth && s.chancePlies == chancePlies
                && Arrays.equals(s.topK, topK) && s.width == width && s.pieces == pieces
                && Double.compare(s.pointsWeight, pointsWeight) == 0;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(topK) * 31 + java.util.Objects.hash(depth, chancePlies, width, pieces, pointsWeight);
    }

    @Override
    public String toString() {
        return "depth " + depth + ", chance plies " + chancePlies + ", topk " + Arrays.toString(topK) + ", width "
                + width + ", pieces " + pieces + ", points weight " + pointsWeight;
    }
}
