package io.tetrisarena.arena.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HashCacheTest {
    @TempDir
    Path dir;

    private HashCache cache() {
        return new HashCache(dir.resolve(HashCache.FILE_NAME), Duration.ZERO);
    }

    private Path jar(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content);
    }

    /** A run's cache hashes these files and saves what it learned. */
    private void remember(Path... files) {
        HashCache run = cache();
        for (Path file : files) {
            run.sha256(file);
        }
        run.save();
    }

    /** A next run's cache hashes {@code file} again, and gets its hash right. */
    private void assertHashedAgain(Path file, String why) {
        HashCache next = cache();
        assertEquals(JarScanner.sha256(file), next.sha256(file));
        assertEquals(1, next.computed(), why);
    }

    @Test
    void aFileHashedOnceIsReadFromTheCacheByTheNextRun() throws IOException {
        Path a = jar("a.jar", "first bot");
        Path b = jar("b b.jar", "second bot, a name with a space");
        HashCache first = cache();
        assertEquals(JarScanner.sha256(a), first.sha256(a));
        assertEquals(JarScanner.sha256(b), first.sha256(b));
        assertEquals(2, first.computed());
        first.save();

        HashCache next = cache();
        assertEquals(JarScanner.sha256(a), next.sha256(a));
        assertEquals(JarScanner.sha256(b), next.sha256(b));
        assertEquals(0, next.computed(), "both hashes came from the cache");
    }

    @Test
    void aFileRewrittenInPlaceWithItsSizeAndTimeKeptIsHashedAgain() throws IOException, InterruptedException {
        Path a = jar("a.jar", "bot version 1");
        FileTime modified = Files.getLastModifiedTime(a);
        remember(a);
        // File times advance in the kernel's coarse ticks (a few ms): the rewrite lands in a later one, as the
        // settle time (not set here) ensures for the arena's own cache.
        Thread.sleep(50);

        Files.writeString(a, "bot version 2"); // the same size, in the same file
        Files.setLastModifiedTime(a, modified);
        assertHashedAgain(a, "the status-change time told the write");
    }

    @Test
    void aFileReplacedByAnotherIsHashedAgain() throws IOException {
        Path a = jar("a.jar", "bot version 1");
        FileTime modified = Files.getLastModifiedTime(a);
        remember(a);

        Path other = Files.writeString(dir.resolve("other"), "bot version 2");
        Files.setLastModifiedTime(other, modified);
        Files.move(other, a, StandardCopyOption.REPLACE_EXISTING);
        assertHashedAgain(a, "another inode");
    }

    @Test
    void aFileChangedWithinTheSettleTimeIsHashedButNotRemembered() throws IOException {
        Path a = jar("a.jar", "just written");
        HashCache first = new HashCache(dir.resolve(HashCache.FILE_NAME), Duration.ofHours(1));
        assertEquals(JarScanner.sha256(a), first.sha256(a));
        first.save();
        HashCache next = new HashCache(dir.resolve(HashCache.FILE_NAME), Duration.ofHours(1));
        next.sha256(a);
        assertEquals(1, next.computed());
    }

    @Test
    void aMalformedOrForeignCacheFileIsIgnoredLineByLine() throws IOException {
        Path a = jar("a.jar", "a bot");
        Path b = jar("b.jar", "another bot");
        remember(a);
        List<String> lines = Files.readAllLines(dir.resolve(HashCache.FILE_NAME));
        Files.write(dir.resolve(HashCache.FILE_NAME), List.of("not a cache line", "", "ab cd",
                "0".repeat(64) + " x y z", lines.get(0), "\u0000\u0001 binary"), StandardCharsets.UTF_8);
        HashCache next = cache();
        assertEquals(JarScanner.sha256(a), next.sha256(a));
        assertEquals(JarScanner.sha256(b), next.sha256(b));
        assertEquals(1, next.computed(), "the one well-formed line still served");

        Files.write(dir.resolve(HashCache.FILE_NAME), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 10});
        assertHashedAgain(a, "a file that is not text is no cache");
    }

    @Test
    void aFileGoneSinceLeavesTheCacheWhenItIsNextWritten() throws IOException {
        Path a = jar("a.jar", "a bot");
        Path b = jar("b.jar", "another bot");
        remember(a, b);
        Files.delete(a);
        Path c = jar("c.jar", "a third bot");
        remember(c);
        List<String> lines = Files.readAllLines(dir.resolve(HashCache.FILE_NAME));
        assertEquals(2, lines.size(), lines.toString());
        assertTrue(lines.get(0).endsWith(b.toString()) && lines.get(1).endsWith(c.toString()), lines.toString());
    }

    @Test
    void aCacheThatCannotBeWrittenOnlyCostsTheHashing() throws IOException {
        Path a = jar("a.jar", "a bot");
        HashCache nowhere = new HashCache(dir.resolve("missing folder").resolve(HashCache.FILE_NAME), Duration.ZERO);
        assertEquals(JarScanner.sha256(a), nowhere.sha256(a));
        nowhere.save();
        assertEquals(JarScanner.sha256(a), nowhere.sha256(a), "still right after a failed save");
        try (var files = Files.list(dir)) {
            assertEquals(List.of("a.jar"), files.map(p -> p.getFileName().toString()).toList(),
                    "no temporary file left behind");
        }
    }

    @Test
    void theTestSuiteRunsWithoutACacheAndAMissingFileHashesAsEmpty() {
        HashCache none = HashCache.besideArena();
        none.save();
        assertEquals("", none.sha256(dir.resolve("no such.jar")));
        assertEquals("", cache().sha256(dir.resolve("no such.jar")));
        assertTrue(!Files.exists(dir.resolve(HashCache.FILE_NAME)));
    }
}
