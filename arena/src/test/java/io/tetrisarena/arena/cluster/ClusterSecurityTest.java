package io.tetrisarena.arena.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import com.hazelcast.internal.serialization.impl.DefaultSerializationServiceBuilder;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.event.SealedSeeds;
import io.tetrisarena.arena.kind.RefusedException;
import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.tournament.Shard;
import io.tetrisarena.arena.tournament.SoloOrder;
import io.tetrisarena.arena.tournament.TournamentPlan;
import io.tetrisarena.arena.tournament.TournamentSpec;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;


/** The cluster secret: tasks are signed, shipped jars sealed, and a member refuses anything else. */
class ClusterSecurityTest {
    private static final ClusterSecret OURS = ClusterSecret.of("the-right-secret-0123");
    private static final ClusterSecret THEIRS = ClusterSecret.of("another-secret-456789");
    private static final SoloOrder ORDER = new SoloOrder("t1", "lee", "lee", "1.0", "abc", "abc", false, "{}",
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
        SoloOrder changed = new SoloOrder("t1", "lee", "lee", "1.0", "abc", "abc", false, "{}", "classic", "quick", 1,
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
    void aShippedJarOpensOnlyWithItsSecretForItsHashAndUnaltered(@TempDir Path dir) throws Exception {
        byte[] bytes = "PK a jar's bytes, long enough to look for".getBytes(StandardCharsets.UTF_8);
        Path jar = Files.write(dir.resolve("bots.jar"), bytes);
        String sha = ShippedJar.sha256(bytes);
        ShippedJar shipped = ShippedJar.of(jar, OURS);
        ShippedJar.Opened opened = shipped.open(sha, OURS);
        assertEquals("bots.jar", opened.fileName());
        assertArrayEquals(bytes, opened.bytes());
        assertEquals("the shipped jar " + sha.substring(0, 12) + "... does not open with this worker's secret (sealed"
                + " with another secret, or altered)", refusal(() -> shipped.open(sha, THEIRS)));
        byte[] altered = shipped.sealed.clone();
        altered[3] ^= 1;
        assertTrue(refusal(() -> new ShippedJar(shipped.nonce, altered).open(sha, OURS)).contains("does not open"));
        String other = ShippedJar.sha256(new byte[] {9});
        assertTrue(refusal(() -> shipped.open(other, OURS)).contains("does not open"),
                "a sealed jar cannot be passed off as another jar");
        ShippedJar renamed = ShippedJar.seal("../evil.jar", bytes, OURS);
        assertEquals("the shipped jar's name '../evil.jar' is not a plain jar name",
                refusal(() -> renamed.open(sha, OURS)));
    }

    @Test
    void theShelfShowsAStrangerNeitherWhichJarsItHoldsNorTheirBytes(@TempDir Path dir) throws Exception {
        byte[] bytes = "PK a jar's bytes, long enough to look for".getBytes(StandardCharsets.UTF_8);
        String sha = ShippedJar.sha256(bytes);
        ShippedJar shipped = ShippedJar.of(Files.write(dir.resolve("secret-bot.jar"), bytes), OURS);
        String key = ShippedJar.shelfKey(sha, OURS);
        assertEquals(32, key.length());
        assertFalse(sha.contains(key));
        assertNotEquals(key, ShippedJar.shelfKey(sha, THEIRS));
        String sealed = new String(shipped.sealed, StandardCharsets.ISO_8859_1);
        assertFalse(sealed.contains("long enough") || sealed.contains("secret-bot"));
    }

    @Test
    void theClusterNameComesFromTheSecretSoAStrangerCannotGuessIt() {
        assertTrue(OURS.clusterName().matches("tetris-arena-[0-9a-f]{24}"), OURS.clusterName());
        assertEquals(OURS.clusterName(), ClusterSecret.of("the-right-secret-0123").clusterName());
        assertNotEquals(OURS.clusterName(), THEIRS.clusterName());
    }

    private static String refusal(org.junit.jupiter.api.function.Executable open) {
        return assertThrows(RefusedException.class, open).getMessage();
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

    @Test
    void aSealedRunsTasksCarryItsSeedsButNeverItsSecret(@TempDir Path dir) throws Exception {
        SealedSeeds sealed = SealedSeeds.draw("sealed:4");
        List<LoadedBot> bots = new DefaultBotLoader().load(Path.of("..", "plugins")).bots().stream()
                .filter(b -> b.id().equals("lee")).toList();
        TournamentSpec spec = new TournamentSpec(bots, List.of(Events.load("classic")), sealed.seeds(), 4, 1, dir, false);
        List<SoloOrder> orders = TournamentPlan.of(spec, "t1", (b, e) -> true, Shard.ALL).orders();
        assertEquals(4, orders.size());
        var serialization = new DefaultSerializationServiceBuilder().build();
        for (SoloOrder order : orders) {
            assertEquals(sealed.seeds().seedFor("classic", order.seedIndex()), order.seed());
            byte[] sent = serialization.toData(PlayTask.signed(order, "0.1.0", "1.2.0", OURS)).toByteArray();
            String text = new String(sent, StandardCharsets.ISO_8859_1);
            assertTrue(text.contains("sealed:4"), "the task names its seed set");
            assertFalse(text.contains(sealed.reveal()) || text.contains(sealed.commitment()), "no secret travels");
        }
    }

    @Test
    void aMembersTextIsPrintedAsOneShortLine() {
        assertEquals("no program worker w2 is excluded  [2J", ClusterExecutor.oneLine("no program\nworker w2 is excluded"
                + "\r\u001b[2J"));
        assertEquals("x".repeat(300) + "...", ClusterExecutor.oneLine("x".repeat(5000)));
    }
}
