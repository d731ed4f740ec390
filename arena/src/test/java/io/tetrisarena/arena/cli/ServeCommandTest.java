package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.arena.serve.ResultsFolder;
import io.tetrisarena.arena.serve.ResultsServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arena serve}'s user errors, each one line and exit code 2, and what its server answers on 127.0.0.1. */
class ServeCommandTest {
    @TempDir
    Path work;

    @Test
    void refusesAMissingFolderArgumentAFileAndATakenPort() throws Exception {
        CliRun none = CliRun.of("serve");
        assertEquals(Main.USAGE, none.code());
        assertEquals(List.of("arena serve: give the results folder: arena serve DIR (e.g. runs/first-look)"
                + " (see 'arena serve --help')"),
                List.of(none.errLines()));
        Path file = Files.writeString(work.resolve("results.jsonl"), "{}\n");
        CliRun aFile = CliRun.of("serve", file.toString());
        assertEquals(Main.USAGE, aFile.code());
        assertEquals(List.of("arena serve: " + file + " is a file; give the results folder that holds results.jsonl"
                + " (see 'arena serve --help')"),
                List.of(aFile.errLines()));
        try (ResultsServer taken = new ResultsServer(new ResultsFolder(work), 0)) {
            int port = taken.uri().getPort();
            CliRun busy = CliRun.of("serve", work.toString(), "--port", String.valueOf(port));
            assertEquals(Main.USAGE, busy.code());
            assertEquals(List.of("arena serve: --port " + port + " is taken on 127.0.0.1; give another, or none for"
                    + " a free one (see 'arena serve --help')"), List.of(busy.errLines()));
        }
    }

    @Test
    void answersOnTheLoopbackAddressAndSaysWhatIsMissing() throws Exception {
        try (ResultsServer server = new ResultsServer(new ResultsFolder(work.resolve("not-yet")), 0)) {
            assertEquals("127.0.0.1", server.uri().getHost());
            HttpClient http = HttpClient.newHttpClient();
            String state = http.send(HttpRequest.newBuilder(server.uri().resolve("api/state")).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            assertEquals(true, state.contains("\"problem\":\"no results.jsonl or versus.jsonl yet\""), state);
            HttpResponse<String> bad = http.send(HttpRequest.newBuilder(server.uri().resolve("api/game?i=x")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(400, bad.statusCode());
            assertEquals("{\"error\":\"give the game's index: ?i=K\"}", bad.body());
            HttpResponse<String> missing = http.send(HttpRequest.newBuilder(URI.create(server.uri() + "../etc/passwd"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(404, missing.statusCode());
        }
    }
}
