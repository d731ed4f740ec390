package io.tetrisarena.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.game.Game;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The arena's packages depend on each other one way only. The dependencies are read from the compiled classes
 * by the JDK's own jdeps (so a reference only in javadoc does not count, and neither does a constant the
 * compiler inlines).
 */
class PackageCyclesTest {
    private static final String PREFIX = "io.tetrisarena.arena.";

    @Test
    void noTwoArenaPackagesDependOnEachOtherEvenThroughOthers() throws Exception {
        Map<String, Set<String>> graph = packageGraph(Path.of(Game.class.getProtectionDomain().getCodeSource()
                .getLocation().toURI()));
        assertTrue(graph.containsKey("results") && graph.get("verify").contains("game"),
                "jdeps saw the packages: " + graph);
        assertEquals(List.of(), cycles(graph), "package cycles (each listed with its packages in a loop)");
    }

    @Test
    void aLoopThroughAThirdPackageIsFound() {
        Map<String, Set<String>> graph = new TreeMap<>(Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"),
                "d", Set.of("a"), "e", Set.of()));
        assertEquals(List.of(List.of("a", "b", "c")), cycles(graph));
        assertEquals(List.of(), cycles(Map.of("a", Set.of("b"), "b", Set.of())));
    }

    /**
     * The bot API's four jars (stability, kernel, contract, kit) as one graph. The annotation {@code Stability}
     * is its own node: it has a jar of its own below everything, though its package name is the contract's. One
     * edge is allowed by name: {@code Rules.emptyBoard()} (rules to kernel), deprecated since 1.6.0 for
     * {@code Board.empty(rules)} and kept until 2.0, since removing it would break bots built against 1.x.
     */
    @Test
    void noTwoApiPackagesDependOnEachOtherEvenThroughOthers() throws Exception {
        List<Path> jars = new ArrayList<>();
        for (Class<?> c : List.of(io.tetrisarena.api.Stability.class, io.tetrisarena.api.rules.Rules.class,
                io.tetrisarena.api.Observation.class, io.tetrisarena.api.features.LinearWeights.class)) {
            jars.add(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()));
        }
        Map<String, Set<String>> graph = apiGraph(jars, Set.of("io.tetrisarena.api.rules.Rules -> io.tetrisarena.api.kernel.Board"));
        assertTrue(graph.containsKey("api.kernel") && graph.get("kernel.internal").contains("api.kernel")
                && graph.get("api.features").contains("api"), "jdeps saw the packages: " + graph);
        assertEquals(List.of(), cycles(graph), "API package cycles (each listed with its packages in a loop)");
        assertTrue(!graph.get("api.kernel").contains("kernel.internal"), "the kernel's API does not reach into the"
                + " host-only streams");
        assertTrue(graph.get("api.rules").isEmpty() || graph.get("api.rules").equals(Set.of("stability")),
                "the rules depend on nothing but the annotation: " + graph.get("api.rules"));
    }

    @Test
    void anApiLoopIsFoundUnlessItsEdgeIsAllowedByName() throws Exception {
        Path jar = Path.of(io.tetrisarena.api.rules.Rules.class.getProtectionDomain().getCodeSource().getLocation()
                .toURI());
        List<List<String>> found = cycles(apiGraph(List.of(jar), Set.of()));
        assertEquals(List.of(List.of("api.kernel", "api.rules")), found, "Rules.emptyBoard closes a loop");
    }

    /** Package (without {@code io.tetrisarena.}) to the packages its classes use, read class by class. */
    static Map<String, Set<String>> apiGraph(List<Path> jars, Set<String> allowedClassEdges) {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow(() -> new IllegalStateException("no jdeps"));
        List<String> args = new ArrayList<>(List.of("-verbose:class", "-filter:none", "-e", "io\\.tetrisarena\\..*"));
        jars.forEach(j -> args.add(j.toString()));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = jdeps.run(new PrintWriter(out), new PrintWriter(err), args.toArray(String[]::new));
        assertEquals(0, code, err.toString());
        Map<String, Set<String>> graph = new TreeMap<>();
        for (String line : out.toString().lines().toList()) {
            String[] f = line.trim().split("\\s+");
            if (f.length >= 3 && f[1].equals("->") && f[0].startsWith("io.tetrisarena.") && f[2].startsWith("io.tetrisarena.")
                    && !allowedClassEdges.contains(f[0] + " -> " + f[2])) {
                String from = apiNode(f[0]);
                String to = apiNode(f[2]);
                graph.computeIfAbsent(to, k -> new TreeSet<>());
                graph.computeIfAbsent(from, k -> new TreeSet<>());
                if (!from.equals(to)) {
                    graph.get(from).add(to);
                }
            }
        }
        return graph;
    }

    private static String apiNode(String className) {
        if (className.startsWith("io.tetrisarena.api.Stability")) {
            return "stability";
        }
        String pkg = className.substring(0, className.lastIndexOf('.'));
        return pkg.substring("io.tetrisarena.".length());
    }

    /** Package (without the arena prefix) to the arena packages its classes use. */
    static Map<String, Set<String>> packageGraph(Path classes) {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow(() -> new IllegalStateException("no jdeps"));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = jdeps.run(new PrintWriter(out), new PrintWriter(err), "-verbose:package", "-filter:none", "-e",
                "io\\.tetrisarena\\.arena\\..*", classes.toString());
        assertEquals(0, code, err.toString());
        Map<String, Set<String>> graph = new TreeMap<>();
        for (String line : out.toString().lines().toList()) {
            String[] f = line.trim().split("\\s+");
            if (f.length >= 3 && f[1].equals("->") && f[0].startsWith(PREFIX) && f[2].startsWith(PREFIX)) {
                String from = f[0].substring(PREFIX.length());
                String to = f[2].substring(PREFIX.length());
                graph.computeIfAbsent(to, k -> new TreeSet<>());
                if (!from.equals(to)) {
                    graph.computeIfAbsent(from, k -> new TreeSet<>()).add(to);
                }
            }
        }
        return graph;
    }

    /** The strongly connected components of more than one package (Tarjan), each sorted, in name order. */
    static List<List<String>> cycles(Map<String, Set<String>> graph) {
        Map<String, Integer> index = new TreeMap<>();
        Map<String, Integer> low = new TreeMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new TreeSet<>();
        List<List<String>> found = new ArrayList<>();
        for (String node : new TreeSet<>(graph.keySet())) {
            if (!index.containsKey(node)) {
                connect(node, graph, index, low, stack, onStack, found);
            }
        }
        found.sort((a, b) -> a.get(0).compareTo(b.get(0)));
        return found;
    }

    private static void connect(String node, Map<String, Set<String>> graph, Map<String, Integer> index,
                                Map<String, Integer> low, Deque<String> stack, Set<String> onStack,
                                List<List<String>> found) {
        index.put(node, index.size());
        low.put(node, index.get(node));
        stack.push(node);
        onStack.add(node);
        for (String next : graph.getOrDefault(node, Set.of())) {
            if (!index.containsKey(next)) {
                connect(next, graph, index, low, stack, onStack, found);
                low.put(node, Math.min(low.get(node), low.get(next)));
            } else if (onStack.contains(next)) {
                low.put(node, Math.min(low.get(node), index.get(next)));
            }
        }
        if (low.get(node).equals(index.get(node))) {
            List<String> component = new ArrayList<>();
            String member;
            do {
                member = stack.pop();
                onStack.remove(member);
                component.add(member);
            } while (!member.equals(node));
            if (component.size() > 1) {
                component.sort(null);
                found.add(List.copyOf(component));
            }
        }
    }
}
