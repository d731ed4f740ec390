package io.tetrisarena.arena.external;

import io.tetrisarena.api.BotInfo;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs an untrusted plugin jar outside the arena's JVM: a child {@code java -Xmx<cap> -cp <arena class path>
 * io.tetrisarena.arena.cli.Main tbp --jar FILE ...}. Even the jar's identity comes from a child
 * ({@link #startListing}: {@code tbp --jar FILE --list-and-wait}), so the arena never loads one of its
 * classes; that child then stays up, and the first game of one of the jar's bots takes it over
 * ({@link #claim}) instead of starting another JVM. The child warms the bot up before it introduces itself,
 * so class loading and the first compilations fall in the startup time, not in the first moves. Children
 * map the arena's class-data archive when there is one ({@link ChildArchive}).
 */
public final class IsolatedJars {
    /** The child JVM's heap cap. */
    public static final int HEAP_MB = 512;
    /** How long a child may take to start, warm up and introduce itself. */
    public static final long STARTUP_MILLIS = 60_000;
    /** Moves the child plays on its own before it introduces itself. */
    public static final int WARMUP_MOVES = 300;
    private static final Map<String, Listing> LISTINGS = new ConcurrentHashMap<>();
    private static final long QUIT_MILLIS = 300;
    /** Listing children waiting for their first game, by the jar's absolute path. */
    private static final Map<String, Warm> WARM = new ConcurrentHashMap<>();
    private static final AtomicBoolean HOOKED = new AtomicBoolean();
    /**
     * How long a listing child waits for its first game. The jar's code has run in it (listing creates the
     * bots), so a child that no game of the run takes (its bots not entered, or their games far down the
     * plan) is ended rather than left running beside other bots' games; a later game starts a fresh child.
     */
    static final long WARM_MILLIS = 20_000;
    private static final ScheduledExecutorService EXPIRY = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "end-unclaimed-listing-children");
        t.setDaemon(true);
        return t;
    });
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

    /** A listing child that waits to be told which bot to serve, and its stderr log until then. */
    private record Warm(DefaultBotProcess process, Path log) {
        /** Asks the child to exit ({@code quit}): a process that has exited is reaped at once by {@link #end}. */
        void quit() {
            try {
                process.writeLine(TbpCodec.encode(new TbpMessage.Quit()));
            } catch (IOException e) {
                // it is gone already
            }
        }

        void end() {
            process.kill();
            BotEnvironment.delete(log);
        }
    }

    /**
     * Ends listing children: each is asked to exit, then killed after at most {@value #QUIT_MILLIS} ms.
     * Killing a child that still runs costs more: the JVM polls for the end of each process inside the sandbox.
     */
    private static void end(List<Warm> children) {
        children.forEach(Warm::quit);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(QUIT_MILLIS);
        try {
            while (children.stream().anyMatch(w -> w.process().alive()) && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        children.forEach(Warm::end);
    }

    /**
     * The JVM flags of every isolated child: a heap cap, the serial collector and a fixed set of compiler
     * threads for a one-threaded bot, and the JVM's own warnings on stderr, never in the protocol.
     */
    static List<String> jvmFlags() {
        return List.of("-Xmx" + HEAP_MB + "m", "-XX:+UseSerialGC", "-XX:-UseDynamicNumberOfCompilerThreads", "-Xss8m",
                "-Xlog:disable", "-Xlog:all=warning:stderr");
    }

    /** The java command of this JVM and the arena's class path, absolute, with the class-data archive if any. */
    static List<String> javaCommand() {
        List<String> out = new ArrayList<>();
        out.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        out.addAll(jvmFlags());
        Path archive = ChildArchive.existing();
        if (archive != null) {
            out.add("-XX:SharedArchiveFile=" + archive);
        }
        out.addAll(List.of("-cp", classPath(), "io.tetrisarena.arena.cli.Main", "tbp"));
        return out;
    }

    /** The arena's class path with every entry absolute, for a child started in another folder. */
    public static String classPath() {
        List<String> entries = new ArrayList<>();
        for (Path p : classPathEntries()) {
            entries.add(p.toString());
        }
        return String.join(File.pathSeparator, entries);
    }

    /** The entries of the arena's class path, absolute: what a child running the arena's classes must read. */
    public static List<Path> classPathEntries() {
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
        Path archive = ChildArchive.existing();
        if (archive != null) {
            out.add(archive);
        }
        return out;
    }

    /** The launch of one bot of an isolated jar. */
    public static ProcessBot.Launch launch(Path jar, String botId) {
        List<String> command = new ArrayList<>(javaCommand());
        command.addAll(List.of("--jar", jar.toAbsolutePath().toString(), "--bot", botId, "--warmup",
                Integer.toString(WARMUP_MOVES), "--mark-service-threads", "--no-move-info"));
        List<Path> readable = new ArrayList<>(runtimeFiles());
        readable.add(jar.toAbsolutePath());
        return new ProcessBot.Launch(command, jar.toAbsolutePath().getParent(), Map.of(), STARTUP_MILLIS,
                BotLimits.JAR, readable, true);
    }

    /** A listing under way in a child; {@link #await} waits for it. */
    public static final class Pending {
        private final CompletableFuture<Listing> result;

        private Pending(CompletableFuture<Listing> result) {
            this.result = result;
        }

        /**
         * The listing.
         *
         * @throws IOException with a one-line reason when the child fails
         */
        public Listing await() throws IOException {
            try {
                return result.get();
            } catch (ExecutionException e) {
                throw e.getCause() instanceof IOException io ? io : new IOException(e.getCause().getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted");
            }
        }
    }

    /**
     * The bots of a jar, as a child reads them (cached per jar and checksum for the life of this JVM).
     *
     * @throws IOException with a one-line reason when the child fails
     */
    public static Listing list(Path jar, String sha256) throws IOException {
        return startListing(jar, sha256).await();
    }

    /**
     * Starts a child that reads the jar's bots, and returns at once: the listing, cached per jar and
     * checksum for the life of this JVM, comes from {@link Pending#await}. The child stays up as the first
     * game child of one of the jar's bots ({@link #claim}); one nobody takes ends with the arena.
     */
    public static Pending startListing(Path jar, String sha256) {
        String key = jar.toAbsolutePath() + "@" + sha256;
        Listing known = LISTINGS.get(key);
        if (known != null) {
            return new Pending(CompletableFuture.completedFuture(known));
        }
        CompletableFuture<Listing> result = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try {
                Listing listing = readListing(jar);
                LISTINGS.put(key, listing);
                result.complete(listing);
            } catch (IOException | RuntimeException e) {
                result.completeExceptionally(e);
            }
        }, "list-" + jar.getFileName());
        reader.setDaemon(true);
        reader.start();
        return new Pending(result);
    }

    private static Listing readListing(Path jar) throws IOException {
        String jarPath = jar.toAbsolutePath().toString();
        List<String> command = new ArrayList<>(javaCommand());
        command.addAll(List.of("--jar", jarPath, "--list-and-wait", "--warmup", Integer.toString(WARMUP_MOVES),
                "--mark-service-threads", "--no-move-info"));
        List<Path> readable = new ArrayList<>(runtimeFiles());
        readable.add(jar.toAbsolutePath());
        ProcessBot.Launch launch = new ProcessBot.Launch(command, jar.toAbsolutePath().getParent(), Map.of(),
                STARTUP_MILLIS, BotLimits.JAR, readable, true);
        Path err = Files.createTempFile("tetris-arena-list", ".log");
        Confinement confinement = Confinements.available();
        DefaultBotProcess child;
        try {
            // Started on the long-lived spawner thread: the child outlives the reading of its listing.
            child = ProcessBot.start(jar.getFileName().toString(), launch, confinement, err);
        } catch (IOException e) {
            BotEnvironment.delete(err);
            throw e;
        }
        Warm warm = new Warm(child, err);
        List<BotInfo> bots = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        boolean listed = false;
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(STARTUP_MILLIS);
        try {
            String first = readLine(child, deadline);
            if (!TbpCodec.JVM_READY.equals(first)) {
                throw new IOException("the child that reads it did not start as the arena's own child does");
            }
            // The child is the arena's own JVM: what an idle JVM costs is not the bot's.
            child.allowIdleJvm();
            child.writeLine(TbpCodec.JVM_GO);
            while (!listed) {
                String line = readLine(child, deadline);
                if (TbpCodec.LISTED.equals(line)) {
                    listed = true;
                    continue;
                }
                if (bots.size() + problems.size() >= BotTextLimits.LISTED_ENTRIES) {
                    problems.add(jar.getFileName() + ": its child listed more than " + BotTextLimits.LISTED_ENTRIES
                            + " bots and problems; the rest is dropped");
                    listed = false;
                    break;
                }
                try {
                    TbpMessage m = TbpCodec.decode(line);
                    if (m instanceof TbpMessage.Problem problem) {
                        problems.add(BotTextLimits.cap(orElse(problem.line(), "?"), BotTextLimits.PROBLEM_CHARS));
                        continue;
                    }
                    if (!(m instanceof TbpMessage.Info info)) {
                        throw new TbpCodec.MalformedMessageException("a " + m.type() + " message where an info was due");
                    }
                    bots.add(new BotInfo(info.id(),
                            BotTextLimits.cap(orElse(info.name(), "?"), BotTextLimits.SHORT_CHARS),
                            BotTextLimits.cap(orElse(info.version(), "?"), BotTextLimits.SHORT_CHARS),
                            BotTextLimits.cap(orElse(info.author(), "?"), BotTextLimits.SHORT_CHARS),
                            BotTextLimits.cap(info.description(), BotTextLimits.DESCRIPTION_CHARS)));
                } catch (TbpCodec.MalformedMessageException | IllegalArgumentException e) {
                    problems.add(BotTextLimits.cap(jar.getFileName() + ": its child listed a bot the arena cannot read ("
                            + e.getMessage() + "); rebuild it", BotTextLimits.PROBLEM_CHARS));
                }
            }
        } catch (BotProcess.ExitedException e) {
            // The child ended while listing (the jar's code ended it): the listing is what it said.
        } catch (IOException e) {
            warm.end();
            throw e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            warm.end();
            throw new IOException("interrupted");
        }
        if (listed && !bots.isEmpty() && child.alive()) {
            keepWarm(jarPath, warm);
        } else {
            warm.end();
        }
        return new Listing(List.copyOf(bots), List.copyOf(problems));
    }

    /** The child's next line before the deadline. */
    private static String readLine(BotProcess child, long deadline) throws IOException, InterruptedException {
        while (true) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new IOException("the child that reads it did not finish within " + STARTUP_MILLIS + " ms");
            }
            String line = child.readLine(left);
            if (line != null) {
                return line;
            }
        }
    }

    private static void keepWarm(String jarPath, Warm warm) {
        if (HOOKED.compareAndSet(false, true)) {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                List<Warm> waiting = new ArrayList<>(WARM.values());
                WARM.clear();
                end(waiting);
            }, "end-listing-children"));
        }
        Warm before = WARM.put(jarPath, warm);
        if (before != null) {
            end(List.of(before));
        }
        EXPIRY.schedule(() -> {
            if (WARM.remove(jarPath, warm)) {
                end(List.of(warm));
            }
        }, WARM_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Ends the jar's listing child if it still waits (the jar loads in-process after all). */
    public static void dismiss(Path jar) {
        Warm warm = WARM.remove(jar.toAbsolutePath().toString());
        if (warm != null) {
            end(List.of(warm));
        }
    }

    /**
     * The jar's listing child, told to serve the launch's bot and to log its standard error to
     * {@code stderrLog} from now on, when one waits for the launch's jar; else null (the caller starts a
     * fresh child). Each listing child is taken once. It then says its JVM is up again, as a fresh child does.
     */
    static BotProcess claim(ProcessBot.Launch launch, Path stderrLog) {
        if (!launch.jvmChild()) {
            return null;
        }
        List<String> command = launch.command();
        int jar = command.lastIndexOf("--jar");
        int bot = command.lastIndexOf("--bot");
        if (jar < 0 || bot < 0 || bot + 1 >= command.size()) {
            return null;
        }
        Warm warm = WARM.remove(command.get(jar + 1));
        if (warm == null) {
            return null;
        }
        if (!warm.process().alive()) {
            warm.end();
            return null;
        }
        try {
            warm.process().logTo(stderrLog);
            warm.process().writeLine(TbpCodec.encode(new TbpMessage.Serve(command.get(bot + 1))));
            BotEnvironment.delete(warm.log());
            return warm.process();
        } catch (IOException e) {
            warm.end();
            return null;
        }
    }

    private static String orElse(String text, String fallback) {
        return text == null ? fallback : text;
    }
}
