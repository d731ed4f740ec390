package io.tetrisarena.arena.leaderboard;

import io.tetrisarena.arena.event.Metric;
import io.tetrisarena.arena.results.TournamentHeader.EventInfo;
import io.tetrisarena.arena.stats.Duels;
import io.tetrisarena.arena.stats.Estimate;
import java.util.Locale;

/**
 * Number formats and escaping shared by the leaderboard files. All numbers use {@link Locale#US}, as every
 * number the arena writes does: its digits, decimal point and signs are {@link Locale#ROOT}'s, and
 * {@link java.util.Formatter} formats it without making a {@link java.text.DecimalFormatSymbols} per number,
 * which it does for any other locale.
 */
final class Text {
    /** Shown for a value that does not exist (no games, unknown wall time). */
    static final String MISSING = "–";

    private Text() {
    }

    /** A metric value: whole numbers without decimals, others with one. */
    static String value(double v) {
        if (Double.isNaN(v)) {
            return MISSING;
        }
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return String.format(Locale.US, "%.1f", v);
    }

    /** The sentence saying how many bots reach the event's maximum, or that it has none. */
    static String ceiling(Leaderboard.Ceiling ceiling, Metric metric) {
        if (!ceiling.hasMaximum()) {
            return "No fixed maximum for the " + metric.jsonName() + ".";
        }
        return "Maximum " + value(ceiling.maximum()) + " " + metric.jsonName() + "; " + ceiling.withinOneSe() + " of "
                + ceiling.botsWithGames() + " bots finish within one standard error (or 0.5%) of it.";
    }

    /** A mean or interval end, one decimal. */
    static String mean(double v) {
        return Double.isNaN(v) ? MISSING : String.format(Locale.US, "%.1f", v);
    }

    /** A difference with its sign, one decimal; one that rounds to zero is {@code +0.0}, never {@code -0.0}. */
    static String signed(double v) {
        return Double.isNaN(v) ? MISSING : noNegativeZero(String.format(Locale.US, "%+.1f", v));
    }

    /** A rating on the log scale, with its sign, two decimals (never {@code -0.00}). */
    static String rating(double v) {
        return Double.isNaN(v) ? MISSING : noNegativeZero(String.format(Locale.US, "%+.2f", v));
    }

    /** {@code -0.0} (or {@code -0.00}) as {@code +0.0}: a value that rounds to zero has no sign. */
    private static String noNegativeZero(String formatted) {
        return formatted.matches("-0\\.0*") ? "+" + formatted.substring(1) : formatted;
    }

    /** A rating on the Elo scale, no decimals. */
    static String elo(double v) {
        return String.format(Locale.US, "%.0f", v);
    }

    /** A number with {@code digits} decimals. */
    static String fixed(double v, int digits) {
        return String.format(Locale.US, "%." + digits + "f", v);
    }

    /** A share as a percentage with one decimal. */
    static String percent(double share) {
        return Double.isNaN(share) ? MISSING : String.format(Locale.US, "%.1f%%", 100 * share);
    }

    /** A p-value: three decimals, or "< 0.001". */
    static String pValue(double p) {
        if (Double.isNaN(p)) {
            return MISSING;
        }
        return p < 0.001 ? "< 0.001" : String.format(Locale.US, "%.3f", p);
    }

    /** Milliseconds, two decimals. */
    static String millis(double ms) {
        return Double.isNaN(ms) ? MISSING : String.format(Locale.US, "%.2f", ms);
    }

    /**
     * A leaderboard's wall time: the run's, or after a resume the total with the resumed run's part, both
     * labelled.
     */
    static String wallTime(Leaderboard board) {
        if (board.header().resumed() == null) {
            return wallTime(board.wallSeconds());
        }
        return "total " + wallTime(board.header().totalWallSeconds(board.wallSeconds())) + " (the last resume "
                + wallTime(board.wallSeconds()) + ")";
    }

    /** A wall time in seconds, or "unknown". */
    static String wallTime(double seconds) {
        return Double.isNaN(seconds) ? "unknown" : String.format(Locale.US, "%.1f s", seconds);
    }

    /** "metric, higher is better" or "metric, lower is better". */
    static String direction(EventInfo event) {
        return Metric.parse(event.metric()).jsonName() + ", " + (event.higherIsBetter() ? "higher" : "lower")
                + " is better";
    }

    /** A mean's interval as "[low, high]", one decimal. */
    static String interval(Estimate e) {
        return Double.isNaN(e.low()) ? MISSING : "[" + mean(e.low()) + ", " + mean(e.high()) + "]";
    }

    /** A versus score's interval as "[low, high]", two decimals. */
    static String scoreInterval(Estimate e) {
        return "[" + fixed(e.low(), 2) + ", " + fixed(e.high(), 2) + "]";
    }

    /** Duels as "won-drawn-lost". */
    static String duels(Duels d) {
        return d.won() + "-" + d.drawn() + "-" + d.lost();
    }

    /** Text safe inside a Markdown table cell or paragraph: markup characters escaped, line breaks flattened. */
    static String markdown(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            if (c == '\n' || c == '\r') {
                out.append(' ');
            } else {
                if ("\\`*_[]<>|#!~&".indexOf(c) >= 0) {
                    out.append('\\');
                }
                out.append(c);
            }
        }
        return out.toString();
    }

    /** Text safe in HTML element content and quoted attribute values. */
    static String html(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * JSON text safe inside an HTML {@code <script>} element: {@code <}, {@code >} and {@code &} (which can only
     * occur inside JSON strings) become Unicode escapes, so no {@code </script>} or comment opener can appear.
     */
    static String scriptJson(String json) {
        return json.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
                .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029");
    }
}
