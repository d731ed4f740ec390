package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.app.Suggestion;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.fumen.Fumen;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.plugin.WantedBots;
import io.tetrisarena.arena.results.MoveCodec;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/** {@code arena suggest}: what would this bot play on this board with this queue? */
final class SuggestCommand implements Command {
    @Override
    public String name() {
        return "suggest";
    }

    @Override
    public String description() {
        return "ask a bot for its move on a given board and queue, and show the board after it";
    }

    @Override
    public Options options() {
        return new Options()
                .addOption(Flags.withArg("bot", "ID", "the bot (id or id:argument)"))
                .addOption(Flags.withArg("event", "NAME|FILE", "the event whose rules apply (default: marathon)"))
                .addOption(Flags.withArg("board", "FILE|ROWS", "the board: a file of rows of '.' and '#', top row"
                        + " first, bottom-aligned, or the rows inline separated by '/', e.g. '#########./#########.'"
                        + " (default: empty)"))
                .addOption(Flags.withArg("fumen", "TEXT", "the board as a fumen v115 string or URL (its first page;"
                        + " its piece, if any, is the current piece when --queue is not given)"))
                .addOption(Flags.withArg("queue", "LETTERS", "the current piece, then the preview, e.g. TIOLJ"))
                .addOption(Flags.withArg("hold", "PIECE", "the piece in the hold slot (default: empty)"))
                .addOption(Flags.flag("json", "print one JSON object instead of text"))
                .addOption(Flags.unconfined())
                .addOption(Flags.plugins());
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        String botSpec = Flags.required(line, "bot");
        Event event = Flags.event(line.getOptionValue("event", "marathon"));
        Suggestion position = position(line, event);
        LoadedPlugins plugins = Flags.loadPlugins(line, err, !line.hasOption("json"), WantedBots.of(botSpec));
        LoadedBot bot = Flags.bot(plugins, botSpec);
        Suggestion.Answer answer;
        try {
            answer = position.ask(bot);
        } catch (Suggestion.NoMove e) {
            err.println("arena suggest: " + e.getMessage());
            return 1;
        }
        if (line.hasOption("json")) {
            out.println(json(bot, event, answer));
        } else {
            text(bot, event.rules(), position.board(), answer, out);
        }
        return 0;
    }

