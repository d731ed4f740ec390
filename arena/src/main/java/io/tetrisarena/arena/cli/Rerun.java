package io.tetrisarena.arena.cli;

import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.plugin.LoadedPlugins;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.referee.GameSpec;
import io.tetrisarena.arena.referee.GameWorkers;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.versus.VersusReferee;
import io.tetrisarena.arena.verify.Verifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code verify --rerun}: plays every recorded game (a tournament's or a versus game, both seats) again with the
 * recorded bots (the loaded bot of each id whose jar has the header's sha256) from the record's seed under its
 * event's rules, and compares every move. Bots
 * are deterministic for the arena's purposes (the same observations give the same moves), so a record another bot
 * played, a failure the bot did not have, or a move list edited consistently differs from its rerun; the first
 * differing move is named. A bot whose jar is not in the plugins folder cannot be rerun, and says so.
 */
final class Rerun {
    /** The verdict of a game its rerun played the same. */
    private static final String SAME = "";

    private Rerun() {
    }

    /** Where two move lists first differ ({@code "token K of the move list is X, the rerun's Y"}), or null. */
    private static String firstDifference(String recorded, String rerun) {
        String[] a = recorded.isEmpty() ? new String[0] : recorded.split(" ");
        String[] b = rerun.isEmpty() ? new String[0] : rerun.split(" ");
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (!a[i].equals(b[i])) {
                return "token " + (i + 1) + " of the move list is " + a[i] + ", the rerun's " + b[i];
            }
        }
        return a.length == b.length ? null : "the move list has " + a.length + " tokens, the rerun's " + b.length;
    }

    /** Why a versus record differs from its rerun, or null when both sides play the same moves to the same end. */
    static String compare(VersusRecord recorded, VersusRecord rerun) {
        for (int s = 0; s < 2; s++) {
            String diff = firstDifference(recorded.sides().get(s).moves(), rerun.sides().get(s).moves());
            if (diff != null) {
                return "differs on rerun: side " + s + " (" + recorded.sides().get(s).botId() + "): " + diff;
            }
        }
        if (recorded.winner() != rerun.winner() || recorded.turns() != rerun.turns()) {
            return "differs on rerun: the record ends after " + recorded.turns() + " turns with winner "
                    + recorded.winner() + ", the rerun after " + rerun.turns() + " with winner " + rerun.winner();
        }
        return null;
    }

    /** Why a record differs from its rerun, or null when the rerun plays the same moves to the same end. */
    static String compare(GameRecord recorded, GameRecord rerun) {
        String diff = firstDifference(recorded.moves(), rerun.moves());
        if (diff != null && diff.startsWith("token")) {
            return "differs on rerun: " + diff;
        }
        if (diff != null || recorded.outcome() != rerun.outcome()) {
            return "differs on rerun: the record ends in " + recorded.outcome() + " after " + recorded.pieces()
                    + " pieces, the rerun in " + rerun.outcome() + " after " + rerun.pieces() + " pieces";
        }
        return null;
    }

    /**
     * Reruns every record of {@code contents}, on {@code threads} threads; a bot hosted otherwise than the header
     * records is noted to {@code notes}.
     *
     * @return each record's line number and why it differs (records that match are left out), in file order
     */
    static <R> Map<Integer, String> run(ResultsStore.Contents<R> contents, ResultsStore.Kind<R> kind,
                                        LoadedPlugins plugins, Path logDir, int threads,
                                        java.io.PrintStream notes) throws InterruptedException {
        TournamentHeader header = contents.header();
        Map<String, LoadedBot> bots = new HashMap<>();
        Map<String, String> missing = new HashMap<>();
        for (TournamentHeader.BotEntry entry : header.bots()) {
            LoadedBot bot = plugins.bots().stream().filter(b -> b.id().equals(entry.id())).findFirst().orElse(null);
            if (bot == null || !bot.jarSha256().equals(entry.jarSha256())) {
                missing.put(entry.id(), "cannot rerun: no bot " + entry.id() + " with jar " + entry.jarSha256()
                        .substring(0, Math.min(12, entry.jarSha256().length())) + "... in the plugins folder");
            } else {
                bots.put(entry.id(), bot);
                if (entry.hosting() != null && !entry.hosting().equals(bot.hosting().label())) {
                    notes.println("note: " + entry.id() + " ran " + entry.hosting() + " in the run and runs "
                            + bot.hosting().label() + " in this rerun");
                }
            }
        }
        Map<String, Event> events = new HashMap<>();
        header.events().forEach(e -> events.put(e.name(), Events.parse(e.definitionJson(), "event " + e.name())));
        Map<String, BotConnector> connectors = new HashMap<>();
        bots.forEach((id, bot) -> connectors.put(id, bot.connector(logDir)));
        Referee referee = new Referee(line -> { });
        VersusReferee versus = new VersusReferee(line -> { });
        Verifier<R> keys = Verifier.of(kind, header, contents.sealedSecret());
        // The games run on the tournament's own workers, so an in-process bot is called inline as in the run.
        List<R> games = contents.games();
        String[] verdicts = new String[games.size()];
        try {
            GameWorkers.<String>run("rerun", threads, games.size(), (k, abandoned) -> {
                R r = games.get(k);
                List<String> ids = r instanceof VersusRecord v
                        ? List.of(v.sides().get(0).botId(), v.sides().get(1).botId())
                        : List.of(((GameRecord) r).botId());
                for (String id : ids) {
                    if (!bots.containsKey(id)) {
                        return missing.getOrDefault(id, "cannot rerun: bot " + id + " is not in the header");
                    }
                }
                if (r instanceof VersusRecord v) {
                    Event event = events.get(v.event());
                    if (event == null) {
                        return "cannot rerun: event " + v.event() + " is not in the header";
                    }
                    String label = "rerun-" + v.seedIndex() + (v.swapped() ? "b" : "a");
                    List<VersusReferee.Entrant> sides = v.sides().stream()
                            .map(s -> new VersusReferee.Entrant(s.botId(), s.botVersion(), s.jarSha256())).toList();
                    return orSame(compare(v, versus.play(event, v.seedSet(), v.seedIndex(), v.seed(), v.swapped(),
                            sides, connectors.get(ids.get(0)).open(label), connectors.get(ids.get(1)).open(label),
                            again -> abandoned.accept(orSame(compare(v, again))))));
                }
                GameRecord g = (GameRecord) r;
                Event event = events.get(g.event());
                if (event == null) {
                    return "cannot rerun: event " + g.event() + " is not in the header";
                }
                GameSpec spec = new GameSpec(g.botId(), g.botVersion(), g.jarSha256(), event, g.seedSet(),
                        g.seedIndex(), g.seed());
                return orSame(compare(g, referee.play(spec, connectors.get(g.botId()).open("rerun-" + g.event() + "-"
                        + g.seedIndex()), game -> { }, again -> abandoned.accept(orSame(compare(g, again))))));
            }, (k, why) -> verdicts[k] = why);
            Map<Integer, String> out = new java.util.TreeMap<>();
            for (int k = 0; k < verdicts.length; k++) {
                if (verdicts[k] != null && !verdicts[k].equals(SAME)) {
                    out.put(contents.lineOf(k), "(" + keys.key(games.get(k)) + "): " + verdicts[k]);
                }
            }
            return out;
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } finally {
            connectors.values().forEach(BotConnector::close);
        }
    }

    /** A verdict for the workers' sink, which takes no null: {@link #SAME} when the rerun matched. */
    private static String orSame(String why) {
        return why == null ? SAME : why;
    }
}
