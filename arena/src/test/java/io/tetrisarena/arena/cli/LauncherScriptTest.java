package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.arena.testkit.PluginJars;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/arena} and {@code bin/build}, run in a copy of the repository's layout whose {@code mvnw} is a
 * stand-in: for the launcher it counts its calls and drops a small jar in place (the launcher builds only when
 * the jar is missing, then runs it); for the build it prints a recorded Maven log and exits with a given code.
 */
class LauncherScriptTest {
    private static final Path SCRIPT = Path.of("..", "bin", "arena");
    private static final Path BUILD = Path.of("..", "bin", "build");

    @TempDir
    Path repo;

    @Test
    void buildsTheJarOnlyWhenItIsMissingThenRunsItWithTheArguments() throws Exception {
        assumeTrue(Files.isRegularFile(Path.of("/bin/bash")), "needs bash");
        Path classes = PluginJars.compile(repo, Map.of("io.tetrisarena.arena.cli.Main", """
                package io.tetrisarena.arena.cli;
                public class Main {
                    public static void main(String[] args) { System.out.println("ran " + String.join(" ", args)); }
                }
                """));
        Path prebuilt = PluginJars.jar(repo.resolve("prebuilt.jar"), Map.of("Main-Class", "io.tetrisarena.arena.cli.Main"), classes,
                null, Map.of());
        Files.createDirectories(repo.resolve("bin"));
        Files.copy(SCRIPT, repo.resolve("bin/arena"));
        Files.copy(BUILD, repo.resolve("bin/build"));
        Files.writeString(repo.resolve("mvnw"), """
                #!/usr/bin/env bash
                echo "$@" >> builds.log
                mkdir -p arena/target && cp "%s" arena/target/arena.jar
                """.formatted(prebuilt));
        repo.resolve("mvnw").toFile().setExecutable(true);

        Result first = run("bin/arena", "--version");
        assertEquals(0, first.code, first.err);
        assertEquals("ran --version", first.out.strip());
        assertTrue(first.err.contains("is missing; building it first"), first.err);
        Result second = run("bin/arena", "run", "--seeds", "quick");
        assertEquals("ran run --seeds quick", second.out.strip());
        assertEquals(List.of("-B package -DskipTests"), Files.readAllLines(repo.resolve("builds.log")),
                "built once, by the first call only");
    }

    @Test
    void mapsTheClassDataArchiveBesideTheJarAndIgnoresAStaleOrBrokenOneSilently() throws Exception {
        assumeTrue(Files.isRegularFile(Path.of("/bin/bash")), "needs bash");
        Path jar = echoJar("ran");
        Path archive = repo.resolve("arena/target/arena.jsa");
        Process dump = new ProcessBuilder("java", "-XX:ArchiveClassesAtExit=" + archive, "-jar", jar.toString(),
                "x").redirectErrorStream(true).redirectOutput(repo.resolve("dump.txt").toFile()).start();
        assertTrue(dump.waitFor(60, TimeUnit.SECONDS) && dump.exitValue() == 0, Files.readString(repo.resolve("dump.txt")));

        // -Xshare:on makes the JVM fail unless it maps the archive: the launcher passes it.
        Result mapped = run(Map.of("ARENA_JAVA_OPTS", "-Xshare:on"), "bin/arena", "--version");
        assertEquals(new Result(0, "ran --version\n", ""), mapped);

        // Another build of the jar (another size and time): the JVM drops the archive, and says nothing.
        Files.delete(jar);
        echoJar("ran again");
        Result stale = run(Map.of(), "bin/arena", "--version");
        assertEquals(new Result(0, "ran again --version\n", ""), stale);

        archive.toFile().setWritable(true);
        Files.write(archive, new byte[] {'n', 'o', 't', ' ', 'a', 'n', ' ', 'a', 'r', 'c', 'h', 'i', 'v', 'e'});
        Result broken = run(Map.of(), "bin/arena", "--version");
        assertEquals(new Result(0, "ran again --version\n", ""), broken);
    }

