package io.tetrisarena.arena.event;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Sealed seeds, for competitions: a tournament's seeds derived from a fresh 32-byte secret drawn for it, so
 * that no one (no bot, no bot author) can know a game's pieces before it is dealt. The results header carries
 * only a commitment, the sha256 of the secret's bytes; the footer reveals the secret once every game is in,
 * and then anyone can derive the seeds and replay every game ({@code arena verify}). Until then the secret is
 * in the arena's memory and in {@value #FILE} in the run's output folder (owner-only where the file system
 * allows), which no sandbox binds; cluster tasks carry a game's seed, never the secret.
 *
 * <p>Seed {@code i} is the first 8 bytes, read as a big-endian signed 64-bit integer, of
 * HMAC-SHA256(key = the secret's 32 bytes, message = the UTF-8 text of {@code i} in decimal) (seeds/README.md).
 * The set is named {@code sealed:N}.
 */
public final class SealedSeeds {
    /** The name of a sealed set, alone ({@value #DEFAULT_COUNT} seeds) or as {@code sealed:N}. */
    public static final String NAME = "sealed";
    /** Seeds in a sealed set when no count is given: as many as the official set. */
    public static final int DEFAULT_COUNT = 100;
    /** The largest sealed set. */
    public static final int MAX_COUNT = 100_000;
    /** The file in the run's output folder that holds the secret until the footer reveals it. */
    public static final String FILE = "sealed.secret";
    private static final int SECRET_BYTES = 32;

    private final byte[] secret;
    private final SeedSet seeds;

    private SealedSeeds(byte[] secret, int count) {
        this.secret = secret.clone();
        List<Long> list = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            list.add(seed(secret, i));
        }
        String commitment = commitment(secret);
        this.seeds = new SeedSet(NAME + ":" + count, "Sealed: " + count + " seeds from a secret whose sha256 is "
                + commitment + ", revealed when every game is in.", list, SeedSet.checksumOf(list), commitment);
    }

    /** Whether a {@code --seeds} value names a sealed set. */
    public static boolean isSealed(String name) {
        return name.equals(NAME) || name.startsWith(NAME + ":");
    }

    /**
     * The seed count a sealed set's name asks for.
     *
     * @throws InputFileException with a one-line reason when N is not 1..{@value #MAX_COUNT}
     */
    public static int count(String name) {
        if (name.equals(NAME)) {
            return DEFAULT_COUNT;
        }
        String n = name.substring(NAME.length() + 1);
        try {
            int count = Integer.parseInt(n);
            if (count >= 1 && count <= MAX_COUNT) {
                return count;
            }
        } catch (NumberFormatException e) {
            // one message below
        }
        throw new InputFileException("--seeds sealed:N wants N of 1.." + MAX_COUNT + ", got '" + n + "'");
    }

    /** A fresh secret (SecureRandom) and the set of {@code name}'s size it gives. */
    public static SealedSeeds draw(String name) {
        int count = count(name);
        byte[] secret = new byte[SECRET_BYTES];
        new SecureRandom().nextBytes(secret);
        return new SealedSeeds(secret, count);
    }

    /**
     * The set a revealed or stored secret gives.
     *
     * @param secretHex the secret, 64 hex digits
     * @throws InputFileException when it is not 64 hex digits
     */
    public static SealedSeeds of(String secretHex, int count) {
        String hex = secretHex.strip();
        if (!hex.matches("[0-9a-f]{" + 2 * SECRET_BYTES + "}")) {
            throw new InputFileException("a sealed secret is " + 2 * SECRET_BYTES + " lower-case hex digits");
        }
        return new SealedSeeds(HexFormat.of().parseHex(hex), count);
    }

    /** The seeds. */
    public SeedSet seeds() {
        return seeds;
    }

    /** The commitment the results header carries: the sha256 (hex) of the secret's bytes. */
    public String commitment() {
        return seeds.sealedCommitment();
    }

    /** The secret as the footer reveals it (64 hex digits): only for the footer and {@value #FILE}. */
    public String reveal() {
        return HexFormat.of().formatHex(secret);
    }

    /**
     * Writes the secret to {@code <outDir>/}{@value #FILE} (readable by its owner only where the file system has
     * POSIX permissions), replacing an earlier one.
     */
    public void store(Path outDir) throws IOException {
        Files.createDirectories(outDir);
        Path file = outDir.resolve(FILE);
        Files.deleteIfExists(file);
        try {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } catch (UnsupportedOperationException noPosix) {
            Files.createFile(file);
        }
        Files.writeString(file, reveal() + "\n", StandardCharsets.UTF_8, StandardOpenOption.TRUNCATE_EXISTING);
    }

    /**
     * The set of a sealed run being resumed: its secret from {@code <outDir>/}{@value #FILE}, or else from
     * {@code revealed} (the results footer's, when the run had finished), checked against the header's
     * commitment.
     *
     * @param commitment the results header's commitment
     * @param revealed   the secret the results footer reveals, or null
     * @throws InputFileException with a one-line reason when the secret is lost or does not match
     */
    public static SealedSeeds resume(Path outDir, String name, String commitment, String revealed) {
        Path file = outDir.resolve(FILE);
        String secret = revealed;
        if (Files.isRegularFile(file)) {
            try {
                secret = Files.readString(file, StandardCharsets.UTF_8).strip();
            } catch (IOException e) {
                throw new InputFileException("cannot read " + file + ": " + e.getMessage());
            }
        }
        if (secret == null) {
            throw new InputFileException("the sealed run in " + outDir + " cannot be resumed: its secret (" + file
                    + ") is gone, and without it its seeds are unknown");
        }
        SealedSeeds sealed = of(secret, count(name));
        if (!sealed.commitment().equals(commitment)) {
            throw new InputFileException("the secret in " + file + " is not the one the results header commits to"
                    + " (sha256 " + commitment + ")");
        }
        return sealed;
    }

    /** The commitment to a secret: the sha256 (hex) of its bytes. */
    static String commitment(byte[] secret) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(secret));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Seed {@code index} of the secret (see the class comment). */
    static long seed(byte[] secret, int index) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret, "HmacSHA256"));
            byte[] h = mac.doFinal(Integer.toString(index).getBytes(StandardCharsets.UTF_8));
            long seed = 0;
            for (int i = 0; i < 8; i++) {
                seed = seed << 8 | (h[i] & 0xFF);
            }
            return seed;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
