package io.tetrisarena.arena.event;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import io.tetrisarena.arena.text.DidYouMean;
import io.tetrisarena.kernel.internal.PieceSequence;
import io.tetrisarena.kernel.internal.SplitMix64;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A named list of game seeds with a checksum of the piece sequences they deal, so that a tampered or
 * mistyped set is refused. The file format (see seeds/README.md):
 * {@code {"name", "generator": "splitmix64-7bag-v1", "description", "seeds": [...], "checksum"}}, where the
 * checksum is the sha256 (hex) of the UTF-8 text holding, for each seed in order, the line
 * {@code "<seed in decimal> <first 70 pieces of PieceSequence.sevenBag(seed) as letters>\n"}.
 *
 * <p>Sets are looked up as a file path, then {@code seeds/NAME.json} under the working folder, then the
 * copy bundled in the arena jar.
 *
 * @param name        the set's name
 * @param description one line
 * @param seeds       the seeds, in playing order
 * @param checksum    the checksum described above
 * @param sealedCommitment for a sealed set ({@link SealedSeeds}), the sha256 of the secret its seeds come from;
 *                    null for a public set
 */
public record SeedSet(String name, String description, List<Long> seeds, String checksum, String sealedCommitment) {
    /** The generator name the files carry. */
    public static final String GENERATOR = "splitmix64-7bag-v1";
    /** How many pieces of each seed the checksum covers. */
    public static final int CHECKED_PIECES = 70;

    /** The standard sets: name, salt, size and description. */
    public enum Standard {
        OFFICIAL("official", 0x0FF1C1A1L, 100, "The official set: the 100 seeds every ranked tournament plays.",
                "cc726ededd27d9cdf64a8b129372f41397345e6794255a5ca50b3acd989be04f"),
        TRAINING("training", 0x7124141EL, 1000, "The training set for tuning bots; disjoint from the official set.",
                "e8d77c219cea8d52bcf1b855169e9596ee58a82a65e337928e5efdeebda2ad21"),
        QUICK("quick", 0x0000C01CL, 5, "A handful of seeds for smoke runs.",
                "775ab57f0f57e66f39023dc51801fa4ce229aa6879da0bf2aaaa66f0e660c05a"),
        VALIDATION("validation", 0x7A11DA7EL, 3000,
                "Held-out seeds for confirming a tuned bot once, after training; never trained on.",
                "001a03ac527dbef1c71f42a05c21a04ca0b477e7cda95347b207c7acb595e2c7");

        public final String setName;
        public final long salt;
        public final int size;
        public final String description;
        /**
         * The set's checksum, pinned in code: a file that carries a standard name must hold exactly these
         * seeds, so editing seeds/official.json (and its checksum with it) cannot change the official set.
         */
        public final String checksum;

        Standard(String setName, long salt, int size, String description, String checksum) {
            this.setName = setName;
            this.salt = salt;
            this.size = size;
            this.description = description;
            this.checksum = checksum;
        }

        /** The standard set with this name, or null. */
        public static Standard named(String name) {
            for (Standard s : values()) {
                if (s.setName.equals(name)) {
                    return s;
                }
            }
            return null;
        }

        /** The set: the first {@code size} outputs of {@code new SplitMix64(salt)}. */
        public SeedSet generate() {
            SplitMix64 random = new SplitMix64(salt);
            Long[] seeds = new Long[size];
            for (int i = 0; i < size; i++) {
                seeds[i] = random.nextLong();
            }
            List<Long> list = List.of(seeds);
            return new SeedSet(setName, description, list, checksumOf(list));
        }

        /** Whether these are exactly this set's seeds, in order (then their checksum is {@link #checksum}). */
        boolean isThisSet(List<Long> seeds) {
            if (seeds.size() != size) {
                return false;
            }
            SplitMix64 random = new SplitMix64(salt);
            for (long seed : seeds) {
                if (seed != random.nextLong()) {
                    return false;
                }
            }
            return true;
        }
    }

    public SeedSet {
        seeds = List.copyOf(seeds);
    }

    /** A public set. */
    public SeedSet(String name, String description, List<Long> seeds, String checksum) {
        this(name, description, seeds, checksum, null);
    }

    public int size() {
        return seeds.size();
    }

    public long seed(int index) {
        return seeds.get(index);
    }

    /**
     * The seed that game {@code index} of {@code scope} (an event's name) plays. A public set gives every event
     * the same pieces, {@link #seed(int)}, so that events compare seed by seed and anyone can replay them. A
     * sealed set gives each event pieces of its own: the first 8 bytes, big-endian, of SHA-256 over the UTF-8
     * text {@code "<seed>/<scope>"} (the seed in decimal). So a bot whose process outlives a game learns nothing
     * of another event's pieces from it, and the seeds stay as secret as the set's until the secret is revealed.
     */
    public long seedFor(String scope, int index) {
        return seedFor(scope, index, seed(index));
    }

    /**
     * The scope of a versus pairing's seeds ({@link #seedFor}): the event and the pairing's two bots in plan order.
     * A public set deals every pairing the same pieces; a sealed set deals each pairing pieces of its own, so a bot
     * process that outlives a game has seen no piece of another pairing's games.
     */
    public static String versusScope(String event, String first, String second) {
        return event + "/" + first + "/" + second;
    }

