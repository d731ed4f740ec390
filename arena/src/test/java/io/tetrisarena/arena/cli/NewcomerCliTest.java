package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.testkit.PluginJars;
import io.tetrisarena.arena.testkit.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line as a first-time user meets it: defaults, spellings and one-line errors. */
class NewcomerCliTest {
    /** A family that, like {@code linear}, plays nothing until given an argument; it renames what it makes. */
    private static final String FAMILY = """
            package testbots;

            import io.tetrisarena.api.*;
            import io.tetrisarena.api.kernel.*;
            import io.tetrisarena.api.rules.Rules;

            @org.pf4j.Extension
            public class FamilyBot implements ConfigurableBot {
                private final String id;
                public FamilyBot() { this("family"); }
                FamilyBot(String id) { this.id = id; }
                public BotInfo info() { return new BotInfo(id, "Family", "1.0.0", "tests", "a family"); }
                public Acceptance accepts(Rules rules) {
                    return id.equals("family") ? Acceptance.decline("needs an argument") : Acceptance.accept();
                }
                public BotPlayer newPlayer(Rules rules) {
                    if (id.equals("family")) { throw new IllegalStateException("configure me first"); }
                    return o -> Move.place(o.placements().get(0));
                }
                public TetrisBot configure(String argument) { return new FamilyBot("family:" + argument.replace('=', '.')); }
            }
            """;

    @TempDir
    static Path work;
    static Path plugins;

    @BeforeAll
    static void buildAGoodBotAndAFamily() throws Exception {
        plugins = Files.createDirectories(work.resolve("plugins"));
        TestBots.buildJars(work, plugins, List.of("good"));
        Path classes = PluginJars.compile(work, Map.of("testbots.FamilyBot", FAMILY));
        PluginJars.jar(plugins.resolve("family.jar"), PluginJars.manifest("family", ">=1.0.0 & <2.0.0"), classes,
                List.of("testbots.FamilyBot"), Map.of());
    }

    private static CliRun run(Path out, String... extra) {
        List<String> args = new java.util.ArrayList<>(List.of("run", "--plugins", plugins.toString(), "--out",
                out.toString(), "--quiet", "--events", "classic", "--pieces", "10", "--seeds", "quick", "--games", "1"));
        args.addAll(List.of(extra));
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void aFamilyThatDeclinesEveryEventIsNotEnteredByDefaultAndDoesNotWarn() throws Exception {
        Path out = work.resolve("default");
        CliRun run = run(out);
        assertEquals(0, run.code(), run.err());
        assertFalse(run.err().contains("family"), run.err());
        List<GameRecord> games = ResultsFile.read(out.resolve("results.jsonl")).games();
        assertEquals(List.of("good"), games.stream().map(GameRecord::botId).distinct().toList());
    }

    @Test
    void aConfiguredBotKeepsTheSpellingItWasEnteredWith() throws Exception {
        Path out = work.resolve("spelled");
        CliRun run = run(out, "--bots", "family:features=lee,good");
        assertEquals(0, run.code(), run.err());
        List<GameRecord> games = ResultsFile.read(out.resolve("results.jsonl")).games();
        assertEquals(List.of("family:features=lee", "good"), games.stream().map(GameRecord::botId).sorted().toList());
        assertTrue(Files.readString(out.resolve("leaderboard.md")).contains("family:features=lee"));
    }
}
