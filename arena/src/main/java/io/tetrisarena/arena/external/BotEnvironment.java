package io.tetrisarena.arena.external;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * The environment a bot process is given: never the arena's own, only an allowlist of it ({@code PATH},
 * the locale {@code LANG} and {@code LC_*}, {@code TZ}, and on Windows what a process needs to start), a
 * private {@code HOME} and {@code TMPDIR}, and the descriptor's own {@code env} last. A secret, token or
 * any other variable of the arena never reaches a bot.
 */
public final class BotEnvironment {
    /** Variables passed on from the arena's environment when set there. */
    static final List<String> PASSED = List.of("PATH", "LANG", "TZ", "SYSTEMROOT", "WINDIR", "COMSPEC", "PATHEXT");
    private static final AtomicLong PROCESSES = new AtomicLong();
    private static Path runTemp;

    private BotEnvironment() {
    }

    /**
     * Variables a descriptor's {@code env} may not set, refused at load by name: they make a dynamic loader
     * or a runtime load code the bot chose into whatever program starts with them ({@code LD_*} and macOS's
     * {@code DYLD_*} prefixes, the JVM's option variables, glibc's module and locale paths).
     */
    public static final List<String> LOADER_PREFIXES = List.of("LD_", "DYLD_");
    /** Exact names refused as {@link #LOADER_PREFIXES} are. */
    public static final List<String> LOADER_NAMES = List.of("JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS",
            "GCONV_PATH", "LOCPATH", "NLSPATH", "HOSTALIASES", "MALLOC_TRACE");

    /** Whether a variable is a loader variable ({@link #LOADER_PREFIXES}, {@link #LOADER_NAMES}). */
    public static boolean isLoaderVariable(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        return LOADER_NAMES.contains(upper) || LOADER_PREFIXES.stream().anyMatch(upper::startsWith);
    }

    /**
     * The environment of what starts a bot's program (setsid, the sandbox, the limits): the arena's
     * allowlisted variables only, never the bot's own.
     */
    public static Map<String, String> outer(Map<String, String> arena) {
        Map<String, String> out = new LinkedHashMap<>();
        arena.forEach((name, value) -> {
            if (PASSED.contains(name.toUpperCase(Locale.ROOT)) || name.startsWith("LC_")) {
                out.put(name, value);
            }
        });
        return out;
    }

    /**
     * The environment of one bot process.
     *
     * @param arena the arena's environment (only allowlisted variables are read)
     * @param home  the bot's private home folder, as the bot sees it
     * @param tmp   the bot's private temporary folder, as the bot sees it
     * @param own   the bot's own variables (a descriptor's {@code env}), added last
     */
    public static Map<String, String> of(Map<String, String> arena, String home, String tmp, Map<String, String> own) {
        Map<String, String> out = outer(arena);
        out.put("HOME", home);
        out.put("TMPDIR", tmp);
        out.putAll(own);
        return out;
    }

    /**
     * A fresh private folder for one unconfined bot process, with {@code home/} and {@code tmp/} in it, inside
     * this run's own temporary folder (deleted when the arena exits); the process's end deletes it sooner.
     */
    static synchronized Path privateFolder(String botId) throws IOException {
        if (runTemp == null || !Files.isDirectory(runTemp)) {
            runTemp = Files.createTempDirectory("tetris-arena-run-");
            Path created = runTemp;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(created), "delete-bot-folders"));
        }
        Path dir = runTemp.resolve(botId.replaceAll("[^A-Za-z0-9._-]", "_") + "-" + PROCESSES.incrementAndGet());
        Files.createDirectories(dir.resolve("home"));
        Files.createDirectories(dir.resolve("tmp"));
        return dir;
    }

    /** Deletes a folder and everything in it, as far as it can; never throws. */
    static void delete(Path dir) {
        if (dir == null || !Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // left for the operating system's temporary-file cleaning
                }
            });
        } catch (IOException | java.io.UncheckedIOException e) {
            // as above
        }
    }
}
