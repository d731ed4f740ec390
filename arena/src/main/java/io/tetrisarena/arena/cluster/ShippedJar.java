package io.tetrisarena.arena.cluster;

import io.tetrisarena.arena.plugin.JarScanner;
import java.io.IOException;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * A plugin jar the coordinator puts on the cluster's shelf for workers that lack it: its bytes, its file name,
 * and the HMAC of its sha256 and name under the cluster secret. A worker loads it only after checking both the
 * signature and that the bytes hash to the sha256 it asked for.
 */
record ShippedJar(String fileName, byte[] bytes, byte[] signature) implements Serializable {
    /** Reads and signs a jar. */
    static ShippedJar of(Path jar, ClusterSecret secret) throws IOException {
        byte[] bytes = Files.readAllBytes(jar);
        String name = jar.getFileName().toString();
        return new ShippedJar(name, bytes, secret.sign(signedText(sha256(bytes), name)));
    }

    /**
     * Why this jar must not be loaded as the jar with {@code sha256}, or null when it may.
     */
    String refusal(String sha256, ClusterSecret secret) {
        if (!sha256(bytes).equals(sha256)) {
            return "the shipped jar's bytes do not hash to " + sha256;
        }
        if (!fileName.matches("[A-Za-z0-9._-]+\\.jar")) {
            return "the shipped jar's name '" + fileName + "' is not a plain jar name";
        }
        if (!secret.verify(signedText(sha256, fileName).getBytes(StandardCharsets.UTF_8), signature)) {
            return "the shipped jar " + fileName + " is unsigned or signed with another secret";
        }
        return null;
    }

    private static String signedText(String sha256, String name) {
        return "jar\u0000" + sha256 + "\u0000" + name;
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The sha256 the arena gives a jar file (the same as {@link JarScanner#sha256}). */
    static String sha256(Path jar) {
        return JarScanner.sha256(jar);
    }
}
