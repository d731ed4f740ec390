package io.tetrisarena.arena.external;

import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.arena.tbp.TbpServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/** A {@link TbpServer} on a thread of this JVM behind the {@link BotProcess} interface: the protocol without a process. */
final class InMemoryBotProcess implements BotProcess {
    private final PrintWriter toBot;
    private final BufferedReader fromBot;
    private final Thread thread;
    private final java.util.concurrent.LinkedBlockingQueue<String> lines = new java.util.concurrent.LinkedBlockingQueue<>();
    private volatile boolean done;

    InMemoryBotProcess(TetrisBot bot) throws IOException {
        PipedOutputStream arenaOut = new PipedOutputStream();
        PipedInputStream botIn = new PipedInputStream(arenaOut, 1 << 16);
        PipedOutputStream botOut = new PipedOutputStream();
        PipedInputStream arenaIn = new PipedInputStream(botOut, 1 << 16);
        toBot = new PrintWriter(arenaOut, true, StandardCharsets.UTF_8);
        fromBot = new BufferedReader(new InputStreamReader(arenaIn, StandardCharsets.UTF_8));
        thread = new Thread(() -> {
            try (PrintStream out = new PrintStream(botOut, true, StandardCharsets.UTF_8)) {
                new TbpServer(bot, bot.info(), out).serve(new BufferedReader(new InputStreamReader(botIn,
                        StandardCharsets.UTF_8)));
            } catch (IOException e) {
                // the arena side closed
            } finally {
                done = true;
            }
        }, "in-memory-tbp");
        thread.setDaemon(true);
        thread.start();
        Thread reader = new Thread(() -> {
            try {
                String line;
                while ((line = fromBot.readLine()) != null) {
                    lines.add(line);
                }
            } catch (IOException e) {
                // closed
            }
        }, "in-memory-tbp-reader");
        reader.setDaemon(true);
        reader.start();
    }

    @Override
    public long pid() {
        return -1;
    }

    @Override
    public boolean alive() {
        return !done;
    }

    @Override
    public void writeLine(CharSequence line) {
        toBot.println(line);
    }

    @Override
    public boolean hasPendingLine() {
        return !lines.isEmpty();
    }

    @Override
    public String readLine(long timeoutNanos) throws IOException, InterruptedException {
        String line = lines.poll(timeoutNanos, TimeUnit.NANOSECONDS);
        if (line == null && done && lines.isEmpty()) {
            throw new ExitedException("the server ended");
        }
        return line;
    }

    @Override
    public long cpuNanos() {
        return 0;
    }

    @Override
    public String status() {
        return done ? "ended" : "running";
    }

    @Override
    public void kill() {
        toBot.close();
        thread.interrupt();
    }
}
