package io.tetrisarena.arena.plugin;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which plugin jars run inside the arena's JVM. The bundled plugins, recognised by the sha256 of their jars
 * as recorded when the arena was built ({@code bundled-plugins.sha256}), do; so does any jar the user
 * names (by bot id, plugin id or file name: {@code run --trust}); every other jar runs isolated in a child
 * JVM of its own.
 *
 * @param bundledSha256 the sha256 (hex, lower case) of the bundled plugin jars
 * @param trusted       the names the user trusts
 * @param all           whether every jar is trusted (for tests of in-process loading)
 */
public record Trust(Set<String> bundledSha256, Set<String> trusted, boolean all) {
    /** The resource the build writes: one {@code <sha256> *<file>} line per bundled jar. */
    public static final String BUNDLED_RESOURCE = "/bundled-plugins.sha256";

    public Trust {
        bundledSha256 = Set.copyOf(bundledSha256);
        trusted = Set.copyOf(trusted);
    }

    /** The bundled jars only. */
    public static Trust standard() {
        return new Trust(readBundled(), Set.of(), false);
    }

    /** Every jar in-process, as before isolation existed: for tests of in-process hardening only. */
    public static Trust everything() {
        return new Trust(Set.of(), Set.of(), true);
    }

    /** This trust plus the given names (bot ids, plugin ids or jar file names). */
    public Trust with(List<String> names) {
        Set<String> union = new HashSet<>(trusted);
        union.addAll(names);
        return new Trust(bundledSha256, union, all);
    }

    /** Whether the jar was built with the arena. */
    public boolean isBundled(String sha256) {
        return bundledSha256.contains(sha256.toLowerCase(Locale.ROOT));
    }

    /** Whether any of these names (or the jar's checksum) is trusted. */
    public boolean trusts(String sha256, String... names) {
        if (all || isBundled(sha256)) {
            return true;
        }
        for (String n : names) {
            if (n != null && trusted.contains(n)) {
                return true;
            }
        }
        return false;
    }

    private static Set<String> readBundled() {
        Set<String> out = new HashSet<>();
        try (InputStream in = Trust.class.getResourceAsStream(BUNDLED_RESOURCE)) {
            if (in == null) {
                return out;
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = reader.readLine()) != null) {
                String[] parts = line.strip().split("\\s+");
                if (parts.length > 0 && parts[0].matches("[0-9a-fA-F]{64}")) {
                    out.add(parts[0].toLowerCase(Locale.ROOT));
                }
            }
        } catch (IOException e) {
            return out;
        }
        return out;
    }
}
