package io.tetrisarena.bots.evolved;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.features.LinearEvaluator;
import io.tetrisarena.api.features.LinearWeights;
import io.tetrisarena.api.features.Search;
import io.tetrisarena.api.features.SearchPolicy;
import io.tetrisarena.api.rules.Rules;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * A linear bot playing a weights file bundled in this jar ({@code /weights/<id>.json}) that the arena's
 * trainer evolved. It plays exactly as the {@code linear} bot that was trained: every placement of the
 * current piece (and of the hold piece when the rules allow hold) scored by the weighted features, the
 * next piece too for two-piece weights when the preview shows it, the first of equal scores winning,
 * game-ending placements last when the file says {@code gameEndingLast}.
 */
abstract class EvolvedBot implements TetrisBot {
    static final String VERSION = "1.0.0";

    private final LinearWeights weights;
    private final BotInfo info;
    private final SearchPolicy policy;

    EvolvedBot(String id, String name) {
        this.weights = load(id);
        this.info = new BotInfo(id, name, VERSION, "Tetris Arena evolve", weights.description());
        this.policy = weights.searchPolicy();
    }

    /** The bundled weights file. */
    LinearWeights weights() {
        return weights;
    }

    @Override
    public BotInfo info() {
        return info;
    }

    @Override
    public BotPlayer newPlayer(Rules rules) {
        LinearEvaluator evaluator = LinearEvaluator.of(weights);
        Search search = new Search(rules, policy);
        return observation -> search.bestMove(observation, evaluator);
    }

    private static LinearWeights load(String id) {
        String resource = "/weights/" + id + ".json";
        try (InputStream in = EvolvedBot.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("evolved-bots jar lacks " + resource);
            }
            return LinearWeights.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), resource);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
