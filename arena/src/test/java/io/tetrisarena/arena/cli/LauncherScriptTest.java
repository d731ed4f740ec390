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
 * {@code bin/arena}, run in a copy of the repository's layout whose {@code mvnw} is a stand-in that counts its
 * calls and drops a small jar in place: the script builds only when the jar is missing, then runs it.
 */
class LauncherScriptTest {
    private static final Path SCRIPT = Path.of("..", "bin", "arena");

    @TempDir
    Path repo;

    @Test
    void buildsTheJarOnlyWhenItIsMissingThenRunsItWithTheArguments() throws Exception {
        assumeTrue(Files.isRegularFile(Path.of("/bin/bash")), "needs bash");
        Path classes = PluginJars.compile(repo, Map.of("echo.Main", """
                package echo;
                public class Main {
                    public static void main(String[] args) { System.out.println("ran " + String.join(" ", args)); }
                }
                """));
        Path prebuilt = PluginJars.jar(repo.resolve("prebuilt.jar"), Map.of("Main-Class", "echo.Main"), classes,
                null, Map.of());
        Files.createDirectories(repo.resolve("bin"));
        Files.copy(SCRIPT, repo.resolve("bin/arena"));
        Files.writeString(repo.resolve("mvnw"), """
                #!/usr/bin/env bash
                echo "$@" >> builds.log
                mkdir -p arena/target && cp "%s" arena/target/arena.jar
                """.formatted(prebuilt));
        repo.resolve("mvnw").toFile().setExecutable(true);

        Result first = launch("--version");
        assertEquals(0, first.code, first.err);
        assertEquals("ran --version", first.out.strip());
        assertTrue(first.err.contains("is missing; building it first"), first.err);
        Result second = launch("run", "--seeds", "quick");
        assertEquals("ran run --seeds quick", second.out.strip());
        assertEquals(List.of("-B -q package -DskipTests"), Files.readAllLines(repo.resolve("builds.log")),
                "built once, by the first call only");
    }

    private record Result(int code, String out, String err) {
    }

    private Result launch(String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("/bin/bash", repo.resolve("bin/arena").toString()));
        command.addAll(List.of(args));
        Path out = repo.resolve("out.txt");
        Path err = repo.resolve("err.txt");
        Process p = new ProcessBuilder(command).directory(repo.toFile()).redirectOutput(out.toFile())
                .redirectError(err.toFile()).start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the launcher finished");
        return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }
}
