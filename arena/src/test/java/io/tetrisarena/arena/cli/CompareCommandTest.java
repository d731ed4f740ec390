package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.testkit.TestBots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code compare} with a bot that survives every game against one that makes an illegal first move, on an
 * event ranked by pieces placed: every seed is a win for the survivor, so the test stops at exactly the seed
 * where Wald's bound is crossed.
 */
class CompareCommandTest {
    @TempDir
    static Path work;
    static Path plugins;
    static Path event;

    @BeforeAll
    static void buildBotsAndAnEventRankedByPieces() throws Exception {
        plugins = Files.createDirectories(work.resolve("plugins"));
        TestBots.buildJars(work, plugins, List.of("good", "cheater"));
        event = work.resolve("pieces.json");
        Files.writeString(event, """
                {"name": "pieces", "description": "Pieces placed in a short game.", "metric": "pieces",
                 "higherIsBetter": true,
                 "rules": {"width": 10, "height": 40, "visibleHeight": 20, "previewCount": 1, "hold": false,
                           "movement": "straight_drop", "rotation180": false, "scoring": "nes",
                           "randomizer": "seven_bag", "topOut": "guideline", "pieceCap": 8,
                           "garbage": {"firstInterval": 0, "minInterval": 0, "shrinkEvery": 0},
                           "moveTimeMillis": 200}}
                """);
    }

    private static CliRun compare(String a, String b, String... extra) {
        List<String> args = new ArrayList<>(List.of("compare", a, b, "--plugins", plugins.toString(), "--event",
                event.toString()));
        args.addAll(List.of(extra));
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void stopsAtTheTwentyThirdStraightWinAndAcceptsH1() {
        CliRun run = compare("good", "cheater", "--threads", "3");
        assertEquals(0, run.code(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals("23 seeds (#0..#22): good better on 23, tied on 0, worse on 0 (W/D/L 23/0/0)", lines.get(1));
        assertEquals("SPRT (sequential sign test, ties left out): LLR 3.073, bounds (-2.944, 2.944);"
                + " estimate P(A better on an untied seed) 1.000 (elo +inf)", lines.get(2));
        assertEquals("verdict: H1 accepted: good is better than cheater on pieces (H0, elo +0.0, rejected at alpha 0.050)", lines.get(3));
    }

    @Test
    void stopsAtTheTwentiethStraightLossAndAcceptsH0WhateverTheThreadCount() {
        CliRun run = compare("cheater", "good", "--threads", "1");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("20 seeds (#0..#19): cheater better on 0, tied on 0, worse on 20"), run.out());
        assertTrue(run.out().contains("verdict: H0 accepted: cheater is not better than good on pieces by elo +50.0 (H1 rejected at beta 0.050)"),
                run.out());
    }

    @Test
    void tiesCarryNoEvidenceSoTheSameBotTwiceIsRefusedAndTiesLeaveItUndecided() {
        CliRun same = compare("good", "good");
        assertEquals(Main.USAGE, same.code());
        CliRun narrow = compare("good", "cheater", "--games", "5");
        assertTrue(narrow.out().contains("verdict: undecided after 5 seeds"), narrow.out());
        CliRun oneBot = CliRun.of("compare", "good", "--plugins", plugins.toString());
        assertEquals(Main.USAGE, oneBot.code());
        assertTrue(oneBot.err().contains("give two bots: arena compare A B"), oneBot.err());
    }
}
