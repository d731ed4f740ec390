package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.app.GameRun;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.tournament.Progress;
import io.tetrisarena.arena.tournament.Shard;
import io.tetrisarena.arena.tournament.Tournament;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A tournament's output folder as {@code run} uses it: where a run goes without {@code --out}, what a resume
 * takes from the folder's results header, the lock that keeps a second run out while one writes, and the
 * message an interrupted run leaves.
 */
final class RunFolder {
    /** The folder every run without {@code --out} goes under; git ignores it. */
    static final String RUNS = "runs";
    /** The lock file inside an output folder. */
    static final String LOCK_FILE = "run.lock";

    /** The results file commands read when none is given: the standard tournament's. */
    static final Path DEFAULT_RESULTS = JsonLinesStore.resultsFileIn(Path.of(RUNS, "standard"));

    private final String file;
    private final TournamentHeader header;
    private final String challenger;

    private RunFolder(String file, ResultsStore.Contents<?> contents) {
        this.file = file;
        this.header = contents.header();
        this.challenger = contents.challenger();
    }

    /**
     * Where a run goes without {@code --out}: {@code runs/standard} for the default events on the official
     * seed set, else {@code runs/EVENTS-SEEDS} (event names joined by '+'), with {@code -shard-K-of-N} for a
     * shard.
     */
    static Path defaultFolder(List<Event> events, String seedSet, Shard shard) {
        List<String> names = events.stream().map(Event::name).toList();
        String name = names.equals(Events.DEFAULT) && seedSet.equals("official") ? "standard"
                : String.join("+", names) + "-" + seedSet;
        if (!shard.isAll()) {
            name += "-shard-" + shard.index() + "-of-" + shard.count();
        }
        return Path.of(RUNS, name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9+._-]", "-"));
    }

    /** The folder's games to resume, or null when it has none. */
    static RunFolder read(Path outDir) throws IOException {
        return read(outDir, ResultsStore.Kind.GAMES);
    }

    /** The folder's versus games to resume, or null when it has none. */
    static RunFolder readVersus(Path outDir) throws IOException {
        return read(outDir, ResultsStore.Kind.VERSUS);
    }

    private static RunFolder read(Path outDir, ResultsStore.Kind<?> kind) throws IOException {
        ResultsStore store = ResultsStore.in(outDir);
        return store.has(kind) ? new RunFolder(store.where(kind), store.read(kind)) : null;
    }

    /**
     * The folder's log of {@code kind} to resume, with {@code resume}; else null.
     *
     * @throws UsageException when there is nothing to resume
     */
    static RunFolder resumed(Path outDir, boolean resume, ResultsStore.Kind<?> kind) throws IOException {
        if (!resume) {
            return null;
        }
        RunFolder folder = read(outDir, kind);
        if (folder == null) {
            throw nothingToResume(outDir, kind);
        }
        return folder;
    }

    /**
     * The one-line refusal of {@code --resume} on a folder without a results file of {@code kind}: a mistyped
     * folder must not start a whole new run.
     */
    static UsageException nothingToResume(Path outDir, ResultsStore.Kind<?> kind) {
        String file = ResultsStore.in(outDir).where(kind);
        return new UsageException("nothing to resume: " + file + " does not exist"
                + (Files.isDirectory(outDir) ? "" : " (no folder " + outDir + ")")
                + "; check the --out folder, or leave --resume out to start a run there");
    }

    String file() {
        return file;
    }

    TournamentHeader header() {
        return header;
    }

    /** The gauntlet's challenger a versus run's header names, or null for a round robin. */
    String challenger() {
        return challenger;
    }

    /**
     * The settings a resume takes from the header when neither flag nor config file gives them, by option name:
     * seeds, games, threads (of a run on this machine), shard, event (the first), gauntlet (absent for a round robin) and bots (absent when the run
     * entered every loaded bot, so the resume enters them again).
     */
    Map<String, String> settings() {
        Map<String, String> values = new HashMap<>();
        values.put("seeds", header.seedSet());
        values.put("games", Integer.toString(header.seedCount()));
        if (header.workers() == null && header.threads() > 0) {
            values.put("threads", Integer.toString(header.threads())); // a local run keeps its threads
        }
        if (header.shard() != null) {
            values.put("shard", header.shard());
        }
        if (!header.events().isEmpty()) {
            values.put("event", header.events().get(0).name());
        }
        if (challenger != null) {
            values.put("gauntlet", challenger);
        }
        if (!header.entersAllBots()) {
            values.put("bots", String.join(",", botIds()));
        }
        return Map.copyOf(values);
    }

