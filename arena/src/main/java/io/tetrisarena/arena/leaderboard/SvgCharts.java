package io.tetrisarena.arena.leaderboard;

import static io.tetrisarena.arena.leaderboard.Text.html;

import io.tetrisarena.arena.event.Metric;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The inline SVG charts of {@code leaderboard.html}: each bot's metric over the seeds (box and strip plot),
 * survival curves by piece count, and the overall ratings with their intervals. Pure functions of the
 * leaderboard, so the page is reproducible.
 */
final class SvgCharts {
    private static final int WIDTH = 900;
    private static final int LABEL_WIDTH = 170;
    private static final int RIGHT_MARGIN = 24;
    private static final int ROW_HEIGHT = 34;
    private static final int AXIS_HEIGHT = 34;
    private static final double GOLDEN = 0.6180339887498949;

    private SvgCharts() {
    }

    /** One horizontal row per bot: whiskers from min to max, the quartile box, the median, the mean, the games. */
    static String distribution(Leaderboard.EventBoard board, Function<String, String> colorOf) {
        Metric metric = Metric.parse(board.event().metric());
        List<Leaderboard.Standing> rows = board.standings();
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (Leaderboard.Standing s : rows) {
            if (s.games() > 0) {
                lo = Math.min(lo, s.min());
                hi = Math.max(hi, s.max());
            }
        }
        Scale x = Scale.of(lo, hi, LABEL_WIDTH, WIDTH - RIGHT_MARGIN);
        int height = 10 + rows.size() * ROW_HEIGHT + AXIS_HEIGHT;
        StringBuilder svg = open(height, "Distribution of " + metric.jsonName() + " over seeds per bot");
        int plotBottom = 10 + rows.size() * ROW_HEIGHT;
        verticalGrid(svg, x, 10, plotBottom);
        for (int i = 0; i < rows.size(); i++) {
            Leaderboard.Standing s = rows.get(i);
            double y = 10 + i * ROW_HEIGHT + ROW_HEIGHT / 2.0;
            String color = colorOf.apply(s.botId());
            svg.append(botLabel(y, s.botId()));
            if (s.games() == 0) {
                svg.append(text(LABEL_WIDTH + 6, y + 4, "start", "no games"));
                continue;
            }
            svg.append(line(x.at(s.min()), y, x.at(s.max()), y, "#555", 1));
            svg.append(line(x.at(s.min()), y - 6, x.at(s.min()), y + 6, "#555", 1));
            svg.append(line(x.at(s.max()), y - 6, x.at(s.max()), y + 6, "#555", 1));
            svg.append(String.format(Locale.US,
                    "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"16\" fill=\"%s\" fill-opacity=\"0.18\" "
                            + "stroke=\"%s\"/>%n", x.at(s.lowerQuartile()), y - 8,
                    Math.max(0.5, x.at(s.upperQuartile()) - x.at(s.lowerQuartile())), color, color));
            svg.append(line(x.at(s.median()), y - 8, x.at(s.median()), y + 8, color, 2.5));
            for (GameRecord game : gamesOf(board, s.botId())) {
                double jitter = ((game.seedIndex() * GOLDEN) % 1.0 - 0.5) * 20;
                svg.append(String.format(Locale.US,
                        "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.6\" fill=\"%s\" fill-opacity=\"0.55\">"
                                + "<title>%s</title></circle>%n", x.at(metric.of(game)), y + jitter, color,
                        html(s.botId() + ", seed " + game.seedIndex() + ": " + Text.value(metric.of(game)) + " ("
                                + game.outcome().name().toLowerCase(Locale.ROOT) + ")")));
            }
            double m = x.at(s.mean().value());
            svg.append(String.format(Locale.US,
                    "<path d=\"M%.1f %.1fl5 5l-5 5l-5 -5z\" fill=\"#111\"><title>%s</title></path>%n", m, y - 5,
                    html("mean " + Text.mean(s.mean().value()))));
        }
        axis(svg, x, plotBottom, metric.jsonName());
        return svg.append("</svg>\n").toString();
    }

