package io.tetrisarena.arena.plugin;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.external.BotDescriptor;
import io.tetrisarena.arena.external.Confinements;
import io.tetrisarena.arena.external.TbpBot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Bots in any language that speak the Tetris Bot Protocol, entered by {@code <id>.bot.json} files: programs
 * the arena starts, or bots it connects to over TCP.
 */
final class DescriptorBots {
    private DescriptorBots() {
    }

    /** The source of external bots: the folder's descriptors. */
    static List<LoadedBot> load(BotFolder folder, List<LoadedBot> found) {
        return in(folder.dir(), folder.trust(), folder.problems());
    }

    /**
     * The external bots declared by {@code <id>.bot.json} descriptors; a malformed one is refused by name, and
     * so is a program that would run unconfined although the user neither trusts it nor allows it.
     */
    private static List<LoadedBot> in(Path pluginsDir, Trust trust, List<PluginProblem> problems) {
        List<LoadedBot> out = new ArrayList<>();
        if (!Files.isDirectory(pluginsDir)) {
            return out;
        }
        List<Path> files;
        try (Stream<Path> list = Files.list(pluginsDir)) {
            files = list.filter(p -> p.getFileName().toString().endsWith(BotDescriptor.SUFFIX) && Files.isRegularFile(p))
                    .sorted(Comparator.comparing(p -> p.getFileName().toString())).toList();
        } catch (IOException e) {
            return out;
        }
        for (Path file : files) {
            try {
                BotDescriptor d = BotDescriptor.read(file);
                String sha = JarScanner.sha256(file);
                if (d.connect() == null && !Confinements.mayRun(trust.trusts(sha, d.id()))) {
                    problems.add(new PluginProblem(file.getFileName().toString(), Confinements.NO_SANDBOX,
                            "install bubblewrap, trust it with --trust " + d.id() + ", or allow it with --unconfined"));
                    continue;
                }
                TbpBot.Introduction said = d.bot(d.declared(), Confinements.available()).introduce();
                if (said.broken() && d.connect() == null) {
                    problems.add(new PluginProblem(file.getFileName().toString(), "its program did not answer"
                            + " 'info': " + said.failure(), "fix its command in the descriptor (see"
                            + " docs/external-bots.md)"));
                    continue;
                }
                BotInfo info = said.info();
                TbpBot bot = d.bot(info, Confinements.available());
                out.add(new LoadedBot(bot, info, d.id(), file, sha, bot.hosting(), bot::connector));
            } catch (InputFileException e) {
                problems.add(new PluginProblem(file.getFileName().toString(), "malformed bot descriptor: "
                        + e.getMessage().replace(file.getFileName() + ": ", ""),
                        "fix it (see docs/external-bots.md) or remove it"));
            }
        }
        return out;
    }
}
