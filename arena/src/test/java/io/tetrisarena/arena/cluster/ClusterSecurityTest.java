package io.tetrisarena.arena.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.tournament.GameOrder;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The cluster secret: tasks and shipped jars are signed, and a member refuses anything else. */
class ClusterSecurityTest {
    private static final ClusterSecret OURS = ClusterSecret.of("the-right-secret-0123");
    private static final ClusterSecret THEIRS = ClusterSecret.of("another-secret-456789");
    private static final GameOrder ORDER = new GameOrder("t1", "lee", "lee", "1.0", "abc", "abc", false, "{}",
            "classic", "quick", 0, 42L, null);
    private static final PrintStream QUIET = new PrintStream(PrintStream.nullOutputStream());

    /** A member with no bots: every test here must be decided before a bot is looked for. */
    private static MemberContext member() {
        return new MemberContext(OURS, "w1", "0.1.0", "1.2.0", null, QUIET);
    }

    @Test
    void aTaskSignedWithAnotherSecretIsRefused() {
        TaskResult result = member().play(PlayTask.signed(ORDER, "0.1.0", "1.2.0", THEIRS));
        assertNull(result.recordJson());
        assertTrue(result.refusal().startsWith("unsigned or mis-signed task"), result.refusal());
    }

    @Test
    void anUnsignedTaskIsRefused() {
        TaskResult result = member().play(new PlayTask(ORDER, "0.1.0", "1.2.0", null));
        assertTrue(result.refusal().startsWith("unsigned or mis-signed task"), result.refusal());
    }

    @Test
    void aSignedTaskWhoseOrderWasChangedIsRefused() {
        PlayTask genuine = PlayTask.signed(ORDER, "0.1.0", "1.2.0", OURS);
        GameOrder changed = new GameOrder("t1", "lee", "lee", "1.0", "abc", "abc", false, "{}", "classic", "quick", 1,
                42L, null);
        TaskResult result = member().play(new PlayTask(changed, "0.1.0", "1.2.0", genuine.signature));
        assertTrue(result.refusal().startsWith("unsigned or mis-signed task"), result.refusal());
    }

    @Test
    void aTaskOfAnotherArenaVersionIsRefusedWithBothVersions() {
        TaskResult result = member().play(PlayTask.signed(ORDER, "0.2.0", "1.2.0", OURS));
        assertEquals("this worker runs arena 0.1.0 with API 1.2.0, the task is of arena 0.2.0 with API 1.2.0",
                result.refusal());
    }

    @Test
    void aShippedJarLoadsOnlyWithItsSignatureAndItsHash(@TempDir Path dir) throws Exception {
        Path jar = Files.write(dir.resolve("bots.jar"), new byte[] {1, 2, 3, 4});
        String sha = ShippedJar.sha256(Files.readAllBytes(jar));
        ShippedJar shipped = ShippedJar.of(jar, OURS);
        assertNull(shipped.refusal(sha, OURS));
        assertEquals("the shipped jar bots.jar is unsigned or signed with another secret", shipped.refusal(sha, THEIRS));
        ShippedJar tampered = new ShippedJar("bots.jar", new byte[] {1, 2, 3, 5}, shipped.signature());
        assertEquals("the shipped jar's bytes do not hash to " + sha, tampered.refusal(sha, OURS));
        ShippedJar renamed = new ShippedJar("../evil.jar", shipped.bytes(), shipped.signature());
        assertEquals("the shipped jar's name '../evil.jar' is not a plain jar name", renamed.refusal(sha, OURS));
    }

    @Test
    void theSecretComesFromTheFileFirstThenTheEnvironmentAndMustBeLongEnough(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("secret"), "from-the-file-0123456\nsecond line\n");
        byte[] data = {7};
        assertTrue(ClusterSecret.load(file, Map.of(ClusterSecret.ENVIRONMENT, "from-the-environment-0"))
                .verify(data, ClusterSecret.of("from-the-file-0123456").sign(data)));
        assertTrue(ClusterSecret.load(null, Map.of(ClusterSecret.ENVIRONMENT, "from-the-environment-0"))
                .verify(data, ClusterSecret.of("from-the-environment-0").sign(data)));
        InputFileException none = assertThrows(InputFileException.class, () -> ClusterSecret.load(null, Map.of()));
        assertTrue(none.getMessage().startsWith("a cluster needs a shared secret: set ARENA_CLUSTER_SECRET"));
        InputFileException shortOne = assertThrows(InputFileException.class,
                () -> ClusterSecret.load(null, Map.of(ClusterSecret.ENVIRONMENT, "short")));
        assertEquals("ARENA_CLUSTER_SECRET must be at least 16 characters", shortOne.getMessage());
    }
}
