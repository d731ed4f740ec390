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

    /**
     * The lines of a results file with every link, and the footer's count, last hash and check, computed again
     * over them: what a forger who knows the format writes after editing, inserting or removing lines.
     */
    public static List<String> rechained(List<String> lines) {
        List<String> out = new java.util.ArrayList<>();
        int records = 0;
        for (String line : lines) {
            String prev = out.isEmpty() ? null : hash(out.get(out.size() - 1));
            if (line.startsWith("{\"footer\":")) {
                String body = line.replaceFirst(",\"check\":\"[0-9a-f]{64}\"}}$", "}}")
                        .replaceFirst("\"records\":\\d+", "\"records\":" + records)
                        .replaceFirst("\"last\":\"[0-9a-f]{64}\"", "\"last\":\"" + prev + "\"");
                out.add(body.substring(0, body.length() - 2) + ",\"check\":\"" + hash(body) + "\"}}");
            } else if (out.isEmpty()) {
                out.add(line);
            } else {
                records++;
                out.add(line.replaceFirst("\"prev\":\"[0-9a-f]{64}\"", "\"prev\":\"" + prev + "\""));
            }
        }
        return out;
    }

    /** The sha256 of a line's UTF-8 bytes, hex. */
    public static String hash(String line) {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                    .digest(line.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
