package io.tetrisarena.arena.app;

import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.event.SealedSeeds;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.tournament.Shard;
import java.io.IOException;
import java.nio.file.Path;

/**
 * What a run asks of its output folder's results store before its first game, the same for every kind of game:
 * whether an earlier run's log may be replaced, and the secret of sealed seeds (drawn afresh, or read back on a
 * resume) kept beside the store.
 */
public final class OutputFolder {
    private OutputFolder() {
    }

    /**
     * Refuses to start over on an earlier run's log of {@code kind} unless told to ({@code force}) or to continue
     * it ({@code resume}): finished games are never lost by accident.
     *
     * @throws IllegalArgumentException with the one-line way on
     */
    public static void refuseReplacing(Path outDir, ResultsStore.Kind<?> kind, boolean resume, boolean force) {
        ResultsStore store = ResultsStore.in(outDir);
        if (!resume && !force && store.has(kind)) {
            throw new IllegalArgumentException(store.where(kind) + " exists (an earlier run); add --resume to keep its games"
                    + " and play only the missing ones, or --force to start over");
        }
    }

    /**
     * The sealed seeds {@code name} gives a run of {@code kind} into {@code outDir}, or null when {@code name} is
     * not sealed: on a resume of a sealed log, its secret again; else a fresh one ({@link #keep} stores it).
     *
     * @throws InputFileException when a sealed run's secret is lost or is not the one its header commits to
     */
    public static SealedSeeds sealedSeeds(String name, Path outDir, boolean resume, ResultsStore.Kind<?> kind)
            throws IOException {
        if (!SealedSeeds.isSealed(name)) {
            return null;
        }
        ResultsStore store = ResultsStore.in(outDir);
        if (resume && store.has(kind)) {
            ResultsStore.Contents<?> previous = store.read(kind);
            if (previous.header().sealedCommitment() != null) {
                return SealedSeeds.resume(outDir, name, previous.header().sealedCommitment(), previous.sealedSecret());
            }
        }
        return SealedSeeds.draw(name);
    }

    /**
     * Keeps a sealed set's secret beside the store, outside every sandbox, before the first game (the footer
     * reveals it when every game is in); nothing for public seeds ({@code sealed} null).
     *
     * @throws IllegalArgumentException for a sharded run: each shard would draw its own secret
     */
    public static void keep(SealedSeeds sealed, Shard shard, Path outDir) throws IOException {
        if (sealed == null) {
            return;
        }
        if (!shard.isAll()) {
            throw new IllegalArgumentException("sealed seeds cannot be sharded: each shard would draw its own secret");
        }
        sealed.store(outDir);
    }
}
