package io.tetrisarena.arena.leaderboard;

import static io.tetrisarena.arena.leaderboard.Text.markdown;

import io.tetrisarena.arena.event.Metric;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.TournamentHeader.BotEntry;
import io.tetrisarena.arena.results.TournamentHeader.EventInfo;
import io.tetrisarena.arena.stats.Bootstrap;
import io.tetrisarena.arena.stats.BradleyTerry;
import io.tetrisarena.arena.stats.Estimate;
import io.tetrisarena.arena.stats.PairedComparison;
import io.tetrisarena.arena.stats.WilcoxonSignedRank;
import io.tetrisarena.arena.versus.VersusStandings;
import java.util.List;
import java.util.Optional;

/**
 * Renders {@code leaderboard.md}: provenance at the top (a summary line, the hashes folded away), then the
 * overall rating and each event's standings, then the paired comparisons and the methods.
 */
public final class MarkdownLeaderboard {

    private MarkdownLeaderboard() {
    }

    static String render(Leaderboard board) {
        StringBuilder md = new StringBuilder();
        md.append("# Tetris Arena leaderboard\n\n");
        if (!board.hasSolo()) {
            Leaderboard.Versus v = board.versus();
            provenance(md, v.header(), io.tetrisarena.arena.text.Words.count(v.games().size(), "versus game"),
                    " seeds per pairing, each played twice with sides swapped",
                    Text.wallTime(v.header().totalWallSeconds(v.wallSeconds())));
            return md.append(versus(v.standings(), v.challenger())).toString();
        }
        if (board.incompleteNote() != null) {
            md.append("**").append(board.incompleteNote()).append("** (the run was interrupted; `run --resume`"
                    + " plays the rest)\n\n");
        }
        provenance(md, board.header(), board.gameCount() + " games", " seeds per bot and event",
                Text.wallTime(board));
        md.append("## Overall rating\n\n");
        md.append("Bradley-Terry ratings fitted to every seed duel of every event (log-odds scale, mean 0; "
                + "a difference of 1 means winning a duel with odds e : 1). See *Methods* below.\n\n");
        md.append("| rank | bot | version | rating | 95% CI | duels W-D-L |\n");
        md.append("| ---: | --- | --- | ---: | --- | --- |\n");
        for (Leaderboard.Rating r : board.overall()) {
            md.append("| ").append(r.rank() == 0 ? Text.MISSING : Integer.toString(r.rank())).append(" | ")
                    .append(markdown(r.botId())).append(" | ")
                    .append(markdown(r.botVersion())).append(" | ").append(Text.rating(r.rating().value()))
                    .append(" | ").append(ratingInterval(r.rating())).append(" | ").append(Text.duels(r.duels()))
                    .append(" |\n");
        }
        md.append('\n');
        for (Leaderboard.EventBoard event : board.events()) {
            standings(md, event);
        }
        md.append("## Paired comparisons\n\n");
        md.append("Every bot plays the same seeds. Each cell compares the row's bot with the column's bot on "
                + "their common seeds: the mean per-seed difference (row minus column) with its 95% CI, the "
                + "two-sided Wilcoxon signed-rank p-value, and the seed duels won-drawn-lost by the row's bot.\n\n");
        for (Leaderboard.EventBoard event : board.events()) {
            crosstable(md, event);
        }
        methods(md);
        board.versusSection().ifPresent(v -> md.append('\n').append(versus(v.standings(), v.challenger())));
        return md.toString();
    }

    /**
     * A versus run's standings as Markdown, a gauntlet told from its pairings ({@link #versus(VersusStandings,
     * String)} when the run's header names it).
     */
    public static String versus(VersusStandings s) {
        return versus(s, Gauntlet.inferred(s));
    }

