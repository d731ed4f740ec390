package io.tetrisarena.arena.cluster;

import io.tetrisarena.arena.event.InputFileException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The cluster's shared secret and the keys derived from it. Hazelcast's open-source edition authenticates no
 * member, so every task and every record carries an HMAC-SHA256 signature, shipped jars are encrypted and
 * authenticated (AES-256-GCM), and the Hazelcast cluster name itself is derived from the secret; a member
 * refuses what is unsigned or signed with another secret. Each use has its own key, derived by HKDF-SHA256
 * (RFC 5869) with the use's name as its info, so no key serves two purposes. The secret comes from
 * {@code --secret-file FILE} (its first line) or the environment variable {@value #ENVIRONMENT}; it must be at
 * least {@value #MIN_LENGTH} characters.
 */
public final class ClusterSecret {
    /** The environment variable holding the secret. */
    public static final String ENVIRONMENT = "ARENA_CLUSTER_SECRET";
    /** The shortest secret accepted. */
    public static final int MIN_LENGTH = 16;
    private static final String ALGORITHM = "HmacSHA256";

    private static final byte[] HKDF_SALT = "tetris-arena cluster secret v1".getBytes(StandardCharsets.UTF_8);

    private final byte[] pseudoRandomKey;
    private final SecretKeySpec key;

    private ClusterSecret(String secret) {
        this.pseudoRandomKey = hmac(HKDF_SALT, secret.getBytes(StandardCharsets.UTF_8));
        this.key = new SecretKeySpec(derive("signatures"), ALGORITHM);
    }

    /**
     * A 32-byte key for one use ({@code purpose}), derived from the secret: HKDF-SHA256 with a fixed salt,
     * the purpose's UTF-8 bytes as info, one block of output.
     */
    byte[] derive(String purpose) {
        byte[] info = (purpose + "\u0001").getBytes(StandardCharsets.UTF_8);
        return hmac(pseudoRandomKey, info);
    }

    /** The name of the cluster members of this secret form: a stranger to the secret cannot guess it. */
    String clusterName() {
        return "tetris-arena-" + HexFormat.of().formatHex(derive("cluster name"), 0, 12);
    }

    private static byte[] hmac(byte[] key, byte[] data) {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(new SecretKeySpec(key, ALGORITHM));
            return mac.doFinal(data);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A secret given directly (tests, and the two sources below). */
    public static ClusterSecret of(String secret) {
        if (secret == null || secret.strip().length() < MIN_LENGTH) {
            throw new InputFileException("the cluster secret must be at least " + MIN_LENGTH + " characters");
        }
        return new ClusterSecret(secret.strip());
    }

    /**
     * The secret from {@code secretFile} when given, else from the environment.
     *
     * @throws InputFileException with a one-line reason when there is none or it is too short
     */
    public static ClusterSecret load(Path secretFile, Map<String, String> environment) {
        if (secretFile != null) {
            String text;
            try {
                text = Files.readString(secretFile, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new InputFileException("cannot read the secret file " + secretFile + " (" + e.getMessage() + ")");
            }
            String line = text.lines().findFirst().orElse("");
            if (line.strip().length() < MIN_LENGTH) {
                throw new InputFileException("the secret file " + secretFile + " must hold a secret of at least "
                        + MIN_LENGTH + " characters on its first line");
            }
            return new ClusterSecret(line.strip());
        }
        String env = environment.get(ENVIRONMENT);
        if (env == null || env.isBlank()) {
            throw new InputFileException("a cluster needs a shared secret: set " + ENVIRONMENT
                    + " or give --secret-file FILE (the same on every member; see docs/cluster.md)");
        }
        if (env.strip().length() < MIN_LENGTH) {
            throw new InputFileException(ENVIRONMENT + " must be at least " + MIN_LENGTH + " characters");
        }
        return new ClusterSecret(env.strip());
    }

    /** The signature of {@code data}. */
    public byte[] sign(byte[] data) {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(key);
            return mac.doFinal(data);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The signature of a text's UTF-8 bytes. */
    public byte[] sign(String text) {
        return sign(text.getBytes(StandardCharsets.UTF_8));
    }

    /** Whether {@code signature} is this secret's signature of {@code data} (false for null). */
    public boolean verify(byte[] data, byte[] signature) {
        return signature != null && MessageDigest.isEqual(sign(data), signature);
    }

    /** Whether {@code signature} signs the text's UTF-8 bytes. */
    public boolean verify(String text, byte[] signature) {
        return verify(text.getBytes(StandardCharsets.UTF_8), signature);
    }
}
