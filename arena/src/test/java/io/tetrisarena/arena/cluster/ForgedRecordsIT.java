package io.tetrisarena.arena.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tetrisarena.arena.cli.CliRun;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.testkit.LoopbackPorts;
import io.tetrisarena.arena.tournament.GameKey;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A cluster on localhost whose only worker holds the secret and signs forged records (777 lines, a score of
 * 7,777,777, the attack): the coordinator replays every record, refuses the forged ones by the
 * worker's name, excludes the worker, plays its games itself, and its leaderboard is a local run's. A sealed
 * run on a cluster keeps its secret on the coordinator until the footer reveals it.
 * Coordinator and forger are two Hazelcast members in this JVM (both the same arena version).
 */
class ForgedRecordsIT {
    private static final String SECRET = "forged-records-it-secret-0123";
    private static final Path PLUGINS = Path.of("..", "plugins");

    @TempDir
    Path work;

    @BeforeAll
    static void quietHazelcast() {
        LocalPorts.quietHazelcast();
    }

    private String[] tournament(Path out, String... extra) {
        List<String> all = new ArrayList<>(List.of("run", "--plugins", PLUGINS.toString(), "--quiet", "--bots",
                "lee,greedy", "--events", "classic,marathon", "--seeds", "quick", "--games", "3", "--pieces", "40",
                "--threads", "1", "--out", out.toString()));
        all.addAll(List.of(extra));
        return all.toArray(String[]::new);
    }

