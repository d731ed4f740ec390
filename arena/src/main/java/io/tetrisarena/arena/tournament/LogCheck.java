package io.tetrisarena.arena.tournament;

import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsFile;
import io.tetrisarena.arena.results.JsonLinesStore;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.verify.Verifier;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a results log gives away as a whole, beside each record's replay: its chain ({@link ResultsStore.Contents
 * #problems}), a game recorded twice, a record of another tournament, a record played by a member the footer does
 * not name (or by one in a local run; a tournament file of one run only), impossible timings, a versus game whose
 * sides or {@code swapped} flag do not fit its pairing, a header whose id is not the one its events, seeds and bots
 * give, and a finished log holding another number of records than its plan. Each problem names its line. The one
 * check of {@code verify}, {@code leaderboard}, {@code merge} and {@code --resume}.
 */
public final class LogCheck {
    private LogCheck() {
    }

    /** Every problem of a log of {@code kind}, by line number. */
    public static <R> List<ResultsStore.Problem> problems(ResultsStore.Contents<R> contents, ResultsStore.Kind<R> kind) {
        List<ResultsStore.Problem> out = new ArrayList<>(contents.problems());
        TournamentHeader header = contents.header();
        if (header.resumed() == null && header.tournamentId() != null) {
            String id = kind == ResultsStore.Kind.VERSUS ? TournamentPlan.versusIdOf(header, contents.challenger())
                    : TournamentPlan.idOf(header);
            if (!id.equals(header.tournamentId())) {
                out.add(new ResultsStore.Problem(1, "the header's tournament id is " + header.tournamentId()
                        + ", but its events, seeds and bots give " + id + " (the header was edited)"));
            }
        }
        Set<String> members = new HashSet<>();
        if (header.workers() != null) {
            header.workers().forEach(w -> members.add(w.name()));
        }
        // A finished tournament file written by one run names in its footer every member that played (none for a
        // local run); a resumed file's records may come from earlier runs' members, and a versus footer names none.
        boolean namesMembers = kind == ResultsStore.Kind.GAMES && contents.footer() && header.resumed() == null;
        Set<List<String>> pairs = kind == ResultsStore.Kind.VERSUS ? pairs(header, contents.challenger()) : Set.of();
        Map<Object, Integer> seen = new HashMap<>();
        for (int k = 0; k < contents.games().size(); k++) {
            Object r = contents.games().get(k);
            int line = contents.lineOf(k);
            Object key;
            String worker;
            String why;
            if (r instanceof GameRecord g) {
                key = GameKey.of(g);
                worker = g.worker();
                why = gameProblem(g, header);
            } else {
                VersusRecord v = (VersusRecord) r;
                key = List.of(v.sides().get(0).botId(), v.sides().get(1).botId(), v.seedIndex(), v.swapped());
                worker = v.worker();
                why = versusProblem(v, pairs);
            }
            Integer first = seen.putIfAbsent(key, line);
            if (first != null) {
                out.add(new ResultsStore.Problem(line, "a second record of the game of line " + first));
            }
            if (why == null && worker != null && namesMembers && !members.contains(worker)) {
                why = "played by member " + worker + ", whom the footer does not name";
            }
            if (why != null) {
                out.add(new ResultsStore.Problem(line, why));
            }
        }
        Integer planned = header.games();
        int records = contents.games().size();
        if (planned != null && (records > planned || contents.footer() && records != planned)) {
            int at = contents.footer() ? contents.lineOf(records) : 1;
            out.add(new ResultsStore.Problem(at, "the plan holds " + planned + " games, the log " + records
                    + " records (" + (records < planned ? "records removed" : "records added") + ")"));
        }
        out.sort(Comparator.comparingInt(ResultsStore.Problem::line));
        return List.copyOf(out);
    }

    private static String gameProblem(GameRecord g, TournamentHeader header) {
        if (header.tournamentId() != null && g.tournament() != null && !g.tournament().equals(header.tournamentId())) {
            return "a record of tournament " + g.tournament() + " in tournament " + header.tournamentId();
        }
        return timings(g.meanMoveMillis(), g.maxMoveMillis());
    }

