package io.tetrisarena.arena.text;

import java.util.Collection;
import java.util.Locale;

/** The "did you mean" of an unknown name: the closest known name, when it is close enough to be a typo. */
public final class DidYouMean {
    private DidYouMean() {
    }

    /**
     * {@code "; did you mean 'x'?"} for the known name nearest to {@code typed} (edit distance at most a third
     * of its length, at least 1, ignoring case; or the one name starting with it), else an empty string; nothing
     * for a known name.
     */
    public static String suffix(String typed, Collection<String> known) {
        if (known.contains(typed)) {
            return "";
        }
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        String lower = typed.toLowerCase(Locale.ROOT);
        for (String k : known) {
            int d = distance(lower, k.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                best = k;
                bestDistance = d;
            }
        }
        int length = typed.replaceFirst("^-+", "").length(); // an option's dashes are no part of its name
        if (best != null && !best.equals(typed) && bestDistance <= Math.max(1, length / 3)) {
            return "; did you mean '" + best + "'?";
        }
        if (!lower.isEmpty()) {
            java.util.List<String> prefixed = known.stream()
                    .filter(k -> k.toLowerCase(Locale.ROOT).startsWith(lower) && !k.equals(typed)).toList();
            if (prefixed.size() == 1) {
                return "; did you mean '" + prefixed.get(0) + "'?";
            }
        }
        return "";
    }

    /** The edit distance: insertions, deletions, substitutions and swaps of two neighbours, one each. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(d[i - 1][j - 1] + cost, Math.min(d[i - 1][j], d[i][j - 1]) + 1);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
