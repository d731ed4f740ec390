package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.event.SeedSet;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/** {@code arena seeds}: writes the standard seed sets (official, training, quick, validation), checking they are disjoint. */
final class SeedsCommand implements Command {
    @Override
    public String name() {
        return "seeds";
    }

    @Override
    public String description() {
        return "generate the standard seed sets (official, training, quick, validation) into a folder";
    }

    @Override
    public Options options() {
        return new Options().addOption(Flags.withArg("out", "DIR", "where to write NAME.json (default: seeds)"));
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        Path dir = Flags.outFolder(line.getOptionValue("out", "seeds"));
        Files.createDirectories(dir);
        Set<Long> seen = new HashSet<>();
        for (SeedSet.Standard standard : SeedSet.Standard.values()) {
            SeedSet set = standard.generate();
            for (long seed : set.seeds()) {
                if (!seen.add(seed)) {
                    throw new IllegalStateException("seed " + seed + " appears in two standard sets");
                }
            }
            Path file = dir.resolve(set.name() + ".json");
            Files.writeString(file, set.toJson());
            out.println(file + ": " + set.size() + " seeds, checksum " + set.checksum());
        }
        return 0;
    }
}
