package io.tetrisarena.arena.testkit;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Sources of test-only bots, each a {@code TetrisBot} whose player runs a given body. {@code good} plays
 * the legal placement with the lowest top row; the others misbehave in one way each.
 */
public final class TestBots {
    /** Player bodies by bot id: each is the body of {@code decide(Observation o)}. */
    public static final Map<String, String> BODIES = new LinkedHashMap<>();

    static {
        BODIES.put("good", "return lowest(o);");
        BODIES.put("thrower", "if (o.piecesPlaced() >= 3) { throw new IllegalStateException(\"boom\"); } return lowest(o);");
        BODIES.put("sleeper", "for (;;) { try { Thread.sleep(60_000); } catch (InterruptedException e) { } }");
        BODIES.put("cheater", "return Move.place(Placement.of(o.current(), Rotation.NORTH, 4, 12));");
        BODIES.put("silent", "return null;");
        // Plays by a hash of everything the observation shows, so any difference in what it is shown
        // changes its moves: two paths that give it the same observations give the same game.
        // Plays by a hash of everything the observation shows (no identity hash codes, so the same in any
        // JVM), so any difference in what it is shown changes its moves: two paths that give it the same
        // observations give the same game.
        BODIES.put("fingerprint", "long h = o.current().ordinal(); Board b = o.board();"
                + " for (int y = 0; y < b.height(); y++) { h = h * 31 + b.row(y); }"
                + " h = h * 31 + o.hold().map(Enum::ordinal).orElse(9);"
                + " for (Piece p : o.preview()) { h = h * 31 + p.ordinal(); }"
                + " for (Piece p : o.bagRemaining()) { h = h * 31 + p.ordinal(); }"
                + " h = h * 31 + o.score(); h = h * 31 + o.lines(); h = h * 31 + o.combo();"
                + " h = h * 31 + (o.backToBack() ? 1 : 0); h = h * 31 + o.piecesPlaced(); h = h * 31 + o.timeBudgetNanos();"
                + " for (Placement p : o.placements()) { h = h * 31 + p.packed(); }"
                + " for (Placement p : o.holdPlacements()) { h = h * 31 + p.packed(); }"
                + " h ^= h >>> 29; h *= 0x9E3779B97F4A7C15L; h ^= h >>> 32;"
                + " boolean viaHold = !o.holdPlacements().isEmpty() && Math.floorMod(h >>> 8, 4) == 0;"
                + " java.util.List<Placement> list = new java.util.ArrayList<>(viaHold ? o.holdPlacements() : o.placements());"
                + " list.sort(java.util.Comparator.comparingInt(Placement::topRow));"
                + " Placement p = list.get((int) Math.floorMod(h, (long) Math.min(3, list.size())));"
                + " return viaHold ? Move.holdThen(p) : Move.place(p);");
        BODIES.put("burner", "long end = cpu() + 400_000_000L; long x = 0; while (cpu() < end) { x += x * 31 + 7; }"
                + " return x == 42 ? null : lowest(o);");
    }

    private TestBots() {
    }

    /** The class name of a test bot. */
    public static String className(String id) {
        return "testbots." + Character.toUpperCase(id.charAt(0)) + id.substring(1) + "Bot";
    }

    /** The source of a bot with this id and decide body; {@code infoBody} replaces the body of info() if not null. */
    public static String source(String id, String decideBody, String infoBody) {
        String simple = className(id).substring("testbots.".length());
        String info = infoBody != null ? infoBody
                : "return new BotInfo(\"" + id + "\", \"" + simple + "\", \"1.0.0\", \"tests\", \"a test bot\");";
        return """
                package testbots;

                import io.tetrisarena.api.*;
                import io.tetrisarena.api.kernel.*;
                import io.tetrisarena.api.rules.Rules;
                import java.lang.management.ManagementFactory;

                @org.pf4j.Extension
                public class %s implements TetrisBot {
                    public BotInfo info() { %s }

                    public BotPlayer newPlayer(Rules rules) { return o -> decide(o); }

                    static long cpu() { return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime(); }

                    static Move lowest(Observation o) {
                        Placement best = null;
                        for (Placement p : o.placements()) {
                            if (best == null || p.topRow() < best.topRow()) { best = p; }
                        }
                        return Move.place(best);
                    }

                    static Move decide(Observation o) { %s }
                }
                """.formatted(simple, info, decideBody);
    }

    /**
     * Writes a short guideline event for tests ({@code tiny}: preview 3, hold, 20 pieces) with the given
     * per-move limit, and returns the file.
     */
    public static Path writeTinyEvent(Path file, long moveTimeMillis) throws IOException {
        java.nio.file.Files.writeString(file, """
                {"name": "tiny", "description": "A short guideline game for tests.", "metric": "score",
                 "higherIsBetter": true,
                 "rules": {"width": 10, "height": 40, "visibleHeight": 20, "previewCount": 3, "hold": true,
                           "movement": "srs", "rotation180": false, "scoring": "guideline",
                           "randomizer": "seven_bag", "topOut": "guideline", "pieceCap": 20,
                           "garbage": {"firstInterval": 0, "minInterval": 0, "shrinkEvery": 0},
                           "moveTimeMillis": %d}}
                """.formatted(moveTimeMillis));
        return file;
    }

    /** Builds {@code <dir>/<id>.jar} for each id (plugin id = bot id), compiling in {@code work}. */
    public static void buildJars(Path work, Path dir, List<String> ids) throws IOException {
        Map<String, String> sources = new LinkedHashMap<>();
        for (String id : ids) {
            sources.put(className(id), source(id, BODIES.get(id), null));
        }
        Path classes = PluginJars.compile(work, sources);
        for (String id : ids) {
            Path single = work.resolve("only-" + id);
            copyClass(classes, single, className(id));
            PluginJars.jar(dir.resolve(id + ".jar"), PluginJars.manifest(id, ">=1.0.0 & <2.0.0"), single,
                    List.of(className(id)), Map.of());
        }
    }

    private static void copyClass(Path classes, Path target, String className) throws IOException {
        String path = className.replace('.', '/');
        Path from = classes.resolve(path + ".class");
        Path to = target.resolve(path + ".class");
        java.nio.file.Files.createDirectories(to.getParent());
        java.nio.file.Files.copy(from, to, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        try (var nested = java.nio.file.Files.list(from.getParent())) {
            for (Path p : nested.toList()) {
                String name = p.getFileName().toString();
                String simple = path.substring(path.lastIndexOf('/') + 1);
                if (name.startsWith(simple + "$")) {
                    java.nio.file.Files.copy(p, to.getParent().resolve(name), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }
}