    /** The position the flags give: the board (--board or --fumen), the queue and the hold under the event's rules. */
    private static Suggestion position(CommandLine line, Event event) {
        Rules rules = event.rules();
        Board board;
        String queueLetters = line.getOptionValue("queue");
        if (line.hasOption("fumen")) {
            if (line.hasOption("board")) {
                throw new UsageException("give --board or --fumen, not both");
            }
            Fumen.Page page;
            try {
                page = Fumen.decode(line.getOptionValue("fumen")).get(0);
                board = page.toBoard(rules.width(), rules.height());
            } catch (IllegalArgumentException e) {
                throw new UsageException("--fumen: " + e.getMessage());
            }
            if (queueLetters == null && page.operation() != null) {
                queueLetters = page.operation().piece().name();
            }
        } else {
            board = board(line.getOptionValue("board", ""), rules);
        }
        for (int y = 0; y < board.height(); y++) {
            if (board.row(y) == board.fullRowMask()) {
                throw new UsageException((line.hasOption("fumen") ? "--fumen" : "--board") + ": row " + (y + 1)
                        + " from the bottom is full; a board in play never holds a full row (it clears as the piece"
                        + " locks), so leave a gap in it");
            }
        }
        if (queueLetters == null) {
            throw new UsageException("missing --queue");
        }
        List<Piece> queue = pieces("--queue", queueLetters);
        Piece hold = line.hasOption("hold") ? pieces("--hold", line.getOptionValue("hold")).get(0) : null;
        if (hold != null && !rules.hold()) {
            throw new UsageException("event " + event.name() + " has no hold");
        }
        try {
            return new Suggestion(rules, board, queue, hold);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** The answer as one JSON object. */
    private static String json(LoadedBot bot, Event event, Suggestion.Answer answer) throws IOException {
        Move move = answer.move();
        Placement chosen = answer.chosen();
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode json = mapper.createObjectNode();
        json.put("bot", bot.id());
        json.put("event", event.name());
        json.put("hold", move.useHold());
        json.put("placement", chosen.toString());
        json.put("token", MoveCodec.encode(move.useHold(), chosen));
        json.put("piece", chosen.piece().name());
        json.put("rotation", chosen.rotation().guidelineName());
        json.put("x", chosen.x());
        json.put("y", chosen.y());
        json.put("spin", chosen.spin().name().toLowerCase(Locale.ROOT));
        json.put("linesCleared", answer.result().linesCleared());
        ArrayNode boardRows = json.putArray("board");
        visibleRows(answer.after(), event.rules().visibleHeight()).forEach(boardRows::add);
        return mapper.writeValueAsString(json);
    }

    /** The answer as text: the move, its legend, the piece drawn where it locks, and the position's fumen. */
    private static void text(LoadedBot bot, Rules rules, Board board, Suggestion.Answer answer, PrintStream out) {
        Move move = answer.move();
        Placement chosen = answer.chosen();
        out.println(bot.id() + " plays " + (move.useHold() ? "hold, then " : "") + chosen + "  ("
                + MoveCodec.encode(move.useHold(), chosen) + "), clearing "
                + Flags.count(answer.result().linesCleared(), "line"));
        out.println(legend(chosen));
        out.println("the piece where it locks (" + chosen.piece() + "), before lines clear:");
        Board locked = board.copy();
        locked.lock(chosen.piece(), chosen.rotation(), chosen.x(), chosen.y());
        List<String> drawn = visibleRows(locked, rules.visibleHeight());
        for (int i = 0; i < 4; i++) {
            int row = drawn.size() - 1 - chosen.cellY(i);
            char[] cells = drawn.get(row).toCharArray();
            cells[chosen.cellX(i)] = chosen.piece().name().charAt(0);
            drawn.set(row, new String(cells));
        }
        drawn.forEach(r -> out.println("|" + r + "|"));
        out.println("+" + "-".repeat(rules.width()) + "+");
        if (rules.width() == Fumen.WIDTH && board.stackHeight() <= Fumen.HEIGHT && chosen.topRow() < Fumen.HEIGHT) {
            out.println("fumen: " + Fumen.encode(board, Fumen.Operation.of(chosen)));
        }
    }

    /** What each part of a placement's text means. */
    static String legend(Placement p) {
        return "  = piece " + p.piece() + ", rotation " + p.rotation().guidelineName() + " ("
                + p.rotation().name().toLowerCase(Locale.ROOT) + "; 0 spawn, R clockwise, 2 upside down, L"
                + " counter-clockwise), origin column x=" + p.x() + " and row y=" + p.y()
                + " (from 0 at the bottom left), " + (p.spin() == io.tetrisarena.api.kernel.Spin.NONE ? "no spin"
                : p.spin().name().toLowerCase(Locale.ROOT) + " spin");
    }

    /** The board {@code --board} names: a file, inline rows separated by '/', or empty. */
    static Board board(String value, Rules rules) {
        String text;
        String where;
        if (value.isBlank()) {
            text = "";
            where = "--board";
        } else if (value.matches("[.#/\\s]+") && !Files.isRegularFile(Path.of(value))) {
            text = value.replace('/', '\n');
            where = "--board";
        } else {
            Path file = Path.of(value);
            try {
                text = Files.readString(file);
            } catch (IOException e) {
                throw new UsageException((Files.exists(file) ? "cannot read board file " : "no such board file ") + file
                        + "; give a file, or rows of '.' and '#' separated by '/'");
            }
            where = file.toString();
        }
        try {
            return Board.parse(rules.width(), rules.height(), text);
        } catch (IllegalArgumentException e) {
            throw new UsageException(where + ": " + e.getMessage());
        }
    }

    private static List<Piece> pieces(String flag, String letters) {
        List<Piece> out = new ArrayList<>();
        for (char c : letters.strip().toCharArray()) {
            try {
                out.add(Piece.parse(c));
            } catch (IllegalArgumentException e) {
                throw new UsageException(flag + ": " + e.getMessage());
            }
        }
        if (out.isEmpty()) {
            throw new UsageException(flag + " needs at least one piece letter");
        }
        return out;
    }

    /** The visible rows, top first; rows above the visible field are shown too when filled. */
    private static List<String> visibleRows(Board board, int visibleHeight) {
        return Render.rows(board, visibleHeight);
    }
}
