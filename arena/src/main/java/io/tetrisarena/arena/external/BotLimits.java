package io.tetrisarena.arena.external;

/**
 * The resources one bot's child may use; past a bound the bot loses its game with the reason.
 *
 * <ul>
 *   <li>{@code memoryMb}: the resident memory of the whole process tree (every process the bot starts,
 *       heap and off-heap), read by the arena at each reading of the bot's CPU clock; each process's address
 *       space is also capped ({@code prlimit --as}) at {@link #addressSpaceBytes()}, so that one burst between
 *       two readings cannot take the machine;</li>
 *   <li>{@code tasks}: processes and threads together; inside the sandbox the kernel refuses one more
 *       ({@code prlimit --nproc}, counted in the sandbox's own user namespace), and the arena ends a bot that
 *       reached the bound;</li>
 *   <li>{@code tmpMb}: the size of the sandbox's private {@code /tmp}.</li>
 * </ul>
 * A zero means no bound (only for tests and for programs the user trusts unconfined).
 *
 * @param memoryMb resident memory of the whole tree, in MiB
 * @param tasks    processes and threads of the whole tree
 * @param tmpMb    size of the private /tmp, in MiB
 */
public record BotLimits(int memoryMb, int tasks, int tmpMb) {
    /** No bound at all. */
    public static final BotLimits NONE = new BotLimits(0, 0, 0);
    /** The bounds of a program a descriptor declares, where it names none. */
    public static final BotLimits PROGRAM = new BotLimits(2048, 256, 256);
    /** The bounds of an isolated jar's child JVM (a 512 MiB heap and the JVM around it). */
    public static final BotLimits JAR = new BotLimits(1024, 256, 64);
    /** What a process's address space may exceed its tree's memory bound by: a runtime reserves more than it uses. */
    static final long ADDRESS_SPACE_HEADROOM_MB = 4096;

    public BotLimits {
        if (memoryMb < 0 || tasks < 0 || tmpMb < 0) {
            throw new IllegalArgumentException("limits must not be negative");
        }
    }

    /** The address-space cap of each process, in bytes, or 0 for none. */
    public long addressSpaceBytes() {
        return memoryMb == 0 ? 0 : (memoryMb + ADDRESS_SPACE_HEADROOM_MB) << 20;
    }

    /** The same bounds with another memory bound. */
    public BotLimits withMemoryMb(int mb) {
        return new BotLimits(mb, tasks, tmpMb);
    }

    /** A short description for a reason line: {@code 1024 MiB of memory, 256 tasks}. */
    public String describe() {
        return (memoryMb == 0 ? "no memory bound" : memoryMb + " MiB of memory") + ", "
                + (tasks == 0 ? "no task bound" : tasks + " processes and threads");
    }
}
