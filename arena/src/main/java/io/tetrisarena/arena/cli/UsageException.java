package io.tetrisarena.arena.cli;

/** A user error on the command line; {@link Main} prints the one-line message and exits with code 2. */
public final class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }
}
