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
 * @param command              the program and its arguments
 * @param workingDir           the folder it runs in (relative to the plugins folder; default the plugins folder)
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
        Path base = file.toAbsolutePath().getParent();
        Path workingDir = json.has("workingDir") ? base.resolve(json.text("workingDir")).normalize() : base;
        if (!Files.isDirectory(workingDir)) {
            throw new InputFileException(source + ": workingDir " + workingDir + " is not a folder");
        }
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

    /**
     * The bot's own files, which a confined bot may read: its working folder and every existing file or
     * folder its command names by an absolute path or relative to the working folder.
     */
    public List<Path> ownFiles() {
        List<Path> out = new java.util.ArrayList<>();
        out.add(workingDir);
        for (String word : command) {
            try {
                Path p = workingDir.resolve(word).normalize();
                if (!word.isBlank() && Files.exists(p) && !out.contains(p)) {
                    out.add(p);
                }
            } catch (java.nio.file.InvalidPathException e) {
                // an argument, not a path
            }
        }
        return out;
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
