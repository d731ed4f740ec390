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
import io.tetrisarena.arena.referee.InProcessConnector;
import io.tetrisarena.arena.tournament.GameOrder;
import io.tetrisarena.arena.tournament.SoloOrder;
import io.tetrisarena.arena.tournament.VersusOrder;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.versus.VersusReferee;
import java.util.List;
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

    private static final Event VERSUS = Events.load("versus").withPieceCap(30);
    private static final GameOrder.Seat A = new GameOrder.Seat("a", "a", "1", "sha", "sha", false);
    private static final GameOrder.Seat B = new GameOrder.Seat("b", "b", "1", "sha", "sha", false);
    private static final VersusOrder VERSUS_ORDER = new VersusOrder("v1", A, B, Events.toJson(VERSUS), VERSUS.name(),
            "quick", 0, 5L, false);

    private static VersusRecord playVersus() {
        TetrisBot low = RefereeTest.bot(rules -> o -> Move.place(RefereeTest.lowest(o.placements())));
        TetrisBot mid = RefereeTest.bot(rules -> o -> Move.place(o.placements().get(o.placements().size() / 2)));
        return new VersusReferee(log -> { }).play(VERSUS, "quick", 0, 5L, false,
                List.of(new VersusReferee.Entrant("a", "1", "sha"), new VersusReferee.Entrant("b", "1", "sha")),
                new InProcessConnector(low, "a").open("x"), new InProcessConnector(mid, "b").open("y"));
    }

    private static TaskResult sentVersus(VersusRecord record) throws Exception {
        String json = MemberContext.JSON.writeValueAsString(record);
        return new TaskResult(json, null, SECRET.sign(TaskResult.signedText(json)));
    }

    @Test
    void aGenuineVersusRecordOfTheOrderedGamePassesAndAnEditedWinnerOrTheMirroredGameIsRefused() throws Exception {
        VersusRecord genuine = playVersus().playedBy("w1");
        RecordCheck.Verdict verdict = new RecordCheck(SECRET).check(VERSUS_ORDER, sentVersus(genuine));
        assertNull(verdict.reason());
        assertEquals(genuine, verdict.record());

        VersusRecord edited = new VersusRecord(genuine.event(), genuine.seedSet(), genuine.seedIndex(), genuine.seed(),
                genuine.swapped(), genuine.sides(), 1 - genuine.winner(), genuine.reason(), genuine.turns(), "w1");
        assertEquals("the record says winner " + edited.winner() + " after " + genuine.turns() + " turns, its replay "
                + genuine.winner() + " after " + genuine.turns(),
                new RecordCheck(SECRET).check(VERSUS_ORDER, sentVersus(edited)).reason());

        VersusOrder mirrored = new VersusOrder("v1", A, B, Events.toJson(VERSUS), VERSUS.name(), "quick", 0, 5L, true);
        assertEquals("it is a record of versus on seed #0 of quick, not of the ordered game",
                new RecordCheck(SECRET).check(mirrored, sentVersus(genuine)).reason());
        VersusOrder otherBots = new VersusOrder("v1", B, A, Events.toJson(VERSUS), VERSUS.name(), "quick", 0, 5L, false);
        assertEquals("its side 0 is bot a 1, not the ordered b 1",
                new RecordCheck(SECRET).check(otherBots, sentVersus(genuine)).reason());
    }
}
