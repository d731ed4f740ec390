package io.tetrisarena.bots.lookahead;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.ConfigurableBot;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.features.Evaluator;
import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.LinearEvaluator;
import io.tetrisarena.api.features.LinearWeights;
import io.tetrisarena.api.rules.Rules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The shared shape of the lookahead bots: a family id, a search, its {@link SearchSettings}, and the linear
 * weights that score its leaves. Entered as {@code <id>} with the defaults, or as {@code <id>:<argument>},
 * where the argument is a comma-separated list of a weights source (a linear weights file, or the name of a
 * feature set with published weights, e.g. {@code bcts}) and {@code key=value} options (see
 * {@link SearchSettings#with}); for example {@code expectimax:weights/mine.json,depth=2}. A configured
 * bot's id is {@code <id>:<weights name>} followed by {@code .<key><value>} per option. Every player gets
 * its own search and scratch.
 */
public abstract class LookaheadBot implements ConfigurableBot {
    /** The weights every lookahead bot uses unless configured otherwise. */
    public static final FeatureSet DEFAULT_WEIGHTS = FeatureSet.BCTS;
    /** Leaf value per point the rules award (guideline: a tetris 800, a T-spin double 1200). */
    public static final double DEFAULT_POINTS_WEIGHT = 0.1;

    private final String family;
    private final LinearWeights weights;
    private final SearchSettings settings;
    private final BotInfo info;
    private final LinearEvaluator evaluator;

    /**
     * @param family      the family id, e.g. {@code expectimax}
     * @param id          this bot's id: the family id, or the family id and its argument
     * @param description one line on the search; the weights are appended
     */
    protected LookaheadBot(String family, String id, String name, String description, LinearWeights weights,
                           SearchSettings settings) {
        this.family = family;
        this.weights = weights;
        this.settings = settings;
        this.evaluator = LinearEvaluator.of(weights);
        this.info = new BotInfo(id, id.equals(family) ? name : name + " (" + id.substring(family.length() + 1) + ")",
                "1.0.0", "Tetris Arena", description + " Leaves: " + weights.name() + " weights.");
    }

    /** The default weights, named after their feature set. */
    protected static LinearWeights defaultWeights() {
        return LinearWeights.published(DEFAULT_WEIGHTS.id(), DEFAULT_WEIGHTS);
    }

    /** The same family with another id, weights and settings. */
    protected abstract LookaheadBot configured(String id, LinearWeights newWeights, SearchSettings newSettings);

    /** A fresh search for one game under these rules, scoring leaves with {@code scorer}. */
    protected abstract LookaheadSearch newSearch(Rules rules, LeafScorer scorer, SearchSettings searchSettings);

    /** The weights that score this bot's leaves. */
    public LinearWeights weights() {
        return weights;
    }

    /** This bot's search settings. */
    public SearchSettings settings() {
        return settings;
    }

    @Override
    public BotInfo info() {
        return info;
    }

    /** The bot's id. */
    @Override
    public String toString() {
        return info.id();
    }

    @Override
    public BotPlayer newPlayer(Rules rules) {
        return searchFor(rules, evaluator)::choose;
    }

    /** A fresh search with this bot's settings that scores boards with {@code boardEvaluator}. */
    LookaheadSearch searchFor(Rules rules, Evaluator boardEvaluator) {
        LeafScorer scorer = new LeafScorer(boardEvaluator, settings.pointsWeight(), LeafScorer.PathValue.SUM);
        return newSearch(rules, scorer, settings);
    }

    @Override
    public TetrisBot configure(String argument) {
        if (argument == null || argument.isBlank()) {
            throw new IllegalArgumentException(family + ": give a weights file, a feature set or options, e.g. "
                    + family + ":weights/my-bot.json or " + family + ":el-tetris,depth=2");
        }
        LinearWeights newWeights = weights;
        SearchSettings newSettings = settings;
        StringBuilder id = new StringBuilder(family).append(':');
        boolean weightsGiven = false;
        StringBuilder options = new StringBuilder();
        for (String part : argument.split(",")) {
            String item = part.strip();
            int eq = item.indexOf('=');
            if (eq > 0) {
                String key = item.substring(0, eq).strip().toLowerCase(Locale.ROOT);
                String value = item.substring(eq + 1).strip();
                try {
                    newSettings = newSettings.with(key, value);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(family + ": " + e.getMessage(), e);
                }
                options.append('.').append(key).append(value.replace('/', '-'));
            } else if (weightsGiven) {
                throw new IllegalArgumentException(family + ": only one weights source, got a second: '" + item + "'");
            } else {
                newWeights = readWeights(item);
                weightsGiven = true;
            }
        }
        id.append(newWeights.name()).append(options);
        return configured(id.toString().toLowerCase(Locale.ROOT), newWeights, newSettings);
    }

    private LinearWeights readWeights(String source) {
        Path file = Path.of(source);
        if (Files.isRegularFile(file)) {
            try {
                return LinearWeights.read(file);
            } catch (IOException e) {
                throw new IllegalArgumentException(family + ": cannot read " + source + ": " + e.getMessage(), e);
            }
        }
        for (FeatureSet set : FeatureSet.values()) {
            if (set.id().equals(source)) {
                return LinearWeights.published(set.id(), set);
            }
        }
        throw new IllegalArgumentException(family + ": '" + source
                + "' is neither a weights file, nor a feature set with published weights, nor a key=value option");
    }
}
