package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.ConfigurableBot;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.LinearWeights;
import io.tetrisarena.api.rules.Rules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The bot with no code: a feature list and weights from a weights file (docs/weights-format.md). As a
 * family it plays nothing itself; {@link #configure} makes the playable bots:
 * <ul>
 *   <li>{@code linear:path/to/weights.json} reads the file; the bot is {@code linear:<name>};</li>
 *   <li>{@code linear:features=<set>} (a {@link FeatureSet} id such as {@code el-tetris}) uses the set's
 *       published weights as its initial weights (all zero for {@code rw16}); the bot is
 *       {@code linear:features.<set>}.</li>
 * </ul>
 * Configured bots are {@link io.tetrisarena.api.TunableBot}s, so the trainer can evolve the weights.
 */
public final class LinearBot implements ConfigurableBot {
    private static final String FEATURES_PREFIX = "features=";
    private static final BotInfo INFO = new BotInfo("linear", "Linear weights", ClassicBot.VERSION, "Tetris Arena",
            "Plays any weights file: linear:path/to/weights.json or linear:features=<set>");

    @Override
    public BotInfo info() {
        return INFO;
    }

    @Override
    public Acceptance accepts(Rules rules) {
        return Acceptance.decline("the linear family needs weights: enter linear:path/to/weights.json or "
                + "linear:features=<set>");
    }

    @Override
    public BotPlayer newPlayer(Rules rules) {
        throw new IllegalStateException("the linear family needs weights; configure it first");
    }

    @Override
    public TetrisBot configure(String argument) {
        if (argument == null || argument.isBlank()) {
            throw new IllegalArgumentException("give a weights file or features=<set>");
        }
        if (argument.startsWith(FEATURES_PREFIX)) {
            FeatureSet set = FeatureSet.byId(argument.substring(FEATURES_PREFIX.length()));
            return new ConfiguredLinearBot(PublishedWeights.of(set).linearWeights("features." + set.id()));
        }
        Path file = Path.of(argument);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no weights file " + argument);
        }
        try {
            return new ConfiguredLinearBot(LinearWeights.read(file));
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + argument + ": " + e.getMessage(), e);
        }
    }
}
