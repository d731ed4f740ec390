package io.tetrisarena.arena.leaderboard;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the leaderboard as Markdown, JSON and a self-contained HTML page (UTF-8, LF), each with its versus
 * section when the leaderboard has one.
 */
public final class DefaultLeaderboardWriter implements LeaderboardWriter {
    /** The Markdown file's name. */
    public static final String MARKDOWN = "leaderboard.md";
    /** The JSON file's name. */
    public static final String JSON = "leaderboard.json";
    /** The HTML file's name. */
    public static final String HTML = "leaderboard.html";

    @Override
    public void write(Leaderboard board, Path outDir) throws IOException {
        Files.createDirectories(outDir);
        Files.writeString(outDir.resolve(MARKDOWN), MarkdownLeaderboard.render(board), StandardCharsets.UTF_8);
        Files.writeString(outDir.resolve(JSON), JsonLeaderboard.render(board), StandardCharsets.UTF_8);
        Files.writeString(outDir.resolve(HTML), HtmlLeaderboard.render(board), StandardCharsets.UTF_8);
    }
}
