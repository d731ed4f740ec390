package io.tetrisarena.arena.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.ExecutionCallback;
import com.hazelcast.core.IExecutorService;
import io.tetrisarena.api.ApiVersion;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.kind.GameKind;
import io.tetrisarena.arena.kind.GameKinds;
import io.tetrisarena.arena.referee.GameWorkers;
import io.tetrisarena.arena.referee.Referee;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.WorkerSpeeds;
import io.tetrisarena.arena.tournament.GameExecutor;
import io.tetrisarena.arena.tournament.GameOrder;
import io.tetrisarena.arena.tournament.GamePlayer;
import io.tetrisarena.arena.tournament.Tournament;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

/**
 * Plays a run's games on an arena cluster, this coordinator being one of its members. A work queue on the
 * coordinator ({@link Dispatch}) hands each member at most twice its game threads at a time
 * ({@code submitToMember}), so a fast member takes more games and a member that joins late gets work at once.
 * When a member dies (or leaves) its unfinished games go back to the front of the queue and are played
 * elsewhere; each game reaches the sink once, whichever member answered first. A member on another arena or
 * API version is refused by name; a member that refuses a bot (a jar it cannot load, an external program it
 * lacks) gets none of that bot's games again. Tasks are signed with the cluster secret, but a signature on a
 * record proves only that its sender holds the secret: every record another member sends back is replayed
 * ({@link RecordCheck}) before it counts. A record that fails is dropped, its sender named, and the game played
 * by another member; a member that sends {@value Dispatch#BAD_RECORDS_TO_EXCLUDE} bad records is excluded
 * from the run. A member is admitted only once it answers a challenge bound to its own member id under the secret
 * ({@link IdentityChallenge}), and it is known by that id: a stranger that copies an honest member's name, nonce
 * and proof is refused, and an exclusion never reaches another member of the same name. Closing the executor takes
 * this member out of the cluster.
 */
public final class ClusterExecutor implements GameExecutor {
    /** How long a joining member has to answer its identity challenge. */
    static final long CHALLENGE_MILLIS = 20_000;
    private final ClusterNode node;
    private final PrintStream messages;
    private final Path pluginsDir;
    private final Map<String, Integer> threadsByWorker = new LinkedHashMap<>();
    private final Map<String, List<List<WorkerSpeeds.Timing>>> playedBy = new LinkedHashMap<>();
    private UUID listener;
    private final Set<String> shelved = new HashSet<>();
    private long busyNanos;
    private final LongAdder checkNanos = new LongAdder();
    private int deliveredGames;

    /** @param pluginsDir the coordinator's plugins folder: its jars are put on the shelf for workers that lack them */
    public ClusterExecutor(ClusterNode node, Path pluginsDir, PrintStream messages) {
        this.node = node;
        this.pluginsDir = pluginsDir;
        this.messages = messages;
    }

    private sealed interface Event permits Done, Failed, Joined, Left {
    }

    /** An answer, already judged on the callback thread: a good record, a refusal, or a bad record's reason. */
    private record Done(int index, UUID member, Object record, String refusal, String bad) implements Event {
    }

    private record Failed(int index, UUID member, Throwable error) implements Event {
    }

    private record Joined(Member member) implements Event {
    }

    private record Left(Member member) implements Event {
    }

    @Override
    public <O extends GameOrder, R> void execute(List<O> orders, GamePlayer<O, R> local, GameWorkers.Sink<R> sink)
            throws IOException, InterruptedException {
        if (orders.isEmpty()) {
            return;
        }
        busyNanos = 0;
        checkNanos.reset();
        deliveredGames = 0;
        shelveJars();
        String runId = orders.get(0).tournamentId();
        node.context().register(runId, local);
        BlockingQueue<Event> events = new LinkedBlockingQueue<>();
        listener = node.hazelcast().getCluster().addMembershipListener(new MembershipListener() {
            @Override
            public void memberAdded(MembershipEvent e) {
                events.add(new Joined(e.getMember()));
            }

            @Override
            public void memberRemoved(MembershipEvent e) {
                events.add(new Left(e.getMember()));
            }
        });
        try {
            run(orders, sink, events);
        } finally {
            node.hazelcast().getCluster().removeMembershipListener(listener);
            node.context().unregister(runId);
        }
    }

