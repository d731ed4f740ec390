package io.tetrisarena.arena.stats;

/**
 * Game pairs counted by the score the first bot took from each: how many pairs it scored 0, 0.5, 1, 1.5 and 2
 * in (a win 1, a draw 0.5 per game), the unit fishtest and OpenBench count a match in. The two games of a pair
 * share their seed, so they are not independent; their sum is, from one pair to the next. Every interval over
 * pairs takes a pair as one unit: {@link #score()} here, the normalized Elo and the GSPRT in
 * {@link PentanomialSprt}.
 *
 * @param zero        pairs scored 0 (both games lost)
 * @param half        pairs scored 0.5 (a draw and a loss)
 * @param one         pairs scored 1 (a win and a loss, or two draws)
 * @param oneAndAHalf pairs scored 1.5 (a win and a draw)
 * @param two         pairs scored 2 (both games won)
 */
public record Pentanomial(int zero, int half, int one, int oneAndAHalf, int two) {
    /** No pairs. */
    public static final Pentanomial NONE = new Pentanomial(0, 0, 0, 0, 0);

    /** The pair score each count stands for, halved (0 .. 1). */
    private static final double[] SHARE = {0, 0.25, 0.5, 0.75, 1};

    public Pentanomial {
        if (zero < 0 || half < 0 || one < 0 || oneAndAHalf < 0 || two < 0) {
            throw new IllegalArgumentException("a pentanomial count cannot be negative");
        }
    }

    /** The index 0 .. 4 of a pair score of 0, 0.5, 1, 1.5 or 2. */
    public static int index(double pairScore) {
        long twice = Math.round(pairScore * 2);
        if (twice < 0 || twice > 4 || twice != pairScore * 2) {
            throw new IllegalArgumentException("a pair scores 0, 0.5, 1, 1.5 or 2, not " + pairScore);
        }
        return (int) twice;
    }

    /** These counts with one more pair of this score (0, 0.5, 1, 1.5 or 2). */
    public Pentanomial plus(double pairScore) {
        long[] c = counts();
        c[index(pairScore)]++;
        return new Pentanomial((int) c[0], (int) c[1], (int) c[2], (int) c[3], (int) c[4]);
    }

    /** The counts as {@link PentanomialSprt} takes them: pairs scored 0, 0.5, 1, 1.5, 2. */
    public long[] counts() {
        return new long[] {zero, half, one, oneAndAHalf, two};
    }

    /** The same pairs counted from the other bot's side. */
    public Pentanomial reversed() {
        return new Pentanomial(two, oneAndAHalf, one, half, zero);
    }

    /** How many pairs. */
    public int pairs() {
        return zero + half + one + oneAndAHalf + two;
    }

    /**
     * The first bot's score share over the pairs, {@code (sum of pair scores) / (2 N)}, with a 95% interval that
     * takes each pair as one unit: {@code m ± 1.96 sqrt(v / N')}, clipped to 0 .. 1, where {@code m} and
     * {@code v} are the mean and variance of the halved pair scores over the N pairs and two virtual pairs, one
     * scored 2 and one 0, and {@code N' = N + 2}. The virtual pairs are two wins and two losses, as Agresti and
     * Coull add to a count of single games: they keep a few pairs that all scored alike from giving an interval
     * of no width or a verdict, and their weight fades as pairs come in. The point estimate is the share of the
     * real pairs; no pairs give 0.5 in 0 .. 1.
     */
    public Estimate score() {
        int n = pairs();
        if (n == 0) {
            return new Estimate(0.5, 0, 1);
        }
        long[] c = counts();
        double sum = 0;
        for (int i = 0; i < 5; i++) {
            sum += c[i] * SHARE[i];
        }
        double units = n + 2;
        double mean = (sum + 1) / units;
        double squares = (1 - mean) * (1 - mean) + mean * mean;
        for (int i = 0; i < 5; i++) {
            squares += c[i] * (SHARE[i] - mean) * (SHARE[i] - mean);
        }
        double margin = EloInterval.Z95 * Math.sqrt(squares / units / units);
        return new Estimate(sum / n, Math.max(0, mean - margin), Math.min(1, mean + margin));
    }

    /** "0/1/2/1/0": the counts of pair scores 0, 0.5, 1, 1.5, 2. */
    public String format() {
        return zero + "/" + half + "/" + one + "/" + oneAndAHalf + "/" + two;
    }
}
