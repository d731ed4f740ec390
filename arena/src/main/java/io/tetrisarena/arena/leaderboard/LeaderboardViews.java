package io.tetrisarena.arena.leaderboard;

import java.util.List;

/**
 * The views of the {@link Leaderboard} model: the three files of a results folder ({@link #FILES}), a versus run's
 * own page, the console's table and the live page's standings. Each renders the whole model it is given (the
 * versus ones its versus section).
 */
public final class LeaderboardViews {
    /** {@code leaderboard.md}. */
    public static final LeaderboardView MARKDOWN = LeaderboardView.of(DefaultLeaderboardWriter.MARKDOWN,
            MarkdownLeaderboard::render);
    /** {@code leaderboard.json}. */
    public static final LeaderboardView JSON = LeaderboardView.of(DefaultLeaderboardWriter.JSON,
            JsonLeaderboard::render);
    /** {@code leaderboard.html}: the static page. */
    public static final LeaderboardView HTML = LeaderboardView.of(DefaultLeaderboardWriter.HTML,
            HtmlLeaderboard::render);
    /** {@code versus.md}: a versus run's standings page, its versus section alone ("" without one). */
    public static final LeaderboardView VERSUS_MARKDOWN = LeaderboardView.of("versus.md", board -> board
            .versusSection().map(v -> MarkdownLeaderboard.versus(v.standings(), v.challenger())).orElse(""));
    /** The console's table of the versus section ("" without one). */
    public static final LeaderboardView CONSOLE = LeaderboardView.of(null, ConsoleLeaderboard::render);
    /** The live page's standings ({@code serve}'s {@code /api/state} and {@code /api/versus}), as JSON. */
    public static final LeaderboardView LIVE = LeaderboardView.of(null, board -> LiveLeaderboard.render(board)
            .toString());

    /** The files every results folder's leaderboard is written as. */
    public static final List<LeaderboardView> FILES = List.of(MARKDOWN, JSON, HTML);

    /** Every view. */
    public static final List<LeaderboardView> ALL = List.of(MARKDOWN, JSON, HTML, VERSUS_MARKDOWN, CONSOLE, LIVE);

    private LeaderboardViews() {
    }
}
