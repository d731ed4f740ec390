package io.tetrisarena.arena.cli;

import io.tetrisarena.api.Move;
import io.tetrisarena.arena.fumen.FumenGame;
import io.tetrisarena.arena.game.Game;
import io.tetrisarena.arena.game.IllegalMoveException;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.MoveCodec;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
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
                .addOption(Flags.withArg("move", "K", "stop after K moves (default: the whole game)"));
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        Path results = Path.of(line.getOptionValue("results", RunFolder.DEFAULT_RESULTS.toString()));
        if (!Files.isRegularFile(results)) {
            throw new UsageException("no such results file: " + results);
        }
        String bot = Flags.required(line, "bot");
        String eventName = Flags.required(line, "event");
        boolean raw = line.hasOption("raw-seed");
        if (raw == line.hasOption("seed")) {
            throw new UsageException("give --seed (the index in the seed set) or --raw-seed (the seed itself)");
        }
        long seed = raw ? Flags.parseLong("--raw-seed", line.getOptionValue("raw-seed"))
                : Flags.integer(line, "seed", 0, 0, Integer.MAX_VALUE);
        ResultsStore.Contents<GameRecord> contents = ResultsFile.read(results);
        List<GameRecord> matching = contents.games().stream()
                .filter(g -> g.botId().equals(bot) && g.event().equals(eventName)).toList();
        GameRecord record = matching.stream().filter(g -> raw ? g.seed() == seed : g.seedIndex() == seed)
                .findFirst().orElse(null);
        if (record == null) {
            throw new UsageException("no game of bot '" + bot + "' in event '" + eventName + "' with "
                    + (raw ? "raw seed " : "seed #") + seed + " in " + results + " (" + matching.size()
                    + " games of that bot and event)");
        }
        TournamentHeader.EventInfo info = contents.header().events().stream()
                .filter(e -> e.name().equals(eventName)).findFirst()
                .orElseThrow(() -> new UsageException(results + ": the header does not define event " + eventName));
        Event event = Events.parse(info.definitionJson(), results + " (event " + eventName + ")");
        Game game = new Game(event.rules(), record.seed());
        boolean live = line.hasOption("live");
        int delay = Flags.integer(line, "delay", 30, 0, 10_000);
        int stopAfter = Flags.integer(line, "move", Integer.MAX_VALUE, 0, Integer.MAX_VALUE);
        int applied = 0;
        try {
            for (MoveCodec.Token token : MoveCodec.decode(record.moves())) {
                if (token.isGarbage()) {
                    continue;
                }
                if (applied == stopAfter) {
                    break;
                }
                game.apply(new Move(token.hold(), token.placement()));
                applied++;
                if (live) {
                    out.print(Render.CLEAR + Render.game(game));
                    out.flush();
                    if (delay > 0) {
                        Thread.sleep(delay);
                    }
                }
            }
        } catch (IllegalMoveException | IllegalStateException | IllegalArgumentException e) {
            throw new UsageException("the recorded moves do not replay: " + e.getMessage());
        }
        if (stopAfter != Integer.MAX_VALUE && applied < stopAfter) {
            throw new UsageException("--move " + stopAfter + ": the game has only " + applied + " moves");
        }
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
        boolean same = game.piecesPlaced() == record.pieces() && game.lines() == record.lines()
                && game.score() == record.score() && game.moves().equals(record.moves());
        out.printf("%s on %s, seed #%d (%d): %s%s after %d pieces, %d lines, score %d%s%n", record.botId(),
                record.event(), record.seedIndex(), record.seed(), record.outcome(),
                record.detail().isEmpty() ? "" : " (" + record.detail() + ")", record.pieces(), record.lines(),
                record.score(), same ? "" : "; WARNING: the replay does not reproduce the record");
        return same ? 0 : 1;
    }
}
