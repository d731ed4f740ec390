package io.tetrisarena.arena.cli;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Where the arena reads bots from: the repository's bundled {@code plugins/} folder, found from where the
 * arena's own code lies (so {@code arena/target/arena.jar} reads {@code plugins/} beside {@code arena/},
 * whatever the current folder), and the user's own folder outside the checkout, where {@code new-bot}'s
 * builds, descriptors and weights go. The user folder is, first found first: {@code --plugins DIR}, the
 * environment variable {@value #ENV}, else {@code ~/.tetris-arena/plugins}. The environment variable
 * {@value #BUNDLED_ENV} (or the system property {@value #BUNDLED_PROPERTY}) names another bundled folder
 * ({@code none}: no bundled folder); the test suite sets it, so that its tests see only the bots they build.
 *
 * @param bundled    the bundled bots' folder, or null when the arena lies outside a repository
 * @param user       the user's folder (it may not exist yet)
 * @param userSource what chose the user folder: {@code --plugins}, {@value #ENV} or the default
 */
record PluginFolders(Path bundled, Path user, String userSource) {
    /** The environment variable that moves the user folder. */
    static final String ENV = "TETRIS_ARENA_PLUGINS";
    /** The environment variable that moves (or, as {@code none}, drops) the bundled folder. */
    static final String BUNDLED_ENV = "TETRIS_ARENA_BUNDLED";
    /** The system property that does the same, before the environment variable. */
    static final String BUNDLED_PROPERTY = "tetris.arena.bundled";
    /** The user folder when nothing moves it, under the home folder. */
    static final String DEFAULT_USER = ".tetris-arena/plugins";

    /** The folders of this process: {@code flag} is {@code --plugins}'s value, or null. */
    static PluginFolders of(String flag) {
        return of(flag, System.getenv(), home(), bundledFolder());
    }

    /** The folders for a {@code --plugins} value (or null), an environment, a home folder and a bundled folder. */
    static PluginFolders of(String flag, Map<String, String> env, Path home, Path bundled) {
        String fromEnv = env.get(ENV);
        if (flag != null) {
            return new PluginFolders(bundled, Path.of(flag), "--plugins");
        }
        if (fromEnv != null && !fromEnv.isBlank()) {
            return new PluginFolders(bundled, Path.of(fromEnv), ENV);
        }
        return new PluginFolders(bundled, home.resolve(DEFAULT_USER), "default");
    }

    /** The home folder as the shell's {@code ~} reads it: $HOME, else Java's {@code user.home}. */
    static Path home() {
        String home = System.getenv("HOME");
        return Path.of(home != null && !home.isBlank() ? home : System.getProperty("user.home"));
    }

    /** The user folder when nothing else moves it: {@value #ENV}, else {@code ~/.tetris-arena/plugins}. */
    static Path userDefault() {
        return of(null).user();
    }

    /**
     * The bundled folder: {@value #BUNDLED_PROPERTY} or {@value #BUNDLED_ENV} when set; else, for code at {@code R/arena/target/...}
     * ({@code arena.jar} or the classes folder), {@code R/plugins}; else {@code plugins/} beside the arena's
     * jar; null when there is none.
     */
    static Path bundledFolder() {
        String property = System.getProperty(BUNDLED_PROPERTY, System.getenv(BUNDLED_ENV));
        if (property != null) {
            return property.isBlank() || property.equals("none") ? null : Path.of(property);
        }
        try {
            Path code = Path.of(PluginFolders.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                    .toAbsolutePath().normalize();
            return bundledBeside(code);
        } catch (URISyntaxException | SecurityException | NullPointerException | IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * How to start this arena again from the current folder: {@code java -jar} and the jar it runs from
     * (relative when it lies under the current folder, e.g. {@code arena/target/arena.jar}), or the usual
     * {@code java -jar arena/target/arena.jar} when it runs from classes (tests, an IDE).
     */
    static String launcher() {
        try {
            Path code = Path.of(PluginFolders.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                    .toAbsolutePath().normalize();
            if (Files.isRegularFile(code)) {
                Path here = Path.of("").toAbsolutePath().normalize();
                return "java -jar " + RunFolder.quoted((code.startsWith(here) ? here.relativize(code) : code).toString());
            }
        } catch (URISyntaxException | SecurityException | NullPointerException | IllegalArgumentException e) {
            // the usual command below
        }
        return "java -jar arena/target/arena.jar";
    }

    /** The bundled folder for the arena's code at {@code code} (a jar or a classes folder), or null. */
    static Path bundledBeside(Path code) {
        Path target = code.getParent();
        if (target != null && target.getFileName() != null && target.getFileName().toString().equals("target")
                && target.getParent() != null && target.getParent().getParent() != null) {
            Path repo = target.getParent().getParent();
            if (Files.isDirectory(repo.resolve("plugins"))) {
                return repo.resolve("plugins");
            }
        }
        if (target != null && Files.isDirectory(target.resolve("plugins"))) {
            return target.resolve("plugins");
        }
        return null;
    }

    /**
     * The one folder for what reads a single folder (a cluster's shipped jars, a worker, {@code bench}): the
     * folder {@code --plugins} names, else the bundled one, else the user's.
     */
    Path primary() {
        return userSource.equals("--plugins") || bundled == null ? user : bundled;
    }

    /** The folders to load, bundled first; one folder named twice is read once. */
    List<Path> all() {
        List<Path> dirs = new ArrayList<>();
        if (bundled != null) {
            dirs.add(bundled);
        }
        if (bundled == null || !same(bundled, user)) {
            dirs.add(user);
        }
        return dirs;
    }

    /** The folders in words, for messages: which were searched and how each is moved. */
    String describe() {
        String userPart = user.toAbsolutePath().normalize() + " (your bots; " + switch (userSource) {
            case "--plugins" -> "given by --plugins";
            case ENV -> "from $" + ENV;
            default -> "the default; --plugins or $" + ENV + " moves it";
        } + ")";
        if (bundled == null) {
            return userPart + "; no bundled plugins folder beside this arena";
        }
        return same(bundled, user) ? bundled.toAbsolutePath().normalize() + " (bundled)"
                : bundled.toAbsolutePath().normalize() + " (bundled) and " + userPart;
    }

    /** The way on when no bot loaded: build the bundled bots where they are. */
    String buildHint() {
        Path repo = bundled != null ? bundled.toAbsolutePath().normalize().getParent() : null;
        return repo != null && Files.isRegularFile(repo.resolve("mvnw"))
                ? "build the bundled bots: cd " + RunFolder.quoted(repo.toString()) + " && ./mvnw -B package -DskipTests"
                : "build the bundled bots with ./mvnw -B package -DskipTests in the arena's repository";
    }

    private static boolean same(Path a, Path b) {
        try {
            if (Files.exists(a) && Files.exists(b)) {
                return Files.isSameFile(a, b);
            }
        } catch (java.io.IOException e) {
            // compare by name below
        }
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }
}
