package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.features.Search;
import io.tetrisarena.api.features.SearchPolicy;
import io.tetrisarena.api.rules.Rules;

/**
 * A bot that plays, each turn, the legal placement its evaluator scores best under a fixed search policy.
 * It plays any rules: the placements come from the observation, so under SRS it simply sees more of them.
 * Each player owns its search scratch, so players never share state.
 */
abstract class ClassicBot implements TetrisBot {
    static final String VERSION = "1.0.0";

    private final BotInfo info;
    private final SearchPolicy policy;

    ClassicBot(BotInfo info, SearchPolicy policy) {
        this.info = info;
        this.policy = policy;
    }

    @Override
    public BotInfo info() {
        return info;
    }

    @Override
    public BotPlayer newPlayer(Rules rules) {
        Search search = new Search(rules, policy);
        DecisionEvaluator evaluator = evaluator(rules);
        return observation -> {
            evaluator.observe(observation);
            return search.bestMove(observation, evaluator.forSearch());
        };
    }

    /** A fresh evaluator for one game under these rules. */
    abstract DecisionEvaluator evaluator(Rules rules);
}
