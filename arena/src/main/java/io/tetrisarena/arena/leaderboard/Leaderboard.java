package io.tetrisarena.arena.leaderboard;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.stats.Duels;
import io.tetrisarena.arena.stats.Estimate;
import io.tetrisarena.arena.stats.PairedComparison;
import io.tetrisarena.arena.stats.WilcoxonSignedRank;
import io.tetrisarena.arena.versus.VersusStandings;
import java.util.List;
import java.util.Optional;

/**
 * Everything the leaderboard files show, computed once by {@link LeaderboardBuilder} and rendered by each
 * file format. Lists are in display order: bots by rank, events in the header's order. A folder may hold solo
 * results, versus results or both: without solo results ({@link #hasSolo()} false) the header is null, there
 * are no events or ratings, and the versus section is the whole leaderboard.
 *
 * @param header      the tournament's header; null without solo results
 * @param wallSeconds the tournament's wall time in seconds, NaN when unknown
 * @param gameCount   all game records
 * @param events      one board per event
 * @param overall     the Bradley-Terry rating over all events
 * @param versus      the versus section, from a versus run beside the tournament; null without one
 */
public record Leaderboard(TournamentHeader header, double wallSeconds, int gameCount, List<EventBoard> events,
                          List<Rating> overall, Versus versus) {

    /** The confidence level of every interval. */
    public static final double CONFIDENCE = 0.95;

    public Leaderboard {
        if (header == null && versus == null) {
            throw new IllegalArgumentException("a leaderboard needs solo results, versus results or both");
        }
    }

    /** The leaderboard of a folder that holds versus results only. */
    public static Leaderboard versusOnly(Versus versus) {
        return new Leaderboard(null, Double.NaN, 0, List.of(), List.of(), versus);
    }

    /** Whether the folder holds solo results (a tournament's games): their provenance, ratings and events. */
    public boolean hasSolo() {
        return header != null;
    }

    /** A leaderboard without a versus section. */
    public Leaderboard(TournamentHeader header, double wallSeconds, int gameCount, List<EventBoard> events,
                       List<Rating> overall) {
        this(header, wallSeconds, gameCount, events, overall, null);
    }

    /**
     * The games the header plans (each entered bot on each event and seed; a shard its share of them), when
     * the file has no footer and fewer games than that: an interrupted run. Empty for a finished run.
     */
    public java.util.OptionalInt incompleteOf() {
        if (header == null || !Double.isNaN(wallSeconds)) {
            return java.util.OptionalInt.empty();
        }
        long planned = (long) header.bots().size() * header.events().size() * header.seedCount();
        if (header.shard() != null && header.shard().matches("\\d+/\\d+")) {
            long k = Long.parseLong(header.shard().split("/")[0]);
            long n = Long.parseLong(header.shard().split("/")[1]);
            planned = planned >= k ? (planned - k) / n + 1 : 0; // plan positions k-1, k-1+n, ...
        }
        return gameCount < planned ? java.util.OptionalInt.of((int) planned) : java.util.OptionalInt.empty();
    }

    /** {@code incomplete: N of M games} for an interrupted run ({@link #incompleteOf()}), else null. */
    public String incompleteNote() {
        java.util.OptionalInt planned = incompleteOf();
        return planned.isEmpty() ? null : "incomplete: " + gameCount + " of " + planned.getAsInt() + " games";
    }

    /** The versus section, when a versus run sits beside the tournament. */
    public Optional<Versus> versusSection() {
        return Optional.ofNullable(versus);
    }

    /**
     * The versus section: a versus run's standings, and its games as the side-by-side replay shows them.
     *
     * @param standings   ratings, pairings and metrics of the run
     * @param field       the versus event's board size
     * @param games       every game, in the run's order
     * @param header      the versus run's header (its provenance when the folder holds no solo results)
     * @param wallSeconds the versus run's wall time in seconds, NaN when unknown
     * @param challenger  the gauntlet's challenger (one bot against each of the others), null for a round robin
     */
    public record Versus(VersusStandings standings, Field field, List<VersusReplay> games, TournamentHeader header,
                         double wallSeconds, String challenger) {

        /** Whether the run is a gauntlet: its pairings are the challenger's, shown as a table of opponents. */
        public boolean isGauntlet() {
            return challenger != null;
        }
    }

    /**
     * One versus game for the replay.
     *
     * @param label the game's label ({@code VersusRecord.label()})
     * @param sides the two sides, in the record's order
     */
    public record VersusReplay(String label, List<VersusSide> sides) {
    }

    /**
     * One side of a versus game for the replay.
     *
     * @param botId    the bot's id
     * @param moves    its moves, as recorded
     * @param incoming the garbage lines waiting for this side after each of its turns, rebuilt by replaying the
     *                 game; null when the record does not replay
     */
    public record VersusSide(String botId, String moves, List<Integer> incoming) {
    }

    /**
     * One event's results.
     *
     * @param event     the event as played
     * @param field     the board size, from the event's rules
     * @param standings one row per bot, by rank
     * @param pairs     every pair of bots (higher-ranked first) compared on their common seeds
     * @param games     each bot's games by seed index, in standings order
     * @param ceiling   how many bots reach the event's maximum, when it has one
     */
    public record EventBoard(TournamentHeader.EventInfo event, Field field, List<Standing> standings,
                             List<Pair> pairs, List<BotGames> games, Ceiling ceiling) {

        /**
         * The comparison of {@code row} against {@code column} seen from {@code row}'s side (differences
         * {@code row - column}, duels won by {@code row}); empty when the two are the same bot or not paired.
         */
        public Optional<PairedComparison> between(String row, String column) {
            for (Pair pair : pairs) {
                if (pair.first().equals(row) && pair.second().equals(column)) {
                    return Optional.of(pair.comparison());
                }
                if (pair.first().equals(column) && pair.second().equals(row)) {
                    PairedComparison c = pair.comparison();
                    Estimate d = c.difference();
                    WilcoxonSignedRank.Result w = c.wilcoxon();
                    return Optional.of(new PairedComparison(c.seeds(), new Estimate(-d.value(), -d.high(), -d.low()),
                            new WilcoxonSignedRank.Result(w.nonZero(), w.wMinus(), w.wPlus(), w.pValue(), w.method()),
                            c.duels().reversed()));
                }
            }
            return Optional.empty();
        }
    }

    /**
     * Whether an event separates its bots: the best value a game can reach ({@code Event.maximum()}) and
     * how many bots' means lie within one standard error (standard deviation / sqrt(games)) of it, or within
     * 0.5% of it when that is more (a game that survives to the cap leaves some cells uncleared).
     *
     * @param maximum        the event's maximum, NaN when it has none
     * @param withinOneSe    bots whose mean is that close to the maximum (0 without one)
     * @param botsWithGames  bots that played the event
     */
    public record Ceiling(double maximum, int withinOneSe, int botsWithGames) {

        public boolean hasMaximum() {
            return !Double.isNaN(maximum);
        }
    }

    /**
     * The playing field of an event.
     *
     * @param width         columns
     * @param height        rows in total
     * @param visibleHeight rows shown
     */
    public record Field(int width, int height, int visibleHeight) {
    }

    /**
     * One bot's line in an event's table.
     *
     * @param rank           1-based rank; 0 when the bot played no game of the event
     * @param botId          the bot's id
     * @param botVersion     the bot's version
     * @param games          games played
     * @param mean           the mean of the event's metric with its bootstrap 95% interval
     * @param median         median of the metric
     * @param lowerQuartile  25% quantile of the metric
     * @param upperQuartile  75% quantile of the metric
     * @param min            smallest value of the metric
     * @param max            largest value of the metric
     * @param topOutRate     share of games that ended by topping out
     * @param failures       games the bot lost by a failure, by kind
     * @param meanMoveMillis mean milliseconds per move over all moves
     * @param maxMoveMillis  the slowest single move
     */
    public record Standing(int rank, String botId, String botVersion, int games, Estimate mean, double median,
                           double lowerQuartile, double upperQuartile, double min, double max, double topOutRate,
                           Failures failures, double meanMoveMillis, double maxMoveMillis) {
    }

    /**
     * Failure counts by kind.
     *
     * @param timeout     games ended by a timeout
     * @param illegalMove games ended by an illegal move
     * @param exception   games ended by an exception
     */
    public record Failures(int timeout, int illegalMove, int exception) {

        /** All failures. */
        public int total() {
            return timeout + illegalMove + exception;
        }
    }

    /**
     * Two bots of one event compared seed by seed; differences are {@code first - second}.
     *
     * @param first      the higher-ranked bot's id
     * @param second     the other bot's id
     * @param comparison the statistics
     */
    public record Pair(String first, String second, PairedComparison comparison) {
    }

    /**
     * A bot's games in one event, ordered by seed index.
     *
     * @param botId the bot's id
     * @param games its games
     */
    public record BotGames(String botId, List<GameRecord> games) {
    }

    /**
     * One bot's overall Bradley-Terry rating.
     *
     * @param rank       1-based rank
     * @param botId      the bot's id
     * @param botVersion the bot's version
     * @param rating     log-scale rating (mean 0 over all bots) with its 95% interval
     * @param duels      all seed duels of all events from this bot's side; a bot with none has rank 0
     *                   (shown without a rank) and only the prior's rating
     */
    public record Rating(int rank, String botId, String botVersion, Estimate rating, Duels duels) {
    }
}
