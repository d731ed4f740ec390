package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.TournamentHeader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The note a run adds for a bot reached over TCP whose moves take suspiciously long: a server that does not
 * set {@code TCP_NODELAY} waits for the arena's delayed acknowledgement before sending each short answer
 * (Nagle's algorithm), some 40 ms a move whatever the bot thinks. The arena cannot read a remote bot's CPU
 * time, so the note says what to check rather than what happened.
 */
final class RemoteLatency {
    /** A remote bot's median move (wall time, network included) above this is noted. */
    static final double SLOW_MILLIS = 30;

    private RemoteLatency() {
    }

    /** One line per remote bot whose median per-game mean move time is above {@link #SLOW_MILLIS}. */
    static List<String> notes(TournamentHeader header, List<GameRecord> games) {
        List<String> notes = new ArrayList<>();
        for (TournamentHeader.BotEntry bot : header.bots()) {
            if (!Hosting.REMOTE.label().equals(bot.hosting())) {
                continue;
            }
            double[] means = games.stream().filter(g -> g.botId().equals(bot.id()) && g.pieces() > 0)
                    .mapToDouble(GameRecord::meanMoveMillis).filter(m -> !Double.isNaN(m)).sorted().toArray();
            if (means.length == 0) {
                continue;
            }
            double median = means.length % 2 == 1 ? means[means.length / 2]
                    : (means[means.length / 2 - 1] + means[means.length / 2]) / 2;
            if (median > SLOW_MILLIS) {
                notes.add(String.format(Locale.US, "note: %s (over TCP) took a median %.1f ms a move; if it thinks"
                        + " for much less, its server lacks TCP_NODELAY and Nagle's algorithm delays each answer"
                        + " (see docs/external-bots.md, 'Bots reached over TCP')", bot.id(), median));
            }
        }
        return notes;
    }
}