    private static String versusProblem(VersusRecord v, Set<List<String>> pairs) {
        int first = v.swapped() ? 1 : 0;
        List<String> pairing = List.of(v.sides().get(first).botId(), v.sides().get(1 - first).botId());
        if (!pairs.isEmpty() && !pairs.contains(pairing)) {
            return "its sides (" + v.sides().get(0).botId() + ", " + v.sides().get(1).botId() + ") with swapped "
                    + v.swapped() + " are not a game of the plan (sides swapped or the flag flipped)";
        }
        for (VersusRecord.Side s : v.sides()) {
            String why = timings(s.meanMoveMillis(), s.maxMoveMillis());
            if (why != null) {
                return s.botId() + "'s " + why;
            }
        }
        return null;
    }

    private static String timings(double mean, double max) {
        if (!(mean >= 0 && max >= mean && Double.isFinite(max))) {
            return "timings are impossible (a mean of " + mean + " ms per move, a longest move of " + max + " ms)";
        }
        return null;
    }

    /** The plan's pairings, side 0 first, as a versus log's header and challenger give them. */
    private static Set<List<String>> pairs(TournamentHeader header, String challenger) {
        List<String> ids = header.bots().stream().map(TournamentHeader.BotEntry::id).toList();
        Set<List<String>> out = new HashSet<>();
        for (List<String> p : TournamentPlan.pairings(ids, id -> id, challenger)) {
            out.add(List.copyOf(p));
        }
        return out;
    }

    /**
     * A log named on the command line, read and checked.
     *
     * @param where    the log, named for messages
     * @param contents what it holds
     * @param <R>      the record type
     */
    public record Given<R>(String where, ResultsStore.Contents<R> contents) {
    }

    /**
     * Reads the log of {@code kind} that {@code given} names (a results file, or a folder whose store holds such a
     * log), checked as {@link #readChecked} does.
     *
     * @throws InputFileException when there is no such log, or as {@link #readChecked}
     */
    public static <R> Given<R> given(Path given, ResultsStore.Kind<R> kind) throws IOException {
        ResultsStore store = JsonLinesStore.given(given, kind);
        String where = store.where(kind);
        if (!store.has(kind)) {
            throw new InputFileException("no such " + (kind == ResultsStore.Kind.VERSUS ? "versus " : "")
                    + "results file: " + where);
        }
        return new Given<>(where, readChecked(store, kind));
    }

    /**
     * Reads a results file of {@code kind} for a command that builds on it (a leaderboard, a merge, a comparison):
     * every record replayed (sealed seeds with the secret its footer reveals) and the log's structure checked.
     *
     * @throws InputFileException naming the first refused line, its record and why
     */
    public static <R> ResultsStore.Contents<R> readChecked(ResultsStore store, ResultsStore.Kind<R> kind)
            throws IOException {
        String file = store.where(kind);
        ResultsStore.Contents<R> contents = store.read(kind);
        Verifier<R> verifier = Verifier.of(kind, contents.header(), contents.sealedSecret());
        String see = " (see 'arena verify " + file + "')";
        if (verifier.headerProblem().isPresent()) {
            throw new InputFileException(file + ": " + verifier.headerProblem().get() + see);
        }
        List<ResultsStore.Problem> problems = new ArrayList<>(problems(contents, kind));
        for (int k = 0; k < contents.games().size(); k++) {
            int line = contents.lineOf(k);
            verifier.check(contents.games().get(k)).ifPresent(why -> problems.add(new ResultsStore.Problem(line, why)));
        }
        problems.sort(Comparator.comparingInt(ResultsStore.Problem::line));
        if (!problems.isEmpty()) {
            ResultsStore.Problem p = problems.get(0);
            int k = contents.lines().indexOf(p.line());
            throw new InputFileException(file + ": line " + p.line() + (k < 0 ? "" : " (record "
                    + verifier.key(contents.games().get(k)) + ")") + " is refused: " + p.why() + see);
        }
        return contents;
    }
}
