package io.tetrisarena.arena.external;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.api.BotInfo;
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
 * An external bot declared in the plugins folder as {@code <id>.bot.json}: a program the arena starts, or
 * a bot it connects to over TCP, and speaks the Tetris Bot Protocol with.
 *
 * <pre>{"id": "my-bot", "name": "My Bot", "command": ["python3", "bot.py"],
 *  "workingDir": "my-bot", "env": {"THREADS": "1"}, "startupTimeoutMillis": 10000, "memoryMb": 512,
 *  "processes": 64, "tmpMb": 64}
 * {"id": "far-bot", "connect": "127.0.0.1:9000"}</pre>
 *
 * @param id                   the bot's id (as {@code BotInfo} ids; must match the file name)
 * @param name                 a human-readable name
 * @param command              the program (resolved to an absolute path at load) and its arguments; empty for a
 *                             bot reached over TCP
 * @param workingDir           the bot's folder, where it runs: {@code plugins/<id>/} or a folder inside it (symbolic
 *                             links resolved); the only folder of the bot a sandbox shows; null for a bot reached
 *                             over TCP
 * @param env                  variables added to its environment, set inside the sandbox only; loader variables
 *                             ({@link BotEnvironment#isLoaderVariable}) are refused
 * @param startupTimeoutMillis how long it may take to send its {@code info} (default 10 s)
 * @param limits               the resources it may use: {@code memoryMb}, {@code processes}, {@code tmpMb}
 *                             (defaults {@link BotLimits#PROGRAM})
 * @param file                 the descriptor file
 * @param connect              where to reach it over TCP instead of starting a program, or null
 */
public record BotDescriptor(String id, String name, List<String> command, Path workingDir, Map<String, String> env,
                            long startupTimeoutMillis, BotLimits limits, Path file, Address connect) {
    /**
     * Where a bot is reached over TCP.
     *
     * @param host a host name, an IPv4 address or an IPv6 address (written in brackets in the descriptor)
     * @param port 1 to 65535
     */
    public record Address(String host, int port) {
        @Override
        public String toString() {
            return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
        }
    }

    /** The file name ending that marks a descriptor. */
    public static final String SUFFIX = ".bot.json";
    /** The startup timeout when none is given. */
    public static final long DEFAULT_STARTUP_MILLIS = 10_000;
    private static final Set<String> FIELDS = Set.of("id", "name", "command", "connect", "workingDir", "env",
            "startupTimeoutMillis", "memoryMb", "processes", "tmpMb");
    /** The fields that apply only to a program the arena starts. */
    private static final List<String> PROGRAM_FIELDS = List.of("workingDir", "env", "memoryMb", "processes", "tmpMb");

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
        long startup = json.has("startupTimeoutMillis") ? json.longValue("startupTimeoutMillis")
                : DEFAULT_STARTUP_MILLIS;
        if (startup < 1 || startup > 600_000) {
            throw new InputFileException(source + ": startupTimeoutMillis must be 1..600000, got " + startup);
        }
        String name = json.has("name") ? json.text("name") : id;
        if (json.has("connect")) {
            if (json.has("command")) {
                throw new InputFileException(source + ": give either command (a program to start) or connect (HOST:PORT"
                        + " of a bot to reach over TCP), not both");
            }
            for (String field : PROGRAM_FIELDS) {
                if (json.has(field)) {
                    throw new InputFileException(source + ": " + field + " applies only to a program the arena starts,"
                            + " not to a bot reached with connect");
                }
            }
            return new BotDescriptor(id, name, List.of(), null, Map.of(), startup, BotLimits.NONE, file,
                    address(json.text("connect"), source));
        }
        if (!json.has("command")) {
            throw new InputFileException(source + ": needs command (the program to start) or connect (HOST:PORT of a"
                    + " bot to reach over TCP)");
        }
        List<String> command = json.texts("command");
        if (command.isEmpty() || command.get(0).isBlank()) {
            throw new InputFileException(source + ": command must name a program (an array: program, arguments...)");
        }
        Path plugins = file.toAbsolutePath().getParent();
        Path workingDir = botFolder(plugins, id, json.has("workingDir") ? json.text("workingDir") : id, source);
        List<String> resolved = new java.util.ArrayList<>(command);
        resolved.set(0, program(command.get(0), workingDir, source).toString());
        command = resolved;
        BotLimits limits = new BotLimits(bound(json, "memoryMb", BotLimits.PROGRAM.memoryMb(), 16, 1 << 20, source),
                bound(json, "processes", BotLimits.PROGRAM.tasks(), 8, 1 << 16, source),
                bound(json, "tmpMb", BotLimits.PROGRAM.tmpMb(), 1, 1 << 20, source));
        return new BotDescriptor(id, name, List.copyOf(command), workingDir, env(text, source), startup, limits, file,
                null);
    }

    private static int bound(StrictJson json, String field, int fallback, int min, int max, String source) {
        int value = json.has(field) ? json.integer(field) : fallback;
        if (value < min || value > max) {
            throw new InputFileException(source + ": " + field + " must be " + min + ".." + max + ", got " + value);
        }
        return value;
    }

    /** The identity the descriptor declares, before the bot introduces itself. */
    public BotInfo declared() {
        return new BotInfo(id, name, "?", "external", connect != null
                ? "a bot reached over TCP at " + connect + ", speaking the Tetris Bot Protocol"
                : "an external program speaking the Tetris Bot Protocol: " + String.join(" ", command));
    }

    /** The bot this descriptor declares, under an identity: reached over TCP, or a program run confined so. */
    public TbpBot bot(BotInfo info, Confinement confinement) {
        if (connect != null) {
            return new RemoteBot(info, connect.host(), connect.port(), startupTimeoutMillis);
        }
        return new ProcessBot(info, new ProcessBot.Launch(command, workingDir, env, startupTimeoutMillis, limits,
                List.of(workingDir)), confinement);
    }

    /** Reads {@code HOST:PORT} ({@code [IPV6]:PORT} for an IPv6 address). */
    private static Address address(String value, String source) {
        String bad = source + ": connect must be HOST:PORT (a host name or address, and a port 1..65535; an IPv6"
                + " address in brackets), got '" + value + "'";
        int colon = value.lastIndexOf(':');
        if (colon <= 0 || colon == value.length() - 1) {
            throw new InputFileException(bad);
        }
        String host = value.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]") && host.length() > 2) {
            host = host.substring(1, host.length() - 1);
            if (!host.matches("[0-9A-Fa-f:.]+")) {
                throw new InputFileException(bad);
            }
        } else if (!host.matches("[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?")) {
            throw new InputFileException(bad);
        }
        String port = value.substring(colon + 1);
        if (!port.matches("[0-9]{1,5}") || Integer.parseInt(port) < 1 || Integer.parseInt(port) > 65535) {
            throw new InputFileException(bad);
        }
        return new Address(host, Integer.parseInt(port));
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
     * the bot's own folder {@code plugins/<id>/} or a folder inside it: relative, no {@code ..}, and no
     * symbolic link leading out (another bot's folder holds that bot's files, weights among them).
     */
    private static Path botFolder(Path plugins, String id, String workingDir, String source) {
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
            Path own = plugins.resolve(id);
            if (!Files.isDirectory(own) || !real.startsWith(own.toRealPath())) {
                throw new InputFileException(source + ": workingDir must be the bot's own folder plugins/" + id
                        + "/ or a folder inside it, got plugins/" + given + "/ (another bot's files are not its own)");
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
                if (BotEnvironment.isLoaderVariable(e.getKey())) {
                    throw new InputFileException(source + ": env." + e.getKey() + " is refused: it would load code"
                            + " into the programs that start the bot (refused: "
                            + String.join("*, ", BotEnvironment.LOADER_PREFIXES) + "*, "
                            + String.join(", ", BotEnvironment.LOADER_NAMES) + ")");
                }
                if (!e.getKey().matches("[A-Za-z_][A-Za-z0-9_]*")) {
                    throw new InputFileException(source + ": env." + e.getKey() + " is not a variable name"
                            + " (letters, digits and _)");
                }
                out.put(e.getKey(), e.getValue().asText());
            }
        } catch (IOException e) {
            throw new InputFileException(source + ": malformed JSON");
        }
        return Map.copyOf(out);
    }
}
