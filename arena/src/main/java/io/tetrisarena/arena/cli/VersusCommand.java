package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.BotRegistry;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.versus.VersusRun;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/** {@code arena versus}: head-to-head games with garbage, a round robin or a gauntlet, and their standings. */
final class VersusCommand implements Command {
    @Override
    public String name() {
        return "versus";
    }

    @Override
    public String description() {
        return "head-to-head games with garbage exchange (round robin or gauntlet); writes versus.jsonl and the"
                + " standings";
    }

    @Override
    public Options options() {
        return new Options()
                .addOption(Flags.withArg("bots", "IDS", "comma-separated bots (default: every loaded bot that plays"
                        + " on its own)"))
                .addOption(Flags.withArg("event", "NAME|FILE", "a versus event (default: versus)"))
                .addOption(Flags.withArg("seeds", "NAME|FILE", "the seed set (default: quick)"))
                .addOption(Flags.withArg("games", "N", "seeds per pairing, each played twice with sides swapped"
                        + " (default: all of the set)"))
                .addOption(Flags.withArg("gauntlet", "ID", "play this bot against each of the others only"))
                .addOption(Flags.withArg("pieces", "N", "override the piece cap per side (0 = no cap)"))
                .addOption(Flags.withArg("threads", "N", "worker threads (default: all cores)"))
                .addOption(Flags.withArg("out", "DIR", "output folder (default: runs/versus)"))
                .addOption(BackstopFlag.option())
                .addOption(Flags.trust())
                .addOption(Flags.unconfined())
                .addOption(Flags.plugins());
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        Event event = Flags.event(line.getOptionValue("event", "versus"));
        if (!event.isVersus()) {
            throw new UsageException("event '" + event.name() + "' has no versus block: play it with 'arena run'");
        }
        if (line.hasOption("pieces")) {
            event = event.withPieceCap(Flags.integer(line, "pieces", 0, 0, Integer.MAX_VALUE));
        }
        event = BackstopFlag.apply(line, event);
        SeedSet seeds = SeedSet.load(line.getOptionValue("seeds", "quick"));
        int games = Flags.integer(line, "games", seeds.size(), 1, seeds.size());
        int threads = Flags.integer(line, "threads", Runtime.getRuntime().availableProcessors(), 1, 1024);
        LoadedPlugins plugins = Flags.loadPlugins(line, err, true);
        List<LoadedBot> bots;
        try {
            BotRegistry registry = new BotRegistry(plugins.bots());
            bots = line.hasOption("bots") ? registry.resolveAll(Flags.list(line.getOptionValue("bots")))
                    : RunCommand.entrants(registry.all(), List.of(event));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        String challenger = line.getOptionValue("gauntlet");
        if (challenger != null && bots.stream().noneMatch(b -> b.id().equals(challenger))) {
            throw new UsageException("the gauntlet's bot '" + challenger + "' is not among the bots");
        }
        if (bots.size() < 2) {
            throw new UsageException("a versus run needs at least two bots, got " + bots.size());
        }
        Path outDir = Flags.outFolder(line.getOptionValue("out", "runs/versus"));
        VersusRun.play(bots, event, seeds, games, threads, challenger, outDir, out, err);
        return 0;
    }
}
