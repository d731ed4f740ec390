package io.tetrisarena.arena.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.results.BotText;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.tournament.GameOrder;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.tournament.SoloOrder;
import io.tetrisarena.arena.tournament.VersusOrder;
import io.tetrisarena.arena.verify.RecordVerifier;
import io.tetrisarena.arena.verify.VersusVerifier;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How the coordinator judges a record a member sent back: a signature proves only that the member holds the
 * cluster secret, so the record must also be the record of the game that was ordered (bot, version, jar,
 * event, seed set, index and seed) and its moves, replayed from the seed under the event's rules by the
 * same {@link RecordVerifier#replay} that {@code arena verify} uses, must give every number it claims; a
 * versus record must name the ordered seats, seed and side order, and replay as {@link VersusVerifier} replays it.
 * Safe to call from several threads.
 */
final class RecordCheck {
    private final ClusterSecret secret;
    private final Map<String, Event> events = new ConcurrentHashMap<>();

    RecordCheck(ClusterSecret secret) {
        this.secret = secret;
    }

    /**
     * The verdict on one played (not refused) result.
     *
     * @param record the record, when it passed
     * @param reason why it is refused, when it did not (one line)
     */
    record Verdict(Object record, String reason) {
        static Verdict bad(String reason) {
            return new Verdict(null, reason);
        }
    }

    /** Checks the signature, the identity and the replay of a result of {@code order}. */
    Verdict check(GameOrder order, TaskResult result) {
        if (result.recordJson() == null
                || !secret.verify(TaskResult.signedText(result.recordJson()), result.signature())) {
            return Verdict.bad("unsigned or mis-signed");
        }
        return order instanceof VersusOrder versus ? checkVersus(versus, result.recordJson())
                : checkSolo((SoloOrder) order, result);
    }

    private Verdict checkSolo(SoloOrder order, TaskResult result) {
        GameRecord record;
        try {
            record = MemberContext.JSON.readValue(result.recordJson(), GameRecord.class);
        } catch (JsonProcessingException e) {
            return Verdict.bad("not a record");
        }
        String wrong = identity(order, record);
        if (wrong != null) {
            return Verdict.bad(wrong);
        }
        Optional<String> replay = RecordVerifier.replay(event(order), record);
        return replay.isPresent() ? Verdict.bad(replay.get()) : new Verdict(record, null);
    }

    private Verdict checkVersus(VersusOrder order, String json) {
        VersusRecord record;
        try {
            record = MemberContext.JSON.readValue(json, VersusRecord.class);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            return Verdict.bad("not a versus record");
        }
        String wrong = identity(order, record);
        if (wrong != null) {
            return Verdict.bad(wrong);
        }
        Optional<String> replay = new VersusVerifier(event(order)).check(record);
        return replay.isPresent() ? Verdict.bad(replay.get()) : new Verdict(record, null);
    }

    private Event event(GameOrder order) {
        return events.computeIfAbsent(order.eventJson(), json -> {
            try {
                return Events.parse(json, "event " + order.eventName());
            } catch (InputFileException e) {
                throw new IllegalStateException("the coordinator's own event cannot be read: " + e.getMessage(), e);
            }
        });
    }

    /** Why the versus record is not of the ordered game, or null when it is. */
    static String identity(VersusOrder order, VersusRecord r) {
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

    /** Why the record is not of the ordered game, or null when it is. */
    static String identity(SoloOrder order, GameRecord r) {
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
}