    /** Whether the folder holds the standard tournament's events. */
    boolean isStandard() {
        return header.events().stream().map(TournamentHeader.EventInfo::name).toList().equals(Events.DEFAULT);
    }

    /** The ids of the bots the header enters, in its order. */
    List<String> botIds() {
        return header.bots().stream().map(TournamentHeader.BotEntry::id).toList();
    }

    /**
     * The events to resume: the header's own definitions (caps included), or when {@code given} (the events
     * the flags name, which must be the header's by name) those with the header's caps and backstops.
     */
    List<Event> events(List<Event> given) {
        List<String> there = header.events().stream().map(TournamentHeader.EventInfo::name).toList();
        if (given != null) {
            check("--events", String.join(",", given.stream().map(Event::name).toList()), String.join(",", there));
        }
        List<Event> events = new ArrayList<>();
        for (int i = 0; i < there.size(); i++) {
            TournamentHeader.EventInfo e = header.events().get(i);
            Event was = Events.parse(e.definitionJson(), file + ", event " + e.name());
            events.add(given == null ? was : given.get(i).withPieceCap(was.rules().pieceCap())
                    .withWallBackstopMillis(was.wallBackstopMillis()));
        }
        return events;
    }

    /** Each event as this run would play it (the caps flags give applied) must be the header's. */
    void checkEvents(List<Event> events) {
        for (int i = 0; i < events.size(); i++) {
            Event now = events.get(i);
            TournamentHeader.EventInfo there = header.events().get(i);
            if (Events.sha256(now).equals(there.sha256())) {
                continue;
            }
            Event was = Events.parse(there.definitionJson(), file + ", event " + there.name());
            if (now.rules().pieceCap() != was.rules().pieceCap()) {
                throw new UsageException("--pieces " + now.rules().pieceCap() + " differs from " + file + ": event "
                        + now.name() + " was played with piece cap " + was.rules().pieceCap() + " there; leave"
                        + " --pieces out to resume it");
            }
            if (now.wallBackstopMillis() != was.wallBackstopMillis()) {
                throw new UsageException("--wall-backstop " + now.wallBackstopMillis() + " differs from " + file
                        + ": event " + now.name() + " was played with " + was.wallBackstopMillis() + " there; leave"
                        + " --wall-backstop out to resume it");
            }
            throw new UsageException("event " + now.name() + " has other rules than in " + file + " (its"
                    + " definition changed); leave --events out to resume with the folder's own");
        }
    }

    /** A flag given on resume must name the header's value. */
    void check(String flag, String given, String there) {
        check(file, flag, given, there);
    }

    /** A flag given on resume of {@code file} must name the header's value, {@code there}. */
    static void check(String file, String flag, String given, String there) {
        if (!given.equals(there)) {
            throw new UsageException(flag + " " + given + " differs from " + file + ", which holds " + there
                    + "; leave " + flag + " out to resume it, or use another --out folder");
        }
    }

    /**
     * A run's games and wall time: {@code 60 games in 4.1 s}, or after a resume {@code 60 games, 52 played in
     * this resume in 3.2 s (4.1 s in total with the earlier runs)}.
     */
    static String summary(GameRun.Result<io.tetrisarena.arena.results.GameRecord> result, int playedHere) {
        String games = Flags.count(result.games().size(), "game");
        String run = String.format(Locale.US, "%.1f s", result.wallSeconds());
        if (result.header().resumed() == null) {
            return games + " in " + run;
        }
        return games + ", " + playedHere + " played in this resume in " + run + " (" + String.format(Locale.US,
                "%.1f s", result.totalWallSeconds()) + " in total with the earlier runs)";
    }

