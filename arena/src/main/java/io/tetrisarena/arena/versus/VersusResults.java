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
 * (pairing, seed, then the mirrored game), then {@code {"footer": {"wallSeconds": ...}}}.
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

    /** Writes the whole file. */
    public static void write(Path file, TournamentHeader header, List<VersusRecord> games, double wallSeconds)
            throws IOException {
        StringBuilder out = new StringBuilder();
        out.append(line("header", MAPPER.valueToTree(header)));
        for (VersusRecord g : games) {
            out.append(line("versus", MAPPER.valueToTree(g)));
        }
        ObjectNode footer = MAPPER.createObjectNode();
        footer.put("wallSeconds", wallSeconds);
        out.append(line("footer", footer));
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, out, StandardCharsets.UTF_8);
    }

    private static String line(String key, JsonNode value) throws IOException {
        ObjectNode node = MAPPER.createObjectNode();
        node.set(key, value);
        return MAPPER.writeValueAsString(node) + "\n";
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
