package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * event ranked by pieces placed (and on versus): every seed is a win for the survivor, so the test stops at
 * exactly the seed where Wald's bound is crossed; and a bot against itself from two jars, which never decides.
 */
class CompareCommandTest {
    @TempDir
    static Path work;
    static Path plugins;
    static Path event;
    static Path shortEvent;
    static Path builds;
    static Path onlyCheater;

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
        shortEvent = work.resolve("short.json");
        Files.writeString(shortEvent, Files.readString(event).replace("\"pieces\", \"description\"",
                "\"short\", \"description\"").replace("\"pieceCap\": 8", "\"pieceCap\": 5"));
        builds = Files.createDirectories(work.resolve("builds"));
        Files.copy(plugins.resolve("good.jar"), builds.resolve("v1.jar"));
        Files.copy(plugins.resolve("good.jar"), builds.resolve("v2.jar"));
        onlyCheater = Files.createDirectories(work.resolve("only-cheater"));
        Files.copy(plugins.resolve("cheater.jar"), onlyCheater.resolve("cheater.jar"));
    }

    private static CliRun compare(String a, String b, String... extra) {
        List<String> args = new ArrayList<>(List.of("compare", a, b, "--plugins", plugins.toString()));
        args.addAll(List.of(extra));
        if (!args.contains("--events")) {
            args.addAll(List.of("--event", event.toString()));
        }
        return CliRun.of(args.toArray(String[]::new));
    }

    @Test
    void stopsAtTheTwentyThirdStraightWinAndAcceptsH1() {
        CliRun run = compare("good", "cheater", "--threads", "3");
        assertEquals(0, run.code(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals("23 paired games (seeds #0..#22 of pieces): good better on 23, tied on 0, worse on 0"
                + " (W/D/L 23/0/0)", lines.get(1));
        assertEquals("SPRT (sequential sign test, ties left out): LLR 3.073, bounds (-2.944, 2.944);"
                + " Elo +inf (95%: +inf .. +inf), a tie counting half", lines.get(2));
        assertTrue(run.err().contains("games 23: good better 23, tied 0, cheater better 0; LLR 3.073, bounds"
                + " (-2.944, 2.944): above, H1 accepted"), run.err());
        assertEquals("verdict: H1 accepted: good is better than cheater on pieces (H0, elo +0.0, rejected at alpha 0.050)", lines.get(3));
    }

    @Test
    void stopsAtTheTwentiethStraightLossAndAcceptsH0WhateverTheThreadCount() {
        CliRun run = compare("cheater", "good", "--threads", "1");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("20 paired games (seeds #0..#19 of pieces): cheater better on 0, tied on 0,"
                + " worse on 20"), run.out());
        assertTrue(run.out().contains("verdict: H0 accepted: cheater is not better than good on pieces by elo +50.0 (H1 rejected at beta 0.050)"),
                run.out());
    }

    @Test
    void tiesCarryNoEvidenceSoTheSameBotTwiceIsRefusedAndTiesLeaveItUndecided() {
        CliRun same = compare("good", "good");
        assertEquals(Main.USAGE, same.code());
        CliRun narrow = compare("good", "cheater", "--games", "5");
        assertTrue(narrow.out().contains("verdict: undecided after 5 paired games"), narrow.out());
        CliRun oneBot = CliRun.of("compare", "good", "--plugins", plugins.toString());
        assertEquals(Main.USAGE, oneBot.code());
        assertTrue(oneBot.err().contains("give two bots: arena compare A B"), oneBot.err());
    }

    @Test
    void oneBotFromTwoJarsOnTwoEventsTiesEverySeedSoNothingIsDecidedAndEloIsZero() {
        CliRun run = compare("good@" + builds.resolve("v2.jar"), "good@" + builds.resolve("v1.jar"), "--events",
                event + "," + shortEvent, "--games", "12", "--threads", "2");
        assertEquals(0, run.code(), run.err());
        List<String> lines = run.out().lines().toList();
        String v2 = "good@" + builds.resolve("v2.jar");
        assertTrue(lines.get(0).startsWith("compare " + v2 + " vs good@" + builds.resolve("v1.jar") + " on pieces,"
                + " short, seeds of 'training' from #0 (at most 12 per event)"), lines.get(0));
        assertEquals("24 paired games (seeds #0..#11 of pieces, short): " + v2 + " better on 0, tied on 24, worse"
                + " on 0 (W/D/L 0/24/0)", lines.get(1));
        assertEquals("SPRT (sequential sign test, ties left out): LLR 0.000, bounds (-2.944, 2.944);"
                + " Elo +0.0 (95%: +0.0 .. +0.0), a tie counting half", lines.get(2));
        assertEquals("verdict: undecided after 24 paired games (raise --games, or widen elo0..elo1)", lines.get(3));
    }

    @Test
    void versusPlaysGamePairsAndTheGsprtAcceptsH1AtTheSeventeenthPairWonTwice() {
        // LLR after 17 pairs scoring 2: 3.091 (see PentanomialSprtTest); after 16: 2.909, inside the bounds.
        CliRun run = compare("good", "cheater", "--events", "versus", "--pieces", "20", "--threads", "3");
        assertEquals(0, run.code(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals("compare good vs cheater on versus, seeds of 'training' from #0 (at most 400 per event), each a"
                + " game pair with sides swapped; H0 nElo +0.0, H1 nElo +50.0, alpha 0.050, beta 0.050", lines.get(0));
        assertEquals("17 game pairs (seeds #0..#16 of versus, sides swapped): good scored 0/0.5/1/1.5/2 in"
                + " 0/0/0/0/17 pairs (mean pair score 2.000 of 2)", lines.get(1));
        assertEquals("GSPRT (pentanomial, on game pairs): LLR 3.091, bounds (-2.944, 2.944); normalized Elo"
                + " +inf (95%: +inf .. +inf)", lines.get(2));
        assertEquals("verdict: H1 accepted: good is better than cheater on versus (H0, nElo +0.0, rejected at"
                + " alpha 0.050)", lines.get(3));
        assertEquals("note: every pair scored 0 or 2: on each seed one bot won the game of each of the seed's two"
                + " deals", lines.get(4));
    }

    @Test
    void versusOfOneBotFromTwoJarsDrawsEveryPairAndCentresTheIntervalOnZero() {
        CliRun run = compare("good@" + builds.resolve("v1.jar"), "good@" + builds.resolve("v2.jar"), "--events",
                "versus", "--pieces", "20", "--games", "12");
        assertEquals(0, run.code(), run.err());
        List<String> lines = run.out().lines().toList();
        assertTrue(lines.get(1).startsWith("12 game pairs (seeds #0..#11 of versus, sides swapped): good@"), lines.get(1));
        assertTrue(lines.get(1).endsWith(" scored 0/0.5/1/1.5/2 in 0/0/12/0/0 pairs (mean pair score 1.000 of 2)"),
                lines.get(1));
        // half width 1.96 (800 / ln 10) / sqrt(2 * 12) = 139.0
        assertTrue(lines.get(2).endsWith("; normalized Elo +0.0 (95%: -139.0 .. +139.0)"), lines.get(2));
        assertEquals("verdict: undecided after 12 game pairs (raise --games, or widen elo0..elo1)", lines.get(3));
    }

    @Test
    void refusesMixedEventsAMissingJarAndAnIdTheJarDoesNotHold() {
        CliRun mixed = compare("good", "cheater", "--events", event + ",versus");
        assertEquals(Main.USAGE, mixed.code());
        assertTrue(mixed.err().contains("compare takes solo events or versus events, not both: 'pieces' and 'versus'"),
                mixed.err());
        CliRun missing = compare("good@" + work.resolve("nowhere.jar"), "good");
        assertEquals(Main.USAGE, missing.code());
        assertTrue(missing.err().contains("no jar " + work.resolve("nowhere.jar")), missing.err());
        CliRun trustsTheJarsBot = CliRun.of("compare", "good@" + builds.resolve("v1.jar"), "cheater", "--plugins",
                onlyCheater.toString(), "--trust", "good", "--event", event.toString(), "--games", "2");
        assertFalse(trustsTheJarsBot.err().contains("--trust"), "--trust may name the bot of a named jar: "
                + trustsTheJarsBot.err());
        assertTrue(trustsTheJarsBot.out().startsWith("compare good vs cheater"), trustsTheJarsBot.out());
        CliRun wrongId = compare("other@" + builds.resolve("v1.jar"), "good");
        assertEquals(Main.USAGE, wrongId.code());
        assertTrue(wrongId.err().contains("unknown bot 'other' in " + builds.resolve("v1.jar") + " (loaded: good)"),
                wrongId.err());
    }
}
