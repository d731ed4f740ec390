package io.tetrisarena.arena.plugin;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The bot ids of bundled plugin jars, by the jar's sha256, remembered from one command to the next in a small
 * text file: one line per jar, its sha256 and then its bots' ids in the order the jar gave them. A bundled jar
 * is code this build compiled (its sha256 is in {@code bundled-plugins.sha256}), so the same bytes always give
 * the same bots, and a command that names only bundled bots can leave the jars that hold none of them unloaded
 * ({@link DefaultBotLoader#load(List, Trust, WantedBots)}). A jar is remembered only after a load that refused
 * nothing of it.
 *
 * <p>Where the file cannot be read or written every jar simply loads; a malformed line is ignored. Several
 * processes may share the file ({@link BesideArena#replace}).
 */
final class BotListing {
    /** The file's name beside the arena's jar. */
    static final String FILE_NAME = "bot-listing-cache.txt";
    private static final int MAX_ENTRIES = 64;
    private static final String SHA256 = "[0-9a-f]{64}";
    private static final String BOT_ID = "[a-z0-9][a-z0-9._:/=,-]*";

    private final Path file;
    private final Map<String, List<String>> ids = new LinkedHashMap<>();
    private boolean read;
    private boolean changed;

    BotListing(Path file) {
        this.file = file;
    }

    /** A listing that remembers nothing: every jar loads. */
    static BotListing none() {
        return new BotListing(null);
    }

    /** The listing of the arena as installed: {@value #FILE_NAME} beside its jar; none when it runs from classes. */
    static BotListing besideArena() {
        Path file = BesideArena.file(FILE_NAME);
        return file == null ? none() : new BotListing(file);
    }

    /** The bot ids of the jar with this sha256, in its order, or null when it is not known. */
    List<String> ids(String sha256) {
        if (file == null) {
            return null;
        }
        load();
        return ids.get(sha256);
    }

    /** Remembers a jar's bot ids (none: a jar that gives no bot is not remembered). */
    void remember(String sha256, List<String> botIds) {
        if (file == null || sha256 == null || !sha256.matches(SHA256) || botIds.isEmpty()
                || !botIds.stream().allMatch(id -> id.matches(BOT_ID))) {
            return;
        }
        load();
        List<String> known = ids.get(sha256);
        if (botIds.equals(known)) {
            return;
        }
        ids.remove(sha256);
        ids.put(sha256, List.copyOf(botIds));
        changed = true;
    }

    /** Writes the file when it learned a jar; a failure leaves the old file (or none) in place. */
    void save() {
        if (file == null || !changed) {
            return;
        }
        List<String> lines = new ArrayList<>();
        int skip = Math.max(0, ids.size() - MAX_ENTRIES);
        for (Map.Entry<String, List<String>> e : ids.entrySet()) {
            if (skip-- > 0) {
                continue; // the oldest first
            }
            lines.add(e.getKey() + " " + String.join(" ", e.getValue()));
        }
        if (BesideArena.replace(file, lines)) {
            changed = false;
        }
    }

    private void load() {
        if (read) {
            return;
        }
        read = true;
        for (String line : BesideArena.read(file)) {
            String[] parts = line.split(" ");
            List<String> botIds = List.of(parts).subList(1, parts.length);
            if (parts.length > 1 && parts[0].matches(SHA256) && botIds.stream().allMatch(id -> id.matches(BOT_ID))) {
                ids.put(parts[0], List.copyOf(botIds));
            }
        }
    }
}
