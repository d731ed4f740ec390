package io.tetrisarena.bots.heuristic;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An evolve run's {@code best.json} or {@code centre.json} for a bot whose parameters are not all API
 * features: its {@code name} and its {@code parameters}, named values in the file's order.
 *
 * @param name       the run's name, which names the bot
 * @param parameters the named values, in the file's order
 */
record EvolvedWeightsFile(String name, Map<String, Double> parameters) {

    /**
     * Reads {@code argument}, a file's path.
     *
     * @throws IllegalArgumentException with a one-line reason when the file is missing, not such a file, or
     *                                  its name is not a bot name
     */
    static EvolvedWeightsFile read(String argument) {
        Path file = Path.of(argument);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no weights file " + argument);
        }
        String name = null;
        Map<String, Double> values = new LinkedHashMap<>();
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
            // A parse error's own message ends in a second line of location; the reason alone stays one line.
            String why = e instanceof JsonProcessingException parse ? parse.getOriginalMessage() : e.getMessage();
            throw new IllegalArgumentException("cannot read " + argument + ": " + why, e);
        }
        if (name == null || !name.matches("[a-z0-9][a-z0-9._-]*")) {
            throw new IllegalArgumentException(argument + " needs a \"name\" of [a-z0-9][a-z0-9._-]*");
        }
        return new EvolvedWeightsFile(name, Collections.unmodifiableMap(values));
    }

    /** Misakamm's eleven weights from the file, rounded as the bot plays them. */
    MisakammWeights misakammWeights(String argument) {
        long[] w = new long[MisakammWeights.NAMES.size()];
        for (int i = 0; i < w.length; i++) {
            Double value = parameters.get(MisakammWeights.NAMES.get(i));
            if (value == null) {
                throw new IllegalArgumentException(argument + " has no parameter " + MisakammWeights.NAMES.get(i));
            }
            w[i] = Math.round(value);
        }
        return new MisakammWeights(w);
    }
}
