package io.tetrisarena.arena.cli;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.plugin.WantedBots;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.GameWorkers;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.GameRecord;
import java.io.PrintStream;
import java.util.Locale;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/** {@code arena play}: one game of one bot, drawn in the terminal as it goes (or only its end). */
final class PlayCommand implements Command {
    @Override
    public String name() {
        return "play";
    }

    @Override
    public String description() {
        return "play one game with one bot and draw it in the terminal";
    }

    @Override
    public Options options() {
        Options options = new Options();
        Flags.addSeedOptions(options, "official");
        return options
                .addOption(Flags.withArg("bot", "ID", "the bot (id or id:argument)"))
                .addOption(Flags.withArg("event", "NAME|FILE", "the event (default: marathon)"))
                .addOption(Flags.withArg("pieces", "N", "override the piece cap (0 = no cap)"))
                .addOption(Flags.withArg("delay", "MS", "pause between drawn moves (default: 30)"))
                .addOption(Flags.flag("quiet", "draw only the end of the game"))
                .addOption(BackstopFlag.option())
                .addOption(Flags.unconfined())
                .addOption(Flags.plugins());
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        String botSpec = Flags.required(line, "bot");
        Event event = Flags.event(line.getOptionValue("event", "marathon"));
        if (line.hasOption("pieces")) {
            event = event.withPieceCap(Flags.parseInt("--pieces", line.getOptionValue("pieces"), 0, Integer.MAX_VALUE));
        }
        SeedSet seeds = SeedSet.load(line.getOptionValue("seeds", "official"));
        int seedIndex = Flags.seedIndex(line, seeds.size());
        boolean raw = line.hasOption("raw-seed");
        long seed = raw ? Flags.parseLong("--raw-seed", line.getOptionValue("raw-seed")) : seeds.seed(seedIndex);
        event = BackstopFlag.apply(line, event);
        int delay = Flags.integer(line, "delay", 30, 0, 10_000);
        LoadedPlugins plugins = Flags.loadPlugins(line, err, true, WantedBots.of(botSpec));
        LoadedBot bot = Flags.bot(plugins, botSpec);
        boolean live = !line.hasOption("quiet");
        // Nothing here reads the move list, so the game keeps none: a million-piece game spares encoding each
        // move and a buffer of eight bytes a piece. The game itself is the same.
        Referee referee = new Referee(err::println, false);
        GameSpec spec = new GameSpec(bot.id(), bot.info().version(), bot.jarSha256(), event, raw ? "-" : seeds.name(),
                raw ? 0 : seedIndex, seed);
        Game[] last = new Game[1];
        GameRecord[] record = new GameRecord[1];
        // The game runs on a worker thread, so a bot stuck in a move cannot hold up the command.
        try (BotConnector connector = bot.connector()) {
            Acceptance acceptance = connector.accepts(event.rules());
            if (!acceptance.accepted()) {
                throw new UsageException("bot " + bot.id() + " declines event " + event.name() + ": " + acceptance.reason());
            }
            GameWorkers.<GameRecord>run("play", 1, 1, (i, abandoned) -> referee.play(spec, connector.open("play"), game -> {
                last[0] = game;
                if (live) {
                    out.print(Render.CLEAR + Render.game(game));
                    out.flush();
                    sleep(delay);
                }
            }, abandoned), (i, r) -> record[0] = r);
        }
        if (last[0] != null && !live) {
            out.print(Render.game(last[0]));
        }
        GameRecord r = record[0];
        out.printf(Locale.US, "%s on %s, %s: %s%s after %s, %s, score %d (mean %.2f ms, max %.2f ms per move)%n",
                bot.id(), event.name(), raw ? "raw seed " + seed : "seed #" + seedIndex + " of " + seeds.name(),
                r.outcome(), r.detail().isEmpty() ? "" : " (" + r.detail() + ")",
                Flags.count(r.pieces(), "piece"), Flags.count(r.lines(), "line"), r.score(), r.meanMoveMillis(),
                r.maxMoveMillis());
        return r.outcome().isFailure() ? 1 : 0;
    }

    private static void sleep(int millis) {
        if (millis <= 0) {
            return;
        }
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
