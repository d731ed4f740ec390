package io.tetrisarena.arena.kind;

import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.results.BotText;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.results.WorkerSpeeds;
import io.tetrisarena.arena.tournament.GameOrder;
import io.tetrisarena.arena.tournament.GamePlayer;
import io.tetrisarena.arena.tournament.Progress;
import io.tetrisarena.arena.tournament.ResultsSink;
import io.tetrisarena.arena.tournament.TournamentPlan;
import io.tetrisarena.arena.tournament.TournamentSpec;
import io.tetrisarena.arena.tournament.VersusOrder;
import io.tetrisarena.arena.verify.VersusVerifier;
import io.tetrisarena.arena.versus.VersusRecords;
import io.tetrisarena.arena.versus.VersusReferee;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.function.BiPredicate;
import java.util.function.Consumer;

/** A head-to-head game: a {@link VersusOrder} played by the {@link VersusReferee} into a {@link VersusRecord}. */
final class VersusKind extends NamedKind<VersusOrder, VersusRecord> {
    VersusKind() {
        super("versus", VersusOrder.class, VersusRecords.KIND, 'V', 2, VersusRecords::keyOf,
                nanos -> Math.round(nanos / 1e7) / 100.0);
    }

    @Override
    public List<LoadedBot> entered(TournamentSpec spec, BiPredicate<LoadedBot, Event> accepted) {
        return spec.bots().stream().filter(b -> spec.events().stream().allMatch(e -> accepted.test(b, e))).toList();
    }

    @Override
    public String runId(TournamentHeader header, String challenger) {
        return TournamentPlan.versusIdOf(header, challenger);
    }

    @Override
    public TournamentPlan<VersusOrder> plan(TournamentSpec spec, String runId, List<LoadedBot> entered,
                                            BiPredicate<LoadedBot, Event> accepted) {
        return TournamentPlan.versus(runId, entered, spec.events().get(0), spec.seeds(), spec.games(),
                spec.challenger(), spec.shard());
    }

    @Override
    public void done(Progress progress, VersusRecord record) {
        progress.versusGameDone(record.sides().get(0).pieces() + record.sides().get(1).pieces());
    }

    @Override
    public List<WorkerSpeeds.Timing> timings(VersusRecord r) {
        return r.sides().stream().map(s -> new WorkerSpeeds.Timing(s.botId(), s.meanMoveMillis(), s.pieces()))
                .toList();
    }

    @Override
    public String identity(VersusOrder order, VersusRecord r) {
        for (int s = 0; s < 2; s++) {
            GameOrder.Seat seat = order.seats().get(s);
            VersusRecord.Side side = r.sides().get(s);
            if (!seat.botId().equals(side.botId()) || !BotText.of(seat.botVersion()).equals(side.botVersion())
                    || !seat.jarSha256().equals(side.jarSha256())) {
                return "its side " + s + " is bot " + side.botId() + " " + side.botVersion() + ", not the ordered "
                        + seat.botId() + " " + seat.botVersion();
            }
        }
        if (!order.eventName().equals(r.event()) || !order.seedSet().equals(r.seedSet())
                || order.seedIndex() != r.seedIndex() || order.seed() != r.seed() || order.swapped() != r.swapped()) {
            return "it is a record of " + r.event() + " on seed #" + r.seedIndex() + " of " + r.seedSet()
                    + (r.swapped() ? ", mirrored" : "") + ", not of the ordered game";
        }
        return null;
    }

    @Override
    public Optional<String> replay(Event event, VersusRecord record) {
        return new VersusVerifier(event).check(record);
    }

    @Override
    public String refusalScope(VersusOrder order) {
        return "pairing " + order.first().botId() + " vs " + order.second().botId();
    }

    @Override
    public GamePlayer<VersusOrder, VersusRecord> player(Seating seating, Consumer<String> failures) {
        VersusReferee referee = new VersusReferee(failures::accept);
        return (order, abandoned) -> {
            Event event = seating.event(order);
            String label = event.name() + "-" + order.seedIndex() + (order.swapped() ? "b" : "a");
            LoadedBot first = seating.bot(order.first());
            LoadedBot second = seating.bot(order.second());
            return referee.play(event, order.seedSet(), order.seedIndex(), order.seed(), order.swapped(),
                    List.of(VersusKind.entrant(order.first()), VersusKind.entrant(order.second())),
                    seating.open(first, label, order.dealtKey()), seating.open(second, label, order.dealtKey()),
                    abandoned);
        };
    }

    /** The side a seat plays, as the record names it. */
    static VersusReferee.Entrant entrant(GameOrder.Seat seat) {
        return new VersusReferee.Entrant(seat.botId(), seat.botVersion(), seat.jarSha256());
    }

    @Override
    void writeOwn(VersusOrder v, ObjectDataOutput out) throws IOException {
        out.writeBoolean(v.swapped());
    }

    @Override
    VersusOrder read(Wire w, ObjectDataInput in) throws IOException {
        return new VersusOrder(w.tournamentId(), w.seats().get(0), w.seats().get(1), w.eventJson(), w.eventName(),
                w.seedSet(), w.seedIndex(), w.seed(), in.readBoolean());
    }
}
