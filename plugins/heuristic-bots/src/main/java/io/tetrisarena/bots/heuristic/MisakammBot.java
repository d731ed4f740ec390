package io.tetrisarena.bots.heuristic;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.ConfigurableBot;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.TunableBot;
import io.tetrisarena.api.rules.Rules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
        Path file = Path.of(argument);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no weights file " + argument);
        }
        String name = null;
        Map<String, Double> values = new HashMap<>();
        try (JsonParser json = new JsonFactory().createParser(file.toFile())) {
            if (json.nextToken() != JsonToken.START_OBJECT) {
                throw new IllegalArgumentException(argument + " is not a JSON object");
            }
            while (json.nextToken() == JsonToken.FIELD_NAME) {
                String field = json.getCurrentName();
                JsonToken value = json.nextToken();
                if (field.equals("name") && value == JsonToken.VALUE_STRING) {
                    name = json.getText();
                } else if (field.equals("parameters") && value == JsonToken.START_OBJECT) {
                    while (json.nextToken() == JsonToken.FIELD_NAME) {
                        String parameter = json.getCurrentName();
                        if (!json.nextToken().isNumeric()) {
                            throw new IllegalArgumentException(argument + ": parameter " + parameter
                                    + " is not a number");
                        }
                        values.put(parameter, json.getDoubleValue());
                    }
                } else {
                    json.skipChildren();
                }
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + argument + ": " + e.getMessage(), e);
        }
        if (name == null || !name.matches("[a-z0-9][a-z0-9._-]*")) {
            throw new IllegalArgumentException(argument + " needs a \"name\" of [a-z0-9][a-z0-9._-]*");
        }
        long[] w = new long[MisakammWeights.NAMES.size()];
        for (int i = 0; i < w.length; i++) {
            Double value = values.get(MisakammWeights.NAMES.get(i));
            if (value == null) {
                throw new IllegalArgumentException(argument + " has no parameter " + MisakammWeights.NAMES.get(i));
            }
            w[i] = Math.round(value);
        }
        return new MisakammBot(new BotInfo("misakamm:" + name, "Misakamm's features, weights " + name,
                ClassicBot.VERSION, "Tetris Arena evolve", "Misakamm's eleven features with the weights of "
                + file.getFileName()), new MisakammWeights(w));
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
