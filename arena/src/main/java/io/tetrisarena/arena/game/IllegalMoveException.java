package io.tetrisarena.arena.game;

/** Thrown by {@link Game} when a move is not one of the legal moves; the message is one line saying why. */
public final class IllegalMoveException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public IllegalMoveException(String reason) {
        super(reason, null, false, false);
    }
}
