package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.testkit.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --resume} resumes a run or refuses; a resume keeps the run's threads and its first start. */
class ResumeRefusalTest {
    @TempDir
    static Path work;
    static Path plugins;

    @BeforeAll
    static void buildTestBots() throws Exception {
        plugins = Files.createDirectories(work.resolve("plugins"));
        TestBots.buildJars(work, plugins, List.of("good", "cheater"));
    }

    private static CliRun run(Path out, String... extra) {
        List<String> args = new ArrayList<>(List.of("run", "--plugins", plugins.toString(), "--out", out.toString(),
                "--quiet", "--events", "classic", "--pieces", "12", "--seeds", "quick", "--games", "2"));
        args.addAll(List.of(extra));
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void resumingAFolderThatDoesNotExistIsOneLineAndExitTwoAndCreatesNothing() {
        Path typo = work.resolve("runs-typo");
        CliRun resumed = run(typo, "--resume");
        assertEquals(Main.USAGE, resumed.code());
        assertEquals(List.of("arena run: nothing to resume: " + typo.resolve("results.jsonl") + " does not exist (no folder "
                + typo + "); check the --out folder, or leave --resume out to start a run there (see 'arena run"
                + " --help')"), List.of(resumed.errLines()));
        assertFalse(Files.exists(typo));
    }

    @Test
    void resumingAnEmptyFolderRefusesToo() throws Exception {
        Path empty = Files.createDirectories(work.resolve("empty"));
        CliRun resumed = run(empty, "--resume");
        assertEquals(Main.USAGE, resumed.code());
        assertEquals(List.of("arena run: nothing to resume: " + empty.resolve("results.jsonl") + " does not exist;"
                + " check the --out folder, or leave --resume out to start a run there (see 'arena run --help')"),
                List.of(resumed.errLines()));
    }

    @Test
    void versusResumeOnAFolderWithoutGamesRefuses() {
        Path typo = work.resolve("versus-typo");
        CliRun resumed = CliRun.of("versus", "--plugins", plugins.toString(), "--out", typo.toString(), "--resume");
        assertEquals(Main.USAGE, resumed.code());
        assertEquals(1, resumed.errLines().length, resumed.err());
        assertEquals("arena versus: nothing to resume: " + typo.resolve("versus.jsonl") + " does not exist (no folder "
                + typo + "); check the --out folder, or leave --resume out to start a run there (see 'arena versus"
                + " --help')", resumed.errLines()[0]);
    }

    @Test
    void aResumeKeepsTheThreadsAndTheFirstStartOfTheRun() throws Exception {
        Path out = work.resolve("threads");
        assertEquals(0, run(out, "--bots", "good", "--threads", "1").code());
        TournamentHeader first = ResultsFile.read(out.resolve("results.jsonl")).header();
        assertEquals(1, first.threads());
        Thread.sleep(1100); // a resume a second later: its own start differs from the first run's
        CliRun resumed = CliRun.of("run", "--plugins", plugins.toString(), "--out", out.toString(), "--quiet",
                "--bots", "good,cheater", "--resume");
        assertEquals(0, resumed.code(), resumed.err());
        assertEquals("tournament: 2 bots x 1 event x 2 seeds of 'quick' on 1 thread, into " + out,
                resumed.errLines()[0]);
        TournamentHeader after = ResultsFile.read(out.resolve("results.jsonl")).header();
        assertEquals(1, after.threads());
        assertEquals(first.startedAt(), after.startedAt(), "started is the first run's");
        assertFalse(after.resumed().at().equals(first.startedAt()), "the resume's time is its own");
    }
}
