package io.tetrisarena.arena.trainer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * The values an evolve run starts from when it does not start from the bot's own: every parameter at 0
 * ({@link EvolutionSettings#ZERO}), or the values of an earlier run's {@value Evolution#BEST} (its
 * {@code parameters} object, or a linear weights file's {@code features}), found by parameter name; a
 * parameter the file does not name starts at 0 (a feature added to those of the earlier run).
 */
public final class StartValues {

    private StartValues() {
    }

    /**
     * What a start file gave.
     *
     * @param values  one value per parameter, in the order asked
     * @param missing the parameters the file does not name (their value is 0)
     */
    public record Read(double[] values, List<String> missing) {
    }

    /** Zero for every parameter. */
    public static double[] zero(List<String> names) {
        return new double[names.size()];
    }

    /**
     * The named values of {@code file}, in {@code names}' order.
     *
     * @throws IllegalArgumentException with a one-line reason when the file is unreadable, not JSON, names
     *                                  none of the parameters, or gives one a value that is not a number
     */
    public static Read read(Path file, List<String> names) {
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(Files.readString(file));
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read start file " + file + ": " + e.getMessage());
        }
        JsonNode values = root == null ? null : root.has("parameters") ? root.get("parameters") : root.get("features");
        if (values == null || !values.isObject()) {
            throw new IllegalArgumentException("start file " + file
                    + " has neither a \"parameters\" nor a \"features\" object");
        }
        double[] out = new double[names.size()];
        List<String> missing = new java.util.ArrayList<>();
        int found = 0;
        for (int i = 0; i < out.length; i++) {
            JsonNode value = values.get(names.get(i));
            if (value == null) {
                missing.add(names.get(i));
                continue;
            }
            if (!value.isNumber()) {
                throw new IllegalArgumentException("start file " + file + " has no number for parameter '"
                        + names.get(i) + "'");
            }
            out[i] = value.asDouble();
            found++;
        }
        if (found == 0) {
            throw new IllegalArgumentException("start file " + file + " names none of the bot's parameters ("
                    + String.join(", ", names) + ")");
        }
        return new Read(out, List.copyOf(missing));
    }

    /** The SHA-256 of a start file's bytes, lower-case hex: what the checkpoint records of it. */
    public static String sha256(Path file) {
        try {
            return "sha256:" + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read start file " + file + ": " + e.getMessage());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