    /** Share of games still alive after each piece count; capped games stay alive to the end. */
    static String survival(Leaderboard.EventBoard board, Function<String, String> colorOf) {
        int maxPieces = 1;
        for (Leaderboard.BotGames bot : board.games()) {
            for (GameRecord game : bot.games()) {
                maxPieces = Math.max(maxPieces, game.pieces());
            }
        }
        int left = 60;
        int top = 12;
        int plotHeight = 240;
        Scale x = Scale.of(0, maxPieces, left, WIDTH - RIGHT_MARGIN);
        Scale y = new Scale(0, 1, top + plotHeight, top, List.of(0.0, 0.25, 0.5, 0.75, 1.0));
        StringBuilder svg = open(top + plotHeight + AXIS_HEIGHT, "Share of games alive by piece count");
        verticalGrid(svg, x, top, top + plotHeight);
        for (double share : y.ticks()) {
            svg.append(line(left, y.at(share), WIDTH - RIGHT_MARGIN, y.at(share), "#e4e4e4", 1));
            svg.append(text(left - 6, y.at(share) + 4, "end", Text.percent(share).replace(".0%", "%")));
        }
        List<Leaderboard.BotGames> played = board.games().stream().filter(b -> !b.games().isEmpty()).toList();
        for (int k = 0; k < played.size(); k++) {
            Leaderboard.BotGames bot = played.get(k);
            // Each curve is drawn at its true shares (100% at the top line); curves that coincide (e.g. every game
            // capped) stay visible as the earlier ones are drawn wider beneath the later ones.
            double width = played.size() == 1 ? 2 : 2 + 4.0 * (played.size() - 1 - k) / (played.size() - 1);
            TreeMap<Integer, Integer> deaths = new TreeMap<>();
            for (GameRecord game : bot.games()) {
                if (game.outcome() != Outcome.PIECE_CAP) {
                    deaths.merge(game.pieces(), 1, Integer::sum);
                }
            }
            int total = bot.games().size();
            int alive = total;
            StringBuilder path = new StringBuilder(String.format(Locale.US, "M%.1f %.1f", x.at(0), y.at(1)));
            for (Map.Entry<Integer, Integer> death : deaths.entrySet()) {
                alive -= death.getValue();
                path.append(String.format(Locale.US, "H%.1fV%.1f", x.at(death.getKey()),
                        y.at((double) alive / total)));
            }
            path.append(String.format(Locale.US, "H%.1f", x.at(maxPieces)));
            svg.append(String.format(Locale.US,
                    "<path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"%.1f\"><title>%s</title></path>%n",
                    path, colorOf.apply(bot.botId()), width, html(bot.botId() + ": " + alive + " of " + total
                            + " games reached the end alive")));
        }
        axis(svg, x, top + plotHeight, "pieces placed");
        return svg.append("</svg>\n").toString();
    }

    /** The overall ratings as points with their 95% intervals, one row per bot. */
    static String ratings(List<Leaderboard.Rating> ratings, Function<String, String> colorOf) {
        double lo = 0;
        double hi = 0;
        for (Leaderboard.Rating r : ratings) {
            lo = Math.min(lo, r.rating().low());
            hi = Math.max(hi, r.rating().high());
        }
        Scale x = Scale.of(lo, hi, LABEL_WIDTH, WIDTH - RIGHT_MARGIN);
        int plotBottom = 10 + ratings.size() * ROW_HEIGHT;
        StringBuilder svg = open(plotBottom + AXIS_HEIGHT, "Bradley-Terry ratings with 95% intervals");
        verticalGrid(svg, x, 10, plotBottom);
        svg.append(line(x.at(0), 10, x.at(0), plotBottom, "#999", 1.5));
        for (int i = 0; i < ratings.size(); i++) {
            Leaderboard.Rating r = ratings.get(i);
            double y = 10 + i * ROW_HEIGHT + ROW_HEIGHT / 2.0;
            String color = colorOf.apply(r.botId());
            svg.append(botLabel(y, r.botId()));
            svg.append(line(x.at(r.rating().low()), y, x.at(r.rating().high()), y, color, 3));
            svg.append(String.format(Locale.US,
                    "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"><title>%s</title></circle>%n",
                    x.at(r.rating().value()), y, color, html(r.botId() + ": " + Text.rating(r.rating().value())
                            + " [" + Text.rating(r.rating().low()) + ", " + Text.rating(r.rating().high()) + "]")));
        }
        axis(svg, x, plotBottom, "rating (log odds)");
        return svg.append("</svg>\n").toString();
    }