    @SuppressWarnings("unchecked") // a record is judged as of its order's kind: R for the orders of one call
    private <O extends GameOrder, R> void run(List<O> orders, GameWorkers.Sink<R> sink, BlockingQueue<Event> events)
            throws IOException, InterruptedException {
        IExecutorService executor = node.hazelcast().getExecutorService(ClusterNode.EXECUTOR);
        String arena = Tournament.arenaVersion();
        Map<String, Long> allowed = new HashMap<>();
        Dispatch<UUID> dispatch = new Dispatch<>(orders, messages::println,
                order -> allowed.computeIfAbsent(order.eventJson(), json -> allowedNanos(order)), System::nanoTime);
        Map<UUID, Member> members = new HashMap<>();
        RecordCheck check = new RecordCheck(node.context().secret());
        for (Member m : node.hazelcast().getCluster().getMembers()) {
            admit(m, dispatch, members);
        }
        long busySince = System.nanoTime();
        while (!dispatch.finished()) {
            for (Dispatch.Assignment<UUID> a : dispatch.assign()) {
                int i = a.index();
                Member member = members.get(a.member());
                GameOrder order = orders.get(i);
                PlayTask task = PlayTask.signed(order, arena, ApiVersion.VERSION, node.context().secret());
                executor.submitToMember(task, member, new ExecutionCallback<TaskResult>() {
                    @Override
                    public void onResponse(TaskResult response) {
                        events.add(judge(i, member, order, response, check));
                    }

                    @Override
                    public void onFailure(Throwable t) {
                        events.add(new Failed(i, member.getUuid(), t));
                    }
                });
            }
            dispatch.overdue();
            String stuck = dispatch.stuck();
            if (stuck != null) {
                throw new IllegalStateException(stuck);
            }
            busyNanos += System.nanoTime() - busySince;
            Event event = events.poll(1, TimeUnit.SECONDS);
            busySince = System.nanoTime();
            if (event instanceof Joined j) {
                admit(j.member(), dispatch, members);
            } else if (event instanceof Left l) {
                dispatch.left(l.member().getUuid());
            } else if (event instanceof Failed f) {
                dispatch.failed(f.member(), f.index());
            } else if (event instanceof Done d) {
                if (d.refusal() != null) {
                    dispatch.refused(d.member(), d.index(), d.refusal());
                } else if (d.bad() != null) {
                    dispatch.badRecord(d.member(), d.index(), d.bad());
                } else if (dispatch.delivered(d.member(), d.index())) {
                    credit(GameKinds.of(orders.get(d.index())), d.record());
                    sink.accept(d.index(), (R) d.record());
                    deliveredGames++;
                }
            }
        }
        busyNanos += System.nanoTime() - busySince + checkNanos.sum();
    }

    /**
     * How long a member may hold a game before it is sent to another member as well: twice the game's wall budget
     * over every seat's moves ({@link Referee#gameWallBudgetNanos}; a member holds up to twice its threads' games,
     * so a game may wait for another before it starts), plus a minute to load and start its bots. No limit when
     * the event has no piece cap or no move limit.
     */
    static long allowedNanos(GameOrder order) {
        io.tetrisarena.arena.event.Event event; // not the coordinator's Event of its loop
        try {
            event = Events.parse(order.eventJson(), "event " + order.eventName());
        } catch (RuntimeException e) {
            return Long.MAX_VALUE; // the member's refusal says what is wrong with it
        }
        long cap = event.rules().pieceCap();
        long limit = TimeUnit.MILLISECONDS.toNanos(event.rules().moveTimeMillis());
        if (cap <= 0 || limit <= 0) {
            return Long.MAX_VALUE;
        }
        long budget = Referee.gameWallBudgetNanos(limit, (int) Math.min(Integer.MAX_VALUE, cap * order.seats().size()));
        return 2 * budget + TimeUnit.MINUTES.toNanos(1);
    }

    /** Counts a delivered game's move timings for the member that played it. */
    private <O extends GameOrder, R> void credit(GameKind<O, R> kind, Object played) {
        R record = kind.record(played);
        playedBy.computeIfAbsent(kind.worker(record), w -> new ArrayList<>()).add(kind.timings(record));
    }

    /** The record naming the member that sent it, whatever it says. */
    private static <O extends GameOrder, R> R playedBy(GameKind<O, R> kind, Object record, String member) {
        return kind.playedBy(kind.record(record), member);
    }

