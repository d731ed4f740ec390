package io.tetrisarena.arena.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A confinement wraps a command (program, folder, variables, files to read), knowing nothing of the bot. */
class ConfinementTest {
    @TempDir
    Path folder;

    @Test
    void noConfinementRunsTheCommandAsItIs() {
        BotCommand command = new BotCommand(List.of("/usr/bin/python3", "bot.py"), folder, Map.of("A", "1"), List.of());
        assertSame(command, Confinement.NONE.wrap(command));
    }

    @Test
    void bubblewrapShowsTheFolderAndTheNamedFilesReadOnlyAndRunsTheCommandLastInTheFolder() {
        Path jar = folder.resolveSibling("other").resolve("bot.jar");
        BotCommand command = new BotCommand(List.of("/usr/bin/python3", "bot.py"), folder, Map.of("A", "1"),
                List.of(jar));
        BotCommand wrapped = new BubblewrapConfinement(Path.of("/usr/bin/bwrap")).wrap(command);
        List<String> argv = wrapped.command();
        assertEquals("/usr/bin/bwrap", argv.get(0));
        assertEquals(List.of("--chdir", folder.toString(), "--", "/usr/bin/python3", "bot.py"),
                argv.subList(argv.size() - 5, argv.size()));
        assertTrue(Collections.indexOfSubList(argv, List.of("--ro-bind-try", folder.toString(), folder.toString())) > 0,
                "the folder is bound read-only: " + argv);
        assertTrue(Collections.indexOfSubList(argv, List.of("--ro-bind-try", jar.toString(), jar.toString())) > 0,
                "the named file is bound read-only: " + argv);
        assertEquals(List.of("--unshare-net"), argv.stream().filter("--unshare-net"::equals).toList());
        assertEquals(folder, wrapped.folder());
        assertEquals(Map.of("A", "1"), wrapped.env());
    }
}
