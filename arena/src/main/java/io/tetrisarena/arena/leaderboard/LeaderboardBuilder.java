package io.tetrisarena.arena.leaderboard;

import com.fasterxml.jackson.databind.JsonNode;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.Metric;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.TournamentHeader.BotEntry;
import io.tetrisarena.arena.results.TournamentHeader.EventInfo;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.stats.Bootstrap;
import io.tetrisarena.arena.stats.BradleyTerry;
import io.tetrisarena.arena.stats.Duels;
import io.tetrisarena.arena.stats.Estimate;
import io.tetrisarena.arena.stats.PairedComparison;
import io.tetrisarena.arena.stats.StatSeeds;
import io.tetrisarena.arena.stats.Summary;
import io.tetrisarena.arena.text.JsonTrees;
import io.tetrisarena.arena.verify.VersusVerifier;
import io.tetrisarena.arena.versus.VersusStandings;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Computes a {@link Leaderboard} from a header and game records. The result depends on the set of records only,
 * never on their order: records are sorted by (event, bot, seed index) first, and every randomized statistic is
 * seeded from the names it describes.
 */
public final class LeaderboardBuilder {
    private static final Leaderboard.Field STANDARD_FIELD = new Leaderboard.Field(10, 40, 20);

    private LeaderboardBuilder() {
    }

    /** Builds the leaderboard; see {@link LeaderboardWriter#write} for the input errors it rejects. */
    public static Leaderboard build(TournamentHeader header, List<GameRecord> games, double wallSeconds) {
        return build(header, games, wallSeconds, null);
    }

    /**
     * Builds the leaderboard with the versus section of a versus run's games (none when {@code versus} is null);
     * a null {@code header} (no solo results: then {@code games} is empty) gives the versus section alone. See
     * {@link LeaderboardWriter#write} for the input errors it rejects.
     */
    public static Leaderboard build(TournamentHeader header, List<GameRecord> games, double wallSeconds,
                                    ResultsStore.Contents<VersusRecord> versus) {
        if (header == null) {
            if (versus == null || !games.isEmpty()) {
                throw new IllegalArgumentException(versus == null ? "no solo results and no versus results"
                        : "solo games without their results header");
            }
            return Leaderboard.versusOnly(versus(versus));
        }
        Grouped grouped = Grouped.of(header, games);
        List<GameRecord> sorted = grouped.sorted();
        Map<String, String> versions = grouped.versions();
        List<String> bots = grouped.bots();
        Map<String, Map<String, List<GameRecord>>> byEvent = grouped.byEvent();

        List<Leaderboard.EventBoard> boards = new ArrayList<>();
        double[][] wins = new double[bots.size()][bots.size()];
        for (EventInfo event : header.events()) {
            Metric metric = Metric.parse(event.metric());
            Map<String, List<GameRecord>> gamesByBot = byEvent.getOrDefault(event.name(), Map.of());
            List<Leaderboard.Standing> standings = standings(event, metric, bots, versions, gamesByBot, true);
            List<Leaderboard.Pair> pairs = new ArrayList<>();
            for (int a = 0; a < standings.size(); a++) {
                for (int b = a + 1; b < standings.size(); b++) {
                    String first = standings.get(a).botId();
                    String second = standings.get(b).botId();
                    Leaderboard.Pair pair = compare(event, metric, first, second, gamesByBot);
                    pairs.add(pair);
                    Duels duels = pair.comparison().duels();
                    int i = bots.indexOf(first);
                    int j = bots.indexOf(second);
                    wins[i][j] += duels.won() + duels.drawn() / 2.0;
                    wins[j][i] += duels.lost() + duels.drawn() / 2.0;
                }
            }
            List<Leaderboard.BotGames> botGames = standings.stream()
                    .map(s -> new Leaderboard.BotGames(s.botId(), gamesByBot.getOrDefault(s.botId(), List.of())))
                    .toList();
            boards.add(new Leaderboard.EventBoard(event, field(event), standings, pairs, botGames,
                    ceiling(event, metric, gamesByBot)));
        }
        return new Leaderboard(header, wallSeconds, sorted.size(), boards, ratings(bots, versions, wins, boards),
                versus == null ? null : versus(versus));
    }

