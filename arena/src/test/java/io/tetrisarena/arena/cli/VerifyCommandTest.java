package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.testkit.TestBots;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Results that can be trusted: every record is replayed, and a forged one is refused by its key. */
class VerifyCommandTest {
    @TempDir
    static Path work;
    static Path plugins;
    static Path tiny;
    static Path honest;
    static List<String> lines;

    @BeforeAll
    static void playASmallTournament() throws Exception {
        plugins = Files.createDirectories(work.resolve("plugins"));
        TestBots.buildJars(work, plugins, List.of("good", "cheater"));
        tiny = TestBots.writeTinyEvent(work.resolve("tiny.json"), 100);
        honest = work.resolve("honest");
        run(honest);
        lines = Files.readAllLines(honest.resolve("results.jsonl"));
    }

    static CliRun run(Path out, String... extra) {
        List<String> args = new ArrayList<>(List.of("run", "--plugins", plugins.toString(), "--trust", "good,cheater",
                "--events", tiny + ",classic", "--pieces", "30", "--seeds", "quick", "--games", "2", "--threads", "2",
                "--out", out.toString(), "--quiet"));
        args.addAll(List.of(extra));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, run.code(), run.err());
        return run;
    }

    /** A copy of the honest results with line {@code index} (0 = header) changed by {@code edit}. */
    static Path forged(String name, int index, java.util.function.UnaryOperator<String> edit) throws IOException {
        List<String> copy = new ArrayList<>(lines);
        copy.set(index, edit.apply(copy.get(index)));
        Path dir = Files.createDirectories(work.resolve(name));
        return Files.write(dir.resolve("results.jsonl"), copy);
    }

    static int lineOf(String bot, String event, int seedIndex) {
        for (int i = 1; i < lines.size(); i++) {
            String l = lines.get(i);
            if (l.contains("\"botId\":\"" + bot + "\"") && l.contains("\"event\":\"" + event + "\"")
                    && l.contains("\"seedIndex\":" + seedIndex + ",")) {
                return i;
            }
        }
        throw new AssertionError("no line for " + bot + "/" + event + "/#" + seedIndex);
    }

    @Test
    void anHonestResultsFileVerifies() {
        CliRun verify = CliRun.of("verify", honest.resolve("results.jsonl").toString());
        assertEquals(0, verify.code(), verify.out());
        assertEquals("8 of 8 games verified in " + honest.resolve("results.jsonl") + "; chain intact, the footer's"
                + " count and last hash match", verify.out().strip());
    }

    @Test
    void aFolderOrABinaryFileIsOneLineAndExitCodeTwo() throws Exception {
        CliRun folder = CliRun.of("verify", honest.toString());
        assertEquals(Main.USAGE, folder.code());
        assertEquals(List.of("arena verify: " + honest + " is a folder, not a results file; give "
                + honest.resolve("results.jsonl") + " (see 'arena verify --help')"), List.of(folder.errLines()));
        Path binary = Files.write(work.resolve("binary.bin"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2, '\n',
                (byte) 0xc3, (byte) 0x28});
        CliRun bytes = CliRun.of("verify", binary.toString());
        assertEquals(Main.USAGE, bytes.code());
        assertEquals(List.of("arena verify: " + binary + ": not text (not UTF-8), so not a results file"
                + " (see 'arena verify --help')"), List.of(bytes.errLines()));
        assertEquals("", folder.out() + bytes.out());
    }

    @Test
    void aDeviceOrAFileOfZerosIsOneLineAndExitCodeTwo() throws Exception {
        Path device = Path.of("/dev/zero");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(device), "no /dev/zero here");
        CliRun zero = CliRun.of("verify", device.toString());
        assertEquals(Main.USAGE, zero.code());
        assertEquals(List.of("arena verify: /dev/zero is not a regular file (a device or a pipe?), so not a results"
                + " file (see 'arena verify --help')"), List.of(zero.errLines()));
        Path zeros = Files.write(work.resolve("zeros.jsonl"), new byte[1 << 20]);
        CliRun nul = CliRun.of("verify", zeros.toString());
        assertEquals(Main.USAGE, nul.code());
        assertEquals(List.of("arena verify: " + zeros + ": not text (not UTF-8), so not a results file"
                + " (see 'arena verify --help')"), List.of(nul.errLines()));
        assertEquals("", zero.out() + nul.out());
    }

    @Test
    void anEditedScoreIsRefusedByGameKeyWithTheReason() throws Exception {
        int i = lineOf("good", "tiny", 1);
        GameRecord original = ResultsFile.read(honest.resolve("results.jsonl")).games().stream()
                .filter(g -> g.botId().equals("good") && g.event().equals("tiny") && g.seedIndex() == 1).findFirst()
                .orElseThrow();
        Path file = forged("score", i, l -> l.replace("\"score\":" + original.score() + ",",
                "\"score\":" + (original.score() + 5000) + ","));
        CliRun verify = CliRun.of("verify", file.toString());
        assertEquals(1, verify.code());
        List<String> out = verify.out().lines().toList();
        assertEquals("refused line " + (i + 1) + " (good/tiny/#1): the record says a score of "
                + (original.score() + 5000) + ", its replay " + original.score(), out.get(0));
        // the next line (a record, or the footer when the edited record was the last) no longer links to it
        assertTrue(out.get(1).equals("refused line " + (i + 2) + ": its link does not match line " + (i + 1) + " (that"
                + " line was edited, or a line was removed, inserted or moved here)") || out.get(1).equals("refused line "
                + (i + 2) + ": the footer's last hash does not match line " + (i + 1) + " (the last record was edited,"
                + " removed or added)"), out.get(1));
        assertTrue(verify.out().contains("7 of 8 games verified"), verify.out());
    }

    @Test
    void aTruncatedMoveListThatStillClaimsThePieceCapIsRefused() throws Exception {
        int i = lineOf("good", "classic", 0);
        Path file = forged("truncated", i, l -> l.replaceAll(" [^ \"]+\"}}$", "\"}}"));
        CliRun verify = CliRun.of("verify", "--results", file.toString());
        assertEquals(1, verify.code());
        assertTrue(verify.out().startsWith("refused line " + (i + 1) + " (good/classic/#0): the record says PIECE_CAP"
                + " after 30 pieces, but its"
                + " replay is not over after 29 moves (truncated?)"), verify.out());
    }

    @Test
    void aForgedGameOnAnotherSeedIsRefused() throws Exception {
        int i = lineOf("cheater", "tiny", 0);
        Path file = forged("seed", i, l -> l.replace("\"seedIndex\":0,", "\"seedIndex\":1,"));
        CliRun verify = CliRun.of("verify", file.toString());
        assertEquals(1, verify.code());
        assertTrue(verify.out().startsWith("refused line " + (i + 1) + " (cheater/tiny/#1): the seed is "), verify.out());
    }

    @Test
    void aCutShortLastLineFailsVerification() throws Exception {
        int last = lines.size() - 2;
        Path file = forged("cut", last, l -> l.substring(0, l.length() / 2));
        List<String> copy = new ArrayList<>(Files.readAllLines(file));
        copy.remove(copy.size() - 1);
        Files.write(file, copy);
        CliRun verify = CliRun.of("verify", file.toString());
        assertEquals(1, verify.code());
        assertTrue(verify.out().contains("refused line " + (last + 1) + ": it is cut short (a run ended while writing it);"
                + " --resume plays its game again"), verify.out());
    }

    @Test
    void theLeaderboardCommandRefusesAForgedRecord() throws Exception {
        int i = lineOf("good", "tiny", 0);
        Path file = forged("board", i, l -> l.replace("\"lines\":", "\"lines\":1"));
        CliRun board = CliRun.of("leaderboard", "--results", file.toString());
        assertEquals(Main.USAGE, board.code());
        assertTrue(board.err().contains(": line " + (i + 1) + " (record good/tiny/#0) is refused: the record says "),
                board.err());
    }

    @Test
    void resumingReplaysAForgedRecordInsteadOfKeepingIt() throws Exception {
        int i = lineOf("good", "classic", 1);
        Path file = forged("resume", i, l -> l.replace("\"score\":", "\"score\":9"));
        CliRun resumed = run(file.getParent(), "--resume");
        assertTrue(resumed.err().contains("record good/classic/#1 of "), resumed.err());
        assertTrue(resumed.err().contains("is refused (the record says a score of 9"), resumed.err());
        assertEquals(0, CliRun.of("verify", file.toString()).code());
        List<GameRecord> whole = ResultsFile.read(honest.resolve("results.jsonl")).games();
        List<GameRecord> again = ResultsFile.read(file).games();
        assertEquals(sorted(whole).stream().map(GameRecord::moves).toList(),
                sorted(again).stream().map(GameRecord::moves).toList());
    }

    @Test
    void resumingAFileWithTwoRecordsSwappedNamesTheLineAndPlaysThoseGamesAgain() throws Exception {
        List<String> copy = new ArrayList<>(lines);
        copy.set(2, lines.get(3));
        copy.set(3, lines.get(2));
        Path dir = Files.createDirectories(work.resolve("swapped"));
        Files.write(dir.resolve("results.jsonl"), copy);
        CliRun verify = CliRun.of("verify", dir.resolve("results.jsonl").toString());
        assertEquals(1, verify.code());
        assertTrue(verify.out().startsWith("refused line 3: its link does not match line 2 (that line was edited, or a"
                + " line was removed, inserted or moved here)\n"), verify.out());
        CliRun resumed = run(dir, "--resume");
        assertTrue(resumed.err().contains(" is refused (line 3: its link does not match line 2"), resumed.err());
        assertTrue(resumed.err().contains("); playing it again"), resumed.err());
        assertEquals(0, CliRun.of("verify", dir.resolve("results.jsonl").toString()).code());
        assertEquals(8, ResultsFile.read(dir.resolve("results.jsonl")).games().size());
    }

    private static List<GameRecord> sorted(List<GameRecord> games) {
        return games.stream().sorted(java.util.Comparator.comparing(io.tetrisarena.arena.tournament.GameKey::of)).toList();
    }

    @Test
    void aResultsFileThatShrankVanishedOrGrewDuringARunIsAnError() throws Exception {
        TournamentHeader header = ResultsFile.read(honest.resolve("results.jsonl")).header();
        GameRecord game = ResultsFile.read(honest.resolve("results.jsonl")).games().get(0);
        Path file = work.resolve("writer/results.jsonl");
        for (String damage : List.of("shrank", "vanished", "grew")) {
            try (ResultsStore.Writer<GameRecord> writer = ResultsFile.create(file, header, List.of())) {
                writer.append(game);
                writer.checkIntact();
                switch (damage) {
                    case "shrank" -> Files.write(file, List.of(lines.get(0)));
                    case "vanished" -> Files.delete(file);
                    default -> Files.writeString(file, lines.get(1) + "\n", java.nio.file.StandardOpenOption.APPEND);
                }
                writer.footer(1.0);
                IOException e = assertThrows(IOException.class, writer::checkIntact);
                assertTrue(e.getMessage().contains(damage), e.getMessage());
            }
        }
    }
}
