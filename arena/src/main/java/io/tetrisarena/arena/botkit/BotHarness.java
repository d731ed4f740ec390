package io.tetrisarena.arena.botkit;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.InProcessConnector;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.text.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A bot author's test harness: plays a bot object (no jar, no plugin loading) through the arena's own
 * referee on the first N seeds of the {@code training} set under an event's rules, time limits included,
 * and reports what a tournament would. Use it from a bot project's tests (test scope).
 *
 * <pre>{@code
 * BotHarness.Report report = BotHarness.play(new MyBot(), "classic", 5);
 * assertEquals(0, report.failures(), report.summary());
 * }</pre>
 */
public final class BotHarness {
    private BotHarness() {
    }

    /**
     * What the games gave.
     *
     * @param games the records, in seed order
     */
    public record Report(List<GameRecord> games) {
        public Report {
            games = List.copyOf(games);
        }

        /** Games ended by a move outside the legal set (or no move). */
        public long illegalMoves() {
            return count(Outcome.ILLEGAL_MOVE);
        }

        /** Games ended by running out of time. */
        public long timeouts() {
            return count(Outcome.TIMEOUT);
        }

        /** Games ended by an exception of the bot. */
        public long exceptions() {
            return count(Outcome.EXCEPTION);
        }

        /** Games the bot lost by a failure of its own (illegal move, timeout or exception). */
        public long failures() {
            return games.stream().filter(g -> g.outcome().isFailure()).count();
        }

        /** The mean score per game. */
        public double meanScore() {
            return games.stream().mapToLong(GameRecord::score).average().orElse(0);
        }

        /** The mean lines per game. */
        public double meanLines() {
            return games.stream().mapToInt(GameRecord::lines).average().orElse(0);
        }

        /** The mean pieces placed per game. */
        public double meanPieces() {
            return games.stream().mapToInt(GameRecord::pieces).average().orElse(0);
        }

        /**
         * One line: games, mean pieces, lines and score, failures by kind, and the first failure's detail, e.g.
         * {@code 3 games: mean 2000.0 pieces, 797.7 lines, score 35260.0; 0 illegal moves, 0 timeouts, 0 exceptions}.
         */
        public String summary() {
            String first = games.stream().filter(g -> g.outcome().isFailure()).findFirst()
                    .map(g -> "; first failure, seed #" + g.seedIndex() + ": " + g.outcome() + " " + g.detail())
                    .orElse("");
            return String.format(Locale.US, "%s: mean %.1f pieces, %.1f lines, score %.1f; %s, %s, %s%s",
                    Words.count(games.size(), "game"), meanPieces(), meanLines(), meanScore(),
                    Words.count(illegalMoves(), "illegal move"), Words.count(timeouts(), "timeout"),
                    Words.count(exceptions(), "exception"), first);
        }

        private long count(Outcome outcome) {
            return games.stream().filter(g -> g.outcome() == outcome).count();
        }
    }

    /** Plays {@code games} games of a bundled event (or an event file), see {@link #play(TetrisBot, Event, int)}. */
    public static Report play(TetrisBot bot, String eventNameOrFile, int games) {
        return play(bot, Events.load(eventNameOrFile), games);
    }

    /**
     * Plays the bot on seeds #0..#games-1 of the training set under the event's rules.
     *
     * @throws IllegalArgumentException when the bot declines the event or games is out of range
     */
    public static Report play(TetrisBot bot, Event event, int games) {
        SeedSet seeds = SeedSet.load("training");
        if (games < 1 || games > seeds.size()) {
            throw new IllegalArgumentException("games must be 1.." + seeds.size() + ", got " + games);
        }
        String id = bot.info().id();
        List<GameRecord> records = new ArrayList<>();
        Referee referee = new Referee(report -> { });
        try (BotConnector connector = new InProcessConnector(bot, id)) {
            Acceptance acceptance = connector.accepts(event.rules());
            if (!acceptance.accepted()) {
                throw new IllegalArgumentException("bot " + id + " declines event " + event.name() + ": "
                        + acceptance.reason());
            }
            for (int i = 0; i < games; i++) {
                GameSpec spec = new GameSpec(id, bot.info().version(), "", event, seeds.name(), i, seeds.seed(i));
                records.add(referee.play(spec, connector.open(event.name() + "-" + i)));
            }
        }
        return new Report(records);
    }
}
