package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.event.StrictJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * A tournament described in a JSON file ({@code arena run --config FILE}); every field is optional and a
 * command-line flag given as well wins. Unknown fields are errors.
 *
 * <pre>
 * {"bots": ["dellacherie", "bcts"], "events": ["marathon", "my-event.json"], "seeds": "official",
 *  "games": 20, "threads": 2, "pieces": 300, "out": "leaderboard", "plugins": "plugins", "trust": ["my-bot"]}
 * </pre>
 *
 * Null fields were not given.
 */
public record TournamentConfig(List<String> bots, List<String> events, String seeds, Integer games, Integer threads,
                               Integer pieces, String out, String plugins, List<String> trust) {
    private static final Set<String> FIELDS = Set.of("bots", "events", "seeds", "games", "threads", "pieces", "out",
            "plugins", "trust");

    /** Reads a configuration file. */
    public static TournamentConfig read(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new InputFileException("--config " + file + ": no such file");
        } catch (IOException e) {
            throw new InputFileException(file + ": cannot read the configuration (" + e.getClass().getSimpleName()
                    + (e.getMessage() == null || e.getMessage().equals(file.toString()) ? "" : ": " + e.getMessage())
                    + ")");
        }
        StrictJson j = StrictJson.parse(text, file.toString()).allowOnly(FIELDS);
        return new TournamentConfig(j.has("bots") ? j.texts("bots") : null, j.has("events") ? j.texts("events") : null,
                j.has("seeds") ? j.text("seeds") : null, j.has("games") ? j.integer("games") : null,
                j.has("threads") ? j.integer("threads") : null, j.has("pieces") ? j.integer("pieces") : null,
                j.has("out") ? j.text("out") : null, j.has("plugins") ? j.text("plugins") : null,
                j.has("trust") ? j.texts("trust") : null);
    }

    /** A configuration with nothing set. */
    public static TournamentConfig empty() {
        return new TournamentConfig(null, null, null, null, null, null, null, null, null);
    }
}
