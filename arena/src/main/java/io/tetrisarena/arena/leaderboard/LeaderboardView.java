package io.tetrisarena.arena.leaderboard;

/**
 * One way of showing the {@link Leaderboard} model: a file of the results folder, the console's table or the live
 * page's standings. Every view renders the one model that {@link LeaderboardBuilder} computes; none computes
 * standings of its own. {@link LeaderboardViews} lists them.
 */
public interface LeaderboardView {
    /** The file the view is written to in a results folder, or null for a view shown elsewhere. */
    String file();

    /** The view of {@code board}, as text. */
    String render(Leaderboard board);

    /** A view written to {@code file}. */
    static LeaderboardView of(String file, java.util.function.Function<Leaderboard, String> render) {
        return new LeaderboardView() {
            @Override
            public String file() {
                return file;
            }

            @Override
            public String render(Leaderboard board) {
                return render.apply(board);
            }

            @Override
            public String toString() {
                return file == null ? "view" : file;
            }
        };
    }
}