    /**
     * The leaderboard of a run still being written, for the live page: each event's standings (means without
     * their intervals, a game of an event the header does not list or a second record of a game left out), and
     * the versus section's standings (no replays of its games); no pairs, no ratings. A null {@code header} gives
     * the versus section alone; null when there is neither.
     */
    public static Leaderboard live(TournamentHeader header, List<GameRecord> games,
                                   ResultsStore.Contents<VersusRecord> versus) {
        Leaderboard.Versus section = versus == null || versus.header() == null ? null
                : versusSection(versus, false);
        if (header == null) {
            return section == null ? null : Leaderboard.versusOnly(section);
        }
        Set<String> eventNames = new HashSet<>();
        header.events().forEach(e -> eventNames.add(e.name()));
        Map<String, GameRecord> known = new LinkedHashMap<>();
        games.stream().filter(g -> eventNames.contains(g.event()))
                .forEach(g -> known.putIfAbsent(g.event() + "\n" + g.botId() + "\n" + g.seedIndex(), g));
        Grouped grouped = Grouped.of(header, List.copyOf(known.values()));
        List<Leaderboard.EventBoard> boards = new ArrayList<>();
        for (EventInfo event : header.events()) {
            Metric metric = Metric.parse(event.metric());
            Map<String, List<GameRecord>> gamesByBot = grouped.byEvent().getOrDefault(event.name(), Map.of());
            boards.add(new Leaderboard.EventBoard(event, field(event),
                    standings(event, metric, grouped.bots(), grouped.versions(), gamesByBot, false), List.of(),
                    List.of(), ceiling(event, metric, gamesByBot)));
        }
        return new Leaderboard(header, Double.NaN, grouped.sorted().size(), boards, List.of(), section);
    }

    /**
     * The games in the order every view reads them (event, bot, seed), the bots with their versions in id order,
     * and the games by event and bot.
     */
    private record Grouped(List<GameRecord> sorted, Map<String, String> versions, List<String> bots,
                           Map<String, Map<String, List<GameRecord>>> byEvent) {
        static Grouped of(TournamentHeader header, List<GameRecord> games) {
            List<GameRecord> sorted = new ArrayList<>(games);
            sorted.sort(Comparator.comparing(GameRecord::event).thenComparing(GameRecord::botId)
                    .thenComparingInt(GameRecord::seedIndex));
            Map<String, String> versions = botVersions(header, sorted);
            return new Grouped(sorted, versions, new ArrayList<>(versions.keySet()), groupByEvent(header, sorted));
        }
    }

    /** The versus section: the standings, and each game's sides with the garbage a replay finds waiting. */
    static Leaderboard.Versus versus(ResultsStore.Contents<VersusRecord> contents) {
        return versusSection(contents, true);
    }

    /** The versus section, with each game's replay when {@code replays} (else no games). */
    private static Leaderboard.Versus versusSection(ResultsStore.Contents<VersusRecord> contents, boolean replays) {
        TournamentHeader header = contents.header();
        Rules rules = Events.parse(header.events().get(0).definitionJson(), "versus header").rules();
        VersusVerifier replay = new VersusVerifier(header);
        List<Leaderboard.VersusReplay> games = new ArrayList<>();
        for (VersusRecord g : replays ? contents.games() : List.<VersusRecord>of()) {
            int[][] incoming = replay.incomingByTurn(g).orElse(null);
            List<Leaderboard.VersusSide> sides = new ArrayList<>();
            for (int s = 0; s < 2; s++) {
                VersusRecord.Side side = g.sides().get(s);
                sides.add(new Leaderboard.VersusSide(side.botId(), side.moves(), incoming == null ? null
                        : java.util.Arrays.stream(incoming[s]).boxed().toList()));
            }
            games.add(new Leaderboard.VersusReplay(g.label(), List.copyOf(sides)));
        }
        return new Leaderboard.Versus(VersusStandings.of(header, contents.games()),
                new Leaderboard.Field(rules.width(), rules.height(), rules.visibleHeight()), List.copyOf(games),
                header, contents.wallSeconds(), contents.challenger());
    }

    /** Bots of the header in id order, then any bot that only appears in the records. */
    private static Map<String, String> botVersions(TournamentHeader header, List<GameRecord> games) {
        Map<String, String> versions = new TreeMap<>();
        for (BotEntry bot : header.bots()) {
            versions.put(bot.id(), bot.version());
        }
        for (GameRecord game : games) {
            versions.putIfAbsent(game.botId(), game.botVersion());
        }
        return versions;
    }

