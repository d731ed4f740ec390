package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.event.SealedSeeds;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.kernel.internal.PieceSequence;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sealed means unseen: in a sealed run each event deals pieces of its own, so a bot whose process outlives a
 * game (an isolated child plays every game of its bot) has seen no piece of any later game. A public set deals
 * the same pieces to every event, so that anyone can replay and compare them.
 */
class SealedEventsTest {
    @TempDir
    Path work;

    private List<GameRecord> play(String seeds) throws Exception {
        Path out = work.resolve(seeds.replace(':', '-'));
        CliRun run = CliRun.of("run", "--plugins", Path.of("..", "plugins").toString(), "--bots", "lee", "--events",
                "classic,marathon,survival", "--pieces", "20", "--seeds", seeds, "--games", "3", "--threads", "2",
                "--quiet", "--out", out.toString());
        assertEquals(0, run.code(), run.err());
        return ResultsFile.read(out.resolve("results.jsonl")).games();
    }

    /** The first 14 pieces a game deals: two bags, which two different seeds repeat once in 5040 squared. */
    private static String dealt(long seed) {
        return PieceSequence.sevenBag(seed).prefix(14);
    }

    @Test
    void noTwoGamesOfASealedRunDealTheSamePieces() throws Exception {
        BundledBotsTest.assumeBundledJarsBuilt();
        List<GameRecord> games = play("sealed:3");
        assertEquals(9, games.size());
        Map<String, GameRecord> byPieces = new HashMap<>();
        for (GameRecord g : games) {
            GameRecord before = byPieces.put(dealt(g.seed()), g);
            assertEquals(null, before, () -> g.event() + " #" + g.seedIndex() + " deals the pieces of another game");
        }
        SeedSet seeds = SealedSeeds.of(ResultsFile.read(work.resolve("sealed-3").resolve("results.jsonl"))
                .sealedSecret(), 3).seeds();
        for (GameRecord g : games) {
            assertEquals(seeds.seedFor(g.event(), g.seedIndex()), g.seed());
            assertNotEquals(seeds.seed(g.seedIndex()), g.seed(), "not the set's own seed, which no game plays");
        }
        CliRun verify = CliRun.of("verify", work.resolve("sealed-3").resolve("results.jsonl").toString());
        assertEquals(0, verify.code(), verify.out());
    }

    @Test
    void everyEventOfAPublicSetDealsTheSamePiecesForTheSameSeed() throws Exception {
        BundledBotsTest.assumeBundledJarsBuilt();
        List<GameRecord> games = play("quick");
        assertEquals(9, games.size());
        SeedSet quick = SeedSet.load("quick");
        for (GameRecord g : games) {
            assertEquals(quick.seed(g.seedIndex()), g.seed(), g.event() + " #" + g.seedIndex());
        }
        assertTrue(games.stream().filter(g -> g.seedIndex() == 0).map(g -> dealt(g.seed())).distinct().count() == 1);
    }
}
