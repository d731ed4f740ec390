package io.tetrisarena.arena.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.rules.Rules;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Sources asked in turn: each sees what the earlier ones found, a jar goes to the first that claims it. */
class CompoundBotSourceTest {
    private static LoadedBot bot(String id, Path jar) {
        TetrisBot bot = new TetrisBot() {
            @Override
            public BotInfo info() {
                return new BotInfo(id, id, "1", "tests", "test");
            }

            @Override
            public io.tetrisarena.api.BotPlayer newPlayer(Rules rules) {
                return o -> Move.place(o.placements().get(0));
            }
        };
        return new LoadedBot(bot, bot.info(), id, jar, "sha");
    }

    /** A jar source that claims the jars whose name starts with {@code prefix}. */
    private static BotSource claiming(String prefix) {
        return (folder, found) -> {
            List<LoadedBot> out = new ArrayList<>();
            folder.jars().forEach((jar, id) -> {
                if (jar.getFileName().toString().startsWith(prefix) && folder.claim(jar)) {
                    out.add(bot(prefix + "-" + id, jar));
                }
            });
            return out;
        };
    }

    @Test
    void eachJarGoesToTheFirstSourceThatClaimsItAndTheBotsKeepTheJarsOrder() {
        Map<Path, String> jars = new LinkedHashMap<>();
        for (String name : List.of("b1.jar", "a2.jar", "b3.jar", "a4.jar")) {
            jars.put(Path.of(name), name.substring(0, 2));
        }
        BotFolder folder = new BotFolder(Path.of("plugins"), jars, Map.of(), Trust.standard(), new ArrayList<>());
        BotSource later = (f, found) -> List.of(bot("after-" + found.size(), Path.of("x.bot.json")));
        BotSource sources = new CompoundBotSource(List.of(new CompoundBotSource(List.of(claiming("a"), claiming("a"),
                claiming("b"))).inJarOrder(), later));
        assertEquals(List.of("b-b1", "a-a2", "b-b3", "a-a4", "after-4"),
                sources.load(folder, List.of()).stream().map(LoadedBot::id).toList());
    }
}
