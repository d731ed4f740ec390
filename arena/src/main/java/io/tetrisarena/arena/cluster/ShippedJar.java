package io.tetrisarena.arena.cluster;

import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.DataSerializable;
import io.tetrisarena.arena.kind.RefusedException;
import io.tetrisarena.arena.plugin.JarScanner;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * A plugin jar the coordinator puts on the cluster's shelf for workers that lack it, sealed: its file name and
 * bytes encrypted and authenticated with AES-256-GCM under a key derived from the cluster secret, the jar's
 * sha256 bound in as associated data, under a shelf key ({@link #shelfKey}) that is an HMAC of the sha256. A
 * member without the secret sees opaque entries of about the jars' sizes and learns neither which jars they
 * are nor their bytes. A worker opens one only when it authenticates under its secret, for the sha256 it asked
 * for, and its bytes hash to that sha256. Written field by field ({@link DataSerializable}).
 */
public final class ShippedJar implements DataSerializable {
    private static final int NONCE_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final SecureRandom RANDOM = new SecureRandom();

    byte[] nonce;
    byte[] sealed;

    /** For Hazelcast, which reads the fields in afterwards. */
    public ShippedJar() {
    }

    ShippedJar(byte[] nonce, byte[] sealed) {
        this.nonce = nonce;
        this.sealed = sealed;
    }

    /** A jar as opened: its file name and bytes. */
    record Opened(String fileName, byte[] bytes) {
    }

    /** The shelf's key for the jar with {@code sha256}: an HMAC, so the shelf does not say which jars it holds. */
    static String shelfKey(String sha256, ClusterSecret secret) {
        return HexFormat.of().formatHex(secret.sign("shelf\u0000" + sha256), 0, 16);
    }

    /** Reads and seals a jar. */
    static ShippedJar of(Path jar, ClusterSecret secret) throws IOException {
        return seal(jar.getFileName().toString(), Files.readAllBytes(jar), secret);
    }

    /** Seals a jar's file name and bytes. */
    static ShippedJar seal(String fileName, byte[] bytes, ClusterSecret secret) throws IOException {
        ByteArrayOutputStream plain = new ByteArrayOutputStream(bytes.length + 64);
        try (DataOutputStream out = new DataOutputStream(plain)) {
            out.writeUTF(fileName);
            out.write(bytes);
        }
        byte[] nonce = new byte[NONCE_BYTES];
        RANDOM.nextBytes(nonce);
        try {
            return new ShippedJar(nonce, cipher(Cipher.ENCRYPT_MODE, secret, nonce, sha256(bytes))
                    .doFinal(plain.toByteArray()));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Opens the jar that must have {@code sha256}.
     *
     * @throws RefusedException with the reason when it must not be loaded as that jar
     */
    Opened open(String sha256, ClusterSecret secret) {
        byte[] plain;
        try {
            plain = cipher(Cipher.DECRYPT_MODE, secret, nonce, sha256).doFinal(sealed);
        } catch (GeneralSecurityException | RuntimeException e) {
            throw new RefusedException("the shipped jar " + sha256.substring(0, Math.min(12,
                    sha256.length())) + "... does not open with this worker's secret (sealed with another secret,"
                    + " or altered)");
        }
        String name;
        byte[] bytes;
        try (DataInputStream in = new DataInputStream(new java.io.ByteArrayInputStream(plain))) {
            name = in.readUTF();
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new RefusedException("the shipped jar " + sha256 + " is malformed");
        }
        if (!sha256(bytes).equals(sha256)) {
            throw new RefusedException("the shipped jar's bytes do not hash to " + sha256);
        }
        if (!name.matches("[A-Za-z0-9._-]+\\.jar")) {
            throw new RefusedException("the shipped jar's name '" + name + "' is not a plain jar name");
        }
        return new Opened(name, bytes);
    }

    private static Cipher cipher(int mode, ClusterSecret secret, byte[] nonce, String sha256)
            throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(mode, new SecretKeySpec(secret.derive("jar shelf"), "AES"), new GCMParameterSpec(TAG_BITS, nonce));
        cipher.updateAAD(("jar\u0000" + sha256).getBytes(StandardCharsets.UTF_8));
        return cipher;
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

    @Override
    public void writeData(ObjectDataOutput out) throws IOException {
        out.writeByteArray(nonce);
        out.writeByteArray(sealed);
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        nonce = in.readByteArray();
        sealed = in.readByteArray();
    }
}
