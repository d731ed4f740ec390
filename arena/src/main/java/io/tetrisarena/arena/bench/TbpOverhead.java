package io.tetrisarena.arena.bench;

import io.tetrisarena.api.Observation;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.external.BotCommand;
import io.tetrisarena.arena.external.Confinement;
import io.tetrisarena.arena.external.Confinements;
import io.tetrisarena.arena.external.DefaultBotProcess;
import io.tetrisarena.arena.external.IsolatedJars;
import io.tetrisarena.arena.external.ProcessBot;
import io.tetrisarena.arena.external.TbpConnector;
import io.tetrisarena.arena.referee.BotConnection;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.referee.Reply;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.MoveInfo;
import io.tetrisarena.arena.tbp.LowestBot;
import io.tetrisarena.arena.tbp.TbpServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The Tetris Bot Protocol path's cost per move, as the arena pays it: a trivial bot (the lowest placement)
 * served by a child process, hosted as an untrusted bot is by default (in the sandbox where there is one),
 * played through {@link TbpConnector} and the referee. It reports the median CPU time of the arena's calling
 * thread per move (encoding, writing, reading and parsing, checking the move, reading the child's CPU time
 * from /proc when the move may have been slow; a sandboxed child's output is read on that thread too) and
 * the median round trip, and the child's start-up, which a run pays once. Run as a program, it is the
 * trivial bot's child.
 */
public final class TbpOverhead {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    /** Measurements made and thrown away before the three that count. */
    static final int WARM_UP_MEASUREMENTS = 2;

    private TbpOverhead() {
    }

    /** The figures of one measurement, in nanoseconds. */
    public record Figures(int moves, long medianArenaCpu, long medianRoundTrip, long startup, long medianNodes,
                          long medianNps) {
    }

    /** Serves the trivial bot over TBP on stdin/stdout. */
    public static void main(String[] args) throws IOException {
        LowestBot bot = new LowestBot();
        TbpServer server = new TbpServer(bot, bot.info(), new java.io.FileOutputStream(java.io.FileDescriptor.out));
        server.warmUp(2000, 2000);
        server.serve(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8), 65536));
    }

    /** Plays games of the trivial bot in a child until {@code moves} moves are measured. */
    public static Figures measure(int moves) throws IOException {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC", "-cp", IsolatedJars.classPath(), TbpOverhead.class.getName());
        // Hosted as an untrusted bot is by default: in the sandbox where there is one.
        Confinement confinement = Confinements.mayRun(false) ? Confinements.available() : Confinement.NONE;
        BotCommand run = confinement.wrap(new BotCommand(command, null, Map.of(), IsolatedJars.classPathEntries()));
        Path log = Files.createTempFile("tetris-arena-bench", ".log");
        long[] cpu = new long[moves];
        long[] wall = new long[moves];
        int[] n = {0};
        long startup;
        List<MoveInfo> infos = new ArrayList<>();
        try (TbpConnector connector = new TbpConnector(() -> DefaultBotProcess.start(run.command(), null, Map.of(),
                log, ProcessBot.MAX_LINE_BYTES, null, confinement.endsEveryDescendant()), confinement.hosting(),
                60_000)) {
            Event marathon = Events.load("marathon");
            Event event = new Event(marathon.name(), marathon.description(), marathon.metric(),
                    marathon.higherIsBetter(), marathon.rules().withPieceCap(1000));
            long t0 = System.nanoTime();
            connector.accepts(event.rules());
            startup = System.nanoTime() - t0;
            Referee referee = new Referee(s -> { });
            for (int game = 0; n[0] < moves && game < 10_000; game++) {
                BotConnection inner = connector.open("bench");
                GameRecord r = referee.play(new GameSpec("trivial", "1", "", event, "bench", game, game),
                        timed(inner, cpu, wall, n));
                if (r.moveInfo() != null) {
                    infos.addAll(r.moveInfo());
                }
            }
        } finally {
            Files.deleteIfExists(log);
        }
        int count = Math.min(n[0], moves);
        long[] nodes = infos.stream().filter(i -> i != null && i.nodes() != null).mapToLong(MoveInfo::nodes).toArray();
        long[] nps = infos.stream().filter(i -> i != null && i.nps() != null).mapToLong(i -> Math.round(i.nps()))
                .toArray();
        return new Figures(count, median(cpu, count), median(wall, count), startup, median(nodes, nodes.length),
                median(nps, nps.length));
    }

    private static BotConnection timed(BotConnection inner, long[] cpu, long[] wall, int[] n) {
        return new BotConnection() {
            @Override
            public Reply start(Rules rules, long cpuLimitNanos, long wallBackstopNanos) {
                return inner.start(rules, cpuLimitNanos, wallBackstopNanos);
            }

            @Override
            public Reply decide(Observation observation, long cpuLimitNanos, long wallBackstopNanos) {
                long c = THREADS.getCurrentThreadCpuTime();
                long w = System.nanoTime();
                Reply r = inner.decide(observation, cpuLimitNanos, wallBackstopNanos);
                if (n[0] < cpu.length) {
                    wall[n[0]] = System.nanoTime() - w;
                    cpu[n[0]] = THREADS.getCurrentThreadCpuTime() - c;
                    n[0]++;
                }
                return r;
            }

            @Override
            public MoveInfo lastMoveInfo() {
                return inner.lastMoveInfo();
            }

            @Override
            public void close() {
                inner.close();
            }
        };
    }

    private static long median(long[] values, int count) {
        long[] sorted = Arrays.copyOf(values, count);
        Arrays.sort(sorted);
        return count == 0 ? 0 : sorted[count / 2];
    }

    /**
     * Prints the figures: best median of three measurements of 3000 moves each, with the spread, after two
     * measurements that are thrown away (as JMH's warm-up iterations are: until the arena's side is compiled,
     * a move costs what the interpreter makes it cost, which the whole-process figures above include).
     */
    public static void print(PrintStream out) throws IOException {
        for (int i = 0; i < WARM_UP_MEASUREMENTS; i++) {
            measure(3000);
        }
        List<Figures> runs = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            runs.add(measure(3000));
        }
        Figures best = runs.stream().min(java.util.Comparator.comparingLong(Figures::medianArenaCpu)).orElseThrow();
        long worst = runs.stream().mapToLong(Figures::medianArenaCpu).max().orElse(0);
        out.printf("tbp: a trivial bot in a child process, %d moves x 3 after 2 thrown away: median arena-side CPU"
                        + " per move %.1f us"
                        + " (worst of 3 medians %.1f us), median round trip %.1f us; child start-up %.0f ms, once per run;"
                        + " its move_info: median nodes %d, median nps %,d%n",
                best.moves(), best.medianArenaCpu() / 1e3, worst / 1e3, best.medianRoundTrip() / 1e3,
                best.startup() / 1e6, best.medianNodes(), best.medianNps());
    }
}
