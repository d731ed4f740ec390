package io.tetrisarena.arena.leaderboard;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the leaderboard as its file views ({@link LeaderboardViews#FILES}: Markdown, JSON and a self-contained
 * HTML page; UTF-8, LF), each with its versus section when the leaderboard has one.
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
        for (LeaderboardView view : LeaderboardViews.FILES) {
            Files.writeString(outDir.resolve(view.file()), view.render(board), StandardCharsets.UTF_8);
        }
    }
}
