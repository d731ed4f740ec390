package io.tetrisarena.arena.leaderboard;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.TournamentHeader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Builds the leaderboard once and writes it as Markdown, JSON and a self-contained HTML page (UTF-8, LF); when
 * the folder's results store also holds a versus run's games, each file gains its versus section.
 */
public final class DefaultLeaderboardWriter implements LeaderboardWriter {
    /** The Markdown file's name. */
    public static final String MARKDOWN = "leaderboard.md";
    /** The JSON file's name. */
    public static final String JSON = "leaderboard.json";
    /** The HTML file's name. */
    public static final String HTML = "leaderboard.html";

    @Override
    public void write(TournamentHeader header, List<GameRecord> games, double wallSeconds, Path outDir)
            throws IOException {
        Leaderboard board = LeaderboardBuilder.build(header, games, wallSeconds);
        Files.createDirectories(outDir);
        String markdown = MarkdownLeaderboard.render(board);
        String json = JsonLeaderboard.render(board);
        String html = HtmlLeaderboard.render(board);
        // A versus run's results next to the tournament's add a versus section to each file.
        VersusLeaderboard.Section versus = VersusLeaderboard.read(outDir);
        if (versus != null) {
            markdown = markdown + "\n" + VersusLeaderboard.markdown(versus.standings());
            json = VersusLeaderboard.withVersus(json, versus);
            html = VersusLeaderboard.withVersusHtml(html, versus);
        }
        Files.writeString(outDir.resolve(MARKDOWN), markdown, StandardCharsets.UTF_8);
        Files.writeString(outDir.resolve(JSON), json, StandardCharsets.UTF_8);
        Files.writeString(outDir.resolve(HTML), html, StandardCharsets.UTF_8);
    }
}
