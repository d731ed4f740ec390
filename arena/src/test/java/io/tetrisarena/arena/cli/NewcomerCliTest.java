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
        // The family is trusted: only a family in the arena's JVM can be configured (an isolated one cannot).
        List<String> args = new java.util.ArrayList<>(List.of("run", "--plugins", plugins.toString(), "--out",
                out.toString(), "--quiet", "--events", "classic", "--pieces", "10", "--seeds", "quick",
                "--trust", "family"));
        args.addAll(List.of(extra));
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void aFamilyThatDeclinesEveryEventIsNotEnteredByDefaultAndTheRunSaysItSkippedIt() throws Exception {
        Path out = work.resolve("default");
        CliRun run = run(out, "--games", "1");
        assertEquals(0, run.code(), run.err());
        assertEquals(List.of("skipped: family (it needs an argument: enter one as --bots ID:ARGUMENT, e.g."
                + " linear:weights.json)"), run.err().lines().filter(l -> l.contains("family")).toList(),
                "a note, no warning: " + run.err());
        List<GameRecord> games = ResultsFile.read(out.resolve("results.jsonl")).games();
        assertEquals(List.of("good"), games.stream().map(GameRecord::botId).distinct().toList());
    }

    @Test
    void aConfiguredBotKeepsTheSpellingItWasEnteredWith() throws Exception {
        Path out = work.resolve("spelled");
        CliRun run = run(out, "--bots", "family:features=lee,good", "--games", "1");
        assertEquals(0, run.code(), run.err());
        List<GameRecord> games = ResultsFile.read(out.resolve("results.jsonl")).games();
        assertEquals(List.of("family:features=lee", "good"), games.stream().map(GameRecord::botId).sorted().toList());
        assertTrue(Files.readString(out.resolve("leaderboard.md")).contains("family:features=lee"));
    }

    @Test
    void printsTheVersionOfTheArenaAndTheBotApi() {
        CliRun version = CliRun.of("--version");
        assertEquals(0, version.code());
        assertEquals("tetris-arena dev (bot API " + io.tetrisarena.api.ApiVersion.VERSION + ", Java "
                + System.getProperty("java.version") + ")", version.out().strip());
    }

    @Test
    void aFlagGivenTwiceIsAnErrorNotASilentChoice() {
        CliRun run = CliRun.of("play", "--bot", "good", "--seed", "3", "--seed", "4");
        assertEquals(Main.USAGE, run.code());
        assertEquals("arena play: --seed is given more than once; give it once (see 'arena play --help')",
                run.errLines()[0]);
    }

    @Test
    void anOutFolderThatIsAFileIsExplained() throws Exception {
        Path file = Files.writeString(work.resolve("a-file"), "x");
        CliRun run = CliRun.of("run", "--plugins", plugins.toString(), "--out", file.toString());
        assertEquals(Main.USAGE, run.code());
        assertEquals(1, run.errLines().length, run.err());
        assertTrue(run.err().contains("--out " + file + " is an existing file, but --out names a folder"), run.err());
        assertEquals("x", Files.readString(file));
    }

    @Test
    void playingAFamilyThatDeclinesIsOneLineAndNonZero() {
        CliRun play = CliRun.of("play", "--plugins", plugins.toString(), "--bot", "family", "--event", "classic");
        assertEquals(Main.USAGE, play.code());
        assertEquals(List.of("arena play: bot family declines event classic: needs an argument (see 'arena play --help')"),
                List.of(play.errLines()));
    }

    @Test
    void playAndReplayReadSeedAsTheIndexInTheSeedSetAndRawSeedAsTheSeed() throws Exception {
        io.tetrisarena.arena.event.SeedSet quick = io.tetrisarena.arena.event.SeedSet.load("quick");
        CliRun byIndex = CliRun.of("play", "--plugins", plugins.toString(), "--bot", "good", "--event", "classic",
                "--pieces", "10", "--seeds", "quick", "--seed", "2", "--quiet");
        CliRun byRaw = CliRun.of("play", "--plugins", plugins.toString(), "--bot", "good", "--event", "classic",
                "--pieces", "10", "--raw-seed", Long.toString(quick.seed(2)), "--quiet");
        assertEquals(0, byIndex.code(), byIndex.err());
        assertTrue(byIndex.out().contains("good on classic, seed #2 of quick: PIECE_CAP"), byIndex.out());
        assertTrue(byRaw.out().contains("good on classic, raw seed " + quick.seed(2) + ": PIECE_CAP"), byRaw.out());
        String board = byIndex.out().substring(0, byIndex.out().indexOf("good on"));
        assertEquals(board, byRaw.out().substring(0, byRaw.out().indexOf("good on")), "the same game either way");

        Path out = work.resolve("seeds");
        assertEquals(0, run(out, "--bots", "good", "--games", "3").code());
        String results = out.resolve("results.jsonl").toString();
        CliRun replay = CliRun.of("replay", "--results", results, "--bot", "good", "--event", "classic", "--seed", "2");
        CliRun replayRaw = CliRun.of("replay", "--results", results, "--bot", "good", "--event", "classic",
                "--raw-seed", Long.toString(quick.seed(2)));
        assertEquals(0, replay.code(), replay.err());
        assertTrue(replay.out().contains("seed #2 (" + quick.seed(2) + ")"), replay.out());
        assertEquals(replay.out(), replayRaw.out());
        assertEquals(Main.USAGE, CliRun.of("replay", "--results", results, "--bot", "good", "--event", "classic",
                "--raw-seed", "2").code(), "a raw seed is never taken for an index");
    }

    @Test
    void botsExitsNonZeroWhenAPluginFailed() throws Exception {
        Path broken = Files.createDirectories(work.resolve("broken-plugins"));
        Files.copy(plugins.resolve("good.jar"), broken.resolve("good.jar"));
        Files.writeString(broken.resolve("corrupt.jar"), "not a zip");
        CliRun bots = CliRun.of("bots", "--plugins", broken.toString());
        assertEquals(1, bots.code());
        assertTrue(bots.out().contains("plugins that failed:") && bots.out().contains("corrupt.jar"), bots.out());
        assertEquals(0, CliRun.of("bots", "--plugins", plugins.toString()).code());
    }

    @Test
    void suggestReadsAnInlineBoardAndExplainsItsAnswer() {
        CliRun suggest = CliRun.of("suggest", "--plugins", plugins.toString(), "--bot", "good", "--event", "classic",
                "--board", "#########./#########./#########./#########.", "--queue", "I");
        assertEquals(0, suggest.code(), suggest.err());
        List<String> lines = suggest.out().lines().toList();
        assertEquals("good plays I R 9 2  (IR9,2), clearing 4 lines", lines.get(0));
        assertEquals("  = piece I, rotation R (east; 0 spawn, R clockwise, 2 upside down, L counter-clockwise),"
                + " origin column x=9 and row y=2 (from 0 at the bottom left), no spin", lines.get(1));
        assertEquals(List.of("|#########I|", "|#########I|", "|#########I|", "|#########I|", "+----------+"),
                lines.subList(lines.size() - 6, lines.size() - 1));
        assertEquals("fumen: v115@9gI8AeI8AeI8AeI8KepIJ", lines.get(lines.size() - 1), "the board and the I, right,"
                + " at (9, 2): fumen's own spelling of the same cells");
    }

    @Test
    void suggestSaysOneLineInTheSingular() {
        CliRun suggest = CliRun.of("suggest", "--plugins", plugins.toString(), "--bot", "good", "--event", "classic",
                "--board", "######....", "--queue", "I");
        assertEquals(0, suggest.code(), suggest.err());
        String first = suggest.out().lines().findFirst().orElseThrow();
        assertTrue(first.startsWith("good plays I 0 ") && first.endsWith(", clearing 1 line"), first);
    }

    @Test
    void suggestRefusesABoardWithAFullRow() {
        // fumen of a board whose lowest row is full: no board in play holds one, so no placement clears it
        String full = io.tetrisarena.arena.fumen.Fumen.encode(io.tetrisarena.api.kernel.Board.parse(10, 40,
                "#.........", "##########"), null);
        for (String[] given : List.of(new String[] {"--fumen", full}, new String[] {"--board", "#........./##########"})) {
            CliRun suggest = CliRun.of("suggest", "--plugins", plugins.toString(), "--bot", "good", "--event",
                    "classic", given[0], given[1], "--queue", "I");
            assertEquals(Main.USAGE, suggest.code(), suggest.out());
            assertEquals(List.of("arena suggest: " + given[0] + ": row 1 from the bottom is full; a board in play never"
                    + " holds a full row (it clears as the piece locks), so leave a gap in it (see 'arena suggest"
                    + " --help')"), List.of(suggest.errLines()));
        }
    }

    @Test
    void aMistypedBotIdGetsADidYouMean() {
        CliRun play = CliRun.of("play", "--plugins", plugins.toString(), "--bot", "godo", "--event", "classic");
        assertEquals(Main.USAGE, play.code());
        assertTrue(play.errLines()[0].endsWith("; did you mean 'good'? (see 'arena play --help')"), play.err());
    }

    @Test
    void suggestSaysWhatIsWrongWithABoard() {
        CliRun suggest = CliRun.of("suggest", "--plugins", plugins.toString(), "--bot", "good", "--event", "classic",
                "--board", "#########/..........", "--queue", "I");
        assertEquals(Main.USAGE, suggest.code());
        assertTrue(suggest.errLines()[0].contains("--board: board row 1 has 9 cells, expected 10"), suggest.err());
    }

    @Test
    void suggestReadsAFumenAndTakesItsPieceAsTheCurrentOne() {
        CliRun suggest = CliRun.of("suggest", "--plugins", plugins.toString(), "--bot", "good", "--event", "classic",
                "--fumen", "v115@9gI8AeI8AeI8AeI8Ke5IYJA0no2AMOprDTBAAA");
        assertEquals(0, suggest.code(), suggest.err());
        List<String> lines = suggest.out().lines().toList();
        assertEquals("good plays I R 9 2  (IR9,2), clearing 4 lines", lines.get(0));
        assertEquals("fumen: v115@9gI8AeI8AeI8AeI8KepIJ", lines.get(lines.size() - 1));
        CliRun bad = CliRun.of("suggest", "--plugins", plugins.toString(), "--bot", "good", "--fumen", "v115@9gI8");
        assertEquals(List.of("arena suggest: --fumen: the fumen string ends in the middle of a page"
                + " (see 'arena suggest --help')"), List.of(bad.errLines()));
    }

    @Test
    void replayWritesTheBoardAtAnyMoveAsAFumen() throws Exception {
        Path out = work.resolve("fumen");
        assertEquals(0, run(out, "--bots", "good", "--games", "1").code());
        String results = out.resolve("results.jsonl").toString();
        CliRun start = CliRun.of("replay", "--results", results, "--bot", "good", "--event", "classic", "--seed", "0",
                "--fumen", "--move", "0");
        assertEquals(0, start.code(), start.err());
        assertEquals(1, start.out().lines().count(), "only the fumen, ready to pipe: " + start.out());
        String fumen = start.out().strip();
        assertTrue(fumen.startsWith("v115@"), fumen);
        assertTrue(start.err().startsWith("fumen after 0 moves"), start.err());
        List<io.tetrisarena.arena.fumen.Fumen.Page> pages = io.tetrisarena.arena.fumen.Fumen.decode(fumen);
        assertTrue(pages.get(0).toBoard(10, 40).isEmpty());
        assertTrue(pages.get(0).operation() != null, "the first move's piece is on the page");

        CliRun end = CliRun.of("replay", "--results", results, "--bot", "good", "--event", "classic", "--seed", "0",
                "--fumen");
        assertEquals(1, end.out().lines().count(), end.out());
        String last = end.out().strip();
        List<io.tetrisarena.arena.fumen.Fumen.Page> all = io.tetrisarena.arena.fumen.Fumen.decode(last);
        assertEquals(11, all.size(), "a page per move and one for the end");
        io.tetrisarena.arena.fumen.Fumen.Page page = all.get(10);
        assertTrue(java.util.stream.IntStream.range(0, 10).anyMatch(x -> page.at(x, 0) >= 1 && page.at(x, 0) <= 7),
                "the cells are in their pieces' colours, not grey");
        CliRun board = CliRun.of("replay", "--results", results, "--bot", "good", "--event", "classic", "--seed", "0");
        List<String> drawn = board.out().lines().filter(l -> l.startsWith("|")).map(l -> l.substring(1, 11)).toList();
        assertEquals(io.tetrisarena.api.kernel.Board.parse(10, 40, drawn.toArray(String[]::new)),
                page.toBoard(10, 40), "the fumen holds the board replay draws");
        assertEquals(Main.USAGE, CliRun.of("replay", "--results", results, "--bot", "good", "--event", "classic",
                "--seed", "0", "--move", "11").code());
    }

    @Test
    void newBotNamesItsClassAfterTheBotAndRefusesBadNamesAndExistingFolders() throws Exception {
        assertEquals("MyBot", NewBotCommand.className("my-bot"));
        assertEquals("TetrisBot", NewBotCommand.className("tetris"));
        assertEquals("SpinDoctorBot", NewBotCommand.className("spin-doctor"));
        CliRun bad = CliRun.of("new-bot", "My_Bot", "--dir", work.toString());
        assertEquals(Main.USAGE, bad.code());
        assertTrue(bad.errLines()[0].contains("the name must be lower-case letters, digits and '-'"), bad.err());
        Files.createDirectories(work.resolve("taken"));
        CliRun taken = CliRun.of("new-bot", "taken", "--dir", work.toString());
        assertEquals(Main.USAGE, taken.code());
        assertTrue(taken.errLines()[0].contains("already exists"), taken.err());
        CliRun none = CliRun.of("new-bot", "fresh", "--dir", work.toString(), "--arena-jar",
                work.resolve("missing.jar").toString());
        assertEquals(Main.USAGE, none.code());
        assertTrue(none.errLines()[0].contains("no arena jar to give the project's tests"), none.err());
        assertFalse(Files.exists(work.resolve("fresh")), "nothing is written before the checks pass");
    }
}
