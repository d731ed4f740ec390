package io.tetrisarena.arena.verify;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import java.util.Optional;

/**
 * Checks records of one kind against the header of their results: each record is replayed from its seed under
 * its event's rules, and one whose claims the replay does not confirm is refused with a one-line reason. The
 * one way in for a tournament's games ({@link RecordVerifier}) and for versus games ({@link VersusVerifier}).
 *
 * @param <R> the record type
 */
public interface Verifier<R> {

    /** Why the header itself cannot be trusted (sealed seeds whose secret does not match), or empty. */
    Optional<String> headerProblem();

    /** Why the record is refused, or empty when its replay confirms it. */
    Optional<String> check(R record);

    /** The record's key as users read it in messages. */
    String key(R record);

    /** A game's key as users read it: bot, event and seed index. */
    static String keyOf(GameRecord g) {
        return g.botId() + "/" + g.event() + "/#" + g.seedIndex();
    }

    /**
     * The verifier of records of {@code kind} under {@code header}.
     *
     * @param sealedSecret the secret of sealed seeds the results reveal, or null
     */
    @SuppressWarnings("unchecked")
    static <R> Verifier<R> of(ResultsStore.Kind<R> kind, TournamentHeader header, String sealedSecret) {
        if (kind == ResultsStore.Kind.VERSUS) {
            VersusVerifier versus = new VersusVerifier(header, sealedSecret);
            return (Verifier<R>) new Verifier<VersusRecord>() {
                @Override
                public Optional<String> headerProblem() {
                    return Optional.empty();
                }

                @Override
                public Optional<String> check(VersusRecord record) {
                    return versus.check(record);
                }

                @Override
                public String key(VersusRecord r) {
                    return r.sides().get(0).botId() + "-" + r.sides().get(1).botId() + "/#" + r.seedIndex();
                }
            };
        }
        RecordVerifier games = new RecordVerifier(header, sealedSecret);
        return (Verifier<R>) new Verifier<GameRecord>() {
            @Override
            public Optional<String> headerProblem() {
                return games.headerProblem();
            }

            @Override
            public Optional<String> check(GameRecord record) {
                return games.check(record);
            }

            @Override
            public String key(GameRecord g) {
                return keyOf(g);
            }
        };
    }
}
