package io.tetrisarena.arena.event;

/**
 * A user-supplied file (event, seed set, tournament configuration, results file) is unusable. The
 * message is one line naming the file and what is wrong, ready to show as it is.
 */
public final class InputFileException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public InputFileException(String message) {
        super(message);
    }
}
