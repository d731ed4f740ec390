package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.external.TbpCodec;
import io.tetrisarena.arena.external.TbpMessage;
import io.tetrisarena.arena.tbp.TbpServer;
import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.plugin.PluginProblem;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code arena tbp}: serves one arena bot as a Tetris Bot Protocol bot on standard input and output, so it
 * can play in any TBP frontend; a child {@code arena tbp --jar FILE} is also how the arena runs an
 * untrusted jar outside its own JVM. {@code --list} prints the jar's bots' {@code info} lines and exits;
 * {@code --list-and-wait} (the arena's listing child) prints them, then waits to be told which bot to serve,
 * so that the child that read the jar becomes that bot's first game child.
 */
final class TbpCommand implements Command {
    /** The most wall time a warm-up may take. */
    private static final long WARMUP_MILLIS = 1500;

    @Override
    public String name() {
        return "tbp";
    }

    @Override
    public String description() {
        return "serve a bot over the Tetris Bot Protocol on stdin/stdout (--bot ID, or --jar FILE)";
    }

    @Override
    public Options options() {
        return new Options().addOption(Flags.withArg("bot", "ID", "the bot to serve (with --jar: which of its bots)"))
                .addOption(Flags.withArg("jar", "FILE", "serve a bot of this plugin jar only"))
                .addOption(Flags.flag("list", "print the info message of each bot (of --jar or --plugins) and exit"))
                .addOption(Flags.flag("train-archive", "the JVM that writes the isolated children's class-data"
                        + " archive: serve a built-in bot a short game and exit"))
                .addOption(Flags.flag("list-and-wait", "the arena's listing child: print the info message of each"
                        + " bot and a line for each problem, then serve the bot the arena names"))
                .addOption(Flags.withArg("warmup", "N", "play N moves of private games before starting (default 0)"))
                .addOption(Flags.flag("no-move-info", "leave TBP's move_info out of the suggestions"))
                .addOption(Flags.flag("mark-service-threads", "the arena's isolated child: before the jar loads, say"
                        + " so and wait, so that the arena's charge allows for what an idle JVM costs from then on"))
                .addOption(Flags.plugins());
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        if (line.hasOption("train-archive")) {
            io.tetrisarena.arena.tbp.ArchiveTraining.run();
            return 0;
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8), 65536);
        if (line.hasOption("mark-service-threads")) {
            if (!jvmReady(out, in)) {
                return 0;
            }
        }
        LoadedPlugins plugins;
        if (line.hasOption("jar")) {
            Path jar = Path.of(line.getOptionValue("jar"));
            if (!Files.isRegularFile(jar)) {
                throw new UsageException("no such jar: " + jar);
            }
            plugins = new DefaultBotLoader().loadJar(jar);
            if (!line.hasOption("list-and-wait")) {
                for (PluginProblem p : plugins.problems()) {
                    err.println("warning: plugin " + p.line());
                }
            }
        } else {
            plugins = Flags.loadPlugins(line, err, false);
        }
        if (line.hasOption("list")) {
            for (LoadedBot b : plugins.bots()) {
                out.println(TbpCodec.encode(TbpMessage.Info.of(b.info())));
            }
            return plugins.bots().isEmpty() ? 1 : 0;
        }
        String botId = line.getOptionValue("bot");
        if (line.hasOption("list-and-wait")) {
            for (LoadedBot b : plugins.bots()) {
                out.println(TbpCodec.encode(TbpMessage.Info.of(b.info())));
            }
            for (PluginProblem p : plugins.problems()) {
                out.println(TbpCodec.encode(new TbpMessage.Problem(p.line())));
            }
            out.println(TbpCodec.LISTED);
            out.flush();
            botId = servedBot(in);
            // As a fresh child: say the JVM is up again, and go on when the arena answers.
            if (botId == null || !jvmReady(out, in)) {
                return 0;
            }
        }
        LoadedBot bot;
        if (botId != null) {
            bot = Flags.bot(plugins, botId);
        } else if (line.hasOption("jar") && plugins.bots().size() == 1) {
            bot = plugins.bots().get(0);
        } else {
            throw new UsageException("name the bot with --bot ID");
        }
        TbpServer server = new TbpServer(bot.bot(), bot.info(), out);
        if (line.hasOption("no-move-info")) {
            server.withoutMoveInfo();
        }
        server.warmUp(Flags.integer(line, "warmup", 0, 0, 100_000), WARMUP_MILLIS);
        server.serve(in);
        return 0;
    }

    /** Says the JVM is up and waits for the arena's answer; false when the input ended instead. */
    private static boolean jvmReady(PrintStream out, BufferedReader in) throws java.io.IOException {
        out.println(TbpCodec.JVM_READY);
        out.flush();
        return in.readLine() != null;
    }

    /** The bot the arena names ({@code tetris_arena_serve}), or null on {@code quit} or the end of input. */
    private static String servedBot(BufferedReader in) throws java.io.IOException {
        String line;
        while ((line = in.readLine()) != null) {
            try {
                TbpMessage m = TbpCodec.decode(line);
                if (m instanceof TbpMessage.Serve serve) {
                    return serve.bot() == null ? "" : serve.bot();
                }
                if (m instanceof TbpMessage.Quit) {
                    return null;
                }
            } catch (TbpCodec.MalformedMessageException e) {
                // not the arena's word
            }
        }
        return null;
    }
}
