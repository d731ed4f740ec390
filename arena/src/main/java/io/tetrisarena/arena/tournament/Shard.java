package io.tetrisarena.arena.tournament;

/**
 * A fixed share of a tournament's plan, {@code K/N} with 1 <= K <= N: the games at plan positions
 * {@code K-1, K-1+N, K-1+2N, ...} (the plan lists every bot-event-seed game in the order event, seed, bot,
 * declined ones included, so the share never depends on which bots accept which events). Round-robin keeps
 * the shards' work even when events differ in cost. {@code 1/1} is the whole tournament.
 */
public record Shard(int index, int count) {
    /** The whole tournament. */
    public static final Shard ALL = new Shard(1, 1);

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("a shard is K/N with 1 <= K <= N, got " + index + "/" + count);
        }
    }

    /**
     * Reads {@code K/N}.
     *
     * @throws IllegalArgumentException with a one-line reason
     */
    public static Shard parse(String text) {
        String[] parts = text.strip().split("/", -1);
        if (parts.length != 2) {
            throw new IllegalArgumentException("--shard must be K/N (e.g. 2/8), got '" + text + "'");
        }
        int k;
        int n;
        try {
            k = Integer.parseInt(parts[0].strip());
            n = Integer.parseInt(parts[1].strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--shard must be K/N with whole numbers (e.g. 2/8), got '" + text + "'");
        }
        if (n < 1 || k < 1 || k > n) {
            throw new IllegalArgumentException("--shard K/N needs 1 <= K <= N, got '" + text + "'");
        }
        return new Shard(k, n);
    }

    /** Whether the game at this plan position belongs to this shard. */
    public boolean includes(int position) {
        return position % count == index - 1;
    }

    /** True for {@code 1/1}. */
    public boolean isAll() {
        return count == 1;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
