package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.app.Replay;
import io.tetrisarena.api.Move;
import io.tetrisarena.arena.fumen.FumenGame;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.arena.game.IllegalMoveException;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.game.VersusGame;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.MoveCodec;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.verify.VersusVerifier;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/** {@code arena replay}: re-plays a recorded game from a results file and draws it. */
final class ReplayCommand implements Command {
    @Override
    public String name() {
        return "replay";
    }

    @Override
    public String description() {
        return "replay a recorded game from a results file and draw it";
    }

    @Override
    public Options options() {
        return new Options()
                .addOption(Flags.withArg("results", "FILE", "the results file (default: " + RunFolder.DEFAULT_RESULTS
                        + ")"))
                .addOption(Flags.withArg("bot", "ID", "the bot"))
                .addOption(Flags.withArg("event", "NAME", "the event"))
                .addOption(Flags.withArg("seed", "N", "the game's seed: its index in the results' seed set, from 0"))
                .addOption(Flags.withArg("raw-seed", "S", "the game's raw 64-bit seed instead, decimal or 0x hex"))
                .addOption(Flags.withArg("delay", "MS", "pause between drawn moves with --live (default: 30)"))
                .addOption(Flags.flag("live", "draw every move, not only the end"))
                .addOption(Flags.flag("fumen", "print the game up to --move as a multi-page fumen v115 string, each page's field in its pieces'"
                        + " colours, the last with the next move's piece"))
                .addOption(Flags.withArg("move", "K", "stop after K moves (default: the whole game)"))
                .addOption(Flags.withArg("opponent", "ID", "in a versus results file: the game against this bot"))
                .addOption(Flags.flag("mirrored", "in a versus results file: the pair's game with the sides swapped"));
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        Path results = Path.of(line.getOptionValue("results", RunFolder.DEFAULT_RESULTS.toString()));
        if (!Files.isRegularFile(results)) {
            throw new UsageException("no such results file: " + results);
        }
        String bot = Flags.required(line, "bot");
        boolean versus = JsonLinesStore.kindOf(results) == ResultsStore.Kind.VERSUS;
        String eventName = versus ? line.getOptionValue("event") : Flags.required(line, "event");
        boolean raw = line.hasOption("raw-seed");
        if (raw == line.hasOption("seed")) {
            throw new UsageException("give --seed (the index in the seed set) or --raw-seed (the seed itself)");
        }
        long seed = raw ? Flags.parseLong("--raw-seed", line.getOptionValue("raw-seed"))
                : Flags.integer(line, "seed", 0, 0, Integer.MAX_VALUE);
        if (versus) {
            return replayVersus(line, results, bot, eventName, raw, seed, out, err);
        }
        Replay.Found found;
        try {
            found = Replay.find(ResultsFile.read(results), results.toString(), bot, eventName, raw, seed);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        GameRecord record = found.record();
        Event event = found.event();
        Game game = new Game(event.rules(), record.seed());
        boolean live = line.hasOption("live");
        int delay = Flags.integer(line, "delay", 30, 0, 10_000);
        int stopAfter = Flags.integer(line, "move", Integer.MAX_VALUE, 0, Integer.MAX_VALUE);
        PrintStream shown = out;
        int applied;
        try {
            applied = Replay.play(game, record.moves(), stopAfter, g -> {
                if (live) {
                    shown.print(Render.CLEAR + Render.game(g));
                    shown.flush();
                    pause(delay);
                }
            });
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        if (stopAfter != Integer.MAX_VALUE && applied < stopAfter) {
            throw new UsageException("--move " + stopAfter + ": the game has only " + applied + " moves");
        }
        return report(line, found, game, applied, stopAfter, live, out, err);
    }

    /** The replay's end: the board or its fumen, then the record's result and whether the replay reproduced it. */
    private static int report(CommandLine line, Replay.Found found, Game game, int applied, int stopAfter,
                              boolean live, PrintStream out, PrintStream err) {
        GameRecord record = found.record();
        Event event = found.event();
        boolean fumen = line.hasOption("fumen");
        if (!live && !fumen) {
            out.print(Render.game(game));
        }
        if (fumen) {
            // Only the string on stdout, ready for a pipe or a viewer's paste; what it is goes to stderr.
            try {
                FumenGame.Export export = FumenGame.of(event.rules(), record.seed(), record.moves(), applied);
                out.println(export.fumen());
                err.println("fumen after " + Flags.count(export.moves(), "move") + (export.note().isEmpty() ? ""
                        : "; " + export.note()));
            } catch (IllegalArgumentException e) {
                throw new UsageException("--fumen: " + e.getMessage());
            }
            out = err;
        }
        if (stopAfter != Integer.MAX_VALUE && applied < record.pieces()) {
            out.printf("%s on %s, seed #%d: stopped after move %d of %d%n", record.botId(), record.event(),
                    record.seedIndex(), applied, record.pieces());
            return 0;
        }
        boolean same = Replay.reproduces(game, record);
        out.printf("%s on %s, seed #%d (%d): %s%s after %d pieces, %d lines, score %d%s%n", record.botId(),
                record.event(), record.seedIndex(), record.seed(), record.outcome(),
                record.detail().isEmpty() ? "" : " (" + record.detail() + ")", record.pieces(), record.lines(),
                record.score(), same ? "" : "; WARNING: the replay does not reproduce the record");
        return same ? 0 : 1;
    }

    /** Waits {@code millis} between two moves of a live replay. */
    private static void pause(int millis) {
        if (millis > 0) {
            try {
                Thread.sleep(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * Replays a versus game: the one of {@code bot} on seed {@code seed}, against {@code --opponent} when given,
     * the mirrored game of the pair with {@code --mirrored}; both boards are drawn side by side.
     */
    private static int replayVersus(CommandLine line, Path results, String bot, String eventOrNull, boolean raw,
                                    long seed, PrintStream out, PrintStream err) throws Exception {
        ResultsStore.Contents<VersusRecord> contents = ResultsFile.read(results, ResultsStore.Kind.VERSUS);
        String eventName = eventOrNull != null ? eventOrNull : contents.header().events().get(0).name();
        String opponent = line.getOptionValue("opponent");
        boolean mirrored = line.hasOption("mirrored");
        List<VersusRecord> matching = contents.games().stream()
                .filter(g -> g.event().equals(eventName) && g.sideOf(bot) >= 0)
                .filter(g -> raw ? g.seed() == seed : g.seedIndex() == seed)
                .filter(g -> opponent == null || g.sideOf(opponent) == 1 - g.sideOf(bot))
                .filter(g -> !line.hasOption("mirrored") || g.swapped() == mirrored).toList();
        if (matching.isEmpty()) {
            throw new UsageException("no versus game of bot '" + bot + "'" + (opponent == null ? "" : " against '"
                    + opponent + "'") + " in event '" + eventName + "' with " + (raw ? "raw seed " : "seed #") + seed
                    + " in " + results);
        }
        List<VersusRecord> games = mirrored ? matching : matching.stream().filter(g -> !g.swapped()).toList();
        VersusRecord record = (games.isEmpty() ? matching : games).get(0);
        if (opponent == null && matching.stream().map(g -> g.sides().get(1 - g.sideOf(bot)).botId()).distinct()
                .count() > 1) {
            throw new UsageException("bot '" + bot + "' played several opponents on that seed; name one with"
                    + " --opponent (" + String.join(", ", matching.stream().map(g -> g.sides().get(1 - g.sideOf(bot))
                    .botId()).distinct().toList()) + ")");
        }
        TournamentHeader.EventInfo info = contents.header().events().stream()
                .filter(e -> e.name().equals(eventName)).findFirst()
                .orElseThrow(() -> new UsageException(results + ": the header does not define event " + eventName));
        Event event = Events.parse(info.definitionJson(), results + " (event " + eventName + ")");
        boolean live = line.hasOption("live");
        int delay = Flags.integer(line, "delay", 30, 0, 10_000);
        java.util.Optional<VersusGame> replay = new VersusVerifier(event).replayed(record, g -> {
            if (live) {
                out.print(Render.CLEAR + versusBoards(record, g));
                out.flush();
                if (delay > 0) {
                    try {
                        Thread.sleep(delay);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            }
        });
        if (replay.isEmpty()) {
            throw new UsageException("the recorded moves do not replay: " + new VersusVerifier(event).check(record)
                    .orElse("?"));
        }
        if (line.hasOption("fumen")) {
            // Only the string on stdout, as for a solo game: the bot's own side, its garbage from its move list.
            VersusRecord.Side side = record.sides().get(record.sideOf(bot));
            try {
                FumenGame.Export export = FumenGame.ofVersusSide(event.rules(),
                        VersusGame.dealSeed(record.seed(), record.sideOf(bot)), side.moves(),
                        Flags.integer(line, "move", Integer.MAX_VALUE, 0, Integer.MAX_VALUE));
                out.println(export.fumen());
                err.println("fumen of " + bot + "'s side after " + Flags.count(export.moves(), "move")
                        + (export.note().isEmpty() ? "" : "; " + export.note()));
            } catch (IllegalArgumentException e) {
                throw new UsageException("--fumen: " + e.getMessage());
            }
        } else if (!live) {
            out.print(versusBoards(record, replay.get()));
        }
        boolean same = replay.get().winner() == record.winner() && replay.get().turns() == record.turns();
        (line.hasOption("fumen") ? err : out).printf("%s, after %d turns%s%n", record.label(), record.turns(),
                same ? "" : "; WARNING: the replay does not reproduce the record");
        return same ? 0 : 1;
    }

    /** Both sides' boards and status, side 0 on the left, each headed by its bot. */
    private static String versusBoards(VersusRecord record, VersusGame game) {
        List<String> left = new java.util.ArrayList<>(Render.game(game.game(0)).lines().toList());
        List<String> right = new java.util.ArrayList<>(Render.game(game.game(1)).lines().toList());
        int width = left.stream().mapToInt(String::length).max().orElse(0) + 4;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("%-" + width + "s%s%n", record.sides().get(0).botId(), record.sides().get(1).botId()));
        for (int i = 0; i < Math.max(left.size(), right.size()); i++) {
            String l = i < left.size() ? left.get(i) : "";
            String r = i < right.size() ? right.get(i) : "";
            sb.append(String.format("%-" + width + "s%s", l, r).stripTrailing()).append('\n');
        }
        return sb.toString();
    }
}
