package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.cli.CliRun;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import io.tetrisarena.arena.results.ResultsFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A bot's words are data: a lone surrogate in the text a bot sends ends neither its game's record nor the run. */
class BotTextRunTest {
    @TempDir
    Path work;

    @Test
    void aLoneSurrogateInABotsErrorTextIsKeptAsAReplacementCharacterAndTheRunFinishes() throws Exception {
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        // JSON's escape of a high surrogate with nothing after it: valid JSON, invalid text
        ScriptBots.descriptor(plugins, "babel", ScriptBots.write(Files.createDirectories(work.resolve("scripts")),
                "Babel", ScriptBots.ready(), "out.println(\"{\\\"type\\\":\\\"suggestion\\\",\\\"moves\\\":[],"
                        + "\\\"tetris_arena_error\\\":\\\"boom \\\\ud800 end\\\"}\");"));
        Path out = work.resolve("out");
        CliRun run = CliRun.of("run", "--plugins", plugins.toString(), "--bots", "babel", "--events", "classic",
                "--pieces", "5", "--seeds", "quick", "--games", "2", "--threads", "1", "--out", out.toString(),
                "--quiet");
        assertEquals(0, run.code(), run.err());
        Path file = out.resolve("results.jsonl");
        byte[] bytes = Files.readAllBytes(file);
        assertTrue(StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).length() > 0,
                "the file is valid UTF-8");
        List<GameRecord> games = ResultsFile.read(file).games();
        assertEquals(2, games.size());
        for (GameRecord g : games) {
            assertEquals(Outcome.EXCEPTION, g.outcome(), g.detail());
            assertTrue(g.detail().contains("boom \uFFFD end"), g.detail());
        }
        CliRun verify = CliRun.of("verify", file.toString());
        assertEquals(0, verify.code(), verify.out());
    }
}
