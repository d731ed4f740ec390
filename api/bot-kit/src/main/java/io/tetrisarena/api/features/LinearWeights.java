package io.tetrisarena.api.features;

import io.tetrisarena.api.Stability;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A linear bot's weights file ({@value #FORMAT}, documented in docs/weights-format.md): a name, a
 * description, the search depth, an ordered map from feature id to weight, and a free-form provenance
 * object kept as read. Immutable. Read by the {@code linear} bot, written by the arena's trainer.
 *
 * <p>Reading fails with an {@link IllegalArgumentException} whose one-line message names the file and,
 * for malformed JSON, the line and column; for a wrong document, the offending member.
 */
@Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
public final class LinearWeights {
    /** The value of the {@code format} member. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public static final String FORMAT = "tetris-arena-linear/1";

    private static final Set<String> MEMBERS = Set.of("format", "name", "description", "search", "gameEndingLast",
            "features", "provenance");

    /** How far the linear bot searches: the current piece alone, or the current and the next piece. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public enum SearchDepth {
        ONE_PIECE("one-piece"), TWO_PIECE("two-piece");

        private final String id;

        SearchDepth(String id) {
            this.id = id;
        }

        /** The name used in weights files. */
        @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
        public String id() {
            return id;
        }

        static SearchDepth byId(String id, String source) {
            for (SearchDepth d : values()) {
                if (d.id.equals(id)) {
                    return d;
                }
            }
            throw new IllegalArgumentException(source + ": \"search\" must be \"one-piece\" or \"two-piece\", got \""
                    + id + "\"");
        }
    }

    private final String name;
    private final String description;
    private final SearchDepth search;
    private final boolean gameEndingLast;
    private final List<Feature> features;
    private final double[] weights;
    private final Map<String, Object> provenance;

    /**
     * @param name       lower-case id part, [a-z0-9][a-z0-9._-]* (the bot becomes {@code linear:<name>})
     * @param features   distinct features, in the order they are written
     * @param weights    one finite weight per feature
     * @param provenance free-form JSON-compatible values (maps, lists, strings, numbers, booleans, null;
     *                   double, int and long arrays are written as JSON arrays)
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public LinearWeights(String name, String description, SearchDepth search, List<Feature> features,
                         double[] weights, Map<String, Object> provenance) {
        this(name, description, search, false, features, weights, provenance);
    }

    /**
     * As {@link #LinearWeights(String, String, SearchDepth, List, double[], Map)}, and
     * {@code gameEndingLast}: whether the bot rates placements that end the game last
     * ({@link SearchPolicy#gameEndingLast()}).
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0")
    public LinearWeights(String name, String description, SearchDepth search, boolean gameEndingLast,
                         List<Feature> features, double[] weights, Map<String, Object> provenance) {
        if (name == null || !name.matches("[a-z0-9][a-z0-9._-]*")) {
            throw new IllegalArgumentException("weights name must match [a-z0-9][a-z0-9._-]*, got '" + name + "'");
        }
        if (features.size() != weights.length) {
            throw new IllegalArgumentException(features.size() + " features but " + weights.length + " weights");
        }
        if (Set.copyOf(features).size() != features.size()) {
            throw new IllegalArgumentException("weights '" + name + "' list a feature twice");
        }
        for (int i = 0; i < weights.length; i++) {
            if (!Double.isFinite(weights[i])) {
                throw new IllegalArgumentException("weight of " + features.get(i).id() + " is not finite");
            }
        }
        this.name = name;
        this.description = description == null ? "" : description;
        this.search = search == null ? SearchDepth.ONE_PIECE : search;
        this.gameEndingLast = gameEndingLast;
        this.features = List.copyOf(features);
        this.weights = weights.clone();
        this.provenance = provenance == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(provenance));
    }

    /** All-zero weights for a feature set, one-piece search, game-ending placements as the set's controller. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public static LinearWeights zeros(String name, FeatureSet set) {
        return new LinearWeights(name, "zero weights over the " + set.id() + " features", SearchDepth.ONE_PIECE,
                set.gameEndingLast(), set.features(), new double[set.features().size()],
                Map.of("featureSet", set.id()));
    }

    /**
     * The published weights of a feature set as of API 1.2, one-piece search, game-ending placements as its
     * controller.
     *
     * @deprecated since 1.3.0: weights are the bots' own, not the API's; use the constructor with the
     *             bot's weights
     */
    @Deprecated(since = "1.3.0")
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public static LinearWeights published(String name, FeatureSet set) {
        return new LinearWeights(name, "published weights of the " + set.id() + " features", SearchDepth.ONE_PIECE,
                set.gameEndingLast(), set.features(), publishedWeightsOf(set), Map.of("featureSet", set.id()));
    }

    @SuppressWarnings("deprecation")
    private static double[] publishedWeightsOf(FeatureSet set) {
        return set.publishedWeights();
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public String name() {
        return name;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public String description() {
        return description;
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public SearchDepth search() {
        return search;
    }

    /** Whether placements that end the game are rated last (minus infinity). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0")
    public boolean gameEndingLast() {
        return gameEndingLast;
    }

    /** The search policy these weights are played with: the depth, game-ending placements, and hold. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0")
    public SearchPolicy searchPolicy() {
        SearchPolicy depth = search == SearchDepth.TWO_PIECE ? SearchPolicy.currentAndNext()
                : SearchPolicy.currentPieceOnly();
        return depth.withHold(true).withGameEndingLast(gameEndingLast);
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public List<Feature> features() {
        return features;
    }

    /** The weights in feature order (a fresh copy). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public double[] weights() {
        return weights.clone();
    }

    /** The weight of a feature, 0 when the file does not list it. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public double weight(Feature feature) {
        int i = features.indexOf(feature);
        return i < 0 ? 0 : weights[i];
    }

    /** The provenance object as read (unmodifiable). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public Map<String, Object> provenance() {
        return provenance;
    }

    /** The same file with other weights (same features and order). */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public LinearWeights withWeights(double[] newWeights) {
        return new LinearWeights(name, description, search, gameEndingLast, features, newWeights, provenance);
    }

    /** The same file with another name and description. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public LinearWeights withName(String newName, String newDescription) {
        return new LinearWeights(newName, newDescription, search, gameEndingLast, features, weights, provenance);
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public LinearWeights withSearch(SearchDepth newSearch) {
        return new LinearWeights(name, description, newSearch, gameEndingLast, features, weights, provenance);
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.2.0")
    public LinearWeights withGameEndingLast(boolean last) {
        return new LinearWeights(name, description, search, last, features, weights, provenance);
    }

    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public LinearWeights withProvenance(Map<String, Object> newProvenance) {
        return new LinearWeights(name, description, search, gameEndingLast, features, weights, newProvenance);
    }

    /** Reads a weights file; errors name the file. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public static LinearWeights read(Path file) throws IOException {
        return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
    }

    /**
     * Parses weights-file text.
     *
     * @param source the file name (or another label) that error messages start with
     */
    @SuppressWarnings("unchecked")
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public static LinearWeights parse(String text, String source) {
        Object root = Json.parse(text, source);
        if (!(root instanceof Map)) {
            throw new IllegalArgumentException(source + ": a weights file must be a JSON object");
        }
        Map<String, Object> doc = (Map<String, Object>) root;
        for (String key : doc.keySet()) {
            if (!MEMBERS.contains(key)) {
                throw new IllegalArgumentException(source + ": unknown member \"" + key
                        + "\" (allowed: format, name, description, search, gameEndingLast, features, provenance)");
            }
        }
        String format = requiredString(doc, "format", source);
        if (!FORMAT.equals(format)) {
            throw new IllegalArgumentException(source + ": \"format\" must be \"" + FORMAT + "\", got \"" + format
                    + "\"");
        }
        String name = requiredString(doc, "name", source);
        String description = doc.containsKey("description") ? requiredString(doc, "description", source) : "";
        SearchDepth search = doc.containsKey("search")
                ? SearchDepth.byId(requiredString(doc, "search", source), source) : SearchDepth.ONE_PIECE;
        Object ending = doc.getOrDefault("gameEndingLast", Boolean.FALSE);
        if (!(ending instanceof Boolean gameEndingLast)) {
            throw new IllegalArgumentException(source + ": \"gameEndingLast\" must be true or false");
        }
        if (!(doc.get("features") instanceof Map)) {
            throw new IllegalArgumentException(source + ": \"features\" must be an object of feature: weight");
        }
        Map<String, Object> featureMap = (Map<String, Object>) doc.get("features");
        List<Feature> features = new ArrayList<>();
        double[] weights = new double[featureMap.size()];
        for (Map.Entry<String, Object> e : featureMap.entrySet()) {
            Feature feature;
            try {
                feature = Feature.byId(e.getKey());
            } catch (IllegalArgumentException unknown) {
                throw new IllegalArgumentException(source + ": " + unknown.getMessage(), unknown);
            }
            if (!(e.getValue() instanceof Number number)) {
                throw new IllegalArgumentException(source + ": the weight of \"" + e.getKey() + "\" must be a number");
            }
            weights[features.size()] = number.doubleValue();
            features.add(feature);
        }
        Object provenance = doc.get("provenance");
        if (provenance != null && !(provenance instanceof Map)) {
            throw new IllegalArgumentException(source + ": \"provenance\" must be an object");
        }
        try {
            return new LinearWeights(name, description, search, gameEndingLast, features, weights,
                    (Map<String, Object>) provenance);
        } catch (IllegalArgumentException invalid) {
            throw new IllegalArgumentException(source + ": " + invalid.getMessage(), invalid);
        }
    }

    private static String requiredString(Map<String, Object> doc, String key, String source) {
        Object v = doc.get(key);
        if (!(v instanceof String s)) {
            throw new IllegalArgumentException(source + ": \"" + key + "\" must be " + (v == null && !doc.containsKey(key)
                    ? "present" : "a string"));
        }
        return s;
    }

    /** The file's text: the members in the documented order, two-space indentation, ending in a newline. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public String toJson() {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("format", FORMAT);
        doc.put("name", name);
        doc.put("description", description);
        doc.put("search", search.id());
        if (gameEndingLast) {
            doc.put("gameEndingLast", true);
        }
        Map<String, Object> featureMap = new LinkedHashMap<>();
        for (int i = 0; i < weights.length; i++) {
            featureMap.put(features.get(i).id(), weights[i]);
        }
        doc.put("features", featureMap);
        doc.put("provenance", provenance);
        StringBuilder out = new StringBuilder();
        Json.write(doc, out, 0);
        return out.append('\n').toString();
    }

    /** Writes {@link #toJson()} to a file (UTF-8), creating parent folders. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public void write(Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(file, toJson(), StandardCharsets.UTF_8);
    }

    @Override
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public boolean equals(Object o) {
        return o instanceof LinearWeights w && w.name.equals(name) && w.description.equals(description)
                && w.search == search && w.gameEndingLast == gameEndingLast && w.features.equals(features)
                && java.util.Arrays.equals(w.weights, weights)
                && w.provenance.equals(provenance);
    }

    @Override
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public int hashCode() {
        return name.hashCode() * 31 + features.hashCode();
    }

    @Override
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.0.0")
    public String toString() {
        return "LinearWeights[" + name + ", " + features.size() + " features, " + search.id() + "]";
    }
}