    @Test
    void playRunsOnTheSerialCollectorAndSoDoesEveryGameCommandOnTwoCoresUnlessTheUserNamesOne() throws Exception {
        assumeTrue(Files.isRegularFile(Path.of("/bin/bash")), "needs bash");
        jarBesideLauncher("""
                package io.tetrisarena.arena.cli;
                public class Main {
                    public static void main(String[] args) {
                        System.out.println(args[0] + ": " + java.lang.management.ManagementFactory
                                .getGarbageCollectorMXBeans().get(0).getName());
                    }
                }
                """);

        assertEquals(new Result(0, "play: Copy\n", ""), run(Map.of(), "bin/arena", "play"));
        assertEquals(new Result(0, "play: G1 Young Generation\n", ""),
                run(Map.of("ARENA_JAVA_OPTS", "-XX:+UseG1GC"), "bin/arena", "play"));
        // The long-lived services keep the JVM's own choice, as java -jar makes it on this machine; the other
        // commands take the serial collector on machines of at most two cores and keep the JVM's choice on more.
        Files.writeString(repo.resolve("direct.sh"), "exec java -jar arena/target/arena.jar \"$@\"\n");
        assertEquals(run(Map.of(), "direct.sh", "worker"), run(Map.of(), "bin/arena", "worker"));
        assertEquals(run(Map.of(), "direct.sh", "serve"), run(Map.of(), "bin/arena", "serve"));
        Files.writeString(repo.resolve("cores.sh"), "nproc\n");
        int cores = Integer.parseInt(run(Map.of(), "cores.sh").out().strip());
        Result run = run(Map.of(), "bin/arena", "run");
        assertEquals(cores <= 2 ? new Result(0, "run: Copy\n", "") : run(Map.of(), "direct.sh", "run"), run);
        assertEquals(new Result(0, "evolve: G1 Young Generation\n", ""),
                run(Map.of("ARENA_JAVA_OPTS", "-XX:+UseG1GC"), "bin/arena", "evolve"));
    }

    @Test
    void givesTheSerialCollectorASmallYoungGenerationUnlessTheUserSizesItOrNamesACollector() throws Exception {
        assumeTrue(Files.isRegularFile(Path.of("/bin/bash")), "needs bash");
        jarPrintingJvmArguments("-Xmn.*|-XX:[+]Use.*GC|-XX:(Max)?NewSize=.*");

        assertEquals(new Result(0, "[-XX:+UseSerialGC, -Xmn16m]\n", ""), run(Map.of(), "bin/arena", "play"));
        assertEquals(new Result(0, "[-XX:+UseG1GC]\n", ""),
                run(Map.of("ARENA_JAVA_OPTS", "-XX:+UseG1GC"), "bin/arena", "play"));
        assertEquals(new Result(0, "[-XX:+UseSerialGC, -Xmn64m]\n", ""),
                run(Map.of("ARENA_JAVA_OPTS", "-Xmn64m"), "bin/arena", "play"));
        assertEquals(new Result(0, "[-XX:+UseSerialGC, -XX:MaxNewSize=8m]\n", ""),
                run(Map.of("ARENA_JAVA_OPTS", "-XX:MaxNewSize=8m"), "bin/arena", "play"));
        // The services keep the JVM's collector and its sizes; the other commands follow the collector.
        assertEquals(new Result(0, "[]\n", ""), run(Map.of(), "bin/arena", "worker"));
        assertEquals(new Result(0, "[]\n", ""), run(Map.of(), "bin/arena", "serve"));
        Files.writeString(repo.resolve("cores.sh"), "nproc\n");
        int cores = Integer.parseInt(run(Map.of(), "cores.sh").out().strip());
        assertEquals(new Result(0, cores <= 2 ? "[-XX:+UseSerialGC, -Xmn16m]\n" : "[]\n", ""),
                run(Map.of(), "bin/arena", "run"));
    }

    @Test
    void namesTheMainClassOnTheClassPathButStartsTheClusterCommandsWithTheJarForItsManifest() throws Exception {
        assumeTrue(Files.isRegularFile(Path.of("/bin/bash")), "needs bash");
        jarBesideLauncher("""
                package io.tetrisarena.arena.cli;
                public class Main {
                    public static void main(String[] args) {
                        System.out.println(System.getProperty("sun.java.command").split(" ")[0]);
                    }
                }
                """);
        String jar = repo.resolve("arena/target/arena.jar").toAbsolutePath().normalize().toString();
        assertEquals(new Result(0, "io.tetrisarena.arena.cli.Main\n", ""), run(Map.of(), "bin/arena", "play"));
        assertEquals(new Result(0, "io.tetrisarena.arena.cli.Main\n", ""), run(Map.of(), "bin/arena", "run"));
        assertEquals(new Result(0, jar + "\n", ""), run(Map.of(), "bin/arena", "worker"));
        assertEquals(new Result(0, jar + "\n", ""), run(Map.of(), "bin/arena", "run", "--cluster", "127.0.0.1:5701"));
        assertEquals(new Result(0, jar + "\n", ""), run(Map.of(), "bin/arena", "bench", "--cluster=2"));
    }

