package io.tetrisarena.arena.leaderboard;

import io.tetrisarena.arena.versus.VersusStandings;
import java.util.List;
import java.util.Optional;

/**
 * A gauntlet's standings as its views show them: one row per opponent of the challenger, with the opponent's
 * result against it, in place of a crosstable that would be empty but for one row and one column.
 */
final class Gauntlet {
    private Gauntlet() {
    }

    /**
     * One opponent of the challenger.
     *
     * @param bot     the opponent
     * @param against its result against the challenger (W-D-L and score from its side); empty before it played
     */
    record Row(String bot, Optional<VersusStandings.Pairing> against) {
    }

    /** The challenger's opponents, best rating first. */
    static List<Row> rows(VersusStandings s, String challenger) {
        return s.bots().stream().map(VersusStandings.BotLine::id).filter(id -> !id.equals(challenger))
                .map(id -> new Row(id, s.pairing(id, challenger))).toList();
    }

    /**
     * The challenger when the pairings show a gauntlet without the run's header: three or more bots, and one of
     * them in every pairing that played; null otherwise (a round robin, or too few bots to tell).
     */
    static String inferred(VersusStandings s) {
        if (s.bots().size() < 3 || s.pairings().isEmpty()) {
            return null;
        }
        for (VersusStandings.BotLine candidate : s.bots()) {
            String id = candidate.id();
            if (s.pairings().stream().allMatch(p -> p.a().equals(id) || p.b().equals(id))) {
                return id;
            }
        }
        return null;
    }
}
