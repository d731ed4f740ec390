package io.tetrisarena.arena.plugin;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * The small files the arena keeps beside its own jar from one command to the next (what it learned about
 * plugin jars), and how they are written: a whole new file moved into place, so that several processes may
 * share one and a reader never sees half of it.
 */
final class BesideArena {
    private static final long MAX_FILE_BYTES = 1 << 20;

    private BesideArena() {
    }

    /**
     * The file {@code name} beside the jar the arena runs from, or null when it runs from a classes folder (the
     * test suite) or its location cannot be told.
     */
    static Path file(String name) {
        try {
            Path code = Path.of(BesideArena.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (!code.getFileName().toString().endsWith(".jar") || !Files.isRegularFile(code)) {
                return null;
            }
            return code.toAbsolutePath().resolveSibling(name);
        } catch (URISyntaxException | SecurityException | NullPointerException | IllegalArgumentException e) {
            return null;
        }
    }

    /** The lines of {@code file}; none when it is missing, unreadable or over a megabyte (not one of ours). */
    static List<String> read(Path file) {
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > MAX_FILE_BYTES) {
                return List.of();
            }
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    /** Replaces {@code file} with these lines; false (the old file, or none, left in place) when it cannot. */
    static boolean replace(Path file, List<String> lines) {
        Path temp = null;
        try {
            temp = Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp");
            Files.write(temp, lines, StandardCharsets.UTF_8);
            try {
                Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
            return true;
        } catch (IOException | RuntimeException e) {
            if (temp != null) {
                try {
                    Files.deleteIfExists(temp);
                } catch (IOException ignored) {
                    // nothing more to do: these files only save time
                }
            }
            return false;
        }
    }
}
