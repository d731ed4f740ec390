package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.plugin.PluginProblem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A descriptor's files stay in its folder {@code plugins/<id>/}: a working folder that climbs out of
 * {@code plugins/}, is absolute, is {@code plugins/} itself or leaves through a symbolic link is refused by
 * name at load, and so is a program outside the bot's folder and the system folders, or one that does not
 * exist; every other bot still loads.
 */
class DescriptorFolderTest {
    @TempDir
    static Path work;
    static LoadedPlugins result;

    private static void descriptor(Path plugins, String id, String fields) throws Exception {
        Files.writeString(plugins.resolve(id + ".bot.json"), "{\"id\": \"" + id + "\"" + fields + "}");
    }

    @BeforeAll
    static void writeDescriptorsThatReachOut() throws Exception {
        Path plugins = Files.createDirectories(work.resolve("plugins"));
        Path outside = Files.createDirectories(work.resolve("outside"));
        Path script = Files.writeString(outside.resolve("run.sh"), "#!/bin/sh\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.createDirectories(plugins.resolve("good"));
        // A program that introduces itself (the loader asks every program for its info) and then waits.
        Files.writeString(plugins.resolve("good").resolve("bot.sh"), "echo '{\"type\": \"info\", \"name\": \"good\","
                + " \"version\": \"1.0\", \"author\": \"tests\", \"features\": []}'\ncat > /dev/null\n");
        descriptor(plugins, "good", ", \"command\": [\"sh\", \"bot.sh\"]");
        descriptor(plugins, "climber", ", \"command\": [\"sh\"], \"workingDir\": \"../outside\"");
        descriptor(plugins, "absolute", ", \"command\": [\"sh\"], \"workingDir\": \"" + outside + "\"");
        descriptor(plugins, "everything", ", \"command\": [\"sh\"], \"workingDir\": \".\"");
        Files.createSymbolicLink(plugins.resolve("linked"), outside);
        descriptor(plugins, "linked", ", \"command\": [\"sh\"]");
        descriptor(plugins, "homeless", ", \"command\": [\"sh\"]");
        Files.createDirectories(plugins.resolve("missing"));
        descriptor(plugins, "missing", ", \"command\": [\"no-such-program-anywhere\"]");
        Files.createDirectories(plugins.resolve("foreign"));
        descriptor(plugins, "foreign", ", \"command\": [\"" + script + "\"]");
        Files.createDirectories(plugins.resolve("smuggler"));
        Files.createSymbolicLink(plugins.resolve("smuggler").resolve("run"), script);
        descriptor(plugins, "smuggler", ", \"command\": [\"./run\"]");
        Files.createDirectories(plugins.resolve("good").resolve("weights"));
        Files.createDirectories(plugins.resolve("competitor"));
        descriptor(plugins, "competitor", ", \"command\": [\"sh\"], \"workingDir\": \"good/weights\"");
        Files.createDirectories(plugins.resolve("preloader"));
        descriptor(plugins, "preloader", ", \"command\": [\"sh\"], \"env\": {\"LD_PRELOAD\": \"./x.so\"}");
        Files.createDirectories(plugins.resolve("tooler"));
        descriptor(plugins, "tooler", ", \"command\": [\"sh\"], \"env\": {\"JAVA_TOOL_OPTIONS\": \"-javaagent:a.jar\"}");
        Files.createDirectories(plugins.resolve("nested").resolve("bin"));
        descriptor(plugins, "nested", ", \"command\": [\"sh\"], \"workingDir\": \"nested/bin\","
                + " \"memoryMb\": 300, \"processes\": 20, \"tmpMb\": 4");
        result = new DefaultBotLoader().load(plugins);
    }

    private static String cause(String id) {
        return result.problems().stream().filter(p -> p.source().equals(id + ".bot.json")).map(PluginProblem::cause)
                .findFirst().orElse("loaded");
    }

    @Test
    void onlyTheDescriptorThatStaysInItsFolderLoads() {
        assertEquals(List.of("good", "nested"), result.bots().stream().map(b -> b.id()).sorted().toList());
        assertEquals(11, result.problems().size(), result.problems().toString());
    }

    @Test
    void aProgramNamedByItsBareNameIsFoundInTheSystemFolders() {
        String description = result.bots().get(0).info().description();
        assertTrue(description.endsWith("/bin/sh bot.sh"), description);
    }

    @Test
    void aWorkingFolderOutsidePluginsIsRefusedByName() {
        assertEquals("malformed bot descriptor: workingDir must be a folder inside plugins/ (relative, without '..'),"
                + " got '../outside'", cause("climber"));
        assertTrue(cause("absolute").contains("workingDir must be a folder inside plugins/"), cause("absolute"));
        assertTrue(cause("everything").contains("workingDir must be a folder inside plugins/"), cause("everything"));
        assertEquals("malformed bot descriptor: workingDir plugins/linked leads out of plugins/ through a symbolic link",
                cause("linked"));
        assertEquals("malformed bot descriptor: the bot's folder plugins/homeless/ does not exist (its files belong"
                + " there)", cause("homeless"));
    }

    @Test
    void anotherBotsFolderIsRefusedAsAWorkingFolder() {
        assertEquals("malformed bot descriptor: workingDir must be the bot's own folder plugins/competitor/ or a"
                + " folder inside it, got plugins/good/weights/ (another bot's files are not its own)",
                cause("competitor"));
    }

    @Test
    void aLoaderVariableInEnvIsRefusedByName() {
        assertEquals("malformed bot descriptor: env.LD_PRELOAD is refused: it would load code into the programs that"
                + " start the bot (refused: LD_*, DYLD_*, JAVA_TOOL_OPTIONS, _JAVA_OPTIONS, JDK_JAVA_OPTIONS,"
                + " GCONV_PATH, LOCPATH, NLSPATH, HOSTALIASES, MALLOC_TRACE)", cause("preloader"));
        assertTrue(cause("tooler").contains("env.JAVA_TOOL_OPTIONS is refused"), cause("tooler"));
    }

    @Test
    void aFolderInsideItsOwnFolderAndItsOwnLimitsAreKept() throws Exception {
        BotDescriptor nested = BotDescriptor.read(work.resolve("plugins").resolve("nested.bot.json"));
        assertEquals(work.resolve("plugins").resolve("nested").resolve("bin").toRealPath(), nested.workingDir());
        assertEquals(new BotLimits(300, 20, 4), nested.limits());
        BotDescriptor good = BotDescriptor.read(work.resolve("plugins").resolve("good.bot.json"));
        assertEquals(BotLimits.PROGRAM, good.limits());
    }

    @Test
    void aProgramOutsideTheBotsFolderAndTheSystemFoldersIsRefusedByName() {
        assertEquals("malformed bot descriptor: the program no-such-program-anywhere does not exist (looked in the"
                + " bot's folder and in /usr/local/bin, /usr/bin, /bin, /usr/local/sbin, /usr/sbin, /sbin)",
                cause("missing"));
        assertTrue(cause("foreign").endsWith("is neither in the bot's folder nor in the system folders (/usr, /bin,"
                + " /sbin, /opt, the JDK)"), cause("foreign"));
        assertEquals("malformed bot descriptor: the program ./run leads out of the bot's folder", cause("smuggler"));
    }
}