    /**
     * How to start this arena again from any folder: {@code java -jar} and the absolute path of the jar it runs
     * from (from a build's classes folder, the jar that build packages beside it).
     */
    static String launcher() {
        Path jar;
        try {
            jar = Path.of(RunFolder.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException | RuntimeException e) {
            jar = Path.of("arena", "target", "arena.jar");
        }
        if (Files.isDirectory(jar)) {
            jar = jar.toAbsolutePath().getParent().resolve("arena.jar");
        }
        return "java -jar " + quoted(jar.toAbsolutePath().normalize().toString());
    }

    /** A word for a shell: quoted when it holds anything but plain path characters. */
    static String quoted(String word) {
        return word.matches("[A-Za-z0-9_./:,+=@-]+") ? word : "'" + word.replace("'", "'\\''") + "'";
    }

    /**
     * Locks {@code <out>/run.lock} for the whole run, so a second run into the same folder is refused while
     * this one writes. An operating-system file lock: it is released when the process ends, however it ends,
     * so a crashed run never leaves the folder locked.
     */
    static Lock lock(Path outDir) throws IOException {
        Files.createDirectories(outDir);
        Path file = outDir.resolve(LOCK_FILE);
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        }
        if (lock == null) {
            String holder = new String(Files.readAllBytes(file), StandardCharsets.UTF_8).strip();
            channel.close();
            throw new UsageException("another run is writing into " + outDir + (holder.isEmpty() ? "" : " (" + holder
                    + ")") + "; wait for it to end, or give another --out folder");
        }
        channel.truncate(0);
        channel.write(java.nio.ByteBuffer.wrap(("process " + ProcessHandle.current().pid() + "\n")
                .getBytes(StandardCharsets.UTF_8)));
        return new Lock(channel, lock);
    }

    /** The held lock of an output folder; closing releases it. */
    static final class Lock implements AutoCloseable {
        private final FileChannel channel;
        private final FileLock lock;

        private Lock(FileChannel channel, FileLock lock) {
            this.channel = channel;
            this.lock = lock;
        }

        @Override
        public void close() throws IOException {
            try (channel) {
                lock.release();
            }
        }
    }

    /**
     * While a run plays: counts the games in its results file and, when the process is stopped (Ctrl-C), prints
     * how many are kept and the command that resumes the run.
     */
    static final class Interrupt implements AutoCloseable {
        private final Thread hook;
        private final String file;
        private int kept = -1;
        private int before;

        Interrupt(Path outDir, String resumeCommand, PrintStream err) {
            this(outDir, ResultsStore.Kind.GAMES, resumeCommand, err);
        }

        /** For a run whose games of {@code kind} go to the results store of {@code outDir}. */
        Interrupt(Path outDir, ResultsStore.Kind<?> kind, String resumeCommand, PrintStream err) {
            this.file = ResultsStore.in(outDir).where(kind);
            this.hook = new Thread(() -> err.println(message(outDir, resumeCommand)), "arena-interrupt");
            Runtime.getRuntime().addShutdownHook(hook);
        }

        synchronized String message(Path outDir, String resumeCommand) {
            String kept = this.kept < 0 ? " before the games began"
                    : ": " + Flags.count(this.kept, "game") + (this.kept == 1 ? " is" : " are") + " kept in "
                    + file;
            return System.lineSeparator() + "interrupted" + kept + "; resume with: " + resumeCommand;
        }

        /** The games this run has written (those kept from the results file before it not counted). */
        synchronized int playedHere() {
            return Math.max(0, kept - before);
        }

        /** The progress, counting the games as they are written. */
        Progress counting(Progress shown) {
            return new Progress() {
                @Override
                public void start(int total, int alreadyDone) {
                    synchronized (Interrupt.this) {
                        kept = alreadyDone;
                        before = alreadyDone;
                    }
                    shown.start(total, alreadyDone);
                }

                @Override
                public void gameDone(GameRecord record) {
                    synchronized (Interrupt.this) {
                        kept++;
                    }
                    shown.gameDone(record);
                }

                @Override
                public void versusGameDone(int pieces) {
                    synchronized (Interrupt.this) {
                        kept++;
                    }
                    shown.versusGameDone(pieces);
                }

                @Override
                public void close() {
                    shown.close();
                }
            };
        }

        @Override
        public void close() {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook runs: the message is wanted
            }
        }
    }
}