    @Test
    void delaysOnStackReplacementUnlessTheUserSetsItsThreshold() throws Exception {
        assumeTrue(Files.isRegularFile(Path.of("/bin/bash")), "needs bash");
        jarPrintingJvmArguments("-XX:Tier4BackEdgeThreshold=.*");

        assertEquals(new Result(0, "[-XX:Tier4BackEdgeThreshold=1000000]\n", ""), run(Map.of(), "bin/arena", "run"));
        assertEquals(new Result(0, "[-XX:Tier4BackEdgeThreshold=1000000]\n", ""), run(Map.of(), "bin/arena", "play"));
        assertEquals(new Result(0, "[-XX:Tier4BackEdgeThreshold=40000]\n", ""),
                run(Map.of("ARENA_JAVA_OPTS", "-XX:Tier4BackEdgeThreshold=40000"), "bin/arena", "run"));
    }

    @Test
    void compilesAfterMoreCallsUnlessTheUserSetsACallThreshold() throws Exception {
        assumeTrue(Files.isRegularFile(Path.of("/bin/bash")), "needs bash");
        jarPrintingJvmArguments("-XX:Tier[34].*(Invocation|Compile)Threshold=.*");

        String later = "[-XX:Tier3InvocationThreshold=1000, -XX:Tier3MinInvocationThreshold=500, "
                + "-XX:Tier3CompileThreshold=10000, -XX:Tier4InvocationThreshold=50000, "
                + "-XX:Tier4MinInvocationThreshold=6000, -XX:Tier4CompileThreshold=150000]\n";
        assertEquals(new Result(0, later, ""), run(Map.of(), "bin/arena", "run"));
        assertEquals(new Result(0, later, ""), run(Map.of(), "bin/arena", "play"));
        assertEquals(new Result(0, "[-XX:Tier4InvocationThreshold=5000]\n", ""),
                run(Map.of("ARENA_JAVA_OPTS", "-XX:Tier4InvocationThreshold=5000"), "bin/arena", "run"));
        assertEquals(new Result(0, "[-XX:Tier3InvocationThreshold=200]\n", ""),
                run(Map.of("ARENA_JAVA_OPTS", "-XX:Tier3InvocationThreshold=200"), "bin/arena", "evolve"));
    }

    @Test
    void compilesTheDigestsBlockLoopEarlyWithoutAWordOnTheOutputUnlessTheUserScalesThresholds() throws Exception {
        assumeTrue(Files.isRegularFile(Path.of("/bin/bash")), "needs bash");
        jarPrintingJvmArguments("-XX:CompileCommand=.*|-XX:CompileThresholdScaling=.*");

        // The whole output is the stand-in's line: the JVM says nothing of the compile command.
        String early = "[-XX:CompileCommand=quiet, -XX:CompileCommand=CompileThresholdScaling,"
                + "sun.security.provider.DigestBase::implCompressMultiBlock0,0.001]\n";
        assertEquals(new Result(0, early, ""), run(Map.of(), "bin/arena", "run"));
        assertEquals(new Result(0, early, ""), run(Map.of(), "bin/arena", "verify"));
        assertEquals(new Result(0, "[-XX:CompileThresholdScaling=0.5]\n", ""),
                run(Map.of("ARENA_JAVA_OPTS", "-XX:CompileThresholdScaling=0.5"), "bin/arena", "run"));
    }

    /** arena/target/arena.jar as a jar whose main prints the JVM options matching {@code regex}, as a list. */
    private Path jarPrintingJvmArguments(String regex) throws Exception {
        return jarBesideLauncher("""
                package io.tetrisarena.arena.cli;
                public class Main {
                    public static void main(String[] args) {
                        System.out.println(java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()
                                .stream().filter(a -> a.matches("%s")).toList());
                    }
                }
                """.formatted(regex));
    }

    /** arena/target/arena.jar as a jar whose main prints {@code word} and its arguments; bin/arena beside it. */
    private Path echoJar(String word) throws Exception {
        return jarBesideLauncher("""
                package io.tetrisarena.arena.cli;
                public class Main {
                    public static void main(String[] args) { System.out.println("%s " + String.join(" ", args)); }
                }
                """.formatted(word));
    }

