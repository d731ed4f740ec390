package io.tetrisarena.arena.tournament;

import java.util.List;

/**
 * One head-to-head game to play, as plain data that can travel to another machine: the two seats, the event by
 * its full definition, the seed, and whether it is the second game of its pair (the mirrored game: the bots seated
 * the other way round, so each plays the deal the other played in the first).
 *
 * @param tournamentId the versus run the game belongs to
 * @param first        side 0
 * @param second       side 1
 * @param eventJson    the versus event's canonical definition ({@code Events.toJson})
 * @param eventName    the event's name
 * @param seedSet      the seed set's name
 * @param seedIndex    the seed's position in the set
 * @param seed         the seed
 * @param swapped      whether this is the mirrored game of its pairing (sides swapped)
 */
public record VersusOrder(String tournamentId, Seat first, Seat second, String eventJson, String eventName,
                          String seedSet, int seedIndex, long seed, boolean swapped) implements GameOrder {
    private static final long serialVersionUID = 1L;

    @Override
    public List<Seat> seats() {
        return List.of(first, second);
    }

    /**
     * The pieces this game deals, as a key no bot process may see twice: the seed, in a sealed set (where each
     * pairing has seeds of its own, {@link io.tetrisarena.arena.event.SeedSet#versusScope}, and only the mirrored
     * game shares them: it deals each bot the deal its opponent played in the first game, whose pieces it saw land
     * on the opponent's board); null in a public set, whose pieces anyone can compute. A connector that keeps bot
     * processes across games plays the mirrored game of a sealed pair on a process that has not seen its pieces
     * ({@code BotConnector#open(String, Object)}).
     */
    public Object dealtKey() {
        return io.tetrisarena.arena.event.SealedSeeds.isSealed(seedSet) ? Long.valueOf(seed) : null;
    }

    @Override
    public String canonical() {
        return String.join("\u0000", "versus", tournamentId, first.canonical(), second.canonical(), eventJson,
                eventName, seedSet, Integer.toString(seedIndex), Long.toString(seed), Boolean.toString(swapped));
    }

    @Override
    public String toString() {
        return first.botId() + " vs " + second.botId() + "/" + eventName + "/#" + seedIndex + (swapped ? "b" : "a");
    }
}
