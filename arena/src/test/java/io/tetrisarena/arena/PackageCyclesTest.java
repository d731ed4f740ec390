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