    private static List<GameRecord> gamesOf(Leaderboard.EventBoard board, String botId) {
        for (Leaderboard.BotGames bot : board.games()) {
            if (bot.botId().equals(botId)) {
                return bot.games();
            }
        }
        return List.of();
    }

    private static StringBuilder open(int height, String title) {
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.US, "<svg class=\"chart\" viewBox=\"0 0 %d %d\" width=\"%d\" "
                + "height=\"%d\" role=\"img\" aria-label=\"%s\" xmlns=\"http://www.w3.org/2000/svg\">%n", WIDTH,
                height, WIDTH, height, html(title)));
        svg.append("<title>").append(html(title)).append("</title>\n");
        return svg;
    }

    private static void verticalGrid(StringBuilder svg, Scale x, double top, double bottom) {
        for (double tick : x.ticks()) {
            svg.append(line(x.at(tick), top, x.at(tick), bottom, "#e4e4e4", 1));
        }
    }

    private static void axis(StringBuilder svg, Scale x, double y, String label) {
        svg.append(line(x.from(), y, x.to(), y, "#777", 1));
        for (double tick : x.ticks()) {
            svg.append(line(x.at(tick), y, x.at(tick), y + 4, "#777", 1));
            svg.append(text(x.at(tick), y + 16, "middle", Scale.label(tick)));
        }
        svg.append(text(x.to(), y + 30, "end", label));
    }

    private static String line(double x1, double y1, double x2, double y2, String color, double width) {
        return String.format(Locale.US,
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"%s\"/>%n", x1, y1,
                x2, y2, color, Scale.label(width));
    }

    /** A bot's row label; ids longer than the label column holds are cut with an ellipsis, whole on hover. */
    private static String botLabel(double y, String botId) {
        int fits = 25;
        if (botId.length() <= fits) {
            return text(LABEL_WIDTH - 10, y + 4, "end", botId);
        }
        return String.format(Locale.US, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\"><title>%s</title>%s</text>%n",
                (double) LABEL_WIDTH - 10, y + 4, html(botId), html(botId.substring(0, fits - 1) + "\u2026"));
    }

    private static String text(double x, double y, String anchor, String content) {
        return String.format(Locale.US, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">%s</text>%n", x, y,
                anchor, html(content));
    }

    /** A linear map from data values to pixels, with round tick values. */
    private record Scale(double lo, double hi, double from, double to, List<Double> ticks) {

        static Scale of(double lo, double hi, double from, double to) {
            if (!(hi > lo)) {
                double centre = Double.isFinite(lo) ? lo : 0;
                lo = centre - 1;
                hi = centre + 1;
            }
            double step = niceStep((hi - lo) / 6);
            double first = Math.floor(lo / step) * step;
            double last = Math.ceil(hi / step) * step;
            List<Double> ticks = new ArrayList<>();
            for (int k = 0; first + k * step <= last + step / 2; k++) {
                ticks.add(first + k * step);
            }
            return new Scale(first, last, from, to, ticks);
        }

        private static double niceStep(double raw) {
            double power = Math.pow(10, Math.floor(Math.log10(raw)));
            double fraction = raw / power;
            double nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
            return nice * power;
        }

        double at(double value) {
            return from + (value - lo) / (hi - lo) * (to - from);
        }

        static String label(double value) {
            if (value == Math.rint(value) && Math.abs(value) < 1e15) {
                return Long.toString((long) value);
            }
            String text = String.format(Locale.US, "%.4f", value);
            return text.replaceAll("0+$", "").replaceAll("\\.$", "");
        }
    }
}
