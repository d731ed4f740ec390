package io.tetrisarena.bots.heuristic;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.ConfigurableBot;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.TunableBot;
import io.tetrisarena.api.rules.Rules;
import java.util.ArrayList;
import java.util.List;

/**
 * Misakamm's 2026 controller (misakamm/tetr-ai v2.0, MIT), written anew from its published definitions and
 * weights: eleven features ({@link MisakammFeatures}) with integer weights ({@link MisakammWeights}), one
 * piece, the original's tie-break ({@link MisakammPlayer}). Tunable: its parameters are the eleven weights,
 * rounded to integers when played, as the original's are; each ranges over half to one and a half times
 * its value here (a trainer's starting spread is a quarter of that range). {@code misakamm:FILE} plays the
 * weights of an evolve run's {@code best.json} (its {@code name} and {@code parameters}) under the id
 * {@code misakamm:<name>}, so a run's result enters a tournament without code.
 */
public class MisakammBot implements TunableBot, ConfigurableBot {
    private final BotInfo info;
    private final MisakammWeights weights;

    public MisakammBot() {
        this(new BotInfo("misakamm", "Misakamm (2026)", ClassicBot.VERSION, "after Misakamm (misakamm/tetr-ai)",
                "Eleven features with shape adaptability, cross-entropy weights, one piece"),
                MisakammWeights.PUBLISHED);
    }

    /** A controller of these features with other weights, under its own name. */
    public MisakammBot(BotInfo info, MisakammWeights weights) {
        this.info = info;
        this.weights = weights;
    }

    @Override
    public BotInfo info() {
        return info;
    }

    /** The weights it plays. */
    public MisakammWeights weights() {
        return weights;
    }

    @Override
    public BotPlayer newPlayer(Rules rules) {
        return new MisakammPlayer(weights);
    }

    @Override
    public TetrisBot configure(String argument) {
        if (argument == null || argument.isBlank()) {
            throw new IllegalArgumentException("give an evolve run's best.json: misakamm:path/to/best.json");
        }
        EvolvedWeightsFile file = EvolvedWeightsFile.read(argument);
        String name = file.name();
        return new MisakammBot(new BotInfo("misakamm:" + name, "Misakamm's features, weights " + name,
                ClassicBot.VERSION, "Tetris Arena evolve", "Misakamm's eleven features with the weights of "
                + java.nio.file.Path.of(argument).getFileName()), file.misakammWeights(argument));
    }

    @Override
    public List<Parameter> parameters() {
        long[] w = weights.values();
        List<Parameter> out = new ArrayList<>();
        for (int i = 0; i < w.length; i++) {
            double half = Math.abs(w[i]) / 2.0;
            out.add(new Parameter(MisakammWeights.NAMES.get(i), w[i] - half, w[i] + half, w[i]));
        }
        return List.copyOf(out);
    }

    @Override
    public BotPlayer newPlayer(Rules rules, double[] values) {
        long[] w = new long[values.length];
        for (int i = 0; i < values.length; i++) {
            w[i] = Math.round(values[i]);
        }
        return new MisakammPlayer(new MisakammWeights(w));
    }
}
