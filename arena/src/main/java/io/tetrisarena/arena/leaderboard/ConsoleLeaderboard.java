package io.tetrisarena.arena.leaderboard;

import io.tetrisarena.arena.versus.VersusStandings;
import java.util.Formatter;
import java.util.Locale;

/**
 * The console's view of the leaderboard: the versus section's standings as a table, then a gauntlet's opponents
 * (each bot's result against the challenger) or a round robin's pairings; nothing without a versus section.
 */
final class ConsoleLeaderboard {
    private ConsoleLeaderboard() {
    }

    static String render(Leaderboard board) {
        return board.versusSection().map(v -> versus(v.standings(), v.challenger())).orElse("");
    }

    /** The table of a versus run's standings, a gauntlet's when {@code challenger} is not null. */
    static String versus(VersusStandings s, String challenger) {
        Formatter out = new Formatter(new StringBuilder(), Locale.ROOT);
        out.format("%-22s %8s %18s %12s %8s %8s %8s %8s%n", "bot", "elo", "95% CI", "W-D-L", "apm/pc",
                "pieces", "tspin%", "allspin%");
        for (VersusStandings.BotLine b : s.bots()) {
            out.format("%-22s %8.0f %18s %12s %8.3f %8.1f %8s %8s%n", b.id(), b.rating().value(),
                    String.format(Locale.US, "[%.0f, %.0f]", b.rating().low(), b.rating().high()),
                    b.duels().won() + "-" + b.duels().drawn() + "-" + b.duels().lost(), b.attackPerPiece(),
                    b.piecesPerGame(), MarkdownLeaderboard.percent(b.tSpinShare()),
                    MarkdownLeaderboard.percent(b.allSpinShare()));
        }
        if (challenger != null) {
            out.format("%nagainst %s:%n%-22s %12s %8s %16s %6s%n", challenger, "bot", "W-D-L", "score",
                    "95% CI", "games");
            for (VersusStandings.BotLine b : s.bots()) {
                if (!b.id().equals(challenger)) {
                    s.pairing(b.id(), challenger).ifPresentOrElse(p -> out.format(
                            "%-22s %12s %8.3f %16s %6d%s%n", b.id(), p.duels().won() + "-" + p.duels().drawn() + "-"
                                    + p.duels().lost(), p.score().value(), String.format(Locale.US, "[%.3f, %.3f]",
                                    p.score().low(), p.score().high()), p.duels().total(),
                            p.decided() ? " (decided)" : ""),
                            () -> out.format("%-22s %12s %8s %16s %6d%n", b.id(), "-", "-", "-", 0));
                }
            }
            return out.toString();
        }
        for (int i = 0; i < s.bots().size(); i++) {
            for (int j = i + 1; j < s.bots().size(); j++) {
                s.pairing(s.bots().get(i).id(), s.bots().get(j).id()).ifPresent(p -> out.format(
                        "%s vs %s: %d-%d-%d, score %.3f [%.3f, %.3f]%s%n", p.a(), p.b(), p.duels().won(),
                        p.duels().drawn(), p.duels().lost(), p.score().value(), p.score().low(), p.score().high(),
                        p.decided() ? " (decided)" : ""));
            }
        }
        return out.toString();
    }
}
