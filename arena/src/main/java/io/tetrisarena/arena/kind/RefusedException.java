package io.tetrisarena.arena.kind;

/** A game this member will not play, with the reason (one line): the coordinator gives it to another member. */
public final class RefusedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public RefusedException(String message) {
        super(message);
    }
}
