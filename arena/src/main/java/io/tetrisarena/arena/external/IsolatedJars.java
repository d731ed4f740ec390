package io.tetrisarena.arena.external;

import com.fasterxml.jackson.databind.JsonNode;
import io.tetrisarena.api.BotInfo;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Runs an untrusted plugin jar outside the arena's JVM: a child {@code java -Xmx<cap> -cp <arena class path>
 * io.tetrisarena.arena.cli.Main tbp --jar FILE --bot ID}. Even the jar's identity comes from a child
 * ({@code tbp --jar FILE --list}), so the arena never loads one of its classes. The child warms the bot up
 * before it introduces itself, so class loading and the first compilations fall in the startup time, not
 * in the first moves.
 */
public final class IsolatedJars {
    /** The child JVM's heap cap. */
    public static final int HEAP_MB = 512;
    /** How long a child may take to start, warm up and introduce itself. */
    public static final long STARTUP_MILLIS = 60_000;
    /** Moves the child plays on its own before it introduces itself. */
    public static final int WARMUP_MOVES = 300;
    private static final Map<String, Listing> LISTINGS = new ConcurrentHashMap<>();

    private IsolatedJars() {
    }

    /**
     * What a child found in a jar.
     *
     * @param bots     each bot's identity
     * @param problems the child's one-line problem reports ({@code source: cause; fix})
     */
    public record Listing(List<BotInfo> bots, List<String> problems) {
    }

    /** The java command of this JVM and the arena's class path, absolute. */
    static List<String> javaCommand() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return List.of(java, "-Xmx" + HEAP_MB + "m", "-XX:+UseSerialGC",
                "-XX:-UseDynamicNumberOfCompilerThreads", "-Xss8m", "-cp",
                classPath(), "io.tetrisarena.arena.cli.Main", "tbp");
    }

    /** The arena's class path with every entry absolute, for a child started in another folder. */
    static String classPath() {
        List<String> entries = new ArrayList<>();
        for (Path p : classPathEntries()) {
            entries.add(p.toString());
        }
        return String.join(File.pathSeparator, entries);
    }

    private static List<Path> classPathEntries() {
        List<Path> out = new ArrayList<>();
        for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (!e.isBlank()) {
                out.add(Path.of(e).toAbsolutePath().normalize());
            }
        }
        return out;
    }

    /** The arena class path entries and the JDK: what an isolated child must be able to read. */
    static List<Path> runtimeFiles() {
        List<Path> out = new ArrayList<>();
        out.add(Path.of(System.getProperty("java.home")).toAbsolutePath());
        out.addAll(classPathEntries());
        return out;
    }

    /** The launch of one bot of an isolated jar. */
    public static ProcessBot.Launch launch(Path jar, String botId) {
        List<String> command = new ArrayList<>(javaCommand());
        command.addAll(List.of("--jar", jar.toAbsolutePath().toString(), "--bot", botId, "--warmup",
                Integer.toString(WARMUP_MOVES), "--mark-service-threads", "--no-move-info"));
        List<Path> readable = new ArrayList<>(runtimeFiles());
        readable.add(jar.toAbsolutePath());
        return new ProcessBot.Launch(command, jar.toAbsolutePath().getParent(), Map.of(), STARTUP_MILLIS, 0, readable,
                true);
    }

    /**
     * The bots of a jar, as a child reads them (cached per jar and checksum for the life of this JVM).
     *
     * @throws IOException with a one-line reason when the child fails
     */
    public static Listing list(Path jar, String sha256) throws IOException {
        String key = jar.toAbsolutePath() + "@" + sha256;
        Listing known = LISTINGS.get(key);
        if (known != null) {
            return known;
        }
        List<String> command = new ArrayList<>(javaCommand());
        command.addAll(List.of("--jar", jar.toAbsolutePath().toString(), "--list"));
        List<Path> readable = new ArrayList<>(runtimeFiles());
        readable.add(jar.toAbsolutePath());
        ProcessBot.Launch launch = new ProcessBot.Launch(command, jar.toAbsolutePath().getParent(), Map.of(),
                STARTUP_MILLIS, 0, readable);
        Path err = Files.createTempFile("tetris-arena-list", ".log");
        List<String> lines = new ArrayList<>();
        Confinement confinement = Confinements.available();
        try (BotProcess child = ProcessBot.start(jar.getFileName().toString(), launch, confinement, err)) {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(STARTUP_MILLIS);
            while (true) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new IOException("the child that reads it did not finish within " + STARTUP_MILLIS + " ms");
                }
                String line = child.readLine(left);
                if (line != null) {
                    lines.add(line);
                }
            }
        } catch (BotProcess.ExitedException e) {
            // the listing is complete
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        }
        List<BotInfo> bots = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (String line : lines) {
            try {
                JsonNode info = TbpCodec.read(line).body();
                JsonNode arena = info.path("tetris_arena");
                bots.add(new BotInfo(arena.path("id").asText(), TbpCodec.text(info, "name", "?"),
                        TbpCodec.text(info, "version", "?"), TbpCodec.text(info, "author", "?"),
                        arena.path("description").asText("")));
            } catch (TbpCodec.MalformedMessageException | IllegalArgumentException e) {
                problems.add(jar.getFileName() + ": its child listed a bot the arena cannot read (" + e.getMessage()
                        + "); rebuild it");
            }
        }
        for (String line : Files.readAllLines(err, StandardCharsets.UTF_8)) {
            if (line.startsWith("warning: plugin ")) {
                problems.add(line.substring("warning: plugin ".length()));
            }
        }
        Files.deleteIfExists(err);
        Listing listing = new Listing(List.copyOf(bots), List.copyOf(problems));
        LISTINGS.put(key, listing);
        return listing;
    }
}
