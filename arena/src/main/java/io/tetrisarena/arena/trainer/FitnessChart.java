package io.tetrisarena.arena.trainer;

import java.util.List;
import java.util.Locale;

/**
 * A line chart of fitness over generations as a standalone SVG document: the generation's best and
 * mean fitness, with a band of one standard deviation around the mean. Written by hand (no plotting
 * library) with a fixed layout, so the same history always gives the same file.
 */
public final class FitnessChart {

    /** One generation's figures. */
    public record Point(int generation, double best, double mean, double spread) {
    }

    private static final int WIDTH = 720;
    private static final int HEIGHT = 420;
    private static final int LEFT = 70;
    private static final int RIGHT = 20;
    private static final int TOP = 40;
    private static final int BOTTOM = 50;
    private static final int TICKS = 5;

    private FitnessChart() {
    }

    /** The SVG text for these points (at least one), titled {@code title}, the y axis named {@code metric}. */
    public static String svg(List<Point> points, String title, String metric) {
        if (points.isEmpty()) {
            throw new IllegalArgumentException("a chart needs at least one generation");
        }
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (Point p : points) {
            low = Math.min(low, Math.min(p.best(), p.mean() - p.spread()));
            high = Math.max(high, Math.max(p.best(), p.mean() + p.spread()));
        }
        if (high - low < 1e-9) {
            high = low + 1;
        }
        int lastGeneration = points.get(points.size() - 1).generation();
        Scale scale = new Scale(points.get(0).generation(), Math.max(lastGeneration, points.get(0).generation() + 1),
                low, high);

        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.US, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">%n", WIDTH, HEIGHT, WIDTH, HEIGHT));
        svg.append(String.format(Locale.US, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", WIDTH, HEIGHT));
        svg.append(String.format(Locale.US, "<text x=\"%d\" y=\"22\" font-size=\"15\">%s</text>%n", LEFT,
                escape(title)));
        axes(svg, scale, metric);
        StringBuilder band = new StringBuilder();
        for (Point p : points) {
            band.append(coordinates(scale, p.generation(), p.mean() + p.spread()));
        }
        for (int i = points.size() - 1; i >= 0; i--) {
            Point p = points.get(i);
            band.append(coordinates(scale, p.generation(), p.mean() - p.spread()));
        }
        svg.append("<polygon fill=\"#9ecae1\" fill-opacity=\"0.4\" stroke=\"none\" points=\"")
                .append(band.toString().strip()).append("\"/>\n");
        line(svg, points, scale, true, "#08519c");
        line(svg, points, scale, false, "#e6550d");
        legend(svg);
        svg.append("</svg>\n");
        return svg.toString();
    }

    private record Scale(int firstGeneration, int lastGeneration, double low, double high) {
        double x(double generation) {
            return LEFT + (generation - firstGeneration) * (WIDTH - LEFT - RIGHT) / (lastGeneration - firstGeneration);
        }

        double y(double value) {
            return TOP + (high - value) * (HEIGHT - TOP - BOTTOM) / (high - low);
        }
    }

    private static void axes(StringBuilder svg, Scale scale, String metric) {
        int bottom = HEIGHT - BOTTOM;
        svg.append(String.format(Locale.US, "<g stroke=\"#444\"><line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>"
                + "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/></g>%n", LEFT, TOP, LEFT, bottom, LEFT, bottom,
                WIDTH - RIGHT, bottom));
        for (int i = 0; i <= TICKS; i++) {
            double value = scale.low() + (scale.high() - scale.low()) * i / TICKS;
            double y = scale.y(value);
            svg.append(String.format(Locale.US, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>"
                    + "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n", LEFT, y, WIDTH - RIGHT, y,
                    LEFT - 6, y + 4, label(value)));
        }
        int span = scale.lastGeneration() - scale.firstGeneration();
        int step = Math.max(1, (span + TICKS - 1) / TICKS);
        for (int generation = scale.firstGeneration(); generation <= scale.lastGeneration(); generation += step) {
            svg.append(String.format(Locale.US, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>%n",
                    scale.x(generation), bottom + 18, generation));
        }
        svg.append(String.format(Locale.US, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">generation</text>%n",
                (LEFT + WIDTH - RIGHT) / 2, HEIGHT - 10));
        svg.append(String.format(Locale.US, "<text x=\"16\" y=\"%d\" text-anchor=\"middle\" "
                + "transform=\"rotate(-90 16 %d)\">%s</text>%n", (TOP + bottom) / 2, (TOP + bottom) / 2,
                escape(metric)));
    }

    private static void line(StringBuilder svg, List<Point> points, Scale scale, boolean best, String colour) {
        StringBuilder path = new StringBuilder();
        for (Point p : points) {
            path.append(coordinates(scale, p.generation(), best ? p.best() : p.mean()));
        }
        svg.append("<polyline fill=\"none\" stroke=\"").append(colour).append("\" stroke-width=\"2\" points=\"")
                .append(path.toString().strip()).append("\"/>\n");
        if (points.size() == 1) {
            Point p = points.get(0);
            svg.append(String.format(Locale.US, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>%n",
                    scale.x(p.generation()), scale.y(best ? p.best() : p.mean()), colour));
        }
    }

    private static void legend(StringBuilder svg) {
        int x = WIDTH - RIGHT - 260;
        svg.append(String.format(Locale.US, "<g><line x1=\"%d\" y1=\"16\" x2=\"%d\" y2=\"16\" stroke=\"#08519c\" "
                + "stroke-width=\"2\"/><text x=\"%d\" y=\"20\">best</text>%n", x, x + 20, x + 24));
        svg.append(String.format(Locale.US, "<line x1=\"%d\" y1=\"16\" x2=\"%d\" y2=\"16\" stroke=\"#e6550d\" "
                + "stroke-width=\"2\"/><text x=\"%d\" y=\"20\">mean</text>%n", x + 70, x + 90, x + 94));
        svg.append(String.format(Locale.US, "<rect x=\"%d\" y=\"10\" width=\"20\" height=\"12\" fill=\"#9ecae1\" "
                + "fill-opacity=\"0.4\"/><text x=\"%d\" y=\"20\">mean +- sd</text></g>%n", x + 145, x + 169));
    }

    private static String coordinates(Scale scale, double generation, double value) {
        return String.format(Locale.US, "%.1f,%.1f ", scale.x(generation), scale.y(value));
    }

    private static String label(double value) {
        if (Math.abs(value - Math.rint(value)) < 1e-9 && Math.abs(value) < 1e12) {
            return Long.toString((long) Math.rint(value));
        }
        return String.format(Locale.US, "%.3g", value);
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
