package io.tetrisarena.arena.external;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.event.StrictJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An external bot declared in the plugins folder as {@code <id>.bot.json}: a program the arena starts and
 * speaks the Tetris Bot Protocol with.
 *
 * <pre>{"id": "my-bot", "name": "My Bot", "command": ["python3", "bot.py"],
 *  "workingDir": "my-bot", "env": {"THREADS": "1"}, "startupTimeoutMillis": 10000, "memoryMb": 512}</pre>
 *
 * @param id                   the bot's id (as {@code BotInfo} ids; must match the file name)
 * @param name                 a human-readable name
 * @param command              the program (resolved to an absolute path at load) and its arguments
 * @param workingDir           the bot's folder, where it runs: inside the plugins folder (default
 *                             {@code plugins/<id>/}); the only folder of the bot a sandbox shows
 * @param env                  variables added to its environment
 * @param startupTimeoutMillis how long it may take to send its {@code info} (default 10 s)
 * @param memoryMb             its address-space limit in MiB (0 = none)
 * @param file                 the descriptor file
 */
public record BotDescriptor(String id, String name, List<String> command, Path workingDir, Map<String, String> env,
                            long startupTimeoutMillis, int memoryMb, Path file) {
    /** The file name ending that marks a descriptor. */
    public static final String SUFFIX = ".bot.json";
    /** The startup timeout when none is given. */
    public static final long DEFAULT_STARTUP_MILLIS = 10_000;
    private static final Set<String> FIELDS = Set.of("id", "name", "command", "workingDir", "env",
            "startupTimeoutMillis", "memoryMb");

    /**
     * Reads a descriptor.
     *
     * @throws InputFileException with a one-line reason when it is malformed
     */
    public static BotDescriptor read(Path file) {
        String source = file.getFileName().toString();
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new InputFileException(source + ": cannot read: " + e.getMessage());
        }
        StrictJson json = StrictJson.parse(text, source).allowOnly(FIELDS);
        String id = json.text("id");
        if (!id.matches("[a-z0-9][a-z0-9._-]*")) {
            throw new InputFileException(source + ": id must match [a-z0-9][a-z0-9._-]*, got '" + id + "'");
        }
        if (!source.equals(id + SUFFIX)) {
            throw new InputFileException(source + ": the file must be named after the bot's id (" + id + SUFFIX + ")");
        }
        List<String> command = json.texts("command");
        if (command.isEmpty() || command.get(0).isBlank()) {
            throw new InputFileException(source + ": command must name a program (an array: program, arguments...)");
        }
        Path plugins = file.toAbsolutePath().getParent();
        Path workingDir = botFolder(plugins, json.has("workingDir") ? json.text("workingDir") : id, source);
        List<String> resolved = new java.util.ArrayList<>(command);
        resolved.set(0, program(command.get(0), workingDir, source).toString());
        command = resolved;
        long startup = json.has("startupTimeoutMillis") ? json.longValue("startupTimeoutMillis") : DEFAULT_STARTUP_MILLIS;
        if (startup < 1 || startup > 600_000) {
            throw new InputFileException(source + ": startupTimeoutMillis must be 1..600000, got " + startup);
        }
        int memory = json.has("memoryMb") ? json.integer("memoryMb") : 0;
        if (memory < 0 || memory > 1 << 20) {
            throw new InputFileException(source + ": memoryMb must be 0..1048576, got " + memory);
        }
        return new BotDescriptor(id, json.has("name") ? json.text("name") : id, List.copyOf(command), workingDir,
                env(text, source), startup, memory, file);
    }

    /** The folders of the system a descriptor's program may come from: what a sandbox shows read-only. */
    static List<Path> systemFolders() {
        List<Path> out = new java.util.ArrayList<>();
        for (String dir : List.of("/usr", "/bin", "/sbin", "/opt")) {
            out.add(Path.of(dir));
        }
        out.add(Path.of(System.getProperty("java.home")).toAbsolutePath().normalize());
        return out;
    }

    /** Where a bare program name is looked for in the system folders, in order. */
    private static final List<String> SEARCH = List.of("/usr/local/bin", "/usr/bin", "/bin", "/usr/local/sbin",
            "/usr/sbin", "/sbin");

    /**
     * The bot's folder: {@code workingDir} (default the bot's id) resolved in the plugins folder, which must be
     * a folder strictly inside it: relative, no {@code ..}, and no symbolic link leading out.
     */
    private static Path botFolder(Path plugins, String workingDir, String source) {
        Path given;
        try {
            given = Path.of(workingDir);
        } catch (java.nio.file.InvalidPathException e) {
            throw new InputFileException(source + ": workingDir '" + workingDir + "' is not a path");
        }
        boolean climbs = false;
        for (Path part : given) {
            climbs |= part.toString().equals("..");
        }
        if (given.isAbsolute() || climbs || workingDir.isBlank() || given.normalize().toString().isEmpty()) {
            throw new InputFileException(source + ": workingDir must be a folder inside plugins/ (relative, without"
                    + " '..'), got '" + workingDir + "'");
        }
        Path folder = plugins.resolve(given).normalize();
        if (!Files.isDirectory(folder)) {
            throw new InputFileException(source + ": the bot's folder plugins/" + given + "/ does not exist"
                    + " (its files belong there)");
        }
        try {
            Path real = folder.toRealPath();
            Path realPlugins = plugins.toRealPath();
            if (!real.startsWith(realPlugins) || real.equals(realPlugins)) {
                throw new InputFileException(source + ": workingDir plugins/" + given + " leads out of plugins/"
                        + " through a symbolic link");
            }
            return real;
        } catch (IOException e) {
            throw new InputFileException(source + ": cannot read the bot's folder plugins/" + given + ": "
                    + e.getMessage());
        }
    }

    /**
     * The program a command names, as an absolute path: a file inside the bot's folder (named by a path
     * relative to it, or by a bare name found there), or an interpreter of the system folders (a bare name
     * found in {@link #SEARCH}, or an absolute path inside {@link #systemFolders()}).
     */
    private static Path program(String word, Path folder, String source) {
        try {
            Path given = Path.of(word);
            boolean bare = given.getNameCount() == 1 && !given.isAbsolute();
            if (given.isAbsolute()) {
                if (!Files.isRegularFile(given)) {
                    throw new InputFileException(source + ": the program " + word + " does not exist");
                }
                Path real = given.toRealPath();
                if (real.startsWith(folder) || systemFolders().stream().anyMatch(real::startsWith)) {
                    return executable(given, word, source);
                }
                throw new InputFileException(source + ": the program " + word + " is neither in the bot's folder nor"
                        + " in the system folders (/usr, /bin, /sbin, /opt, the JDK)");
            }
            Path inFolder = folder.resolve(given).normalize();
            if (Files.isRegularFile(inFolder)) {
                if (!inFolder.toRealPath().startsWith(folder)) {
                    throw new InputFileException(source + ": the program " + word + " leads out of the bot's folder");
                }
                return executable(inFolder, word, source);
            }
            if (bare) {
                for (String dir : SEARCH) {
                    Path candidate = Path.of(dir, word);
                    if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                        return candidate;
                    }
                }
            }
            throw new InputFileException(source + ": the program " + word + " does not exist (looked in the bot's"
                    + " folder" + (bare ? " and in " + String.join(", ", SEARCH) : "") + ")");
        } catch (java.nio.file.InvalidPathException e) {
            throw new InputFileException(source + ": the program '" + word + "' is not a path");
        } catch (IOException e) {
            throw new InputFileException(source + ": cannot read the program " + word + ": " + e.getMessage());
        }
    }

    private static Path executable(Path program, String word, String source) {
        if (!Files.isExecutable(program)) {
            throw new InputFileException(source + ": the program " + word + " is not executable");
        }
        return program;
    }

    private static Map<String, String> env(String text, String source) {
        Map<String, String> out = new LinkedHashMap<>();
        try {
            JsonNode env = new ObjectMapper().readTree(text).get("env");
            if (env == null) {
                return out;
            }
            if (!env.isObject()) {
                throw new InputFileException(source + ": env must be an object of strings");
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = env.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if (!e.getValue().isTextual()) {
                    throw new InputFileException(source + ": env." + e.getKey() + " must be a string");
                }
                out.put(e.getKey(), e.getValue().asText());
            }
        } catch (IOException e) {
            throw new InputFileException(source + ": malformed JSON");
        }
        return Map.copyOf(out);
    }
}
