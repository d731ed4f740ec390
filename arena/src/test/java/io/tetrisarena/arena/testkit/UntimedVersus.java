package io.tetrisarena.arena.testkit;

import io.tetrisarena.arena.results.VersusRecord;

/** Versus records compared without what depends on how a run went: move times and the member that played. */
public final class UntimedVersus {
    private UntimedVersus() {
    }

    /** The record with its timing fields zeroed, times in details as "N ms", and no member named. */
    public static VersusRecord of(VersusRecord r) {
        return new VersusRecord(r.event(), r.seedSet(), r.seedIndex(), r.seed(), r.swapped(), r.sides().stream()
                .map(x -> new VersusRecord.Side(x.botId(), x.botVersion(), x.jarSha256(), x.outcome(),
                        x.detail().replaceAll("\\d+ ms", "N ms"), x.pieces(), x.lines(), x.attack(), x.cancelled(),
                        x.sent(), x.garbageReceived(), x.tSpins(), x.tetrises(), 0, 0, x.moves())).toList(),
                r.winner(), r.reason().replaceAll("\\d+ ms", "N ms"), r.turns());
    }
}
