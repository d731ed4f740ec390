package io.tetrisarena.arena.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.arena.cli.CliRun;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code arena serve} on a machine it shares: held-open connections do not starve it, a foreign {@code Host} is
 * refused, and a corrupted line is listed as bad while the other games are still served. Loopback only.
 */
class ResultsServerHardeningTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    static Path work;
    static Path folder;

    @BeforeAll
    static void playAndCorruptAResultsFile() throws Exception {
        folder = work.resolve("run");
        CliRun run = CliRun.of("run", "--plugins", Path.of("..", "plugins").toString(), "--bots", "lee", "--events",
                "classic", "--pieces", "10", "--seeds", "quick", "--games", "3", "--threads", "1", "--no-versus",
                "--quiet", "--out", folder.toString());
        assertEquals(0, run.code(), run.err());
        Path file = folder.resolve("results.jsonl");
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        lines.add(2, "{\"game\":{\"botId\":\"lee\"}}");
        lines.add(3, "{not json");
        Files.write(file, lines);
    }

    private static HttpResponse<String> get(ResultsServer server, String path) throws Exception {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        return http.send(HttpRequest.newBuilder(server.uri().resolve(path)).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aCorruptedLineIsListedAsBadAndTheOtherGamesAreStillServed() throws Exception {
        try (ResultsServer server = new ResultsServer(new ResultsFolder(folder), 0)) {
            HttpResponse<String> state = get(server, "/api/state");
            assertEquals(200, state.statusCode(), state.body());
            JsonNode body = MAPPER.readTree(state.body());
            assertEquals(3, body.get("games").asInt());
            assertEquals(2, body.get("bad").size());
            assertEquals(3, body.get("bad").get(0).get("line").asInt());
            assertEquals(4, body.get("bad").get(1).get("line").asInt());
            assertTrue(body.get("problem").asText().startsWith("2 lines of results.jsonl cannot be shown (line 3: "),
                    body.get("problem").asText());
            assertEquals(200, get(server, "/api/game?i=2").statusCode());
        }
    }

    @Test
    void aRequestWhoseHostIsNotTheMachineItselfIsRefused() throws Exception {
        try (ResultsServer server = new ResultsServer(new ResultsFolder(folder), 0)) {
            int port = server.uri().getPort();
            assertEquals("HTTP/1.1 403", statusLine(port, "evil.example:" + port).substring(0, 12));
            assertEquals("HTTP/1.1 403", statusLine(port, "localhost:" + (port + 1)).substring(0, 12));
            assertEquals("HTTP/1.1 200", statusLine(port, "localhost:" + port).substring(0, 12));
            assertEquals("HTTP/1.1 200", statusLine(port, "127.0.0.1:" + port).substring(0, 12));
        }
    }

    private static String statusLine(int port, String host) throws Exception {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(("GET /api/state HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            byte[] head = socket.getInputStream().readNBytes(12);
            return new String(head, StandardCharsets.US_ASCII);
        }
    }

    @Test
    void connectionsHeldOpenHalfWrittenDoNotStarveARequest() throws Exception {
        int held = ResultsServer.THREADS + 4;
        List<Socket> sockets = new ArrayList<>();
        try (ResultsServer server = new ResultsServer(new ResultsFolder(folder), 0)) {
            for (int i = 0; i < held; i++) {
                Socket s = new Socket(InetAddress.getLoopbackAddress(), server.uri().getPort());
                sockets.add(s);
                OutputStream out = s.getOutputStream();
                out.write("GET /api/state HTTP/1.1\r\nHo".getBytes(StandardCharsets.US_ASCII));
                out.flush();
            }
            long start = System.nanoTime();
            HttpResponse<String> state = get(server, "/api/state");
            double seconds = (System.nanoTime() - start) / 1e9;
            assertEquals(200, state.statusCode());
            assertTrue(seconds < ResultsServer.REQUEST_SECONDS * 3, "answered after " + seconds + " s");
            for (Socket s : sockets) {
                s.setSoTimeout(ResultsServer.REQUEST_SECONDS * 3 * 1000);
                InputStream in = s.getInputStream();
                int read;
                try {
                    read = in.read();
                } catch (SocketTimeoutException e) {
                    throw new AssertionError("a half-written request was still held open", e);
                } catch (java.io.IOException e) {
                    read = -1; // reset by the server: closed
                }
                assertEquals(-1, read, "the server closed the half-written request");
            }
        } finally {
            for (Socket s : sockets) {
                s.close();
            }
        }
    }
}
