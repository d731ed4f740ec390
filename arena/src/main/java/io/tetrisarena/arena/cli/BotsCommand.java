package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.plugin.PluginProblem;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/** {@code arena bots}: the loaded bots and every plugin that failed, with why; exit code 1 when any failed. */
final class BotsCommand implements Command {
    @Override
    public String name() {
        return "bots";
    }

    @Override
    public String description() {
        return "list the loaded bots (id, name, version, author, jar) and every plugin that failed, with why";
    }

    @Override
    public Options options() {
        return new Options().addOption(Flags.plugins()).addOption(Flags.trust()).addOption(Flags.unconfined());
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) {
        LoadedPlugins result = Flags.loadPluginsToList(line, err, false);
        if (result.bots().isEmpty()) {
            PluginFolders folders = PluginFolders.of(line.getOptionValue("plugins"));
            out.println("no bots loaded from " + folders.describe() + "; " + folders.buildHint());
        } else {
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {"ID", "NAME", "VERSION", "AUTHOR", "RUNS", "JAR"});
            for (LoadedBot b : result.bots()) {
                rows.add(new String[] {b.id(), b.info().name(), b.info().version(), b.info().author(),
                        b.hosting().label(), b.jar().getFileName().toString()});
            }
            int[] widths = new int[6];
            for (String[] row : rows) {
                for (int i = 0; i < row.length; i++) {
                    widths[i] = Math.max(widths[i], row[i].length());
                }
            }
            for (String[] row : rows) {
                StringBuilder text = new StringBuilder();
                for (int i = 0; i < row.length; i++) {
                    text.append(i == row.length - 1 ? row[i] : String.format("%-" + widths[i] + "s  ", row[i]));
                }
                out.println(text);
            }
            List<String> needing = RunCommand.needingAnArgument(result.bots(), io.tetrisarena.arena.event.Events.DEFAULT
                    .stream().map(io.tetrisarena.arena.event.Events::load).toList());
            if (!needing.isEmpty()) {
                out.println();
                out.println("needing an argument, so never entered by default: " + String.join(", ", needing)
                        + " (enter one as --bots ID:ARGUMENT, e.g. linear:weights.json)");
            }
        }
        if (!result.problems().isEmpty()) {
            out.println();
            out.println("plugins that failed:");
            for (PluginProblem p : result.problems()) {
                out.println("  " + p.line());
            }
        }
        return result.problems().isEmpty() ? 0 : 1;
    }
}
