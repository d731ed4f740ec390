package io.tetrisarena.arena.app;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.stats.PentanomialSprt;
import io.tetrisarena.arena.stats.SequentialSignTest;
import io.tetrisarena.arena.stats.SequentialSignTest.Verdict;
import io.tetrisarena.arena.versus.VersusReferee;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Two bots on the same seeds until a sequential test decides ({@code arena compare}). Solo events: each seed of
 * each event (seed by seed, events in the order given) is a paired outcome judged by a
 * {@link SequentialSignTest}. Versus events: each seed is a game pair (A on side 0, then the sides swapped)
 * scoring A 0, 0.5, 1, 1.5 or 2, judged by a {@link PentanomialSprt}. Outcomes are judged in that fixed order, so
 * the verdict and the number of games do not depend on the thread count (games of a batch past the deciding one
 * are played but not counted).
 */
public final class Comparison {
    private Comparison() {
    }

    /**
     * A bot as the comparison names it.
     *
     * @param bot   the loaded bot
     * @param label its name in the comparison's lines (what was typed, when both bots have one id)
     */
    public record Entrant(LoadedBot bot, String label) {
    }

    /**
     * What the comparison found.
     *
     * @param verdict  H1, H0 or CONTINUE (undecided when the seeds ran out)
     * @param judged   outcomes judged (paired games, or game pairs on versus)
     * @param lastSeed the seed index of the last judged outcome, -1 when none
     * @param outcomes solo: A better, tied, B better
     * @param pairs    versus: pairs A scored 0, 0.5, 1, 1.5 and 2 in
     */
    public record Result(Verdict verdict, int judged, int lastSeed, long[] outcomes, long[] pairs) {
    }

