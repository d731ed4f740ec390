package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.tetrisarena.arena.tournament.Shard;
import io.tetrisarena.arena.tournament.TournamentConfig;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.junit.jupiter.api.Test;

/** Flag over config file over resumed header over default, and the source an error names. */
class SettingsTest {
    private static final TournamentConfig CONFIG = new TournamentConfig(List.of("good", "silent"), null, "quick", 2,
            null, 40, null, null, List.of("good"));
    private static final String RESUMED = Path.of("runs", "x", "results.jsonl").toString();

    private static CommandLine line(String... args) throws Exception {
        return new DefaultParser().parse(new RunCommand().options(), args);
    }

    @Test
    void aFlagWinsOverTheConfigFileWhichWinsOverTheDefault() throws Exception {
        Settings settings = Settings.of(line("--games", "3", "--bots", "a, b"), CONFIG);

        assertEquals(3, settings.integer("games", 1, 5, 5));
        assertEquals(Settings.Source.FLAG, settings.source("games"));
        assertEquals(List.of("a", "b"), settings.list("bots"));
        assertEquals("quick", settings.text("seeds", "official"));
        assertEquals(Settings.Source.FILE, settings.source("seeds"));
        assertEquals(40, settings.integer("pieces", 0, Integer.MAX_VALUE));
        assertEquals(7, settings.integer("threads", 1, 1024, 7));
        assertEquals(Settings.Source.DEFAULT, settings.source("threads"));
        assertEquals("runs/here", settings.text("out", "runs/here"));
        assertNull(settings.list("events"));
        assertEquals(Shard.ALL, settings.shard());
    }

    @Test
    void theTrustedNamesOfTheFileAndTheFlagAddUp() throws Exception {
        assertEquals(List.of("good", "other"), Settings.of(line("--trust", "other"), CONFIG).trusted());
    }

    @Test
    void aResumeTakesFromTheHeaderWhatNeitherFlagNorFileGives() throws Exception {
        Settings settings = Settings.of(line("--seeds", "quick"), TournamentConfig.empty())
                .resuming(RESUMED, Map.of("seeds", "quick", "games", "2", "shard", "2/3", "bots", "good,silent"));

        assertEquals(2, settings.integer("games", 1, 5, 5));
        assertEquals(Settings.Source.HEADER, settings.source("games"));
        assertEquals(List.of("good", "silent"), settings.list("bots"));
        assertEquals(Shard.parse("2/3"), settings.shard());
        assertEquals(Settings.Source.FLAG, settings.source("seeds"));
        settings.agrees("seeds", "quick"); // the flag agrees with the header: no error
        settings.agrees("games", "9"); // nothing gives it but the header: nothing to check
    }

    @Test
    void aBadValueIsReportedAsTheFlagOrTheConfigFieldThatGaveIt() throws Exception {
        UsageException flag = assertThrows(UsageException.class,
                () -> Settings.of(line("--games", "9"), CONFIG).integer("games", 1, 5));
        assertEquals("--games must be 1..5, got 9", flag.getMessage());

        UsageException file = assertThrows(UsageException.class,
                () -> Settings.of(line(), CONFIG).integer("games", 3, 5));
        assertEquals("config field 'games' must be 3..5, got 2", file.getMessage());

        TournamentConfig negativeCap = new TournamentConfig(null, null, null, null, null, -1, null, null, null);
        UsageException cap = assertThrows(UsageException.class,
                () -> Settings.of(line(), negativeCap).integer("pieces", 0, Integer.MAX_VALUE));
        assertEquals("config field 'pieces' must be 0..2147483647, got -1", cap.getMessage());
    }

    @Test
    void aGivenValueThatDiffersFromTheResumedHeaderIsOneLineNamingTheFlag() throws Exception {
        Settings settings = Settings.of(line(), CONFIG).resuming(RESUMED, Map.of("games", "4", "seeds", "quick"));

        UsageException e = assertThrows(UsageException.class, () -> settings.agrees("games", "2"));
        assertEquals("--games 2 differs from " + RESUMED + ", which holds 4; leave --games out to resume it, or use"
                + " another --out folder", e.getMessage());

        UsageException absent = assertThrows(UsageException.class, () -> Settings.of(line(), CONFIG)
                .resuming(RESUMED, Map.of()).agrees("bots", "good,silent", "every bot"));
        assertEquals("--bots good,silent differs from " + RESUMED + ", which holds every bot; leave --bots out to"
                + " resume it, or use another --out folder", absent.getMessage());
    }
}
