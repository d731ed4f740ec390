package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code replay} reads a versus results file: both boards side by side, the pair's mirrored game, its fumen. */
class VersusReplayTest {
    @TempDir
    static Path work;
    static Path versus;

    @BeforeAll
    static void playAShortVersusRound() throws Exception {
        BundledBotsTest.assumeBundledJarsBuilt();
        Path out = work.resolve("versus");
        CliRun run = CliRun.of("versus", "--bots", "attacker,striker", "--plugins", Path.of("..", "plugins").toString(),
                "--games", "1", "--pieces", "40", "--threads", "2", "--out", out.toString());
        assertEquals(0, run.code(), run.out() + run.err());
        versus = out.resolve("versus.jsonl");
    }

    @Test
    void replaysAVersusGameWithBothBoardsAndNamesItsBots() {
        CliRun replay = CliRun.of("replay", "--results", versus.toString(), "--bot", "striker", "--seed", "0");
        assertEquals(0, replay.code(), replay.err());
        String[] lines = replay.out().split("\n");
        assertTrue(lines[0].startsWith("attacker") && lines[0].strip().endsWith("striker"), lines[0]);
        assertTrue(lines[lines.length - 1].startsWith("attacker vs striker, seed #0: "), replay.out());
        assertTrue(!replay.out().contains("side 0") && !replay.out().contains("side 1"), replay.out());
    }

    @Test
    void theMirroredGameOfThePairIsChosenByFlag() {
        CliRun replay = CliRun.of("replay", "--results", versus.toString(), "--bot", "striker", "--seed", "0",
                "--mirrored");
        assertEquals(0, replay.code(), replay.err());
        assertTrue(replay.out().contains("striker vs attacker, seed #0, mirrored: "), replay.out());
    }

    @Test
    void fumenPrintsOnlyTheBotsSideAsAString() {
        CliRun replay = CliRun.of("replay", "--results", versus.toString(), "--bot", "attacker", "--seed", "0",
                "--fumen");
        assertEquals(0, replay.code(), replay.err());
        assertTrue(replay.out().strip().matches("v115@\\S+"), replay.out());
        assertTrue(replay.err().contains("fumen of attacker's side"), replay.err());
    }

    @Test
    void aGameThatIsNotThereIsOneLineAndExitTwo() {
        CliRun replay = CliRun.of("replay", "--results", versus.toString(), "--bot", "striker", "--seed", "0",
                "--opponent", "beam");
        assertEquals(2, replay.code());
        assertEquals("arena replay: no versus game of bot 'striker' against 'beam' in event 'versus' with seed #0 in "
                + versus + " (see 'arena replay --help')", replay.err().strip());
    }
}
