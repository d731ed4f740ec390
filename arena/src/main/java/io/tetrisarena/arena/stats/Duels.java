package io.tetrisarena.arena.stats;

/**
 * Seed duels between two bots, counted from the first bot's side.
 *
 * @param won   seeds on which the first bot did better
 * @param drawn seeds on which both did equally well
 * @param lost  seeds on which the first bot did worse
 */
public record Duels(int won, int drawn, int lost) {

    /** All duels played. */
    public int total() {
        return won + drawn + lost;
    }

    /** The same duels counted from the other side. */
    public Duels reversed() {
        return new Duels(lost, drawn, won);
    }

    /** Compares paired values seed by seed; {@code higherIsBetter} gives the direction. */
    public static Duels count(double[] first, double[] second, boolean higherIsBetter) {
        if (first.length != second.length) {
            throw new IllegalArgumentException("paired samples differ in length: " + first.length + " and "
                    + second.length);
        }
        int won = 0;
        int drawn = 0;
        int lost = 0;
        for (int i = 0; i < first.length; i++) {
            int cmp = Double.compare(first[i], second[i]);
            if (cmp == 0) {
                drawn++;
            } else if ((cmp > 0) == higherIsBetter) {
                won++;
            } else {
                lost++;
            }
        }
        return new Duels(won, drawn, lost);
    }
}
