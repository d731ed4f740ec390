package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A bot's standard error log takes at most 10 MiB a run, then a note; a flood costs the arena nothing more. */
class StderrCapTest {
    @TempDir
    Path work;

    @Test
    void aStderrFloodIsCutAtTenMebibytesWithANote() throws Exception {
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        // 16 MiB of 'x' on standard error at each move, then a legal-looking but empty answer.
        ScriptBots.descriptor(plugins, "flood", ScriptBots.write(work, "Flood", ScriptBots.ready(),
                "byte[] b = new byte[1 << 20]; java.util.Arrays.fill(b, (byte) 'x'); for (int i = 0; i < 16; i++)"
                        + " { System.err.write(b, 0, b.length); } System.err.flush();"
                        + " out.println(\"{\\\"type\\\":\\\"suggestion\\\",\\\"moves\\\":[]}\");"));
        LoadedBot flood = new DefaultBotLoader().load(plugins).bots().get(0);
        try (BotConnector c = flood.connector(work)) {
            for (GameRecord r : TbpGamesTest.play(c, TbpGamesTest.shortened("marathon", 10), 2)) {
                assertEquals(Outcome.ILLEGAL_MOVE, r.outcome(), r.detail());
            }
        }
        Path log = work.resolve("bots").resolve("flood.stderr.log");
        String note = "\n[tetris-arena: this bot's standard error passed 10 MiB in this run; the rest is dropped]\n";
        assertEquals(DefaultBotProcess.STDERR_CAP_BYTES + note.length(), Files.size(log));
        byte[] bytes = Files.readAllBytes(log);
        String tail = new String(bytes, bytes.length - note.length(), note.length(), StandardCharsets.UTF_8);
        assertEquals(note, tail);
        assertTrue(bytes[0] == 'x' && bytes[(int) DefaultBotProcess.STDERR_CAP_BYTES - 1] == 'x',
                new String(bytes, 0, 200, StandardCharsets.UTF_8));
    }
}
