package io.tetrisarena.arena.referee;

import io.tetrisarena.api.Move;

/**
 * What a bot connection got back for one request.
 *
 * @param status   whether the bot answered, threw, or gave no answer in time
 * @param move     the answer (may be null even when {@link Status#ANSWERED}: the bot returned null)
 * @param cpuNanos CPU time the bot's thread spent on the request (wall time where CPU time is unknown)
 * @param error    what the bot threw, for {@link Status#THREW}
 * @param detail   a one-line explanation for {@link Status#NO_ANSWER}
 */
public record Reply(Status status, Move move, long cpuNanos, Throwable error, String detail) {
    /** How a request ended. */
    public enum Status { ANSWERED, THREW, NO_ANSWER }

    public static Reply answered(Move move, long cpuNanos) {
        return new Reply(Status.ANSWERED, move, cpuNanos, null, "");
    }

    public static Reply threw(Throwable error, long cpuNanos) {
        return new Reply(Status.THREW, null, cpuNanos, error, "");
    }

    public static Reply noAnswer(String detail, long cpuNanos) {
        return new Reply(Status.NO_ANSWER, null, cpuNanos, null, detail);
    }
}
