package io.tetrisarena.bots.lookahead;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.features.FeatureSet;
import io.tetrisarena.api.features.LinearWeights;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfigurationTest {

    @Test
    void theBundledBotsUseTheDefaultWeightsAndSettings() {
        ExpectimaxBot bot = new ExpectimaxBot();
        assertEquals("expectimax", bot.info().id());
        assertEquals(LookaheadBot.DEFAULT_WEIGHTS.features(), bot.weights().features());
        assertEquals(ExpectimaxBot.DEFAULTS, bot.settings());
        assertEquals(1, new GreedyBot().settings().depth());
        assertEquals(BeamBot.DEFAULTS, new BeamBot().settings());
    }

    @Test
    void aFeatureSetAndOptionsConfigureTheSearchAndNameTheBot() {
        LookaheadBot bot = (LookaheadBot) new ExpectimaxBot().configure("el-tetris,depth=2,topk=8/3");
        assertEquals("expectimax:el-tetris.depth2.topk8-3", bot.info().id());
        assertEquals(FeatureSet.EL_TETRIS.features(), bot.weights().features());
        assertEquals(2, bot.settings().depth());
        assertArrayEquals(new int[] {8, 3}, bot.settings().topK());
    }

    @Test
    void optionsAloneKeepTheDefaultWeights() {
        LookaheadBot bot = (LookaheadBot) new BeamBot().configure("width=12");
        assertEquals("beam:bcts.width12", bot.info().id());
        assertEquals(12, bot.settings().width());
    }

    @Test
    void aWeightsFileScoresTheLeaves(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("mine.json");
        LinearWeights.published("my-weights", FeatureSet.DELLACHERIE).write(file);
        LookaheadBot bot = (LookaheadBot) new MinimaxBot().configure(file.toString());
        assertEquals("minimax:my-weights", bot.info().id());
        assertEquals(FeatureSet.DELLACHERIE.features(), bot.weights().features());
    }

    @Test
    void theOnePieceBotStaysOnePieceWhateverTheOptions() {
        LookaheadBot bot = (LookaheadBot) new GreedyBot().configure("nus,depth=3");
        assertEquals(1, bot.settings().depth());
    }

    @Test
    void badArgumentsAreRejectedWithOneLineReasons() {
        ExpectimaxBot bot = new ExpectimaxBot();
        for (String bad : new String[] {"no-such-weights", "depth=zero", "depth=0", "colour=red", "bcts,nus", " "}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> bot.configure(bad), bad);
            assertTrue(e.getMessage().startsWith("expectimax: "), e.getMessage());
            assertTrue(!e.getMessage().contains("\n"), e.getMessage());
        }
    }
}