    private static Map<String, Map<String, List<GameRecord>>> groupByEvent(TournamentHeader header,
                                                                           List<GameRecord> sorted) {
        Set<String> eventNames = new HashSet<>();
        header.events().forEach(e -> eventNames.add(e.name()));
        Map<String, Map<String, List<GameRecord>>> byEvent = new HashMap<>();
        GameRecord previous = null;
        for (GameRecord game : sorted) {
            if (!eventNames.contains(game.event())) {
                throw new IllegalArgumentException("a game of bot '" + game.botId() + "' belongs to event '"
                        + game.event() + "', which the results header does not list");
            }
            if (previous != null && previous.event().equals(game.event()) && previous.botId().equals(game.botId())
                    && previous.seedIndex() == game.seedIndex()) {
                throw new IllegalArgumentException("two results for event '" + game.event() + "', bot '"
                        + game.botId() + "', seed index " + game.seedIndex());
            }
            byEvent.computeIfAbsent(game.event(), e -> new LinkedHashMap<>())
                    .computeIfAbsent(game.botId(), b -> new ArrayList<>()).add(game);
            previous = game;
        }
        return byEvent;
    }

    /**
     * The share of an event's maximum a bot may fall short by and still count as at it: a game that
     * survives to the piece cap leaves some cells uncleared (about 2 of 800 lines on classic).
     */
    static final double SLACK = 0.005;

    /**
     * The event's maximum and how many bots' means lie within one standard error of it (or within
     * {@link #SLACK} of it, when that is more).
     */
    static Leaderboard.Ceiling ceiling(EventInfo event, Metric metric, Map<String, List<GameRecord>> gamesByBot) {
        double maximum;
        try {
            maximum = Events.parse(event.definitionJson(), event.name()).maximum().orElse(Double.NaN);
        } catch (RuntimeException unreadable) {
            maximum = Double.NaN;
        }
        int within = 0;
        int played = 0;
        for (List<GameRecord> games : gamesByBot.values()) {
            if (games.isEmpty()) {
                continue;
            }
            played++;
            double[] values = games.stream().mapToDouble(metric::of).toArray();
            double mean = java.util.Arrays.stream(values).average().orElse(0);
            double squares = 0;
            for (double v : values) {
                squares += (v - mean) * (v - mean);
            }
            double se = values.length < 2 ? 0 : Math.sqrt(squares / (values.length - 1) / values.length);
            if (!Double.isNaN(maximum) && maximum - mean <= Math.max(se, SLACK * maximum)) {
                within++;
            }
        }
        return new Leaderboard.Ceiling(maximum, within, played);
    }

    private static Leaderboard.Field field(EventInfo event) {
        Leaderboard.Field standard = STANDARD_FIELD;
        try {
            JsonNode rules = JsonTrees.read(event.definitionJson()).path("rules");
            return new Leaderboard.Field(rules.path("width").asInt(standard.width()),
                    rules.path("height").asInt(standard.height()),
                    rules.path("visibleHeight").asInt(standard.visibleHeight()));
        } catch (IOException | RuntimeException e) {
            // A definition without readable rules shows on the standard field.
            return standard;
        }
    }

    private static List<Leaderboard.Standing> standings(EventInfo event, Metric metric, List<String> bots,
                                                        Map<String, String> versions,
                                                        Map<String, List<GameRecord>> gamesByBot,
                                                        boolean intervals) {
        List<Leaderboard.Standing> unranked = new ArrayList<>();
        for (String bot : bots) {
            unranked.add(standing(event, metric, bot, versions.get(bot), gamesByBot.getOrDefault(bot, List.of()),
                    intervals));
        }
        Comparator<Leaderboard.Standing> byMean = Comparator.comparingDouble(s -> s.mean().value());
        if (event.higherIsBetter()) {
            byMean = byMean.reversed();
        }
        Comparator<Leaderboard.Standing> order = Comparator.comparing((Leaderboard.Standing s) -> s.games() == 0)
                .thenComparing(byMean).thenComparing(Leaderboard.Standing::botId);
        unranked.sort(order);
        List<Leaderboard.Standing> ranked = new ArrayList<>();
        for (int i = 0; i < unranked.size(); i++) {
            Leaderboard.Standing s = unranked.get(i);
            int rank = s.games() == 0 ? 0 : i + 1;
            ranked.add(new Leaderboard.Standing(rank, s.botId(), s.botVersion(), s.games(), s.mean(), s.median(),
                    s.lowerQuartile(), s.upperQuartile(), s.min(), s.max(), s.topOutRate(), s.failures(),
                    s.meanMoveMillis(), s.maxMoveMillis()));
        }
        return ranked;
    }

