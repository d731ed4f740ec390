package io.tetrisarena.arena.kind;

import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import io.tetrisarena.api.TunableBot;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.BotText;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.WorkerSpeeds;
import io.tetrisarena.arena.tournament.GameOrder;
import io.tetrisarena.arena.tournament.GamePlayer;
import io.tetrisarena.arena.tournament.Progress;
import io.tetrisarena.arena.tournament.ResultsSink;
import io.tetrisarena.arena.tournament.SoloOrder;
import io.tetrisarena.arena.tournament.TournamentPlan;
import io.tetrisarena.arena.tournament.TournamentSpec;
import io.tetrisarena.arena.trainer.TrainingGames;
import io.tetrisarena.arena.verify.RecordVerifier;
import java.io.IOException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiPredicate;
import java.util.function.Consumer;

/** A bot's own game: a {@link SoloOrder} played by the {@link Referee} into a {@link GameRecord}. */
final class SoloKind extends NamedKind<SoloOrder, GameRecord> {
    SoloKind() {
        super("solo", SoloOrder.class, ResultsSink.GAMES, 'S', 1, SoloOrder::key,
                nanos -> nanos / 1e9);
    }

    @Override
    public List<LoadedBot> entered(TournamentSpec spec, BiPredicate<LoadedBot, Event> accepted) {
        return spec.bots();
    }

    @Override
    public String runId(TournamentHeader header, String challenger) {
        return TournamentPlan.idOf(header);
    }

    @Override
    public TournamentPlan<SoloOrder> plan(TournamentSpec spec, String runId, List<LoadedBot> entered,
                                          BiPredicate<LoadedBot, Event> accepted) {
        return TournamentPlan.of(spec, runId, accepted, spec.shard());
    }

    @Override
    public void done(Progress progress, GameRecord record) {
        progress.gameDone(record);
    }

    @Override
    public List<WorkerSpeeds.Timing> timings(GameRecord r) {
        return List.of(new WorkerSpeeds.Timing(r.botId(), r.meanMoveMillis(), r.pieces()));
    }

    @Override
    public String identity(SoloOrder order, GameRecord r) {
        if (!order.botId().equals(r.botId()) || !BotText.of(order.botVersion()).equals(r.botVersion())
                || !order.jarSha256().equals(r.jarSha256())) {
            return "it is a record of bot " + r.botId() + " " + r.botVersion() + ", not of the ordered "
                    + order.botId() + " " + order.botVersion();
        }
        if (!order.eventName().equals(r.event()) || !order.seedSet().equals(r.seedSet())
                || order.seedIndex() != r.seedIndex() || order.seed() != r.seed()) {
            return "it is a record of " + r.event() + " on seed #" + r.seedIndex() + " of " + r.seedSet()
                    + ", not of the ordered game";
        }
        if (r.moves() == null || r.outcome() == null || !Objects.equals(order.tournamentId(), r.tournament())
                && r.tournament() != null) {
            return "it is incomplete or of another tournament";
        }
        return null;
    }

    @Override
    public Optional<String> replay(Event event, GameRecord record) {
        return RecordVerifier.replay(event, record);
    }

    @Override
    public String refusalScope(SoloOrder order) {
        return "bot " + order.botId();
    }

    @Override
    public GamePlayer<SoloOrder, GameRecord> player(Seating seating, Consumer<String> failures) {
        Referee referee = new Referee(failures::accept);
        return (order, abandoned) -> {
            Event event = seating.event(order);
            LoadedBot bot = seating.bot(order.seats().get(0));
            GameSpec spec = new GameSpec(order.botId(), order.botVersion(), order.jarSha256(), event,
                    order.seedSet(), order.seedIndex(), order.seed());
            if (order.values() != null) {
                if (!(bot.bot() instanceof TunableBot tunable)) {
                    throw new RefusedException("bot " + order.botSpec()
                            + " is not tunable on this worker (an isolated jar?)");
                }
                return TrainingGames.playCandidate(tunable, spec, order.values(), abandoned);
            }
            return referee.play(spec, seating.open(bot, event.name() + "-" + order.seedIndex(), null), g -> { }, abandoned);
        };
    }

    @Override
    void writeOwn(SoloOrder o, ObjectDataOutput out) throws IOException {
        out.writeDoubleArray(o.values());
    }

    @Override
    SoloOrder read(Wire w, ObjectDataInput in) throws IOException {
        GameOrder.Seat seat = w.seats().get(0);
        return new SoloOrder(w.tournamentId(), seat.botSpec(), seat.botId(), seat.botVersion(), seat.jarSha256(),
                seat.pluginJar(), seat.external(), w.eventJson(), w.eventName(), w.seedSet(), w.seedIndex(), w.seed(),
                in.readDoubleArray());
    }
}
