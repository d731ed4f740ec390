package io.tetrisarena.arena.trainer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Everything that determines an evolve run's result (the thread count and the output folder do not).
 * A checkpoint stores these; resuming requires the same values, except that the number of generations
 * may grow.
 *
 * @param bot         the tunable bot as named on the command line
 * @param features    the feature set the bot was configured with, or empty
 * @param algorithm   the optimizer's name (see {@code Algorithms.NAMES})
 * @param population  candidates per generation, 0 for the algorithm's default
 * @param generations generations to run
 * @param games       games per candidate per generation
 * @param event       the training event's name
 * @param pieceCap    the piece cap the training games use
 * @param seedSet     the seed set the games are dealt from
 * @param seed        the optimizer's seed
 * @param trim        the fraction of each candidate's games dropped at each end (its best and its worst)
 *                    before the mean is taken: 0 for the plain mean, 1/3 for the trimmed mean of Thiery and
 *                    Scherrer's and Misakamm's cross-entropy runs
 * @param start       where the search starts: empty for the bot's own starting values and ranges,
 *                    {@value #ZERO} for every parameter at 0, or the SHA-256 of the file of values it
 *                    starts from (what the values were, not where the file was)
 * @param range       with a start: each parameter's range is the start plus or minus this; else 0
 */
public record EvolutionSettings(String bot, String features, String algorithm, int population, int generations,
                                int games, String event, int pieceCap, String seedSet, long seed, double trim,
                                String start, double range) {

    /** The start that knows nothing: every parameter at 0. */
    public static final String ZERO = "zero";

    public EvolutionSettings {
        if (!(trim >= 0 && trim < 0.5)) {
            throw new IllegalArgumentException("trim must be in [0, 0.5), got " + trim);
        }
        if (start.isEmpty() ? range != 0 : !(range > 0 && Double.isFinite(range))) {
            throw new IllegalArgumentException("a start needs a positive range, and only a start takes one");
        }
    }

    /** Settings that start from the bot's own values and ranges. */
    public EvolutionSettings(String bot, String features, String algorithm, int population, int generations,
                             int games, String event, int pieceCap, String seedSet, long seed, double trim) {
        this(bot, features, algorithm, population, generations, games, event, pieceCap, seedSet, seed, trim, "", 0);
    }

    /** Settings with the plain mean (no trimming). */
    public EvolutionSettings(String bot, String features, String algorithm, int population, int generations,
                             int games, String event, int pieceCap, String seedSet, long seed) {
        this(bot, features, algorithm, population, generations, games, event, pieceCap, seedSet, seed, 0);
    }

    /** The settings as a JSON object, for checkpoints. */
    public ObjectNode toJson() {
        return new ObjectMapper().valueToTree(toMap());
    }

    /** The settings in a fixed order, for provenance. */
    public Map<String, Object> toMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("bot", bot);
        map.put("features", features);
        map.put("algorithm", algorithm);
        map.put("population", population);
        map.put("generations", generations);
        map.put("games", games);
        map.put("event", event);
        map.put("pieceCap", pieceCap);
        map.put("seedSet", seedSet);
        map.put("seed", seed);
        // Only when set, so that checkpoints made before trimming existed still resume.
        if (trim != 0) {
            map.put("trim", trim);
        }
        if (!start.isEmpty()) {
            map.put("start", start);
            map.put("range", range);
        }
        return map;
    }

    /**
     * Why a checkpoint made with {@code stored} settings cannot be resumed with these, or null if it can.
     */
    public String incompatibility(JsonNode stored) {
        ObjectNode mine = toJson();
        for (Map.Entry<String, Object> entry : toMap().entrySet()) {
            String key = entry.getKey();
            if (key.equals("generations") || key.equals("trim") || key.equals("start") || key.equals("range")) {
                continue;
            }
            if (!mine.get(key).toString().equals(String.valueOf(stored.get(key)))) {
                return "the checkpoint was made with " + key + " " + stored.path(key) + ", not " + mine.get(key);
            }
        }
        double storedTrim = stored.path("trim").asDouble(0);
        if (storedTrim != trim) {
            return "the checkpoint was made with trim " + storedTrim + ", not " + trim;
        }
        String storedStart = stored.path("start").asText("");
        if (!storedStart.equals(start) || stored.path("range").asDouble(0) != range) {
            return "the checkpoint was made with start '" + storedStart + "' and range "
                    + stored.path("range").asDouble(0) + ", not '" + start + "' and " + range;
        }
        return null;
    }
}
