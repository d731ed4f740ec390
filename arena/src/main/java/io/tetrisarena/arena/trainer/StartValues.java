package io.tetrisarena.arena.trainer;

import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.event.StrictJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
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
     * @throws IllegalArgumentException with a one-line reason when the file is unreadable, not one JSON
     *                                  object, names none of the parameters, or gives one a value that is
     *                                  not a number
     */
    public static Read read(Path file, List<String> names) {
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read start file " + file + ": " + e.getMessage());
        }
        try {
            StrictJson root = StrictJson.parse(text, "start file " + file);
            String member = root.has("parameters") ? "parameters" : "features";
            if (!root.has(member)) {
                throw new IllegalArgumentException("start file " + file
                        + " has neither a \"parameters\" nor a \"features\" object");
            }
            StrictJson values = root.object(member);
            double[] out = new double[names.size()];
            List<String> missing = new ArrayList<>();
            for (int i = 0; i < out.length; i++) {
                if (values.has(names.get(i))) {
                    out[i] = values.number(names.get(i));
                } else {
                    missing.add(names.get(i));
                }
            }
            if (missing.size() == names.size()) {
                throw new IllegalArgumentException("start file " + file + " names none of the bot's parameters ("
                        + String.join(", ", names) + ")");
            }
            return new Read(out, List.copyOf(missing));
        } catch (InputFileException malformed) {
            throw new IllegalArgumentException(malformed.getMessage());
        }
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
