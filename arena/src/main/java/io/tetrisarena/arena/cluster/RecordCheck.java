package io.tetrisarena.arena.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.kind.GameKind;
import io.tetrisarena.arena.kind.GameKinds;
import io.tetrisarena.arena.tournament.GameOrder;
import io.tetrisarena.arena.verify.RecordVerifier;
import io.tetrisarena.arena.verify.VersusVerifier;
import java.util.Map;
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
        return check(GameKinds.of(order), order, result.recordJson());
    }

    private <O extends GameOrder, R> Verdict check(GameKind<O, R> kind, GameOrder order, String json) {
        R record;
        try {
            record = MemberContext.JSON.readValue(json, kind.store().type());
        } catch (JsonProcessingException | IllegalArgumentException e) {
            return Verdict.bad("not a " + kind.store().noun() + " record");
        }
        String wrong = kind.identity(kind.order(order), record);
        if (wrong != null) {
            return Verdict.bad(wrong);
        }
        Optional<String> replay = kind.replay(event(order), record);
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

}