    /** A bot declines an event of the comparison; the message is one line. */
    public static final class Declined extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Declined(String message) {
            super(message);
        }
    }

    /** One unit of evidence: a seed of an event, played by both bots (twice, sides swapped, on versus). */
    private record Task(Event event, int seedIndex) {
    }

    /**
     * Plays A against B on the first {@code maxSeeds} seeds of each event (all solo or all versus) on
     * {@code threads} threads until the test decides, a progress line per batch to {@code err}.
     *
     * @throws Declined when a bot declines an event
     */
    public static Result run(List<Event> events, SeedSet seeds, int maxSeeds, Entrant a, Entrant b,
                             SequentialSignTest sign, PentanomialSprt penta, int threads, PrintStream err)
            throws Exception {
        boolean versus = events.get(0).isVersus();
        Entrant[] bots = {a, b};
        List<Task> tasks = new ArrayList<>();
        for (int seed = 0; seed < maxSeeds; seed++) {
            for (Event e : events) {
                tasks.add(new Task(e, seed));
            }
        }
        Referee referee = new Referee(report -> err.println(report.lines().findFirst().orElse("")));
        VersusReferee versusReferee = new VersusReferee(text -> err.println(text.lines().findFirst().orElse("")));
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "compare-worker");
            t.setDaemon(true);
            return t;
        });
        long[] outcomes = new long[3]; // solo: A better, tied, B better
        long[] pairs = new long[5]; // versus: pairs A scored 0, 0.5, 1, 1.5, 2 in
        int judged = 0;
        int lastSeed = -1;
        Verdict verdict = Verdict.CONTINUE;
        try (BotConnector ca = a.bot().connector(); BotConnector cb = b.bot().connector()) {
            for (Event event : events) {
                for (Entrant bot : bots) {
                    Acceptance acceptance = (bot == a ? ca : cb).accepts(event.rules());
                    if (!acceptance.accepted()) {
                        throw new Declined("bot " + bot.label() + " declines event " + event.name() + ": "
                                + acceptance.reason());
                    }
                }
            }
            while (verdict == Verdict.CONTINUE && judged < tasks.size()) {
                List<Future<Double>> batch = new ArrayList<>();
                for (Task task : tasks.subList(judged, Math.min(tasks.size(), judged + threads))) {
                    batch.add(pool.submit(() -> versus
                            ? pairScore(versusReferee, task, seeds, a, ca, b, cb)
                            : sign(referee, task, seeds, a, ca, b, cb)));
                }
                for (Future<Double> result : batch) {
                    if (verdict != Verdict.CONTINUE) {
                        break;
                    }
                    double score = get(result);
                    if (versus) {
                        pairs[(int) Math.round(score * 2)]++;
                        verdict = penta.verdict(pairs);
                    } else {
                        outcomes[score > 0 ? 0 : score < 0 ? 2 : 1]++;
                        verdict = sign.verdict(outcomes[0], outcomes[2]);
                    }
                    lastSeed = tasks.get(judged).seedIndex();
                    judged++;
                }
                double llr = versus ? penta.llr(pairs) : sign.llr(outcomes[0], outcomes[2]);
                String counts = versus ? "pair scores 0/0.5/1/1.5/2: " + counts(pairs)
                        : String.format(Locale.US, "%s better %d, tied %d, %s better %d", a.label(), outcomes[0],
                        outcomes[1], b.label(), outcomes[2]);
                err.printf(Locale.US, "%s %d: %s; LLR %.3f, bounds (%.3f, %.3f)%s%n", versus ? "pairs" : "games",
                        judged, counts, llr, sign.lowerBound(), sign.upperBound(), decided(verdict));
            }
        } finally {
            pool.shutdownNow();
        }
        return new Result(verdict, judged, lastSeed, outcomes, pairs);
    }

    /** The pair scores' counts as {@code n0/n0.5/n1/n1.5/n2}. */
    public static String counts(long[] pairs) {
        return String.format(Locale.US, "%d/%d/%d/%d/%d", pairs[0], pairs[1], pairs[2], pairs[3], pairs[4]);
    }

    /** +1 when A did better on this seed by the event's metric, -1 when B did, 0 for a tie. */
    private static double sign(Referee referee, Task task, SeedSet seeds, Entrant a, BotConnector ca, Entrant b,
                               BotConnector cb) {
        Event event = task.event();
        GameRecord ga = play(referee, a.bot(), ca, event, seeds, task.seedIndex());
        GameRecord gb = play(referee, b.bot(), cb, event, seeds, task.seedIndex());
        return Double.compare(event.metric().of(ga), event.metric().of(gb)) * (event.higherIsBetter() ? 1 : -1);
    }

    /** A's score over the game pair of this seed: A on side 0, then the sides swapped (0, 0.5, 1, 1.5 or 2). */
    private static double pairScore(VersusReferee referee, Task task, SeedSet seeds, Entrant a, BotConnector ca,
                                    Entrant b, BotConnector cb) {
        Event event = task.event();
        int index = task.seedIndex();
        List<VersusReferee.Entrant> ab = List.of(entrant(a), entrant(b));
        String label = event.name() + "-" + index;
        VersusRecord first = referee.play(event, seeds.name(), index, seeds.seed(index), false, ab,
                ca.open(label + "a"), cb.open(label + "a"));
        VersusRecord second = referee.play(event, seeds.name(), index, seeds.seed(index), true, List.of(entrant(b), entrant(a)),
                cb.open(label + "b"), ca.open(label + "b"));
        return first.score(0) + second.score(1);
    }

    private static VersusReferee.Entrant entrant(Entrant e) {
        return new VersusReferee.Entrant(e.label(), e.bot().info().version(), e.bot().jarSha256());
    }

    private static GameRecord play(Referee referee, LoadedBot bot, BotConnector connector, Event event, SeedSet seeds,
                                   int index) {
        GameSpec spec = new GameSpec(bot.id(), bot.info().version(), bot.jarSha256(), event, seeds.name(), index,
                seeds.seed(index));
        return referee.play(spec, connector.open(event.name() + "-" + index));
    }

    private static String decided(Verdict verdict) {
        return switch (verdict) {
            case H1 -> ": above, H1 accepted";
            case H0 -> ": below, H0 accepted";
            case CONTINUE -> "";
        };
    }

    private static double get(Future<Double> result) throws Exception {
        try {
            return result.get();
        } catch (ExecutionException e) {
            throw new IllegalStateException("a game failed inside the arena: " + e.getCause(), e.getCause());
        }
    }
}
