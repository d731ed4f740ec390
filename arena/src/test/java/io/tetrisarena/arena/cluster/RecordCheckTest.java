package io.tetrisarena.arena.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.tetrisarena.api.Move;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.InProcessConnection;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.referee.RefereeTest;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.tournament.SoloOrder;
import org.junit.jupiter.api.Test;

/** A signed record counts only when it is the ordered game and its replay confirms every number it claims. */
class RecordCheckTest {
    private static final ClusterSecret SECRET = ClusterSecret.of("record-check-secret-0123");
    private static final Event EVENT = Events.load("classic").withPieceCap(30);
    private static final SoloOrder ORDER = new SoloOrder("t1", "t", "t", "1", "sha", "sha", false,
            Events.toJson(EVENT), EVENT.name(), "quick", 2, 77L, null);
    private static final GameRecord GENUINE = play();

    private static GameRecord play() {
        TetrisBot bot = RefereeTest.bot(rules -> o -> Move.place(RefereeTest.lowest(o.placements())));
        GameSpec spec = new GameSpec("t", "1", "sha", EVENT, "quick", 2, 77L);
        return new Referee(log -> { }).play(spec, new InProcessConnection(bot, "t")).playedBy("w1");
    }

    /** The record as a member signing with {@code secret} sends it. */
    private static TaskResult sent(GameRecord record, ClusterSecret secret) throws Exception {
        String json = MemberContext.JSON.writeValueAsString(record);
        return new TaskResult(json, null, secret.sign(TaskResult.signedText(json)));
    }

    private static GameRecord withScore(GameRecord g, long score, int lines) {
        return new GameRecord(g.botId(), g.botVersion(), g.jarSha256(), g.event(), g.seedSet(), g.seedIndex(),
                g.seed(), g.outcome(), g.detail(), g.pieces(), lines, score, g.tetrises(), g.tSpins(),
                g.garbageReceived(), g.highestStack(), g.meanMoveMillis(), g.maxMoveMillis(), g.moves(), null, "w1");
    }

    @Test
    void aGenuineSignedRecordOfTheOrderedGamePasses() throws Exception {
        RecordCheck.Verdict verdict = new RecordCheck(SECRET).check(ORDER, sent(GENUINE, SECRET));
        assertNull(verdict.reason());
        assertEquals(GENUINE, verdict.record());
    }

    @Test
    void aCorrectlySignedRecordWithAForgedScoreIsRefusedByItsReplay() throws Exception {
        GameRecord forged = withScore(GENUINE, 7_777_777, 777);
        RecordCheck.Verdict verdict = new RecordCheck(SECRET).check(ORDER, sent(forged, SECRET));
        assertNull(verdict.record());
        assertEquals("the record says 777 lines, its replay " + GENUINE.lines(), verdict.reason());
    }

    @Test
    void aGenuineRecordOfAnotherSeedIsRefusedAsNotTheOrderedGame() throws Exception {
        SoloOrder other = new SoloOrder("t1", "t", "t", "1", "sha", "sha", false, Events.toJson(EVENT),
                EVENT.name(), "quick", 3, 78L, null);
        assertEquals("it is a record of classic on seed #2 of quick, not of the ordered game",
                new RecordCheck(SECRET).check(other, sent(GENUINE, SECRET)).reason());
    }

    @Test
    void aRecordSignedWithAnotherSecretIsRefusedBeforeItIsRead() throws Exception {
        assertEquals("unsigned or mis-signed", new RecordCheck(SECRET)
                .check(ORDER, sent(GENUINE, ClusterSecret.of("another-secret-0123456"))).reason());
    }
}