    /**
     * A versus run's standings as Markdown: the leaderboard's versus section, and a versus run's own page. A
     * gauntlet ({@code challenger} not null) lists the challenger's opponents; a round robin has a crosstable.
     */
    public static String versus(VersusStandings s, String challenger) {
        StringBuilder md = new StringBuilder();
        md.append("## Versus: ").append(s.event()).append("\n\n");
        md.append("Head-to-head games with garbage (docs/rules.md, section 13): ");
        if (challenger == null) {
            md.append("every pairing plays ").append(s.seeds()).append(" seeds of `").append(s.seedSet())
                    .append("` twice, sides swapped.");
        } else {
            md.append("a gauntlet, ").append(markdown(challenger)).append(" against each other bot on ")
                    .append(s.seeds()).append(" seeds of `").append(s.seedSet()).append("`, each twice with sides"
                    + " swapped.");
        }
        md.append(" The bots swap seats, and so the seed's two deals, in a seed's second game: the two games are a"
                + " pair, and each interval counts a pair as one unit (docs/leaderboard.md). Ratings are Bradley-Terry"
                + " on the Elo scale over the pairs (mean 0, draws half a win, 95% intervals); a pairing's score is"
                + " its mean pair score over 2 with a 95% interval over the pairs; W-D-L and games count games."
                + " apm/pc: attack-table lines per piece. T-spin and all-spin"
                + " attack: the share of a bot's attack sent by locks of a T with a spin and by other pieces'"
                + " all-spins (a lock's whole attack, bonuses included), from replaying every lock.\n\n");
        md.append("| bot | rating | 95% CI | games | W-D-L | attack/piece | T-spin attack | all-spin attack"
                + " | pieces/game | cancelled/game | sent/game | failures |\n");
        md.append("| --- | ---: | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
        for (VersusStandings.BotLine b : s.bots()) {
            md.append("| ").append(markdown(b.id())).append(" | ").append(Text.elo(b.rating().value())).append(" | [")
                    .append(Text.elo(b.rating().low())).append(", ").append(Text.elo(b.rating().high())).append("] | ")
                    .append(b.games()).append(" | ").append(Text.duels(b.duels())).append(" | ")
                    .append(Text.fixed(b.attackPerPiece(), 3)).append(" | ").append(Text.percent(b.tSpinShare()))
                    .append(" | ").append(Text.percent(b.allSpinShare())).append(" | ")
                    .append(Text.fixed(b.piecesPerGame(), 1)).append(" | ").append(Text.fixed(b.cancelledPerGame(), 2))
                    .append(" | ")
                    .append(Text.fixed(b.sentPerGame(), 2)).append(" | ").append(b.failures()).append(" |\n");
        }
        if (challenger != null) {
            gauntlet(md, s, challenger);
            return md.append('\n').toString();
        }
        md.append("\nCrosstable: the row's bot against the column's, W-D-L and score [95% CI]; **bold** when the "
                + "interval excludes an even score.\n\n| |");
        for (VersusStandings.BotLine b : s.bots()) {
            md.append(' ').append(markdown(b.id())).append(" |");
        }
        md.append("\n| --- |").append(" --- |".repeat(s.bots().size())).append('\n');
        for (VersusStandings.BotLine row : s.bots()) {
            md.append("| ").append(markdown(row.id())).append(" |");
            for (VersusStandings.BotLine col : s.bots()) {
                md.append(' ').append(s.pairing(row.id(), col.id()).map(MarkdownLeaderboard::cell).orElse(Text.MISSING))
                        .append(" |");
            }
            md.append('\n');
        }
        return md.append('\n').toString();
    }

    /** A gauntlet's pairings: one row per opponent with its result against the challenger. */
    private static void gauntlet(StringBuilder md, VersusStandings s, String challenger) {
        String name = markdown(challenger);
        md.append("\nAgainst ").append(name).append(": each bot's wins-draws-losses against ").append(name)
                .append(" and its score [95% CI]; **bold** when the interval excludes an even score.\n\n")
                .append("| bot | W-D-L against ").append(name).append(" | score | 95% CI | games |\n")
                .append("| --- | --- | ---: | --- | ---: |\n");
        for (Gauntlet.Row row : Gauntlet.rows(s, challenger)) {
            md.append("| ").append(markdown(row.bot())).append(" | ");
            if (row.against().isEmpty()) {
                md.append(Text.MISSING + " | " + Text.MISSING + " | " + Text.MISSING + " | 0 |\n");
            } else {
                VersusStandings.Pairing p = row.against().get();
                String score = Text.fixed(p.score().value(), 2);
                md.append(Text.duels(p.duels())).append(" | ").append(p.decided() ? "**" + score + "**" : score)
                        .append(" | ").append(Text.scoreInterval(p.score())).append(" | ").append(p.duels().total())
                        .append(" |\n");
            }
        }
    }

    private static String cell(VersusStandings.Pairing p) {
        String text = Text.duels(p.duels()) + " " + Text.fixed(p.score().value(), 2) + " "
                + Text.scoreInterval(p.score());
        return p.decided() ? "**" + text + "**" : text;
    }

    /** A share as a percentage with one decimal, or the missing mark for NaN. */
    public static String percent(double share) {
        return Text.percent(share);
    }

    /**
     * The run's provenance: a summary line, then its events' and bots' hashes folded away.
     *
     * @param games     what the games part says ("12 games")
     * @param seedsNote what follows the seed count (" seeds per bot and event")
     */
    private static void provenance(StringBuilder md, TournamentHeader h, String games, String seedsNote,
                                   String wallTime) {
        md.append("Arena ").append(markdown(h.arenaVersion())).append(" · bot API ").append(markdown(h.apiVersion()))
                .append(" · seed set `").append(code(h.seedSet())).append("` (checksum `")
                .append(code(h.seedChecksum())).append("`, ").append(h.seedCount())
                .append(seedsNote).append(") · ").append(games).append(" · started ")
                .append(markdown(h.startedAt())).append(" · wall time ").append(wallTime)
                .append(" · ").append(h.threads()).append(h.threads() == 1 ? " thread" : " threads")
                .append(" · JVM ").append(markdown(h.jvm()))
                .append("\n\n");
        String speeds = io.tetrisarena.arena.results.WorkerSpeeds.note(h.workers());
        if (speeds != null) {
            md.append(markdown(speeds)).append("\n\n");
        }
        md.append("<details><summary>Provenance: event definitions and bot jars</summary>\n\n");
        md.append("| event | metric | definition sha256 |\n| --- | --- | --- |\n");
        for (EventInfo e : h.events()) {
            md.append("| ").append(markdown(e.name())).append(" | ").append(Text.direction(e)).append(" | `")
                    .append(code(e.sha256())).append("` |\n");
        }
        md.append("\n| bot | name | version | author | runs | plugin | jar sha256 |\n"
                + "| --- | --- | --- | --- | --- | --- | --- |\n");
        for (BotEntry b : h.bots().stream().sorted(java.util.Comparator.comparing(BotEntry::id)).toList()) {
            md.append("| ").append(markdown(b.id())).append(" | ").append(markdown(b.name())).append(" | ")
                    .append(markdown(b.version())).append(" | ").append(markdown(b.author())).append(" | ")
                    .append(markdown(hosting(b))).append(" | ").append(markdown(b.pluginId())).append(" | `")
                    .append(code(b.jarSha256())).append("` |\n");
        }
        md.append("\nThe full event definitions are in leaderboard.json and leaderboard.html.\n\n</details>\n\n");
    }

    /** Where a bot ran (in-process, process, sandboxed, unconfined, remote); "?" in files from before hosting. */
    static String hosting(BotEntry b) {
        return b.hosting() == null ? "?" : b.hosting();
    }

    private static void standings(StringBuilder md, Leaderboard.EventBoard board) {
        EventInfo e = board.event();
        md.append("## Event ").append(markdown(e.name())).append(": ").append(Text.direction(e)).append("\n\n");
        if (!e.description().isBlank()) {
            md.append(markdown(e.description())).append("\n\n");
        }
        md.append(Text.ceiling(board.ceiling(), Metric.parse(e.metric()))).append("\n\n");
        String metric = Metric.parse(e.metric()).jsonName();
        md.append("| rank | bot | version | games | mean ").append(metric)
                .append(" | 95% CI | median | min | max | top-out | timeouts | illegal moves | exceptions "
                        + "| ms/move mean | ms/move max |\n");
        md.append("| ---: | --- | --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: "
                + "| ---: |\n");
        for (Leaderboard.Standing s : board.standings()) {
            md.append("| ").append(s.rank() == 0 ? Text.MISSING : Integer.toString(s.rank())).append(" | ")
                    .append(markdown(s.botId())).append(" | ").append(markdown(s.botVersion())).append(" | ")
                    .append(s.games()).append(" | ").append(Text.mean(s.mean().value())).append(" | ")
                    .append(Text.interval(s.mean())).append(" | ").append(Text.value(s.median())).append(" | ")
                    .append(Text.value(s.min())).append(" | ").append(Text.value(s.max())).append(" | ")
                    .append(Text.percent(s.topOutRate())).append(" | ").append(s.failures().timeout())
                    .append(" | ").append(s.failures().illegalMove()).append(" | ")
                    .append(s.failures().exception()).append(" | ").append(Text.millis(s.meanMoveMillis()))
                    .append(" | ").append(Text.millis(s.maxMoveMillis())).append(" |\n");
        }
        md.append('\n');
    }

    private static void crosstable(StringBuilder md, Leaderboard.EventBoard board) {
        md.append("### ").append(markdown(board.event().name())).append(" (").append(Text.direction(board.event()))
                .append(")\n\n");
        List<Leaderboard.Standing> bots = board.standings();
        md.append("| row − column |");
        bots.forEach(s -> md.append(' ').append(markdown(s.botId())).append(" |"));
        md.append("\n| --- |");
        bots.forEach(s -> md.append(" --- |"));
        md.append('\n');
        for (Leaderboard.Standing row : bots) {
            md.append("| **").append(markdown(row.botId())).append("** |");
            for (Leaderboard.Standing column : bots) {
                Optional<PairedComparison> c = board.between(row.botId(), column.botId());
                md.append(' ').append(c.map(MarkdownLeaderboard::cell).orElse("·")).append(" |");
            }
            md.append('\n');
        }
        md.append('\n');
    }

    private static String cell(PairedComparison c) {
        if (c.seeds() == 0) {
            return Text.MISSING;
        }
        return Text.signed(c.difference().value()) + " " + signedInterval(c.difference()) + "<br>p "
                + Text.pValue(c.wilcoxon().pValue()) + " · " + Text.duels(c.duels());
    }

    private static void methods(StringBuilder md) {
        md.append("## Methods\n\n");
        md.append("- **Mean with 95% CI**: percentile bootstrap over the bot's games, ")
                .append(Bootstrap.DEFAULT_RESAMPLES).append(" resamples, seeded from the event and the games' values "
                        + "(SplitMix64), so the same results always give the same interval, whichever bot had them. Median: midpoint "
                        + "of the two middle values for an even count.\n");
        md.append("- **Top-out rate**: share of games that ended by topping out. Failures (timeout, illegal "
                + "move, exception) end a game and keep the metric reached so far.\n");
        md.append("- **Paired difference**: mean of the per-seed differences with a percentile bootstrap 95% "
                + "CI over seeds (pairs resampled together, ").append(Bootstrap.DEFAULT_RESAMPLES)
                .append(" resamples, seeded from the event and the differences' sizes, so either side of a pair, or"
                        + " two pairs with the same differences, get the same interval).\n");
        md.append("- **Wilcoxon signed-rank test**: two-sided, zero differences dropped, mid-ranks for ties; exact "
                + "permutation distribution for up to ").append(WilcoxonSignedRank.EXACT_LIMIT)
                .append(" non-zero differences, otherwise the normal approximation with tie and continuity "
                        + "correction.\n");
        md.append("- **Seed duel**: on one seed the bot with the better metric wins; equal values are a draw.\n");
        md.append("- **Bradley-Terry rating**: maximum likelihood (Newton's method) over all seed duels of all "
                + "events, a draw counting as half a win to each side. Every bot also gets ")
                .append(Text.value(BradleyTerry.DEFAULT_PRIOR_GAMES))
                .append(" virtual draw against an average (rating 0) opponent, which keeps ratings finite for "
                        + "bots that won or lost everything and places bots without games at the average with a "
                        + "wide interval. Ratings are natural-log odds shifted to mean 0; 95% CI = rating ± 1.96 "
                        + "standard errors from the observed Fisher information.\n");
        md.append("- Ranks within an event: by mean (direction as the event says), then bot id; bots without "
                + "games of the event are listed last without a rank.\n");
    }

    private static String signedInterval(Estimate e) {
        return Double.isNaN(e.low()) ? Text.MISSING
                : "[" + Text.signed(e.low()) + ", " + Text.signed(e.high()) + "]";
    }

    private static String ratingInterval(Estimate e) {
        return "[" + Text.rating(e.low()) + ", " + Text.rating(e.high()) + "]";
    }

    /** Text inside a code span: backticks cannot be escaped there, so they are dropped. */
    private static String code(String text) {
        return text.replace("`", "").replace("\n", " ").replace("|", "\\|");
    }
}
