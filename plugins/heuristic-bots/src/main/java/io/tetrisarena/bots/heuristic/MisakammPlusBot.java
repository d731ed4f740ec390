package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.Acceptance;
import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.ConfigurableBot;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.TunableBot;
import io.tetrisarena.api.features.Feature;
import io.tetrisarena.api.features.LinearEvaluator;
import io.tetrisarena.api.rules.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Misakamm's controller with further features of the API, for the trainer: {@code misakamm-plus:features=a,b}
 * (API feature ids) is a {@link TunableBot} whose parameters are Misakamm's eleven weights (as
 * {@code misakamm}'s) and then one weight per added feature (range [-10, 10], starting at 0). A placement
 * scores Misakamm's integer score plus 60 times the added features' weighted sum, so an added weight of 1
 * counts like a Misakamm weight of 1 on a feature of the same size; with every added weight 0 it plays as
 * {@code misakamm}. When the added features are among rows and columns with holes, eroded piece cells and
 * maximum height, the scorer measures them from its columns and placements are bounded and pruned as
 * {@code misakamm}'s; with any other feature every placement is measured on its board. The choice is the same.
 * {@code misakamm-plus:FILE} plays an evolve run's {@code best.json} or {@code centre.json} of such a bot.
 */
public final class MisakammPlusBot implements ConfigurableBot {
    private static final String PREFIX = "features=";
    private static final BotInfo INFO = new BotInfo("misakamm-plus", "Misakamm plus API features",
            ClassicBot.VERSION, "Tetris Arena", "Misakamm's eleven features and more: misakamm-plus:features=a,b");

    @Override
    public BotInfo info() {
        return INFO;
    }

    @Override
    public Acceptance accepts(Rules rules) {
        return Acceptance.decline("misakamm-plus needs its added features: misakamm-plus:features=a,b");
    }

    @Override
    public BotPlayer newPlayer(Rules rules) {
        throw new IllegalStateException("misakamm-plus needs its added features; configure it first");
    }

    @Override
    public TetrisBot configure(String argument) {
        if (argument != null && !argument.startsWith(PREFIX) && java.nio.file.Files.isRegularFile(
                java.nio.file.Path.of(argument))) {
            return trained(argument);
        }
        if (argument == null || !argument.startsWith(PREFIX) || argument.length() == PREFIX.length()) {
            throw new IllegalArgumentException("give the added features: features=a,b (API feature ids), or an"
                    + " evolve run's best.json");
        }
        List<Feature> features = new ArrayList<>();
        for (String id : argument.substring(PREFIX.length()).split(",")) {
            features.add(Feature.byId(id.strip()));
        }
        return new Configured(List.copyOf(features));
    }

    /**
     * The controller an evolve run's best.json or centre.json describes: Misakamm's eleven weights and, after
     * them in the file's order, one weight per added API feature; the bot is {@code misakamm-plus:<name>}.
     */
    private static TetrisBot trained(String argument) {
        EvolvedWeightsFile file = EvolvedWeightsFile.read(argument);
        MisakammWeights own = file.misakammWeights(argument);
        List<Feature> added = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        for (java.util.Map.Entry<String, Double> e : file.parameters().entrySet()) {
            if (!MisakammWeights.NAMES.contains(e.getKey())) {
                added.add(Feature.byId(e.getKey()));
                weights.add(e.getValue());
            }
        }
        LinearEvaluator extra = new LinearEvaluator(List.copyOf(added),
                weights.stream().mapToDouble(Double::doubleValue).toArray());
        BotInfo info = new BotInfo("misakamm-plus:" + file.name(), "Misakamm plus " + added.size()
                + " API features, weights " + file.name(), ClassicBot.VERSION, "Tetris Arena evolve",
                "Misakamm's eleven features plus " + String.join(", ", added.stream().map(Feature::id).toList()));
        return new TrainedMisakammPlus(info, own, extra);
    }

    /** The controller with these added features. */
    static final class Configured implements TunableBot {
        private final List<Feature> features;
        private final BotInfo info;

        Configured(List<Feature> features) {
            this.features = features;
            this.info = new BotInfo("misakamm-plus:" + String.join(",", features.stream().map(Feature::id).toList()),
                    "Misakamm plus " + features.size() + " API features", ClassicBot.VERSION, "Tetris Arena",
                    "Misakamm's eleven features plus " + String.join(", ", features.stream().map(Feature::id).toList()));
        }

        @Override
        public BotInfo info() {
            return info;
        }

        @Override
        public List<Parameter> parameters() {
            List<Parameter> out = new ArrayList<>(new MisakammBot().parameters());
            for (Feature f : features) {
                out.add(new Parameter(f.id(), -10, 10, 0));
            }
            return List.copyOf(out);
        }

        @Override
        public BotPlayer newPlayer(Rules rules) {
            return newPlayer(rules, parameters().stream().mapToDouble(Parameter::initial).toArray());
        }

        @Override
        public BotPlayer newPlayer(Rules rules, double[] values) {
            int own = MisakammWeights.NAMES.size();
            long[] weights = new long[own];
            for (int i = 0; i < own; i++) {
                weights[i] = Math.round(values[i]);
            }
            LinearEvaluator extra = new LinearEvaluator(features, Arrays.copyOfRange(values, own, values.length));
            return new MisakammPlayer(new MisakammWeights(weights), extra);
        }
    }
}
