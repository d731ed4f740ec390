package io.tetrisarena.arena.leaderboard;

import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.TournamentHeader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Builds the leaderboard once and writes it as Markdown, JSON and a self-contained HTML page (UTF-8, LF). */
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
        Files.writeString(outDir.resolve(MARKDOWN), MarkdownLeaderboard.render(board), StandardCharsets.UTF_8);
        Files.writeString(outDir.resolve(JSON), JsonLeaderboard.render(board), StandardCharsets.UTF_8);
        Files.writeString(outDir.resolve(HTML), HtmlLeaderboard.render(board), StandardCharsets.UTF_8);
    }
}
