package io.tetrisarena.arena.cli;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.stats.SequentialSignTest;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code arena compare A B}: both bots play the same seeds of one event, seed by seed; after each seed a
 * {@link SequentialSignTest} on the paired outcomes (A better, tied, B better by the event's metric) decides
 * whether to stop. Seeds are judged in index order, so the verdict and the number of seeds do not depend on
 * the thread count (games of a batch past the deciding seed are played but not counted).
 */
final class CompareCommand implements Command {
    @Override
    public String name() {
        return "compare";
    }

    @Override
    public String description() {
        return "play two bots on the same seeds until a sequential test (SPRT) decides which is better";
    }

    @Override
    public int maxArguments() {
        return 2;
    }

    @Override
    public Options options() {
        return new Options()
                .addOption(Flags.withArg("event", "NAME|FILE", "the event (default: marathon)"))
                .addOption(Flags.withArg("seeds", "NAME|FILE", "the seed set (default: training)"))
                .addOption(Flags.withArg("games", "N", "at most this many seeds, from #0 (default: 400)"))
                .addOption(Flags.withArg("pieces", "N", "override the event's piece cap (0 = no cap)"))
                .addOption(Flags.withArg("elo0", "E", "H0: A is better by E, elo-like (default: 0)"))
                .addOption(Flags.withArg("elo1", "E", "H1: A is better by E, elo-like (default: 50,"
                        + " i.e. A beats B on 57% of untied seeds)"))
                .addOption(Flags.withArg("alpha", "P", "the chance of accepting H1 when H0 holds (default: 0.05)"))
                .addOption(Flags.withArg("beta", "P", "the chance of accepting H0 when H1 holds (default: 0.05)"))
                .addOption(Flags.withArg("threads", "N", "worker threads (default: all cores); never changes the verdict"))
                .addOption(Flags.unconfined())
                .addOption(Flags.plugins());
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        List<String> names = line.getArgList();
        if (names.size() != 2) {
            throw new UsageException("give two bots: arena compare A B");
        }
        Event event = Flags.event(line.getOptionValue("event", "marathon"));
        if (line.hasOption("pieces")) {
            event = event.withPieceCap(Flags.integer(line, "pieces", 0, 0, Integer.MAX_VALUE));
        }
        SeedSet seeds = SeedSet.load(line.getOptionValue("seeds", "training"));
        int maxSeeds = Flags.integer(line, "games", Math.min(400, seeds.size()), 1, seeds.size());
        SequentialSignTest test;
        try {
            test = new SequentialSignTest(real(line, "alpha", 0.05), real(line, "beta", 0.05), real(line, "elo0", 0),
                    real(line, "elo1", 50));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        int threads = Flags.integer(line, "threads", Runtime.getRuntime().availableProcessors(), 1, 1024);
        LoadedPlugins plugins = Flags.loadPlugins(line, err, true);
        LoadedBot a = Flags.bot(plugins, names.get(0));
        LoadedBot b = Flags.bot(plugins, names.get(1));
        if (a.id().equals(b.id())) {
            throw new UsageException("compare needs two different bots, got " + a.id() + " twice");
        }
        out.printf(Locale.ROOT, "compare %s vs %s on %s, seeds of '%s' from #0 (at most %d); H0 elo %+.1f (P %.3f),"
                        + " H1 elo %+.1f (P %.3f), alpha %.3f, beta %.3f%n", a.id(), b.id(), event.name(), seeds.name(),
                maxSeeds, test.elo0(), SequentialSignTest.winProbability(test.elo0()), test.elo1(),
                SequentialSignTest.winProbability(test.elo1()), test.alpha(), test.beta());

        Referee referee = new Referee(report -> err.println(report.lines().findFirst().orElse("")));
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "compare-worker");
            t.setDaemon(true);
            return t;
        });
        int wins = 0;
        int ties = 0;
        int losses = 0;
        int played = 0;
        SequentialSignTest.Verdict verdict = SequentialSignTest.Verdict.CONTINUE;
        try (BotConnector ca = a.connector(); BotConnector cb = b.connector()) {
            for (LoadedBot bot : List.of(a, b)) {
                Acceptance acceptance = (bot == a ? ca : cb).accepts(event.rules());
                if (!acceptance.accepted()) {
                    throw new UsageException("bot " + bot.id() + " declines event " + event.name() + ": "
                            + acceptance.reason());
                }
            }
            while (verdict == SequentialSignTest.Verdict.CONTINUE && played < maxSeeds) {
                int batch = Math.min(threads, maxSeeds - played);
                List<Future<GameRecord[]>> pairs = new ArrayList<>();
                for (int i = 0; i < batch; i++) {
                    int index = played + i;
                    Event e = event;
                    pairs.add(pool.submit(() -> new GameRecord[] {
                        play(referee, a, ca, e, seeds, index), play(referee, b, cb, e, seeds, index)}));
                }
                for (Future<GameRecord[]> pair : pairs) {
                    if (verdict != SequentialSignTest.Verdict.CONTINUE) {
                        break;
                    }
                    GameRecord[] games = get(pair);
                    int sign = Double.compare(event.metric().of(games[0]), event.metric().of(games[1]))
                            * (event.higherIsBetter() ? 1 : -1);
                    if (sign > 0) {
                        wins++;
                    } else if (sign < 0) {
                        losses++;
                    } else {
                        ties++;
                    }
                    played++;
                    verdict = test.verdict(wins, losses);
                }
                err.printf(Locale.ROOT, "seeds %d: %s better %d, tied %d, %s better %d; LLR %.3f in (%.3f, %.3f)%n",
                        played, a.id(), wins, ties, b.id(), losses, test.llr(wins, losses), test.lowerBound(),
                        test.upperBound());
            }
        } finally {
            pool.shutdownNow();
        }
        out.printf(Locale.ROOT, "%d seeds (#0..#%d): %s better on %d, tied on %d, worse on %d (W/D/L %d/%d/%d)%n",
                played, played - 1, a.id(), wins, ties, losses, wins, ties, losses);
        out.printf(Locale.ROOT, "SPRT (sequential sign test, ties left out): LLR %.3f, bounds (%.3f, %.3f)%s%n",
                test.llr(wins, losses), test.lowerBound(), test.upperBound(), estimate(wins, losses));
        out.println("verdict: " + switch (verdict) {
            case H1 -> "H1 accepted: " + a.id() + " is better than " + b.id() + " on " + event.name()
                    + String.format(Locale.ROOT, " (H0, elo %+.1f, rejected at alpha %.3f)", test.elo0(), test.alpha());
            case H0 -> "H0 accepted: " + a.id() + " is not better than " + b.id() + " on " + event.name()
                    + String.format(Locale.ROOT, " by elo %+.1f (H1 rejected at beta %.3f)", test.elo1(), test.beta());
            case CONTINUE -> "undecided after " + played + " seeds (raise --games, or widen elo0..elo1)";
        });
        return 0;
    }

    private static GameRecord play(Referee referee, LoadedBot bot, BotConnector connector, Event event, SeedSet seeds,
                                   int index) {
        GameSpec spec = new GameSpec(bot.id(), bot.info().version(), bot.jarSha256(), event, seeds.name(), index,
                seeds.seed(index));
        return referee.play(spec, connector.open(event.name() + "-" + index));
    }

    private static GameRecord[] get(Future<GameRecord[]> pair) throws Exception {
        try {
            return pair.get();
        } catch (ExecutionException e) {
            throw new IllegalStateException("a game failed inside the arena: " + e.getCause(), e.getCause());
        }
    }

    private static String estimate(int wins, int losses) {
        if (wins + losses == 0) {
            return "";
        }
        double p = (double) wins / (wins + losses);
        double elo = SequentialSignTest.elo(p);
        return String.format(Locale.ROOT, "; estimate P(A better on an untied seed) %.3f (elo %s)", p,
                Double.isInfinite(elo) ? (elo > 0 ? "+inf" : "-inf") : String.format(Locale.ROOT, "%+.0f", elo));
    }

    private static double real(CommandLine line, String name, double fallback) {
        String raw = line.getOptionValue(name);
        if (raw == null) {
            return fallback;
        }
        try {
            double v = Double.parseDouble(raw.strip());
            if (!Double.isFinite(v)) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new UsageException("--" + name + " must be a number, got '" + raw + "'");
        }
    }
}
