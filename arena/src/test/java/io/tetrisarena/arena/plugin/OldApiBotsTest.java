package io.tetrisarena.arena.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.botkit.BotHarness;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.testkit.PluginJars;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pf4j.ExtensionPoint;

/**
 * The API's promise end to end: a bot jar compiled against the released API 1.1.0 jar (api/compat) loads
 * in this arena and plays exactly the games the same source plays when compiled against today's API. The
 * bot leans on what 1.3.0 deprecated: {@code Observation.holdPiece()}, the published weights of
 * {@code FeatureSet} and the weights-file JSON of {@code LinearWeights}.
 */
class OldApiBotsTest {
    private static final Path API_110 = Path.of("..", "api", "compat", "tetris-arena-api-1.1.0.jar");

    private static final String SOURCE = """
            package oldapi;

            import io.tetrisarena.api.Acceptance;
            import io.tetrisarena.api.BotInfo;
            import io.tetrisarena.api.BotPlayer;
            import io.tetrisarena.api.Move;
            import io.tetrisarena.api.TetrisBot;
            import io.tetrisarena.api.features.FeatureSet;
            import io.tetrisarena.api.features.LinearEvaluator;
            import io.tetrisarena.api.features.LinearWeights;
            import io.tetrisarena.api.features.Search;
            import io.tetrisarena.api.features.SearchPolicy;
            import io.tetrisarena.api.rules.Rules;
            import org.pf4j.Extension;

            @Extension
            public class OldApiBot implements TetrisBot {
                public BotInfo info() {
                    return new BotInfo("old-api", "Old API", "1.1.0", "tests", "compiled against bot API 1.1.0");
                }

                public Acceptance accepts(Rules rules) {
                    return rules.hold() ? Acceptance.accept() : Acceptance.decline("wants hold");
                }

                public BotPlayer newPlayer(Rules rules) {
                    LinearWeights weights = LinearWeights.parse(
                            LinearWeights.published("bcts-copy", FeatureSet.BCTS).toJson(), "in memory");
                    LinearEvaluator evaluator = new LinearEvaluator(weights.features(), weights.weights());
                    if (evaluator.weights()[0] != FeatureSet.BCTS.publishedWeights()[0]) {
                        throw new IllegalStateException("weights lost in the JSON round trip");
                    }
                    Search search = new Search(rules, SearchPolicy.currentAndNext().withHold(true));
                    return observation -> {
                        if (observation.holdPiece().isPresent() == observation.holdPlacements().isEmpty()) {
                            throw new IllegalStateException("holdPiece() disagrees with holdPlacements()");
                        }
                        return search.bestMove(observation, evaluator);
                    };
                }
            }
            """;

    @TempDir
    Path work;

    @Test
    void aBotCompiledAgainstApi110LoadsAndPlaysTheGamesItPlaysWhenCompiledAgainstToday() throws Exception {
        Path pf4j = Path.of(ExtensionPoint.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path oldClasses = PluginJars.compile(work, Map.of("oldapi.OldApiBot", SOURCE),
                API_110.toAbsolutePath() + File.pathSeparator + pf4j);
        Path plugins = work.resolve("plugins");
        PluginJars.jar(plugins.resolve("old-api.jar"), PluginJars.manifest("old-api", ">=1.1.0 & <2.0.0"),
                oldClasses, List.of("oldapi.OldApiBot"), Map.of());
        assertTrue(Files.isRegularFile(API_110), API_110 + " is the baseline");

        LoadedPlugins loaded = new DefaultBotLoader().load(plugins, Trust.everything());
        assertEquals(List.of(), loaded.problems());
        assertEquals(List.of("old-api"), loaded.bots().stream().map(LoadedBot::id).toList());
        BotHarness.Report old = BotHarness.play(loaded.bots().get(0).bot(), "marathon", 1);

        Path newClasses = PluginJars.compile(work, Map.of("oldapi.OldApiBot", SOURCE));
        PluginJars.jar(work.resolve("today").resolve("today.jar"), PluginJars.manifest("today", ">=1.1.0 & <2.0.0"),
                newClasses, List.of("oldapi.OldApiBot"), Map.of());
        LoadedPlugins today = new DefaultBotLoader().load(work.resolve("today"), Trust.everything());
        BotHarness.Report now = BotHarness.play(today.bots().get(0).bot(), "marathon", 1);

        assertEquals(0, old.failures(), old.summary());
        GameRecord a = old.games().get(0);
        GameRecord b = now.games().get(0);
        assertEquals(1000, a.pieces(), "marathon's cap: the old bot survives every piece");
        assertTrue(a.lines() > 300, a.lines() + " lines");
        assertEquals(List.of(b.pieces(), b.lines(), b.score(), b.moves()),
                List.of(a.pieces(), a.lines(), a.score(), a.moves()));
    }
}
