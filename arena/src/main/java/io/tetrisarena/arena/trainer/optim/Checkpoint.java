package io.tetrisarena.arena.trainer.optim;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * A run's checkpoint file: the settings that identify the run and, per completed generation, the
 * candidates and the fitness they got. Because every optimizer is a deterministic function of its seed
 * and the fitness values told to it, replaying these generations into a fresh optimizer rebuilds its
 * exact state; the recorded candidates let the replay prove that it does. The file is replaced
 * atomically after every generation.
 */
public final class Checkpoint {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** One recorded generation. */
    public record Entry(List<double[]> candidates, double[] fitness, double seconds, long work) {

        /** An entry whose work was not counted. */
        public Entry(List<double[]> candidates, double[] fitness, double seconds) {
            this(candidates, fitness, seconds, 0);
        }

    }

    private final Path file;
    private final JsonNode settings;
    private final List<Entry> entries;

    private Checkpoint(Path file, JsonNode settings, List<Entry> entries) {
        this.file = file;
        this.settings = settings;
        this.entries = entries;
    }

    /** A new, empty checkpoint for a run with these settings (written on the first {@link #append}). */
    public static Checkpoint start(Path file, JsonNode settings) {
        return new Checkpoint(file, settings.deepCopy(), new ArrayList<>());
    }

    /**
     * The checkpoint stored in {@code file}.
     *
     * @throws IllegalArgumentException with a one-line reason when it is missing or unreadable
     */
    public static Checkpoint load(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no checkpoint to resume at " + file);
        }
        try {
            JsonNode root = JSON.readTree(file.toFile());
            List<Entry> entries = new ArrayList<>();
            for (JsonNode generation : root.path("generations")) {
                List<double[]> candidates = new ArrayList<>();
                for (JsonNode candidate : generation.path("candidates")) {
                    candidates.add(doubles(candidate));
                }
                entries.add(new Entry(candidates, doubles(generation.path("fitness")),
                        generation.path("seconds").asDouble(), generation.path("work").asLong(0)));
            }
            if (!root.has("settings")) {
                throw new IllegalArgumentException("checkpoint " + file + " has no settings");
            }
            return new Checkpoint(file, root.get("settings"), entries);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read checkpoint " + file + ": " + e.getMessage());
        }
    }

    public JsonNode settings() {
        return settings.deepCopy();
    }

    public List<Entry> entries() {
        return List.copyOf(entries);
    }

    /** Records one more generation and rewrites the file. */
    public void append(Entry entry) {
        entries.add(entry);
        ObjectNode root = JSON.createObjectNode();
        root.set("settings", settings);
        ArrayNode generations = root.putArray("generations");
        for (Entry recorded : entries) {
            ObjectNode node = generations.addObject();
            ArrayNode candidates = node.putArray("candidates");
            for (double[] candidate : recorded.candidates()) {
                ArrayNode values = candidates.addArray();
                for (double value : candidate) {
                    values.add(value);
                }
            }
            ArrayNode fitness = node.putArray("fitness");
            for (double value : recorded.fitness()) {
                fitness.add(value);
            }
            node.put("seconds", recorded.seconds());
            if (recorded.work() > 0) {
                node.put("work", recorded.work());
            }
        }
        try {
            Path parent = file.toAbsolutePath().getParent();
            Files.createDirectories(parent);
            Path temporary = Files.createTempFile(parent, ".checkpoint", ".tmp");
            JSON.writeValue(temporary.toFile(), root);
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write checkpoint " + file, e);
        }
    }

    private static double[] doubles(JsonNode array) {
        double[] values = new double[array.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = array.get(i).asDouble();
        }
        return values;
    }
}
