package io.tetrisarena.arena.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A versus game's label names the bots, never the sides, while the record keeps the game's own words. */
class VersusRecordLabelTest {
    private static VersusRecord.Side side(String bot, Outcome outcome) {
        return new VersusRecord.Side(bot, "1", "sha", outcome, "", 10, 2, 0, 0, 0, 0, 0, 0, 1.0, 2.0, "");
    }

    @Test
    void theLabelNamesTheBotThatToppedOutAndTheRecordKeepsTheSide() {
        VersusRecord r = new VersusRecord("versus", "quick", 3, 7, true,
                List.of(side("beam", Outcome.TOPPED_OUT), side("attacker", Outcome.PIECE_CAP)), 1,
                "side 0 topped out (lock out)", 12);
        assertEquals("beam vs attacker, seed #3, mirrored: attacker wins (beam topped out (lock out))", r.label());
        assertEquals("side 0 topped out (lock out)", r.reason());
    }

    @Test
    void theLabelNamesTheBotThatFailedWhereTheGameSaysBotOnSide() {
        VersusRecord r = new VersusRecord("versus", "quick", 0, 7, false,
                List.of(side("good", Outcome.PIECE_CAP), side("cheater", Outcome.ILLEGAL_MOVE)), 0,
                "bot on side 1 failed: move 1: not a legal placement", 1);
        assertEquals("good vs cheater, seed #0: good wins (cheater failed: move 1: not a legal placement)", r.label());
    }

    @Test
    void aDrawByThePieceCapReadsAsItIs() {
        VersusRecord r = new VersusRecord("versus", "quick", 0, 7, false,
                List.of(side("a", Outcome.PIECE_CAP), side("b", Outcome.PIECE_CAP)), -1, "piece cap", 500);
        assertEquals("a vs b, seed #0: draw (piece cap)", r.label());
    }
}