    /** The forger: plays each game honestly, then claims 777 lines and 7,777,777 points and signs that. */
    private static PlayTask.Handler forging(PlayTask.Handler honest, ClusterSecret secret, AtomicInteger forged) {
        return task -> {
            TaskResult played = honest.play(task);
            if (played.recordJson() == null) {
                return played;
            }
            try {
                ObjectNode record = (ObjectNode) MemberContext.JSON.readTree(played.recordJson());
                record.put("lines", 777).put("score", 7_777_777L);
                String json = MemberContext.JSON.writeValueAsString(record);
                forged.incrementAndGet();
                return new TaskResult(json, null, secret.sign(TaskResult.signedText(json)));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        };
    }

    @Test
    void forgedSignedRecordsAreRefusedTheirGamesPlayedElsewhereAndTheLeaderboardIsALocalRuns() throws Exception {
        CliRun local = CliRun.of(tournament(work.resolve("local")));
        assertEquals(0, local.code(), local.err());

        int coordPort = LoopbackPorts.free();
        int forgerPort = LoopbackPorts.free();
        List<ClusterOptions.Address> members = List.of(new ClusterOptions.Address("127.0.0.1", coordPort),
                new ClusterOptions.Address("127.0.0.1", forgerPort));
        ClusterSecret secret = ClusterSecret.of(SECRET);
        ClusterOptions options = new ClusterOptions(members, members.get(1), "forger", 2, secret,
                work.resolve("cache-forger"));
        AtomicInteger forged = new AtomicInteger();
        Path secretFile = Files.writeString(work.resolve("secret"), SECRET + "\n");
        Path out = work.resolve("cluster");
        CliRun clustered;
        try (ClusterNode forger = ClusterNode.start(options, PLUGINS, new PrintStream(PrintStream.nullOutputStream()),
                honest -> forging(honest, secret, forged))) {
            clustered = CliRun.of(tournament(out, "--cluster", "127.0.0.1:" + coordPort + ",127.0.0.1:" + forgerPort,
                    "--bind", "127.0.0.1:" + coordPort, "--member-name", "coord", "--secret-file",
                    secretFile.toString()));
        }
        assertEquals(0, clustered.code(), clustered.err());
        assertTrue(clustered.err().contains("worker forger joined with 2 game threads"), clustered.err());
        List<String> refused = clustered.err().lines().filter(l -> l.startsWith("worker forger sent a bad record of"))
                .toList();
        assertEquals(Dispatch.BAD_RECORDS_TO_EXCLUDE, refused.size(), clustered.err());
        assertTrue(refused.stream().allMatch(l -> l.contains("(the record says 777 lines, its replay ")
                && l.endsWith("): dropped, the game goes to another member")), refused.toString());
        assertTrue(clustered.err().contains("worker forger is excluded from this run after 3 bad records"),
                clustered.err());
        assertTrue(forged.get() >= Dispatch.BAD_RECORDS_TO_EXCLUDE);

        List<GameRecord> got = sorted(ResultsFile.read(out.resolve("results.jsonl")).games());
        List<GameRecord> expected = sorted(ResultsFile.read(work.resolve("local/results.jsonl")).games());
        assertEquals(12, got.size());
        assertEquals(Set.of("coord"), got.stream().map(GameRecord::worker).collect(Collectors.toSet()),
                "no forged record counts");
        assertEquals(expected.stream().map(ForgedRecordsIT::untimed).toList(),
                got.stream().map(ForgedRecordsIT::untimed).toList());
        assertEquals(standings(work.resolve("local")), standings(out));
        assertFalse(Files.readString(out.resolve("leaderboard.md")).contains("7777777"));
        CliRun verify = CliRun.of("verify", out.resolve("results.jsonl").toString());
        assertEquals(0, verify.code(), verify.out());
    }

    @Test
    void aSealedRunOnAClusterRevealsItsSecretOnlyInTheFooterAndVerifies() throws Exception {
        int coordPort = LoopbackPorts.free();
        int workerPort = LoopbackPorts.free();
        List<ClusterOptions.Address> members = List.of(new ClusterOptions.Address("127.0.0.1", coordPort),
                new ClusterOptions.Address("127.0.0.1", workerPort));
        ClusterOptions options = new ClusterOptions(members, members.get(1), "honest", 2, ClusterSecret.of(SECRET),
                work.resolve("cache-honest"));
        Path secretFile = Files.writeString(work.resolve("secret"), SECRET + "\n");
        Path out = work.resolve("sealed");
        CliRun sealed;
        try (ClusterNode worker = ClusterNode.start(options, PLUGINS, new PrintStream(PrintStream.nullOutputStream()))) {
            String[] args = tournament(out, "--cluster", "127.0.0.1:" + coordPort + ",127.0.0.1:" + workerPort,
                    "--bind", "127.0.0.1:" + coordPort, "--member-name", "coord", "--secret-file", secretFile.toString());
            args[List.of(args).indexOf("--seeds") + 1] = "sealed:3";
            sealed = CliRun.of(args);
        }
        assertEquals(0, sealed.code(), sealed.err());
        ResultsStore.Contents<GameRecord> results = ResultsFile.read(out.resolve("results.jsonl"));
        assertEquals(Set.of("coord", "honest"), results.games().stream().map(GameRecord::worker)
                .collect(Collectors.toSet()));
        assertEquals(Files.readString(out.resolve("sealed.secret")).strip(), results.sealedSecret());
        assertFalse(Files.readAllLines(out.resolve("results.jsonl")).get(0).contains(results.sealedSecret()));
        try (var files = Files.walk(work)) {
            assertEquals(Set.of(out.resolve("sealed.secret"), out.resolve("results.jsonl")),
                    files.filter(Files::isRegularFile).filter(f -> contains(f, results.sealedSecret()))
                            .collect(Collectors.toSet()), "the secret is in its file and the footer, nowhere else");
        }
        CliRun verify = CliRun.of("verify", out.resolve("results.jsonl").toString());
        assertEquals(0, verify.code(), verify.out());
    }

    private static boolean contains(Path file, String text) {
        try {
            return new String(Files.readAllBytes(file), java.nio.charset.StandardCharsets.ISO_8859_1).contains(text);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<GameRecord> sorted(List<GameRecord> games) {
        return games.stream().sorted(Comparator.comparing(GameKey::of)).toList();
    }

    private static List<Object> untimed(GameRecord g) {
        return List.of(g.botId(), g.event(), g.seedIndex(), g.seed(), g.outcome(), g.pieces(), g.lines(), g.score(),
                g.moves());
    }

    /** The leaderboard's rankings: the overall ratings and every event's ranks and means. */
    private static String standings(Path dir) throws IOException {
        JsonNode board = MemberContext.JSON.readTree(dir.resolve("leaderboard.json").toFile());
        StringBuilder text = new StringBuilder(board.get("overall").toString());
        for (JsonNode event : board.get("events")) {
            for (JsonNode row : event.get("standings")) {
                text.append('\n').append(event.get("name").asText()).append(' ').append(row.get("rank"))
                        .append(' ').append(row.get("bot").asText()).append(' ').append(row.get("mean"));
            }
        }
        return text.toString();
    }
}