    private static Leaderboard.Standing standing(EventInfo event, Metric metric, String bot, String version,
                                                 List<GameRecord> all, boolean interval) {
        // A game the arena cut short is not the bot's: it counts for nothing.
        List<GameRecord> games = all.stream().filter(g -> g.outcome().countsForTheBot()).toList();
        double[] values = games.stream().mapToDouble(metric::of).toArray();
        Summary summary = Summary.of(values);
        Estimate mean = interval ? Bootstrap.meanInterval(values, StatSeeds.ofValues(event.name(), values),
                Bootstrap.DEFAULT_RESAMPLES, Leaderboard.CONFIDENCE)
                : new Estimate(Summary.mean(values), Double.NaN, Double.NaN);
        int toppedOut = 0;
        int timeout = 0;
        int illegal = 0;
        int exception = 0;
        double millis = 0;
        long moves = 0;
        double maxMillis = games.isEmpty() ? Double.NaN : 0;
        for (GameRecord game : games) {
            switch (game.outcome()) {
                case TOPPED_OUT -> toppedOut++;
                case TIMEOUT -> timeout++;
                case ILLEGAL_MOVE -> illegal++;
                case EXCEPTION -> exception++;
                case PIECE_CAP -> { }
            }
            int decisions = Math.max(game.pieces(), 1);
            millis += game.meanMoveMillis() * decisions;
            moves += decisions;
            maxMillis = Math.max(maxMillis, game.maxMoveMillis());
        }
        double rate = games.isEmpty() ? Double.NaN : (double) toppedOut / games.size();
        return new Leaderboard.Standing(0, bot, version, games.size(), mean, summary.median(),
                summary.lowerQuartile(), summary.upperQuartile(), summary.min(), summary.max(), rate,
                new Leaderboard.Failures(timeout, illegal, exception), moves == 0 ? Double.NaN : millis / moves,
                maxMillis);
    }

    /** Compares two bots on the seeds both played. */
    private static Leaderboard.Pair compare(EventInfo event, Metric metric, String first, String second,
                                            Map<String, List<GameRecord>> gamesByBot) {
        Map<Integer, GameRecord> secondBySeed = new HashMap<>();
        gamesByBot.getOrDefault(second, List.of()).forEach(g -> secondBySeed.put(g.seedIndex(), g));
        TreeSet<Integer> common = new TreeSet<>();
        gamesByBot.getOrDefault(first, List.of()).forEach(g -> {
            if (secondBySeed.containsKey(g.seedIndex())) {
                common.add(g.seedIndex());
            }
        });
        Map<Integer, GameRecord> firstBySeed = new HashMap<>();
        gamesByBot.getOrDefault(first, List.of()).forEach(g -> firstBySeed.put(g.seedIndex(), g));
        double[] a = new double[common.size()];
        double[] b = new double[common.size()];
        int k = 0;
        for (int seedIndex : common) {
            a[k] = metric.of(firstBySeed.get(seedIndex));
            b[k] = metric.of(secondBySeed.get(seedIndex));
            k++;
        }
        double[] differences = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            differences[i] = a[i] - b[i];
        }
        PairedComparison comparison = PairedComparison.of(a, b, event.higherIsBetter(),
                StatSeeds.ofValues(event.name(), differences));
        return new Leaderboard.Pair(first, second, comparison);
    }

    private static List<Leaderboard.Rating> ratings(List<String> bots, Map<String, String> versions,
                                                    double[][] wins, List<Leaderboard.EventBoard> boards) {
        BradleyTerry.Fit fit = BradleyTerry.fit(wins, BradleyTerry.DEFAULT_PRIOR_GAMES);
        Map<String, int[]> duels = new HashMap<>();
        for (String bot : bots) {
            duels.put(bot, new int[3]);
        }
        for (Leaderboard.EventBoard board : boards) {
            for (Leaderboard.Pair pair : board.pairs()) {
                Duels d = pair.comparison().duels();
                add(duels.get(pair.first()), d);
                add(duels.get(pair.second()), d.reversed());
            }
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < bots.size(); i++) {
            order.add(i);
        }
        // A bot with no duels has only the prior's rating: list it last, without a rank.
        java.util.function.Predicate<Integer> dueled = i -> {
            int[] d = duels.get(bots.get(i));
            return d[0] + d[1] + d[2] > 0;
        };
        order.sort(Comparator.comparing((Integer i) -> !dueled.test(i))
                .thenComparingDouble(i -> -fit.ratings()[i]).thenComparing(bots::get));
        List<Leaderboard.Rating> ratings = new ArrayList<>();
        int rank = 0;
        for (int i : order) {
            String bot = bots.get(i);
            int[] d = duels.get(bot);
            ratings.add(new Leaderboard.Rating(dueled.test(i) ? ++rank : 0, bot, versions.get(bot), fit.rating(i),
                    new Duels(d[0], d[1], d[2])));
        }
        return ratings;
    }

    private static void add(int[] totals, Duels duels) {
        totals[0] += duels.won();
        totals[1] += duels.drawn();
        totals[2] += duels.lost();
    }
}
