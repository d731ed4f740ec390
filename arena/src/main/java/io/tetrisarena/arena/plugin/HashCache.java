package io.tetrisarena.arena.plugin;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The sha256 of plugin jars, remembered from one run to the next in a small text file, each
 * hash under its file's identity: device, inode, size, modification time and status-change time. Any write to
 * a file changes its status-change time, which no program can set back, and a file put in another's place has
 * another inode, so a file changed or replaced in any way is hashed again. A file whose status changed within
 * the last {@code settle} (two seconds by default) is hashed but not remembered, so that a file system with
 * coarse timestamps cannot hide a second write within the same tick.
 *
 * <p>It saves the start of every command the hashing of its jars, which runs before the JVM has compiled
 * anything (about 40 ms for the bundled 124 KB on the machine of docs/performance.md). Where the file cannot
 * be read or written, or the file system has no Unix attributes, every file is simply hashed; a malformed
 * line is ignored. Several processes may share the file: each writes a whole new file and moves it in place.
 */
final class HashCache {
    /** The cache file's name beside the arena's jar. */
    static final String FILE_NAME = "sha256-cache.txt";
    private static final String IDENTITY = "unix:dev,ino,size,lastModifiedTime,ctime";
    private static final int MAX_ENTRIES = 2_000;

    private final Path file;
    private final long settleNanos;
    private final Map<String, Entry> entries = new LinkedHashMap<>();
    private boolean read;
    private boolean changed;
    private int computed;

    private record Entry(String identity, String sha256) {
    }

    HashCache(Path file, Duration settle) {
        this.file = file;
        this.settleNanos = settle.toNanos();
    }

    /** A cache that remembers nothing: every file is hashed. */
    static HashCache none() {
        return new HashCache(null, Duration.ZERO);
    }

    /**
     * The cache of the arena as installed: {@value #FILE_NAME} beside the jar the arena runs from; none when it
     * runs from a classes folder (the test suite) or its location cannot be told.
     */
    static HashCache besideArena() {
        Path file = BesideArena.file(FILE_NAME);
        return file == null ? none() : new HashCache(file, Duration.ofSeconds(2));
    }

    /** The sha256 of {@code path} as {@link JarScanner#sha256} gives it, read from the cache when its identity matches. */
    String sha256(Path path) {
        if (file == null) {
            return hash(path);
        }
        String key = path.toAbsolutePath().normalize().toString();
        String before = identity(path);
        if (before == null) {
            return hash(path);
        }
        load();
        Entry known = entries.get(key);
        if (known != null && known.identity().equals(before)) {
            return known.sha256();
        }
        String sha = hash(path);
        // Remembered only when the file stayed the same while it was read, and its last change is not too recent.
        if (!sha.isEmpty() && before.equals(identity(path)) && settled(before)) {
            entries.remove(key);
            entries.put(key, new Entry(before, sha));
            changed = true;
        }
        return sha;
    }

    /** Writes the cache when it learned a hash; a failure leaves the old file (or none) in place. */
    void save() {
        if (file == null || !changed) {
            return;
        }
        // Files gone since (a test's temporary folder, a jar removed) leave the cache, then the oldest lines.
        entries.keySet().removeIf(path -> !Files.exists(Path.of(path)));
        List<String> lines = new ArrayList<>();
        int skip = Math.max(0, entries.size() - MAX_ENTRIES);
        for (Map.Entry<String, Entry> e : entries.entrySet()) {
            if (skip-- > 0) {
                continue;
            }
            lines.add(e.getValue().sha256() + " " + e.getValue().identity() + " " + e.getKey());
        }
        if (BesideArena.replace(file, lines)) {
            changed = false;
        }
    }

    /** How many files this cache hashed (rather than found). */
    int computed() {
        return computed;
    }

    private String hash(Path path) {
        computed++;
        return JarScanner.sha256(path);
    }

    private void load() {
        if (read) {
            return;
        }
        read = true;
        for (String line : BesideArena.read(file)) {
            // sha256, five identity fields, then the path (which may hold spaces)
            String[] parts = line.split(" ", 7);
            if (parts.length == 7 && parts[0].length() == 64 && !parts[6].isEmpty()) {
                entries.put(parts[6], new Entry(String.join(" ", List.of(parts).subList(1, 6)), parts[0]));
            }
        }
    }

    /** Whether the file's last status change lies at least the settle time in the past. */
    private boolean settled(String identity) {
        if (settleNanos <= 0) {
            return true;
        }
        long ctime = Long.parseLong(identity.substring(identity.lastIndexOf(' ') + 1));
        java.time.Instant now = java.time.Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano() - ctime >= settleNanos;
    }

    /** The file's identity as one line of five numbers, or null without Unix attributes or when it cannot be read. */
    private static String identity(Path path) {
        try {
            Map<String, Object> a = Files.readAttributes(path, IDENTITY);
            return a.get("dev") + " " + a.get("ino") + " " + a.get("size") + " "
                    + nanos(a.get("lastModifiedTime")) + " " + nanos(a.get("ctime"));
        } catch (IOException | RuntimeException e) {
            return null; // no Unix attributes here (or not all of them): the file is simply hashed
        }
    }

    private static long nanos(Object time) {
        return ((FileTime) time).to(TimeUnit.NANOSECONDS);
    }
}
