package io.tetrisarena.arena.cli;

import java.util.List;

/** Every command of the arena, in the order {@code arena --help} lists them. */
public final class Commands {
    private Commands() {
    }

    /** The registered commands; add new ones here. */
    public static final List<Command> ALL = List.of(
            new BotsCommand(),
            new RunCommand(),
            new CompareCommand(),
            new VersusCommand(),
            new PlayCommand(),
            new ReplayCommand(),
            new SuggestCommand(),
            new LeaderboardCommand(),
            new SeedsCommand(),
            new EvolveCommand(),
            new BenchCommand(),
            new NewBotCommand(),
            new TbpCommand(),
            new VerifyCommand(),
            new MergeCommand(),
            new WorkerCommand(),
            new ServeCommand());

    /** The command with this name, or null. */
    public static Command named(String name) {
        return ALL.stream().filter(c -> c.name().equals(name)).findFirst().orElse(null);
    }
}
