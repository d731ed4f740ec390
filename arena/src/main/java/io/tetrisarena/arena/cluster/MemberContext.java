package io.tetrisarena.arena.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tetrisarena.arena.kind.GameKind;
import io.tetrisarena.arena.kind.GameKinds;
import io.tetrisarena.arena.kind.RefusedException;
import io.tetrisarena.arena.referee.GameWorkers;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.RecordJson;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.tournament.GameOrder;
import io.tetrisarena.arena.tournament.GamePlayer;
import java.io.PrintStream;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;

/**
 * What a member needs to play the games sent to it: the secret to check tasks with, its name and versions,
 * the coordinator's own players (a coordinator plays its runs' games exactly as a local run would) and, for
 * everything else, the {@link WorkerBots} of this machine.
 */
final class MemberContext implements PlayTask.Handler {
    /** The key of this context in Hazelcast's user context. */
    static final String KEY = "tetris-arena-member";
    static final ObjectMapper JSON = RecordJson.mapper();

    private final ClusterSecret secret;
    private final String name;
    private final String arenaVersion;
    private final String apiVersion;
    private final WorkerBots bots;
    private final PrintStream log;
    private final Map<String, GamePlayer<?, ?>> runs = new ConcurrentHashMap<>();
    private final Map<String, Boolean> announced = new ConcurrentHashMap<>();

    MemberContext(ClusterSecret secret, String name, String arenaVersion, String apiVersion, WorkerBots bots,
                  PrintStream log) {
        this.secret = secret;
        this.name = name;
        this.arenaVersion = arenaVersion;
        this.apiVersion = apiVersion;
        this.bots = bots;
        this.log = log;
    }

    String name() {
        return name;
    }

    ClusterSecret secret() {
        return secret;
    }

    WorkerBots bots() {
        return bots;
    }

    /** While a run of this coordinator lasts, its games sent to this member are played by {@code player}. */
    void register(String runId, GamePlayer<?, ?> player) {
        runs.put(runId, player);
    }

    void unregister(String runId) {
        runs.remove(runId);
    }

    /** Checks and plays one task; never throws: a game it cannot play comes back as a refusal. */
    @Override
    public TaskResult play(PlayTask task) {
        if (task.order == null || !secret.verify(PlayTask.signedText(task.order, task.arenaVersion,
                task.apiVersion), task.signature)) {
            return refuse("unsigned or mis-signed task (is ARENA_CLUSTER_SECRET the same on every member?)");
        }
        if (!arenaVersion.equals(task.arenaVersion) || !apiVersion.equals(task.apiVersion)) {
            return refuse("this worker runs arena " + arenaVersion + " with API " + apiVersion + ", the task is of arena "
                    + task.arenaVersion + " with API " + task.apiVersion);
        }
        @SuppressWarnings("unchecked") // a run registers the player of its own orders' kind
        GamePlayer<GameOrder, Object> player = (GamePlayer<GameOrder, Object>) runs.getOrDefault(
                task.order.tournamentId(), bots);
        try {
            AtomicReference<Object> played = new AtomicReference<>();
            // one game on a disposable thread: a bot stuck in a move costs that thread, not this executor's
            GameWorkers.<Object>run("cluster-game", 1, 1, (i, abandoned) -> player.play(task.order, abandoned),
                    (i, record) -> played.set(record));
            String json = JSON.writeValueAsString(playedBy(GameKinds.of(task.order), played.get(), name));
            return new TaskResult(json, null, secret.sign(TaskResult.signedText(json)));
        } catch (RefusedException e) {
            return refuse(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return TaskResult.refused("interrupted");
        } catch (Exception e) {
            Throwable cause = e.getCause() instanceof RefusedException r ? r : e;
            return refuse(cause instanceof RefusedException ? cause.getMessage()
                    : "the game failed on this worker: " + cause);
        }
    }

    private static <O extends GameOrder, R> R playedBy(GameKind<O, R> kind, Object record, String member) {
        return kind.playedBy(kind.record(record), member);
    }

    private TaskResult refuse(String why) {
        if (announced.putIfAbsent(why, Boolean.TRUE) == null) {
            log.println("worker " + name + " refuses a game: " + why);
        }
        return TaskResult.refused(why);
    }

    /**
     * Reads the record of a result of {@code order} this JVM's own member played (no check: it comes from this
     * JVM's referee): a {@link GameRecord} for a solo order, a {@link VersusRecord} for a versus order.
     */
    static Object read(GameOrder order, TaskResult result) throws JsonProcessingException {
        return JSON.readValue(result.recordJson(), GameKinds.of(order).store().type());
    }
}
