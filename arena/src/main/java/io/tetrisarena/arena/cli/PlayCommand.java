package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.engine.Game;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.PluginLoader;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.GameWorkers;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.GameRecord;
import java.io.PrintStream;
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
        return new Options()
                .addOption(Flags.withArg("bot", "ID", "the bot (id or id:argument)"))
                .addOption(Flags.withArg("event", "NAME|FILE", "the event (default: marathon)"))
                .addOption(Flags.withArg("seed", "N", "the game's seed, decimal or 0x hex (default: 1)"))
                .addOption(Flags.withArg("pieces", "N", "override the piece cap (0 = no cap)"))
                .addOption(Flags.withArg("delay", "MS", "pause between drawn moves (default: 30)"))
                .addOption(Flags.flag("quiet", "draw only the end of the game"))
                .addOption(BackstopFlag.option())
                .addOption(Flags.plugins());
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        String botSpec = Flags.required(line, "bot");
        Event event = Flags.event(line.getOptionValue("event", "marathon"));
        if (line.hasOption("pieces")) {
            event = event.withPieceCap(Flags.parseInt("--pieces", line.getOptionValue("pieces"), 0, Integer.MAX_VALUE));
        }
        event = BackstopFlag.apply(line, event);
        long seed = Flags.parseLong("--seed", line.getOptionValue("seed", "1"));
        int delay = Flags.integer(line, "delay", 30, 0, 10_000);
        PluginLoader.Result plugins = Flags.loadPlugins(line, err, true);
        LoadedBot bot = Flags.bot(plugins, botSpec);
        boolean live = !line.hasOption("quiet");
        Referee referee = new Referee(err::println);
        GameSpec spec = new GameSpec(bot.id(), bot.info().version(), bot.jarSha256(), event, "-", 0, seed);
        Game[] last = new Game[1];
        GameRecord[] record = new GameRecord[1];
        // The game runs on a worker thread, so a bot stuck in a move cannot hold up the command.
        try (BotConnector connector = bot.connector()) {
            GameWorkers.run("play", 1, 1, (i, abandoned) -> referee.play(spec, connector.open("play"), game -> {
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
        out.printf("%s on %s, seed %d: %s%s after %d pieces, %d lines, score %d (mean %.2f ms, max %.2f ms per move)%n",
                bot.id(), event.name(), seed, r.outcome(), r.detail().isEmpty() ? "" : " (" + r.detail() + ")",
                r.pieces(), r.lines(), r.score(), r.meanMoveMillis(), r.maxMoveMillis());
        return 0;
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
