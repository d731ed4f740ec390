package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.plugin.BotRegistry;
import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.plugin.PluginProblem;
import io.tetrisarena.arena.plugin.Trust;
import io.tetrisarena.arena.plugin.WantedBots;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;

/** Options and conversions several commands share. */
public final class Flags {
    private Flags() {
    }

    static Option withArg(String longName, String argName, String description) {
        return Option.builder().longOpt(longName).hasArg().argName(argName).desc(description).build();
    }

    /** {@code --seeds NAME|FILE}: the seed set, {@code fallback} when not given. */
    static Option seeds(String fallback) {
        return withArg("seeds", "NAME|FILE", "the seed set (default: " + fallback + ")");
    }

    static Option flag(String longName, String description) {
        return Option.builder().longOpt(longName).desc(description).build();
    }

    static Option plugins() {
        return withArg("plugins", "DIR", "your own bots' folder, read besides the bundled plugins (default: $"
                + PluginFolders.ENV + ", else ~/" + PluginFolders.DEFAULT_USER + ")");
    }

    /** The whole-number value of option {@code --name}, or {@code fallback}; a usage error outside min..max. */
    public static int integer(CommandLine line, String name, int fallback, int min, int max) {
        String raw = line.getOptionValue(name);
        if (raw == null) {
            return fallback;
        }
        return parseInt("--" + name, raw, min, max);
    }

    static int parseInt(String what, String raw, int min, int max) {
        try {
            int v = Integer.parseInt(raw.strip());
            if (v < min || v > max) {
                throw new UsageException(what + " must be " + min + ".." + max + ", got " + v);
            }
            return v;
        } catch (NumberFormatException e) {
            throw new UsageException(what + " must be a whole number, got '" + raw + "'");
        }
    }

    static long parseLong(String what, String raw) {
        try {
            String s = raw.strip();
            if (s.startsWith("0x") || s.startsWith("0X")) {
                return Long.parseUnsignedLong(s.substring(2), 16);
            }
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            throw new UsageException(what + " must be a 64-bit integer (decimal or 0x hex), got '" + raw + "'");
        }
    }

    static String required(CommandLine line, String name) {
        String v = line.getOptionValue(name);
        if (v == null || v.isBlank()) {
            throw new UsageException("missing --" + name);
        }
        return v;
    }

    /**
     * The output folder an {@code --out} value names; a usage error when it names an existing file, so nothing
     * is half-written next to it.
     */
    public static Path outFolder(String raw) {
        Path dir = Path.of(raw);
        if (java.nio.file.Files.exists(dir) && !java.nio.file.Files.isDirectory(dir)) {
            throw new UsageException("--out " + raw + " is an existing file, but --out names a folder"
                    + " (created when missing); give a folder path");
        }
        return dir;
    }

    /** The seed-set options {@code play} and {@code replay} share: an index in a set, or a raw seed. */
    static void addSeedOptions(org.apache.commons.cli.Options options, String defaultSet) {
        options.addOption(withArg("seeds", "NAME|FILE", "the seed set --seed indexes (default: " + defaultSet + ")"))
                .addOption(withArg("seed", "N", "the game's seed: its index in the seed set, from 0 (default: 0)"))
                .addOption(withArg("raw-seed", "S", "the game's raw 64-bit seed instead, decimal or 0x hex"));
    }

    /** The seed index {@code --seed} gives in a set of {@code size} seeds (0 when absent). */
    static int seedIndex(CommandLine line, int size) {
        if (line.hasOption("seed") && line.hasOption("raw-seed")) {
            throw new UsageException("give --seed (an index in the seed set) or --raw-seed, not both");
        }
        return integer(line, "seed", 0, 0, size - 1);
    }

    /** A count with its noun, singular for one: "1 game", "2 games". */
    /**
     * Whether a run continues its folder's log ({@code --resume}); with {@code --force} too, a user error: the two
     * ask for opposite things.
     */
    static boolean resumeOrForce(CommandLine line) {
        boolean resume = line.hasOption("resume");
        if (resume && line.hasOption("force")) {
            throw new UsageException("give --resume (keep its games) or --force (start over), not both");
        }
        return resume;
    }

    static String count(long n, String noun) {
        return io.tetrisarena.arena.text.Words.count(n, noun);
    }

