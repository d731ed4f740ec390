package io.tetrisarena.arena.testkit;

import java.util.List;

/**
 * Results lines as tests compare them: a record's link to the line before it ({@code "prev"}) depends on that
 * line, which a resume rewrites (its header notes the resume), so a record kept as it was is compared without it.
 */
public final class ResultsLines {
    private ResultsLines() {
    }

    /** The line without its link. */
    public static String unlinked(String line) {
        return line.replaceFirst("\\{\"prev\":\"[0-9a-f]{64}\",", "{");
    }

    /** The lines without their links. */
    public static List<String> unlinked(List<String> lines) {
        return lines.stream().map(ResultsLines::unlinked).toList();
    }
}
