package io.tetrisarena.arena.results;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The relative speed of the members that played a run, from the records' own move timings: for each bot, the
 * mean time charged per move on all members against the mean on one member; a member's speed is the
 * pieces-weighted geometric mean of those ratios over the bots it played. No probe runs: the games are the
 * measurement.
 */
public final class WorkerSpeeds {
    /** Speeds further apart than this ratio make the leaderboard say that machines of different speeds played. */
    public static final double NOTABLE_RATIO = 1.25;

    private WorkerSpeeds() {
    }

    /**
     * One seat's move timing in one game: a solo game has one, a versus game one per side.
     *
     * @param botId          the bot
     * @param meanMoveMillis the mean time charged per move
     * @param pieces         the pieces it placed
     */
    public record Timing(String botId, double meanMoveMillis, int pieces) {
    }

    /**
     * The members' entries, in the order given; null when no member played.
     *
     * @param playedBy each member's games, by their seats' timings (a game is a list of timings)
     * @param threads  each member's game threads
     */
    public static List<TournamentHeader.WorkerInfo> of(Map<String, List<List<Timing>>> playedBy,
                                                       Map<String, Integer> threads) {
        if (playedBy.isEmpty()) {
            return null;
        }
        Map<String, double[]> overall = new HashMap<>(); // bot -> {charged ms, pieces}
        playedBy.values().forEach(games -> games.forEach(g -> g.forEach(t -> add(overall, t))));
        List<TournamentHeader.WorkerInfo> out = new ArrayList<>();
        for (Map.Entry<String, List<List<Timing>>> e : playedBy.entrySet()) {
            Map<String, double[]> mine = new HashMap<>();
            e.getValue().forEach(g -> g.forEach(t -> add(mine, t)));
            double logSum = 0;
            double weight = 0;
            for (Map.Entry<String, double[]> bot : mine.entrySet()) {
                double[] m = bot.getValue();
                double[] all = overall.get(bot.getKey());
                if (m[0] > 0 && all[0] > 0) {
                    logSum += m[1] * Math.log((all[0] / all[1]) / (m[0] / m[1]));
                    weight += m[1];
                }
            }
            double speed = weight == 0 ? 1.0 : Math.exp(logSum / weight);
            out.add(new TournamentHeader.WorkerInfo(e.getKey(), threads.getOrDefault(e.getKey(), 0),
                    e.getValue().size(), Math.round(speed * 100) / 100.0));
        }
        return out;
    }

    private static void add(Map<String, double[]> byBot, Timing g) {
        double[] sum = byBot.computeIfAbsent(g.botId(), b -> new double[2]);
        sum[0] += g.meanMoveMillis() * g.pieces();
        sum[1] += g.pieces();
    }

    /**
     * One line for a leaderboard when the members' speeds differ by more than {@link #NOTABLE_RATIO}, else
     * null.
     */
    public static String note(List<TournamentHeader.WorkerInfo> workers) {
        if (workers == null || workers.size() < 2) {
            return null;
        }
        TournamentHeader.WorkerInfo fastest = workers.get(0);
        TournamentHeader.WorkerInfo slowest = workers.get(0);
        for (TournamentHeader.WorkerInfo w : workers) {
            fastest = w.relativeSpeed() > fastest.relativeSpeed() ? w : fastest;
            slowest = w.relativeSpeed() < slowest.relativeSpeed() ? w : slowest;
        }
        if (slowest.relativeSpeed() <= 0 || fastest.relativeSpeed() / slowest.relativeSpeed() < NOTABLE_RATIO) {
            return null;
        }
        return String.format(java.util.Locale.US, "Played on %d cluster members of different speeds (%s %.2fx,"
                + " %s %.2fx the average): the per-move CPU limits were the same everywhere, so a bot near its limit"
                + " may have timed out more on the slower machines.", workers.size(), fastest.name(),
                fastest.relativeSpeed(), slowest.name(), slowest.relativeSpeed());
    }
}
