package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.event.SealedSeeds;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.testkit.ResultsLines;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --seeds sealed:N}: the header commits to a fresh secret, the footer reveals it once every game is
 * in, {@code verify} checks the one against the other, and {@code --resume} keeps the secret.
 */
class SealedRunTest {
    @TempDir
    static Path work;
    static Path whole;
    static ResultsStore.Contents<GameRecord> contents;

    static String[] run(Path out, String... extra) {
        List<String> args = new ArrayList<>(List.of("run", "--plugins", Path.of("..", "plugins").toString(), "--bots",
                "lee,greedy", "--events", "classic", "--pieces", "30", "--seeds", "sealed:3", "--games", "2",
                "--threads", "2", "--quiet", "--out", out.toString()));
        args.addAll(List.of(extra));
        return args.toArray(String[]::new);
    }

    @BeforeAll
    static void playASealedTournament() throws Exception {
        whole = work.resolve("whole");
        CliRun run = CliRun.of(run(whole));
        assertEquals(0, run.code(), run.err());
        contents = ResultsFile.read(whole.resolve("results.jsonl"));
    }

    @Test
    void theHeaderCommitsToTheSecretTheFooterRevealsAndTheSeedsComeFromIt() throws Exception {
        String secret = contents.sealedSecret();
        SealedSeeds sealed = SealedSeeds.of(secret, 3);
        assertEquals("sealed:3", contents.header().seedSet());
        assertEquals(sealed.commitment(), contents.header().sealedCommitment());
        assertEquals(sealed.seeds().checksum(), contents.header().seedChecksum());
        assertEquals(4, contents.games().size());
        for (GameRecord g : contents.games()) {
            assertEquals(sealed.seeds().seedFor(g.event(), g.seedIndex()), g.seed());
        }
        List<String> lines = Files.readAllLines(whole.resolve("results.jsonl"));
        assertFalse(lines.get(0).contains(secret), "the header holds only the commitment");
        assertTrue(lines.get(lines.size() - 1).contains("\"sealedSecret\":\"" + secret + "\""));
        Path file = whole.resolve(SealedSeeds.FILE);
        assertEquals(secret, Files.readString(file).strip());
        if (Files.getFileStore(file).supportsFileAttributeView("posix")) {
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        }
        CliRun verify = CliRun.of("verify", whole.resolve("results.jsonl").toString());
        assertEquals(0, verify.code(), verify.out());
        assertEquals("4 of 4 games verified in " + whole.resolve("results.jsonl") + "; chain intact, the footer's count and"
                + " last hash match; the revealed secret matches the header's commitment", verify.out().strip());
    }

    @Test
    void verifyRefusesAWrongSecretAndASealedFileWithoutAFooter() throws Exception {
        List<String> lines = Files.readAllLines(whole.resolve("results.jsonl"));
        List<String> wrong = new ArrayList<>(lines);
        String other = "0".repeat(64);
        wrong.set(wrong.size() - 1, wrong.get(wrong.size() - 1).replace(contents.sealedSecret(), other));
        Path wrongFile = Files.write(Files.createDirectories(work.resolve("wrong")).resolve("results.jsonl"), wrong);
        CliRun refused = CliRun.of("verify", wrongFile.toString());
        assertEquals(1, refused.code());
        assertEquals("refused " + wrongFile + ": the footer's secret is not the one the header commits to (its sha256"
                + " is " + SealedSeeds.of(other, 3).commitment() + ", the header's "
                + contents.header().sealedCommitment() + ")", refused.out().strip());

        Path open = Files.write(Files.createDirectories(work.resolve("open")).resolve("results.jsonl"),
                lines.subList(0, lines.size() - 1));
        CliRun footerless = CliRun.of("verify", open.toString());
        assertEquals(1, footerless.code());
        assertEquals("refused " + open + ": the seeds are sealed and the footer reveals no secret (a run not"
                + " finished?): no game can be checked against its seed", footerless.out().strip());
    }

    @Test
    void aResumedSealedRunKeepsItsSecretAndEqualsAnUninterruptedOne() throws Exception {
        // the run killed after its first game: no footer, the secret only in sealed.secret
        Path killed = Files.createDirectories(work.resolve("killed"));
        List<String> lines = Files.readAllLines(whole.resolve("results.jsonl"));
        Files.write(killed.resolve("results.jsonl"), lines.subList(0, 2));
        Files.copy(whole.resolve(SealedSeeds.FILE), killed.resolve(SealedSeeds.FILE));
        CliRun resumed = CliRun.of(run(killed, "--resume"));
        assertEquals(0, resumed.code(), resumed.err());
        ResultsStore.Contents<GameRecord> after = ResultsFile.read(killed.resolve("results.jsonl"));
        assertEquals(contents.sealedSecret(), after.sealedSecret());
        assertEquals(contents.header().sealedCommitment(), after.header().sealedCommitment());
        assertEquals(ResultsLines.unlinked(lines.get(1)),
                ResultsLines.unlinked(Files.readAllLines(killed.resolve("results.jsonl")).get(1)), "the game is kept");
        assertEquals(sorted(contents.games()).stream().map(RunCommandTest::untimed).toList(),
                sorted(after.games()).stream().map(RunCommandTest::untimed).toList());
        assertEquals(0, CliRun.of("verify", killed.resolve("results.jsonl").toString()).code());
    }

    @Test
    void aSealedRunWhoseSecretIsLostCannotBeResumed() throws Exception {
        Path lost = Files.createDirectories(work.resolve("lost"));
        Files.write(lost.resolve("results.jsonl"), Files.readAllLines(whole.resolve("results.jsonl")).subList(0, 2));
        CliRun resumed = CliRun.of(run(lost, "--resume"));
        assertEquals(2, resumed.code());
        assertEquals("arena run: the sealed run in " + lost + " cannot be resumed: its secret ("
                + lost.resolve(SealedSeeds.FILE) + ") is gone, and without it its seeds are unknown (see 'arena run"
                + " --help')", resumed.errLines()[0]);
    }

    @Test
    void aSealedRunCannotBeSharded() {
        CliRun sharded = CliRun.of(run(work.resolve("shard"), "--shard", "1/2"));
        assertEquals(2, sharded.code());
        assertTrue(sharded.err().contains("sealed seeds cannot be sharded: each shard would draw its own secret"),
                sharded.err());
    }

    private static List<GameRecord> sorted(List<GameRecord> games) {
        return games.stream().sorted(java.util.Comparator.comparing(io.tetrisarena.arena.tournament.GameKey::of))
                .toList();
    }

    @Test
    void theLeaderboardAndMergeAcceptAFinishedSealedFile() throws Exception {
        Path board = work.resolve("board");
        CliRun leaderboard = CliRun.of("leaderboard", "--results", whole.resolve("results.jsonl").toString(), "--out",
                board.toString());
        assertEquals(0, leaderboard.code(), leaderboard.err());
        assertTrue(Files.isRegularFile(board.resolve("leaderboard.md")));
        Path merged = work.resolve("merged");
        CliRun merge = CliRun.of("merge", merged.toString(), whole.toString());
        assertEquals(0, merge.code(), merge.err());
        CliRun verify = CliRun.of("verify", merged.resolve("results.jsonl").toString());
        assertEquals(0, verify.code(), verify.out());
        assertTrue(verify.out().strip().endsWith("; the revealed secret matches the header's commitment"), verify.out());
    }
}
