package io.tetrisarena.arena.plugin;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** First come, first served: a plugin or bot id already taken refuses the newcomer, never the first. */
final class IdConflicts {
    private IdConflicts() {
    }

    static void dropDuplicatePluginIds(Map<Path, String> pluginIds, List<PluginProblem> problems) {
        Map<String, List<Path>> byId = new LinkedHashMap<>();
        pluginIds.forEach((jar, id) -> byId.computeIfAbsent(id, k -> new ArrayList<>()).add(jar));
        byId.forEach((id, jars) -> {
            String first = jars.get(0).getFileName().toString();
            for (Path jar : jars.subList(1, jars.size())) {
                problems.add(new PluginProblem(jar.getFileName().toString(), "plugin id '" + id
                        + "' is already taken by " + first + ", which was loaded first",
                        "give this plugin its own Plugin-Id, or remove one of the jars"));
                pluginIds.remove(jar);
            }
        });
    }

    static List<LoadedBot> dropDuplicateBotIds(List<LoadedBot> bots, List<PluginProblem> problems) {
        Map<String, LoadedBot> first = new LinkedHashMap<>();
        for (LoadedBot b : bots) {
            LoadedBot holder = first.putIfAbsent(b.id(), b);
            if (holder != null) {
                problems.add(new PluginProblem(b.jar().getFileName().toString(), "bot id '" + b.id()
                        + "' (" + b.bot().getClass().getName() + ") is already taken by "
                        + holder.jar().getFileName() + " (" + holder.bot().getClass().getName()
                        + "), which was loaded first", "give this bot its own id, or remove one of the jars"));
            }
        }
        return List.copyOf(first.values());
    }
}