    /**
     * arena/target/arena.jar made of a stand-in for the arena's main class (which bin/arena names) with this
     * source; bin/arena beside it.
     */
    private Path jarBesideLauncher(String mainSource) throws Exception {
        Path classes = PluginJars.compile(repo, Map.of("io.tetrisarena.arena.cli.Main", mainSource));
        Path jar = Files.createDirectories(repo.resolve("arena/target")).resolve("arena.jar");
        PluginJars.jar(jar, Map.of("Main-Class", "io.tetrisarena.arena.cli.Main"), classes, null, Map.of());
        Files.createDirectories(repo.resolve("bin"));
        Files.copy(SCRIPT, repo.resolve("bin/arena"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        return jar;
    }

    @Test
    void theBuildPrintsOneLinePerModuleAndKeepsMavensWholeLog() throws Exception {
        assumeTrue(Files.isRegularFile(Path.of("/bin/bash")), "needs bash");
        standInMaven(0);

        Result build = run("bin/build", "-o");
        assertEquals(0, build.code, build.err);
        List<String> lines = build.out.lines().toList();
        assertEquals("build: ./mvnw -B package -DskipTests -o (Maven's log: target/build.log)", lines.get(0));
        assertTrue(lines.get(1).matches("build  1/3: Tetris Arena \\(\\d+ s\\)"), lines.get(1));
        assertTrue(lines.get(2).matches("build: fetching Maven's plugins and libraries .*"), lines.get(2));
        assertTrue(lines.get(3).matches("build  2/3: Tetris Arena rules kernel \\(\\d+ s\\)"), lines.get(3));
        assertTrue(lines.get(4).matches("build  3/3: Tetris Arena host \\(\\d+ s\\)"), lines.get(4));
        assertTrue(lines.get(5).matches("build: done in \\d+ s"), lines.get(5));
        assertEquals(6, lines.size(), build.out);
        assertEquals(MAVEN_LOG.lines().count(), Files.readAllLines(repo.resolve("target/build.log")).size(),
                "Maven's every line is kept in the log");
    }

    @Test
    void aFailedBuildPrintsMavensErrorsAndExitsWithItsCode() throws Exception {
        assumeTrue(Files.isRegularFile(Path.of("/bin/bash")), "needs bash");
        standInMaven(1);

        Result build = run("bin/build");
        assertEquals(1, build.code);
        List<String> errors = build.err.lines().toList();
        assertEquals("[ERROR] Failed to execute goal on project tetris-arena-host: compilation failure",
                errors.get(0));
        assertTrue(errors.get(1).matches("build: failed after \\d+ s \\(exit 1\\); Maven's whole log: .*"
                + "target/build.log"), errors.get(1));
        assertEquals(2, errors.size(), build.err);
    }

    private static final String MAVEN_LOG = """
            [INFO] Scanning for projects...
            [INFO] Building Tetris Arena 0.1.0                                       [1/3]
            [INFO] Downloading from central: https://repo.maven.apache.org/maven2/a.pom
            [INFO] Downloading from central: https://repo.maven.apache.org/maven2/b.pom
            [INFO] Building Tetris Arena rules kernel 0.1.0                          [2/3]
            [INFO] Building jar: /x/api/kernel/target/tetris-arena-kernel-0.1.0.jar
            [INFO] Building Tetris Arena host 0.1.0                                  [3/3]
            [INFO] Reactor Summary for Tetris Arena 0.1.0:
            """;

    private void standInMaven(int exitCode) throws Exception {
        Files.createDirectories(repo.resolve("bin"));
        Files.copy(BUILD, repo.resolve("bin/build"));
        Files.writeString(repo.resolve("maven.log"), MAVEN_LOG
                + (exitCode == 0 ? "" : "[ERROR] Failed to execute goal on project tetris-arena-host: compilation failure\n"));
        Files.writeString(repo.resolve("mvnw"), """
                #!/usr/bin/env bash
                cat maven.log
                exit %d
                """.formatted(exitCode));
        repo.resolve("mvnw").toFile().setExecutable(true);
    }

    private Result run(String script, String... args) throws Exception {
        return run(Map.of(), script, args);
    }

    private Result run(Map<String, String> env, String script, String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("/bin/bash", repo.resolve(script).toString()));
        command.addAll(List.of(args));
        Path out = repo.resolve("out.txt");
        Path err = repo.resolve("err.txt");
        ProcessBuilder builder = new ProcessBuilder(command).directory(repo.toFile()).redirectOutput(out.toFile())
                .redirectError(err.toFile());
        builder.environment().remove("ARENA_JAVA_OPTS");
        builder.environment().putAll(env);
        Process p = builder.start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), script + " finished");
        return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    private record Result(int code, String out, String err) {
    }
}
