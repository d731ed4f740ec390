package io.tetrisarena.arena.versus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tetrisarena.arena.results.RecordJson;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.TournamentHeader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A versus run's results file, {@code versus.jsonl}: line 1 {@code {"header": TournamentHeader}} (the versus
 * event, the bots, the seed set), then one {@code {"versus": VersusRecord}} per game in a fixed order
 * (pairing, seed, then the mirrored game), then {@code {"footer": {"wallSeconds": ...}}}. A gauntlet's
 * header line also names its challenger ({@code "gauntlet": ID}). While a run plays, the file holds the header
 * and the games finished so far, in the order they finished, without a footer; the finished run's file is
 * rewritten whole in the fixed order.
 */
public final class VersusResults {
    /** The file's name in an output folder. */
    public static final String FILE = "versus.jsonl";

    private static final ObjectMapper MAPPER = RecordJson.mapper();

    private VersusResults() {
    }

    /**
     * What a versus results file holds.
     *
     * @param header      the header
     * @param games       every game, in file order
     * @param wallSeconds the footer's wall time, NaN without one
     */
    public record Contents(TournamentHeader header, List<VersusRecord> games, double wallSeconds) {
    }

    /** Writes the whole file of a round robin. */
    public static void write(Path file, TournamentHeader header, List<VersusRecord> games, double wallSeconds)
            throws IOException {
        write(file, header, null, games, wallSeconds);
    }

    /**
     * Writes the whole file, through a file beside it that then replaces it, so the games already there are
     * never lost half-way.
     *
     * @param challenger  the gauntlet's challenger, null for a round robin
     * @param wallSeconds the footer's wall time; NaN writes no footer (a run that goes on appending)
     */
    public static void write(Path file, TournamentHeader header, String challenger, List<VersusRecord> games,
                             double wallSeconds) throws IOException {
        StringBuilder out = new StringBuilder();
        ObjectNode first = MAPPER.createObjectNode();
        first.set("header", MAPPER.valueToTree(header));
        if (challenger != null) {
            first.put("gauntlet", challenger);
        }
        out.append(MAPPER.writeValueAsString(first)).append('\n');
        for (VersusRecord g : games) {
            out.append(line(g));
        }
        if (!Double.isNaN(wallSeconds)) {
            ObjectNode footer = MAPPER.createObjectNode();
            footer.putObject("footer").put("wallSeconds", wallSeconds);
            out.append(MAPPER.writeValueAsString(footer)).append('\n');
        }
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path next = dir.resolve(file.getFileName() + ".next");
        Files.writeString(next, out, StandardCharsets.UTF_8);
        Files.move(next, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /** Appends one finished game to a file {@link #write} began without a footer, flushed at once. */
    public static void append(Path file, VersusRecord game) throws IOException {
        Files.writeString(file, line(game), StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.APPEND);
    }

    private static String line(VersusRecord game) throws IOException {
        ObjectNode node = MAPPER.createObjectNode();
        node.set("versus", MAPPER.valueToTree(game));
        return MAPPER.writeValueAsString(node) + "\n";
    }

    /** The gauntlet's challenger the file's header line names, or null for a round robin. */
    public static String challenger(Path file) throws IOException {
        List<String> lines = ResultsFile.textLines(file);
        JsonNode first = lines.isEmpty() ? null : MAPPER.readTree(lines.get(0));
        return first != null && first.hasNonNull("gauntlet") ? first.get("gauntlet").asText() : null;
    }

    /** Whether the file is a versus results file: its second line is a versus record (or it is named so). */
    public static boolean isVersusFile(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        if (file.getFileName() != null && file.getFileName().toString().equals(FILE)) {
            return true;
        }
        try (var lines = Files.lines(file, StandardCharsets.UTF_8)) {
            return lines.skip(1).findFirst().map(l -> l.startsWith("{\"versus\":")).orElse(false);
        } catch (java.io.UncheckedIOException e) {
            return false; // not text: reading it as a tournament's results says so
        }
    }

    /**
     * Reads a versus results file.
     *
     * @throws ResultsFile.ResultsFormatException with a one-line reason when it is not one
     */
    public static Contents read(Path file) throws IOException {
        return read(file, false);
    }

    /**
     * Reads a versus results file to resume it: a last line cut short (a killed run) is left out; any other
     * line that is not a record is still an error.
     */
    public static Contents readToResume(Path file) throws IOException {
        return read(file, true);
    }

    private static Contents read(Path file, boolean skipCutLastLine) throws IOException {
        List<String> lines = ResultsFile.textLines(file);
        TournamentHeader header = null;
        List<VersusRecord> games = new ArrayList<>();
        double wall = Double.NaN;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            try {
                JsonNode node = MAPPER.readTree(lines.get(i));
                if (i == 0) {
                    if (node == null || !node.has("header")) {
                        throw new ResultsFile.ResultsFormatException(file + ": not a versus results file (no header)");
                    }
                    header = MAPPER.treeToValue(node.get("header"), TournamentHeader.class);
                } else if (node.has("versus")) {
                    games.add(MAPPER.treeToValue(node.get("versus"), VersusRecord.class));
                } else if (node.has("footer")) {
                    wall = node.get("footer").path("wallSeconds").asDouble(Double.NaN);
                }
            } catch (ResultsFile.ResultsFormatException e) {
                throw e;
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                if (!(skipCutLastLine && i > 0 && i == lines.size() - 1)) {
                    throw new ResultsFile.ResultsFormatException(file + ": line " + (i + 1) + " is not a versus"
                            + " record: " + e.getMessage().lines().findFirst().orElse(""));
                }
            } catch (IOException | IllegalArgumentException e) {
                throw new ResultsFile.ResultsFormatException(file + ": line " + (i + 1) + " is not a versus record: "
                        + e.getMessage().lines().findFirst().orElse(""));
            }
        }
        if (header == null) {
            throw new ResultsFile.ResultsFormatException(file + ": empty, not a versus results file");
        }
        return new Contents(header, games, wall);
    }
}