    /**
     * Judges an answer on the callback thread: a refusal stays one, and a record counts only once its signature,
     * identity and replay pass ({@link RecordCheck}); it then names the member that sent it, whatever it says.
     * This member's own records come from this JVM's referee. Whatever text a member sent is printed as one
     * short line (no control characters).
     */
    private Done judge(int index, Member member, GameOrder order, TaskResult result, RecordCheck check) {
        UUID id = member.getUuid();
        if (result.refusal() != null) {
            return new Done(index, id, null, oneLine(result.refusal()), null);
        }
        long start = System.nanoTime();
        try {
            if (member.localMember()) {
                return new Done(index, id, MemberContext.read(order, result), null, null);
            }
            RecordCheck.Verdict verdict = check.check(order, result);
            return verdict.record() == null ? new Done(index, id, null, null, oneLine(verdict.reason()))
                    : new Done(index, id, playedBy(GameKinds.of(order), verdict.record(), ClusterNode.nameOf(member)),
                    null, null);
        } catch (RuntimeException | JsonProcessingException e) {
            return new Done(index, id, null, null, "unreadable: " + oneLine(String.valueOf(e.getMessage())));
        } finally {
            checkNanos.add(System.nanoTime() - start);
        }
    }

    /** A member's text as one line of at most 300 characters. */
    static String oneLine(String text) {
        String line = text.replaceAll("\\p{Cntrl}", " ");
        return line.length() <= 300 ? line : line.substring(0, 300) + "...";
    }

    /**
     * The coordinator's own work per game in the last run, in microseconds: signing and sending tasks, checking and
     * reading records, handing them to the sink (waiting for members excluded). Hazelcast's I/O threads
     * (serialization, network) are not in it; {@code bench --cluster} measures the whole cost as well.
     */
    public double coordinatorMicrosPerGame() {
        return deliveredGames == 0 ? 0 : busyNanos / 1e3 / deliveredGames;
    }

    private void admit(Member member, Dispatch<UUID> dispatch, Map<UUID, Member> members) {
        String refusal = ClusterNode.refusal(member, node.context().secret());
        if (refusal != null) {
            messages.println(refusal);
            return;
        }
        int threads;
        try {
            threads = Integer.parseInt(member.getAttribute(ClusterNode.THREADS));
        } catch (NumberFormatException e) {
            messages.println("worker " + ClusterNode.nameOf(member) + " is refused: it names no game threads");
            return;
        }
        String name = ClusterNode.nameOf(member);
        if (!member.localMember()) {
            // the attributes' proof can be copied with the name: only an answer bound to this member counts
            String challenged = IdentityChallenge.refusal(node, member, CHALLENGE_MILLIS);
            if (challenged != null) {
                messages.println(challenged);
                return;
            }
        }
        if (!dispatch.admit(member.getUuid(), name, threads)) {
            return;
        }
        members.put(member.getUuid(), member);
        threadsByWorker.put(name, threads);
        if (!member.localMember()) {
            messages.println("worker " + name + " joined with " + threads + " game threads");
        }
    }

    /** Puts every jar of the coordinator's plugins folder on the shelf (once per jar and version of it). */
    private void shelveJars() throws IOException {
        if (!Files.isDirectory(pluginsDir)) {
            return;
        }
        try (DirectoryStream<Path> jars = Files.newDirectoryStream(pluginsDir, "*.jar")) {
            for (Path jar : jars) {
                if (!shelved.add(jar + "@" + Files.size(jar) + "@" + Files.getLastModifiedTime(jar))) {
                    continue;
                }
                String sha = ShippedJar.sha256(jar);
                String key = sha.isEmpty() ? null : ShippedJar.shelfKey(sha, node.context().secret());
                if (key != null && !node.shelf().containsKey(key)) {
                    node.shelf().put(key, ShippedJar.of(jar, node.context().secret()));
                }
            }
        }
    }

    /**
     * The members that played, with games played and a relative speed: for each bot, the mean charged time
     * per move over all members divided by this member's, combined over bots by a pieces-weighted geometric
     * mean (1.0: average; 2.0: twice as fast), from solo games (versus games name their member in their records).
     * Timing fields only; the games themselves do not depend on it.
     */
    @Override
    public List<TournamentHeader.WorkerInfo> workers() {
        return WorkerSpeeds.of(playedBy, threadsByWorker);
    }

    @Override
    public String describe() {
        return "a cluster of " + node.size() + " members";
    }

    /** Leaves the cluster. */
    @Override
    public void close() {
        node.close();
    }
}
