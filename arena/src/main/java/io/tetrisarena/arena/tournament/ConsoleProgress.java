package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.results.GameRecord;
import java.io.PrintStream;
import java.time.Duration;
import io.tetrisarena.arena.text.Words;
import java.util.Locale;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressState;

/**
 * Progress on stderr: one labelled line (games done of total, elapsed, ETA, pieces per second), redrawn in
 * place on a terminal, or printed every few seconds when stderr is not a terminal or {@code CI=true}.
 */
public final class ConsoleProgress implements Progress {
    private static final long PLAIN_EVERY_NANOS = 10_000_000_000L;

    private final PrintStream out;
    private final boolean live;
    private ProgressBar bar;
    private long startNanos;
    private long lastPlain;
    private long pieces;
    private int done;
    private int total;
    private int initialDone;

    public ConsoleProgress(PrintStream out) {
        this.out = out;
        this.live = System.console() != null && !"true".equalsIgnoreCase(System.getenv("CI"));
    }

    @Override
    public synchronized void start(int total, int alreadyDone) {
        this.total = total;
        this.done = alreadyDone;
        this.initialDone = alreadyDone;
        this.startNanos = System.nanoTime();
        this.lastPlain = startNanos;
        if (live) {
            bar = new ProgressBarBuilder().setTaskName("games").setInitialMax(total)
                    .setUpdateIntervalMillis(500).setRenderer(this::render)
                    .setConsumer(new ConsoleProgressBarConsumer(out)).startsFrom(alreadyDone, Duration.ZERO)
                    .build();
        } else {
            out.printf("%s to play (%d already done)%n", Words.count(total - alreadyDone, "game"), alreadyDone);
        }
    }

    @Override
    public synchronized void gameDone(GameRecord record) {
        versusGameDone(record.pieces());
    }

    @Override
    public synchronized void versusGameDone(int gamePieces) {
        done++;
        pieces += gamePieces;
        if (bar != null) {
            bar.stepTo(done);
        } else {
            long now = System.nanoTime();
            if (now - lastPlain >= PLAIN_EVERY_NANOS || done == total) {
                lastPlain = now;
                out.println(line(done, total, Duration.ofNanos(now - startNanos), eta(), piecesPerSecond()));
            }
        }
    }

    private synchronized String render(ProgressState state, int maxLength) {
        String text = line(done, total, Duration.ofNanos(System.nanoTime() - startNanos), eta(), piecesPerSecond());
        return text.length() <= maxLength ? text : text.substring(0, Math.max(0, maxLength));
    }

    /**
     * The progress line, every figure labelled: {@code games 26 of 255 done (10%), elapsed 0:00:10, ...}; a null
     * ETA (too few games played to tell) reads "estimating".
     */
    static String line(int done, int total, Duration elapsed, Duration eta, double piecesPerSecond) {
        return String.format(Locale.US, "games %d of %d done (%d%%), elapsed %s, ETA %s, %,.0f pieces/s", done, total,
                total == 0 ? 100 : done * 100L / total, format(elapsed), eta == null ? "estimating" : format(eta),
                piecesPerSecond);
    }

    private double piecesPerSecond() {
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        return seconds <= 0 ? 0 : pieces / seconds;
    }

    private Duration eta() {
        long elapsed = System.nanoTime() - startNanos;
        int playedHere = done - initialDone;
        if (playedHere < Math.max(1, (total - initialDone) / 50)) {
            return null; // the first games run before the JIT has warmed up: an estimate from them is far too long
        }
        return Duration.ofNanos(elapsed / playedHere * (total - done));
    }

    private static String format(Duration d) {
        long s = d.getSeconds();
        return String.format(Locale.US, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }

    @Override
    public synchronized void close() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }
}