    static List<String> list(String raw) {
        return Arrays.stream(raw.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    static Option trust() {
        return withArg("trust", "IDS", "comma-separated bots (ids, plugin ids or jar names) to run in the arena's"
                + " JVM although their jars were not bundled with it; every other such jar runs isolated");
    }

    /** The names the {@code --trust} option (if the command has it) and {@code more} give. */
    static List<String> trustedNames(CommandLine line, List<String> more) {
        List<String> names = new java.util.ArrayList<>(more);
        if (line.hasOption("trust")) {
            names.addAll(list(line.getOptionValue("trust")));
        }
        return names;
    }

    /**
     * Every trusted name must name something in the plugins folder (a bot id, a plugin id or a jar's file name):
     * a mistyped name would otherwise leave the bot it meant untrusted without a word.
     */
    static void checkTrusted(List<String> names, LoadedPlugins plugins) {
        java.util.Set<String> known = new java.util.LinkedHashSet<>();
        for (LoadedBot b : plugins.bots()) {
            known.add(b.id());
            known.add(b.pluginId());
            known.add(b.jar().getFileName().toString());
        }
        for (PluginProblem p : plugins.problems()) {
            known.add(p.source());
        }
        for (String name : names) {
            if (!known.contains(name)) {
                throw new UsageException("--trust " + name + ": no bot, plugin or jar of that name in "
                        + searched(plugins) + io.tetrisarena.arena.text.DidYouMean.suffix(name, plugins.bots().stream().map(LoadedBot::id)
                        .toList()));
            }
        }
    }

    static Option unconfined() {
        return flag("unconfined", "where no sandbox (bubblewrap) exists, run untrusted jars and programs unconfined"
                + " anyway; the results record it for every game of theirs");
    }

    /**
     * Applies {@code --unconfined} (if the command has it) before plugins load: untrusted bots then run even
     * where no sandbox exists.
     */
    static void applyUnconfined(CommandLine line) {
        if (line.hasOption("unconfined")) {
            io.tetrisarena.arena.external.Confinements.allowUnconfined();
        }
    }

    /** Refuses to play when a bot was left out for want of a sandbox: one line naming the ways on. */
    static void refuseUnsandboxed(LoadedPlugins plugins) {
        if (plugins.problems().stream().anyMatch(p -> p.cause().equals(
                io.tetrisarena.arena.external.Confinements.NO_SANDBOX))) {
            throw new UsageException(io.tetrisarena.arena.external.Confinements.refusal());
        }
    }

    /** Loads the plugins folder to play its bots, printing each problem as a warning line. */
    static LoadedPlugins loadPlugins(CommandLine line, PrintStream err, boolean warn) {
        return loadPlugins(line, err, warn, List.of());
    }

    /**
     * Loads the plugins folder as {@link #loadPlugins(CommandLine, PrintStream, boolean)} does, where
     * {@code knownElsewhere} are bot ids the command loads from elsewhere (a jar named on its command line), so
     * that {@code --trust} may name them too.
     */
    static LoadedPlugins loadPlugins(CommandLine line, PrintStream err, boolean warn, List<String> knownElsewhere) {
        LoadedPlugins result = loadPluginsToList(line, err, warn, knownElsewhere, WantedBots.ALL);
        refuseUnsandboxed(result);
        return result;
    }

    /**
     * Loads the plugins folder as {@link #loadPlugins(CommandLine, PrintStream, boolean)} does, for a command that
     * plays only the {@code wanted} bots (see {@link DefaultBotLoader#load(List, Trust, WantedBots)}).
     */
    static LoadedPlugins loadPlugins(CommandLine line, PrintStream err, boolean warn, WantedBots wanted) {
        LoadedPlugins result = loadPluginsToList(line, err, warn, List.of(), wanted);
        refuseUnsandboxed(result);
        return result;
    }

    /** Loads the plugins folder, printing each problem as a warning line; refuses nothing. */
    static LoadedPlugins loadPluginsToList(CommandLine line, PrintStream err, boolean warn) {
        return loadPluginsToList(line, err, warn, List.of(), WantedBots.ALL);
    }

    private static LoadedPlugins loadPluginsToList(CommandLine line, PrintStream err, boolean warn,
                                                   List<String> knownElsewhere, WantedBots wanted) {
        applyUnconfined(line);
        List<String> trusted = trustedNames(line, List.of());
        LoadedPlugins result = load(folders(line.getOptionValue("plugins")), trusted, wanted);
        checkTrusted(trusted.stream().filter(name -> !knownElsewhere.contains(name)).toList(), result);
        if (warn) {
            for (PluginProblem p : result.problems()) {
                err.println("warning: plugin " + p.line());
            }
        }
        return result;
    }

    /**
     * The plugins folders for a {@code --plugins} value (or null): a folder the flag names must exist, since a
     * mistyped one would otherwise read as a folder without bots.
     */
    static PluginFolders folders(String flag) {
        if (flag != null && !java.nio.file.Files.isDirectory(Path.of(flag))) {
            throw new UsageException("plugins folder " + flag + " does not exist");
        }
        return PluginFolders.of(flag);
    }

    /** Loads the bundled and the user's folders under the standard trust plus {@code trusted}. */
    static LoadedPlugins load(PluginFolders folders, List<String> trusted) {
        return load(folders, trusted, WantedBots.ALL);
    }

    /** Loads the folders as {@link #load(PluginFolders, List)} does, for a command that plays only {@code wanted}. */
    static LoadedPlugins load(PluginFolders folders, List<String> trusted, WantedBots wanted) {
        return new DefaultBotLoader().load(folders.all(), Trust.standard().with(trusted), wanted);
    }

    /** The folders a load read, in words (see {@link PluginFolders#describe()}). */
    static String searched(LoadedPlugins plugins) {
        return plugins.folders().stream().map(p -> p.toAbsolutePath().normalize().toString())
                .collect(java.util.stream.Collectors.joining(" and "));
    }

    /** A registry's message with the folders searched after the unknown bot it names ("unknown bot 'x' in ..."). */
    static String inFolders(String message, LoadedPlugins plugins) {
        return message.replaceFirst("^(unknown bot '[^']*')",
                "$1 in " + java.util.regex.Matcher.quoteReplacement(searched(plugins)));
    }

    /** The one bot a spec names; an unknown one names the folders searched. */
    static LoadedBot bot(LoadedPlugins plugins, String spec) {
        try {
            return new BotRegistry(plugins.bots()).resolve(spec);
        } catch (IllegalArgumentException e) {
            throw new UsageException(inFolders(e.getMessage(), plugins));
        }
    }

    static Event event(String nameOrFile) {
        return Events.load(nameOrFile);
    }
}
