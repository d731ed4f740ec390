package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.app.Comparison;
import io.tetrisarena.arena.app.Comparison.Entrant;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.BotRegistry;
import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.plugin.PluginProblem;
import io.tetrisarena.arena.plugin.Trust;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.stats.EloInterval;
import io.tetrisarena.arena.stats.PentanomialSprt;
import io.tetrisarena.arena.stats.SequentialSignTest;
import io.tetrisarena.arena.stats.SequentialSignTest.Verdict;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code arena compare A B}: both bots play the same seeds of one or more events until a sequential test
 * decides. A bot is a loaded bot's id, or {@code ID@JAR} for the bot of that jar, loaded apart from the
 * plugins folder, so two builds of one bot can be compared; two copies with one id are labelled by what was
 * typed. Solo events: each seed of each event (taken seed by seed, events in the order given) is a paired
 * outcome, judged by a {@link SequentialSignTest}, with an {@link EloInterval} beside it. Versus events: each
 * seed is a game pair (A on side 0, then the sides swapped, so each bot plays each of the seed's two deals)
 * scoring A 0, 0.5, 1, 1.5 or 2, judged by a
 * {@link PentanomialSprt}. Outcomes are judged in that fixed order, so the verdict and the number of games
 * do not depend on the thread count (games of a batch past the deciding one are played but not counted).
 */
final class CompareCommand implements Command {
    @Override
    public String name() {
        return "compare";
    }

    @Override
    public String description() {
        return "play two bots (or two builds of one: ID@JAR) on the same seeds until a sequential test (SPRT)"
                + " decides which is better";
    }

    @Override
    public int maxArguments() {
        return 2;
    }

    @Override
    public Options options() {
        return new Options()
                .addOption(Flags.withArg("events", "NAMES", "comma-separated events, all solo or all versus;"
                        + " each seed is played on each (default: marathon)"))
                .addOption(Flags.withArg("event", "NAME|FILE", "one event (the same as --events with one)"))
                .addOption(Flags.seeds("training"))
                .addOption(Flags.withArg("games", "N", "at most this many seeds per event, from #0 (default: 400)"))
                .addOption(Flags.withArg("pieces", "N", "override the events' piece caps (0 = no cap)"))
                .addOption(Flags.withArg("elo0", "E", "H0: A is better by E, elo-like; normalized Elo on versus"
                        + " events (default: 0)"))
                .addOption(Flags.withArg("elo1", "E", "H1: A is better by E, elo-like (default: 50,"
                        + " i.e. A beats B on 57% of untied seeds); normalized Elo on versus events"))
                .addOption(Flags.withArg("alpha", "P", "the chance of accepting H1 when H0 holds (default: 0.05)"))
                .addOption(Flags.withArg("beta", "P", "the chance of accepting H0 when H1 holds (default: 0.05)"))
                .addOption(Flags.withArg("threads", "N", "worker threads (default: all cores); never changes the verdict"))
                .addOption(Flags.trust())
                .addOption(Flags.unconfined())
                .addOption(Flags.plugins());
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        List<String> names = line.getArgList();
        if (names.size() != 2) {
            throw new UsageException("give two bots: arena compare A B (a bot from a jar: ID@JAR)");
        }
        if (names.get(0).strip().equals(names.get(1).strip())) {
            throw new UsageException("compare needs two different bots (or one bot from two jars: ID@JAR), got "
                    + names.get(0) + " twice");
        }
        List<Event> events = events(line);
        SeedSet seeds = SeedSet.load(line.getOptionValue("seeds", "training"));
        int maxSeeds = Flags.integer(line, "games", Math.min(400, seeds.size()), 1, seeds.size());
        double alpha = real(line, "alpha", 0.05);
        double beta = real(line, "beta", 0.05);
        double elo0 = real(line, "elo0", 0);
        double elo1 = real(line, "elo1", 50);
        SequentialSignTest sign;
        PentanomialSprt penta;
        try {
            sign = new SequentialSignTest(alpha, beta, elo0, elo1);
            penta = new PentanomialSprt(alpha, beta, elo0, elo1);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        int threads = Flags.integer(line, "threads", Runtime.getRuntime().availableProcessors(), 1, 1024);
        Entrant[] bots = entrants(line, names, err);
        Entrant a = bots[0];
        Entrant b = bots[1];
        intro(a, b, events, seeds, maxSeeds, alpha, beta, elo0, elo1, out);
        Comparison.Result result;
        try {
            result = Comparison.run(events, seeds, maxSeeds, a, b, sign, penta, threads, err);
        } catch (Comparison.Declined e) {
            throw new UsageException(e.getMessage());
        }
        report(result, a, b, events, alpha, beta, elo0, elo1, sign, penta, out);
        return 0;
    }

    /** What is compared, on what, and the test's hypotheses. */
    private static void intro(Entrant a, Entrant b, List<Event> events, SeedSet seeds, int maxSeeds, double alpha,
                              double beta, double elo0, double elo1, PrintStream out) {
        boolean versus = events.get(0).isVersus();
        String eventNames = events.stream().map(Event::name).collect(Collectors.joining(", "));
        if (versus) {
            out.printf(Locale.US, "compare %s vs %s on %s, seeds of '%s' from #0 (at most %d per event), each a game"
                            + " pair with sides swapped; H0 nElo %+.1f, H1 nElo %+.1f, alpha %.3f, beta %.3f%n",
                    a.label(), b.label(), eventNames, seeds.name(), maxSeeds, elo0, elo1, alpha, beta);
        } else {
            out.printf(Locale.US, "compare %s vs %s on %s, seeds of '%s' from #0 (at most %d per event); H0 elo %+.1f"
                            + " (P %.3f), H1 elo %+.1f (P %.3f), alpha %.3f, beta %.3f%n", a.label(), b.label(),
                    eventNames, seeds.name(), maxSeeds, elo0, SequentialSignTest.winProbability(elo0), elo1,
                    SequentialSignTest.winProbability(elo1), alpha, beta);
        }
    }

    /** The comparison's result: the counts, the test's statistics and the verdict. */
    private static void report(Comparison.Result result, Entrant a, Entrant b, List<Event> events, double alpha,
                               double beta, double elo0, double elo1, SequentialSignTest sign, PentanomialSprt penta,
                               PrintStream out) {
        boolean versus = events.get(0).isVersus();
        String eventNames = events.stream().map(Event::name).collect(Collectors.joining(", "));
        int judged = result.judged();
        long[] outcomes = result.outcomes();
        long[] pairs = result.pairs();
        Verdict verdict = result.verdict();
        String range = String.format(Locale.US, "seeds #0..#%d of %s", result.lastSeed(), eventNames);
        if (versus) {
            out.printf(Locale.US, "%d game pairs (%s, sides swapped): %s scored 0/0.5/1/1.5/2 in %s pairs (mean pair"
                    + " score %.3f of 2)%n", judged, range, a.label(), Comparison.counts(pairs), PentanomialSprt.meanPairScore(pairs));
            out.printf(Locale.US, "GSPRT (pentanomial, on game pairs): LLR %.3f, bounds (%.3f, %.3f); normalized Elo %s%n",
                    penta.llr(pairs), penta.lowerBound(), penta.upperBound(),
                    PentanomialSprt.normalizedElo(pairs).format());
        } else {
            out.printf(Locale.US, "%d paired games (%s): %s better on %d, tied on %d, worse on %d (W/D/L %d/%d/%d)%n",
                    judged, range, a.label(), outcomes[0], outcomes[1], outcomes[2], outcomes[0], outcomes[1],
                    outcomes[2]);
            out.printf(Locale.US, "SPRT (sequential sign test, ties left out): LLR %.3f, bounds (%.3f, %.3f); Elo %s,"
                            + " a tie counting half%n", sign.llr(outcomes[0], outcomes[2]), sign.lowerBound(),
                    sign.upperBound(), EloInterval.ofOutcomes(outcomes[0], outcomes[1], outcomes[2]).format());
        }
        String elo = versus ? "nElo" : "elo";
        out.println("verdict: " + switch (verdict) {
            case H1 -> "H1 accepted: " + a.label() + " is better than " + b.label() + " on " + eventNames
                    + String.format(Locale.US, " (H0, %s %+.1f, rejected at alpha %.3f)", elo, elo0, alpha);
            case H0 -> "H0 accepted: " + a.label() + " is not better than " + b.label() + " on " + eventNames
                    + String.format(Locale.US, " by %s %+.1f (H1 rejected at beta %.3f)", elo, elo1, beta);
            case CONTINUE -> "undecided after " + judged + (versus ? " game pairs" : " paired games")
                    + " (raise --games, or widen elo0..elo1)";
        });
        if (versus && judged > 0 && pairs[1] == 0 && pairs[2] == 0 && pairs[3] == 0) {
            out.println("note: every pair scored 0 or 2: on each seed one bot won the game of each of the seed's two"
                    + " deals");
        }
    }

    /** The events of {@code --events} or {@code --event}: all solo or all versus, each once. */
    private static List<Event> events(CommandLine line) {
        if (line.hasOption("events") && line.hasOption("event")) {
            throw new UsageException("give --events or --event, not both");
        }
        List<String> names = line.hasOption("events") ? Flags.list(line.getOptionValue("events"))
                : List.of(line.getOptionValue("event", "marathon"));
        if (names.isEmpty()) {
            throw new UsageException("no events given");
        }
        List<Event> events = new ArrayList<>();
        for (String name : names) {
            Event e = Flags.event(name);
            if (line.hasOption("pieces")) {
                e = e.withPieceCap(Flags.integer(line, "pieces", 0, 0, Integer.MAX_VALUE));
            }
            Event event = e;
            if (events.stream().anyMatch(x -> x.name().equals(event.name()))) {
                throw new UsageException("event '" + event.name() + "' is listed twice");
            }
            if (!events.isEmpty() && events.get(0).isVersus() != event.isVersus()) {
                throw new UsageException("compare takes solo events or versus events, not both: '"
                        + events.get(0).name() + "' and '" + event.name() + "'");
            }
            events.add(event);
        }
        return events;
    }

    /**
     * The two bots: {@code ID@JAR} loads that jar on its own (isolated unless bundled or trusted), anything else
     * is looked up in the plugins folder. Two bots with one id are labelled by what was typed.
     */
    private static Entrant[] entrants(CommandLine line, List<String> specs, PrintStream err) {
        Flags.applyUnconfined(line); // before any jar is loaded, also when both bots come from named jars
        Trust trust = Trust.standard().with(Flags.trustedNames(line, List.of()));
        List<String> jarIds = specs.stream().map(CompareCommand::jarBotId).filter(id -> id != null).toList();
        LoadedPlugins folder = null;
        LoadedBot[] bots = new LoadedBot[2];
        for (int i = 0; i < 2; i++) {
            String spec = specs.get(i).strip();
            String jarBot = jarBotId(spec);
            if (jarBot != null) {
                bots[i] = fromJar(jarBot, Path.of(spec.substring(jarBot.length() + 1)), trust);
            } else {
                if (folder == null) {
                    folder = Flags.loadPlugins(line, err, true, jarIds); // --trust may name a jar's bot
                }
                bots[i] = Flags.bot(folder, spec);
            }
        }
        boolean sameId = bots[0].id().equals(bots[1].id());
        return new Entrant[] {
            new Entrant(bots[0], sameId ? specs.get(0).strip() : bots[0].id()),
            new Entrant(bots[1], sameId ? specs.get(1).strip() : bots[1].id())};
    }

    /** The bot id of an {@code ID@JAR} spec, or null when the spec names a bot of the plugins folder. */
    private static String jarBotId(String spec) {
        String s = spec.strip();
        int at = s.lastIndexOf('@');
        return at > 0 && s.endsWith(".jar") ? s.substring(0, at) : null;
    }

    private static LoadedBot fromJar(String id, Path jar, Trust trust) {
        if (!Files.isRegularFile(jar)) {
            throw new UsageException("no jar " + jar + " (in " + id + "@" + jar + ")");
        }
        LoadedPlugins loaded = new DefaultBotLoader().loadJar(jar, trust);
        if (loaded.bots().isEmpty()) {
            throw new UsageException(jar + " gives no bot: " + loaded.problems().stream().findFirst()
                    .map(PluginProblem::line).orElse("it holds no TetrisBot"));
        }
        try {
            return new BotRegistry(loaded.bots()).resolve(id);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage().replace("(loaded:", "in " + jar + " (loaded:"));
        }
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
