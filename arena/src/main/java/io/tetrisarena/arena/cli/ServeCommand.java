package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.serve.ResultsFolder;
import io.tetrisarena.arena.serve.ResultsServer;
import java.io.PrintStream;
import java.net.BindException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code arena serve DIR}: the results folder in a browser, live while a run writes into it, on 127.0.0.1
 * only ({@link ResultsServer}). Runs until interrupted (Ctrl-C).
 */
final class ServeCommand implements Command {
    @Override
    public String name() {
        return "serve";
    }

    @Override
    public String description() {
        return "serves a results folder on 127.0.0.1: standings live while a run writes, every game replayable";
    }

    @Override
    public int maxArguments() {
        return 1;
    }

    @Override
    public Options options() {
        return new Options().addOption(Flags.withArg("port", "N", "the port on 127.0.0.1 (default: a free one)"));
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        if (line.getArgList().size() != 1) {
            throw new UsageException("give the results folder: arena serve DIR (e.g. runs/first-look)");
        }
        Path dir = Path.of(line.getArgList().get(0));
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new UsageException(dir + " is a file; give the results folder that holds "
                    + JsonLinesStore.GAMES_FILE);
        }
        int port = Flags.integer(line, "port", 0, 0, 65535);
        ResultsServer server;
        try {
            server = new ResultsServer(new ResultsFolder(dir), port);
        } catch (BindException e) {
            throw new UsageException("--port " + port + " is taken on 127.0.0.1; give another, or none for a free one");
        }
        out.println("serving " + dir + " at " + server.uri() + " (127.0.0.1 only; Ctrl-C stops)"
                + (Files.isDirectory(dir) ? "" : "; the folder does not exist yet, the page waits for it"));
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "serve-stop"));
        stopped.await();
        return 0;
    }
}
