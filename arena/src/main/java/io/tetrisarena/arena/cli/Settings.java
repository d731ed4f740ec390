package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.tournament.Shard;
import io.tetrisarena.arena.tournament.TournamentConfig;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.cli.CommandLine;

/**
 * A command's settings, each answered in one place: the flag given on the command line wins, then the
 * configuration file's field ({@code run --config FILE}), then, on a resume, the value the output folder's
 * results header holds, then the command's default. Each answer knows where it came from, so a bad value is
 * reported as the flag ({@code --games must be 1..3, got 5}) or the config field ({@code config field 'games'
 * must be ...}) that gave it, and a given value that differs from the resumed header is a one-line error.
 * Settings are named by their long option name; a config field has the same name.
 */
final class Settings {
    /** Where a setting's value came from, strongest first. */
    enum Source { FLAG, FILE, HEADER, DEFAULT }

    private final CommandLine line;
    private final Map<String, Object> file;
    private final String resumed;
    private final Map<String, String> header;

    private Settings(CommandLine line, Map<String, Object> file, String resumed, Map<String, String> header) {
        this.line = line;
        this.file = file;
        this.resumed = resumed;
        this.header = header;
    }

    /** The settings of a command without a configuration file. */
    static Settings of(CommandLine line) {
        return new Settings(line, Map.of(), null, Map.of());
    }

    /** The settings of a command whose flags win over {@code config}'s fields. */
    static Settings of(CommandLine line, TournamentConfig config) {
        Map<String, Object> file = new HashMap<>();
        file.put("bots", config.bots());
        file.put("events", config.events());
        file.put("seeds", config.seeds());
        file.put("games", config.games());
        file.put("threads", config.threads());
        file.put("pieces", config.pieces());
        file.put("out", config.out());
        file.put("plugins", config.plugins());
        file.put("trust", config.trust());
        file.values().removeIf(java.util.Objects::isNull);
        return new Settings(line, Map.copyOf(file), null, Map.of());
    }

    /**
     * These settings resuming {@code folder}: a value neither flag nor file gives is the header's (see
     * {@link RunFolder#settings()}). A null folder (nothing to resume) leaves them as they are.
     */
    Settings resuming(RunFolder folder) {
        return folder == null ? this : resuming(folder.file(), folder.settings());
    }

    /** These settings resuming the results file {@code resumed}, whose header holds {@code header}. */
    Settings resuming(String resumed, Map<String, String> header) {
        return new Settings(line, file, resumed, Map.copyOf(header));
    }

    /** Where setting {@code name}'s value comes from. */
    Source source(String name) {
        if (line.hasOption(name)) {
            return Source.FLAG;
        }
        if (file.containsKey(name)) {
            return Source.FILE;
        }
        return header.containsKey(name) ? Source.HEADER : Source.DEFAULT;
    }

    /** Whether the flag or the configuration file gives setting {@code name}. */
    boolean given(String name) {
        Source source = source(name);
        return source == Source.FLAG || source == Source.FILE;
    }

    /** Setting {@code name} as text, or {@code fallback} when nothing gives it. */
    String text(String name, String fallback) {
        return switch (source(name)) {
            case FLAG -> line.getOptionValue(name);
            case FILE -> (String) file.get(name);
            case HEADER -> header.get(name);
            case DEFAULT -> fallback;
        };
    }

    /** Setting {@code name} as a comma-separated list (a list in the file), or null when nothing gives it. */
    @SuppressWarnings("unchecked")
    List<String> list(String name) {
        return switch (source(name)) {
            case FLAG -> Flags.list(line.getOptionValue(name));
            case FILE -> (List<String>) file.get(name);
            case HEADER -> Flags.list(header.get(name));
            case DEFAULT -> null;
        };
    }

    /**
     * Setting {@code name} as a whole number, or null when nothing gives it; a value the flag or the file gives
     * must lie in {@code min..max}, else a usage error names its source. A header's value is taken as written.
     */
    Integer integer(String name, int min, int max) {
        return switch (source(name)) {
            case FLAG -> Flags.parseInt("--" + name, line.getOptionValue(name), min, max);
            case FILE -> checked(name, (Integer) file.get(name), min, max);
            case HEADER -> Integer.valueOf(header.get(name));
            case DEFAULT -> null;
        };
    }

    /** {@link #integer(String, int, int)}, or {@code fallback} when nothing gives it. */
    int integer(String name, int min, int max, int fallback) {
        Integer value = integer(name, min, max);
        return value != null ? value : fallback;
    }

    /** The shard {@code --shard} (or a resumed header) names, or every game when none does. */
    Shard shard() {
        String raw = text("shard", null);
        try {
            return raw != null ? Shard.parse(raw) : Shard.ALL;
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** The names {@code --trust} and the configuration file's {@code trust} give together: each adds. */
    @SuppressWarnings("unchecked")
    List<String> trusted() {
        return Flags.trustedNames(line, (List<String>) file.getOrDefault("trust", List.of()));
    }

    /**
     * On a resume, a value the flag or the file gives ({@code given}, as the header writes it) must be the
     * header's; else a one-line usage error. Nothing to check when nothing is resumed or nothing is given.
     */
    void agrees(String name, String given) {
        agrees(name, given, null);
    }

    /** {@link #agrees(String, String)}, where {@code absent} stands for a header without the setting. */
    void agrees(String name, String given, String absent) {
        if (resumed != null && given(name)) {
            String there = header.get(name);
            RunFolder.check(resumed, "--" + name, given, there != null ? there : absent);
        }
    }

    private static int checked(String field, int value, int min, int max) {
        if (value < min || value > max) {
            throw new UsageException("config field '" + field + "' must be " + min + ".." + max + ", got " + value);
        }
        return value;
    }
}