    private long seedFor(String scope, int index, long seedOfIndex) {
        long seed = seedOfIndex;
        if (sealedCommitment == null) {
            return seed;
        }
        try {
            byte[] h = java.security.MessageDigest.getInstance("SHA-256")
                    .digest((seed + "/" + scope).getBytes(java.nio.charset.StandardCharsets.UTF_8));
            long derived = 0;
            for (int i = 0; i < 8; i++) {
                derived = derived << 8 | (h[i] & 0xFF);
            }
            return derived;
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The checksum of a list of seeds. */
    public static String checksumOf(List<Long> seeds) {
        StringBuilder text = new StringBuilder(seeds.size() * 92);
        for (long seed : seeds) {
            text.append(seed).append(' ').append(PieceSequence.sevenBag(seed).prefix(CHECKED_PIECES)).append('\n');
        }
        return Events.sha256Hex(text.toString());
    }

    /** The set as JSON in the file format: one seed per line. */
    public String toJson() {
        ObjectMapper mapper = new ObjectMapper();
        try {
            StringBuilder sb = new StringBuilder("{\n");
            sb.append("  \"name\": ").append(mapper.writeValueAsString(name)).append(",\n");
            sb.append("  \"generator\": \"").append(GENERATOR).append("\",\n");
            sb.append("  \"description\": ").append(mapper.writeValueAsString(description)).append(",\n");
            sb.append("  \"seeds\": [\n");
            for (int i = 0; i < seeds.size(); i++) {
                sb.append("    ").append(seeds.get(i)).append(i + 1 < seeds.size() ? ",\n" : "\n");
            }
            sb.append("  ],\n");
            sb.append("  \"checksum\": \"").append(checksum).append("\"\n}\n");
            return sb.toString();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Parses and verifies a seed set.
     *
     * @throws InputFileException when malformed, of another generator, or when the checksum does not match
     */
    public static SeedSet parse(String json, String source) {
        StrictJson s = StrictJson.parse(json, source)
                .allowOnly(Set.of("name", "generator", "description", "seeds", "checksum"));
        String name = s.text("name");
        String generator = s.text("generator");
        if (!GENERATOR.equals(generator)) {
            throw new InputFileException("seed set " + name + " (" + source + "): generator '" + generator
                    + "' is not supported (this arena reads " + GENERATOR + ")");
        }
        List<Long> seeds = s.longs("seeds");
        if (seeds.isEmpty()) {
            throw new InputFileException("seed set " + name + " (" + source + "): no seeds");
        }
        if (new HashSet<>(seeds).size() != seeds.size()) {
            throw new InputFileException("seed set " + name + " (" + source + "): a seed appears twice");
        }
        String checksum = s.text("checksum");
        Standard standard = Standard.named(name);
        // A standard set's seeds have the pinned checksum (SeedSetTest checks it), which saves hashing 70
        // pieces of every seed at each start.
        String actual = standard != null && standard.isThisSet(seeds) ? standard.checksum : checksumOf(seeds);
        if (!actual.equalsIgnoreCase(checksum)) {
            throw new InputFileException("seed set " + name + ": checksum mismatch (file altered or mistyped?) in "
                    + source + ": the file says " + checksum + ", its seeds give " + actual);
        }
        if (standard != null && !standard.checksum.equals(actual)) {
            throw new InputFileException("seed set " + name + " (" + source + "): these are not the standard "
                    + name + " seeds (checksum " + actual + ", the arena pins " + standard.checksum
                    + "); restore the file with the seeds command, or give an edited set another name");
        }
        return new SeedSet(name, s.text("description"), seeds, actual);
    }

    /** The set named by a file path or a set name (see the class comment for the lookup order). */
    public static SeedSet load(String nameOrFile) {
        if (SealedSeeds.isSealed(nameOrFile)) {
            throw new InputFileException("seed set '" + nameOrFile + "' is sealed: its seeds come from a secret that"
                    + " only its run's folder holds (sealed.secret) until the results' footer reveals it");
        }
        Path file = Path.of(nameOrFile);
        if (!Files.isRegularFile(file)) {
            file = Path.of("seeds", nameOrFile + ".json");
        }
        try {
            if (Files.isRegularFile(file)) {
                return parse(Files.readString(file), file.toString());
            }
            if (nameOrFile.matches("[a-z0-9_-]+")) {
                try (InputStream in = SeedSet.class.getResourceAsStream("/seeds/" + nameOrFile + ".json")) {
                    if (in != null) {
                        return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "bundled seeds/" + nameOrFile + ".json");
                    }
                }
            }
        } catch (IOException e) {
            throw new InputFileException(file + ": cannot read: " + e.getMessage());
        }
        List<String> standard = Arrays.stream(Standard.values()).map(st -> st.setName).toList();
        throw new InputFileException("unknown seed set '" + nameOrFile + "': no such file, and no seeds/" + nameOrFile
                + ".json (standard sets: " + String.join(", ", standard) + ")" + DidYouMean.suffix(nameOrFile, standard));
    }
}
