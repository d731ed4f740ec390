package io.tetrisarena.arena.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code serve}'s list of a bot's games, the replay picker's, whatever order a run's threads wrote them in. */
class ResultsServerGamesTest {
    @TempDir
    Path folder;

    private static GameRecord game(String bot, int seedIndex) {
        return new GameRecord(bot, "1", "ff", "e", "quick", seedIndex, 100 + seedIndex, Outcome.PIECE_CAP, "", 10, 4,
                800 + seedIndex, 1, 0, 0, 6, 0.5, 1.25, "T24,1f hI01,0");
    }

    @Test
    void listsABotsGamesOfAnEventInSeedOrderWithTheirPlaceInTheFile() throws Exception {
        TournamentHeader header = new TournamentHeader("dev", "1.0.0",
                List.of(new TournamentHeader.EventInfo("e", "d", "score", true, "{}", "ab")), "quick", "cc", 2,
                List.of(new TournamentHeader.BotEntry("a", "A", "1", "me", "p", "ff", "in-process"),
                        new TournamentHeader.BotEntry("b", "B", "1", "me", "p", "ff", "in-process")),
                3, "2026-01-01T00:00:00Z", "jvm");
        // As two threads may finish them: seed 2 first, the other bot's games in between.
        List<GameRecord> written = List.of(game("a", 2), game("b", 0), game("a", 0), game("b", 1), game("a", 1));
        try (ResultsStore.Writer<GameRecord> w = ResultsFile.create(folder.resolve("results.jsonl"), header,
                written)) {
            w.footer(1.0);
        }
        try (ResultsServer server = new ResultsServer(new ResultsFolder(folder), 0)) {
            HttpResponse<String> answer = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build()
                    .send(HttpRequest.newBuilder(server.uri().resolve("/api/games?event=e&bot=a"))
                            .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, answer.statusCode(), answer.body());
            List<String> listed = new ArrayList<>();
            for (JsonNode g : new ObjectMapper().readTree(answer.body()).get("games")) {
                listed.add("seed " + g.get("seed").asInt() + " at " + g.get("i").asInt());
            }
            assertEquals(List.of("seed 0 at 2", "seed 1 at 4", "seed 2 at 0"), listed);
        }
    }
}
