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
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pf4j.ExtensionPoint;

/**
 * The API's promise end to end: a bot jar compiled against a released API jar (api/compat: 1.1.0, 1.2.0,
 * and 1.4.0, the last single jar, whose TetrisBot was a PF4J ExtensionPoint), declared the PF4J way in
 * META-INF/extensions.idx, loads in this arena and plays exactly the games the same source plays when
 * compiled against today's API. The bot leans on what 1.3.0 deprecated: {@code Observation.holdPiece()},
 * the published weights of {@code FeatureSet} and the weights-file JSON of {@code LinearWeights}.
 */
class OldApiBotsTest {

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
                    return new BotInfo("old-api", "Old API", "1.1.0", "tests", "compiled against an earlier bot API");
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

    @ParameterizedTest(name = "API {0}")
    @ValueSource(strings = {"1.1.0", "1.2.0", "1.4.0"})
    void aBotCompiledAgainstAReleasedApiLoadsAndPlaysTheGamesItPlaysWhenCompiledAgainstToday(String release)
            throws Exception {
        Path api = Path.of("..", "api", "compat", "tetris-arena-api-" + release + ".jar");
        assertTrue(Files.isRegularFile(api), api + " is the baseline");
        Path pf4j = Path.of(ExtensionPoint.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path oldClasses = PluginJars.compile(work, Map.of("oldapi.OldApiBot", SOURCE),
                api.toAbsolutePath() + File.pathSeparator + pf4j);
        Path plugins = work.resolve("plugins");
        PluginJars.jar(plugins.resolve("old-api.jar"), PluginJars.manifest("old-api", ">=1.1.0 & <2.0.0"),
                oldClasses, List.of("oldapi.OldApiBot"), Map.of());

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
