package io.tetrisarena.arena.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.ExecutionCallback;
import com.hazelcast.core.IExecutorService;
import io.tetrisarena.api.ApiVersion;
import io.tetrisarena.arena.referee.GameWorkers;
import io.tetrisarena.arena.results.GameRecord;
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
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Plays a run's games on an arena cluster, this coordinator being one of its members. A work queue on the
 * coordinator hands each member at most twice its game threads at a time ({@code submitToMember}), so a fast
 * member takes more games and a member that joins late gets work at once. When a member dies (or leaves) its
 * unfinished games go back to the front of the queue and are played elsewhere; each game reaches the sink
 * once, whichever member answered first. A member on another arena or API version is refused by name; a
 * member that refuses a bot (a jar it cannot load, an external program it lacks) gets none of that bot's games
 * again. Tasks are signed with the cluster secret and so are the records members send back; an unsigned record
 * is dropped and its game played again elsewhere. Closing the executor takes this member out of the cluster.
 */
public final class ClusterExecutor implements GameExecutor {
    private final ClusterNode node;
    private final PrintStream messages;
    private final Path pluginsDir;
    private final Map<String, Integer> threadsByWorker = new LinkedHashMap<>();
    private final Map<String, List<GameRecord>> playedBy = new LinkedHashMap<>();
    private UUID listener;
    private final Set<String> shelved = new HashSet<>();
    private long busyNanos;
    private int deliveredGames;

    /** @param pluginsDir the coordinator's plugins folder: its jars are put on the shelf for workers that lack them */
    public ClusterExecutor(ClusterNode node, Path pluginsDir, PrintStream messages) {
        this.node = node;
        this.pluginsDir = pluginsDir;
        this.messages = messages;
    }

    private sealed interface Event permits Done, Failed, Joined, Left {
    }

    private record Done(int index, UUID member, TaskResult result) implements Event {
    }

    private record Failed(int index, UUID member, Throwable error) implements Event {
    }

    private record Joined(Member member) implements Event {
    }

    private record Left(Member member) implements Event {
    }

    /** A member the coordinator sends games to. */
    private static final class Slot {
        final Member member;
        final String name;
        final int capacity;
        final Set<Integer> inFlight = new HashSet<>();
        final Set<String> refusedBots = new HashSet<>();

        Slot(Member member, int threads) {
            this.member = member;
            this.name = ClusterNode.nameOf(member);
            this.capacity = 2 * threads;
        }
    }

    @Override
    public void execute(List<GameOrder> orders, GamePlayer local, GameWorkers.Sink<GameRecord> sink)
            throws IOException, InterruptedException {
        if (orders.isEmpty()) {
            return;
        }
        busyNanos = 0;
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

    private void run(List<GameOrder> orders, GameWorkers.Sink<GameRecord> sink, BlockingQueue<Event> events)
            throws IOException, InterruptedException {
        IExecutorService executor = node.hazelcast().getExecutorService(ClusterNode.EXECUTOR);
        String arena = Tournament.arenaVersion();
        Deque<Integer> pending = new ArrayDeque<>();
        for (int i = 0; i < orders.size(); i++) {
            pending.add(i);
        }
        boolean[] delivered = new boolean[orders.size()];
        int left = orders.size();
        Map<UUID, Slot> slots = new LinkedHashMap<>();
        Map<String, String> refusals = new HashMap<>();
        for (Member m : node.hazelcast().getCluster().getMembers()) {
            admit(m, slots);
        }
        long busySince = System.nanoTime();
        while (left > 0) {
            for (Slot slot : slots.values()) {
                while (slot.inFlight.size() < slot.capacity) {
                    Integer index = take(pending, orders, slot);
                    if (index == null) {
                        break;
                    }
                    slot.inFlight.add(index);
                    int i = index;
                    UUID id = slot.member.getUuid();
                    PlayTask task = PlayTask.signed(orders.get(i), arena, ApiVersion.VERSION, node.context().secret());
                    executor.submitToMember(task, slot.member, new ExecutionCallback<TaskResult>() {
                        @Override
                        public void onResponse(TaskResult response) {
                            events.add(new Done(i, id, response));
                        }

                        @Override
                        public void onFailure(Throwable t) {
                            events.add(new Failed(i, id, t));
                        }
                    });
                }
            }
            if (!pending.isEmpty() && slots.values().stream().allMatch(s -> s.inFlight.isEmpty())) {
                GameOrder stuck = orders.get(pending.peekFirst());
                throw new IllegalStateException("no member of the cluster can play bot " + stuck.botId() + ": "
                        + refusals.getOrDefault(stuck.botId(), "no member takes games"));
            }
            busyNanos += System.nanoTime() - busySince;
            Event event = events.poll(1, TimeUnit.SECONDS);
            busySince = System.nanoTime();
            if (event == null) {
                continue;
            }
            if (event instanceof Joined j) {
                admit(j.member(), slots);
            } else if (event instanceof Left l) {
                Slot slot = slots.remove(l.member().getUuid());
                if (slot != null) {
                    messages.println("worker " + slot.name + " left the cluster: its " + slot.inFlight.size()
                            + " unfinished games go to other members");
                    slot.inFlight.stream().sorted(java.util.Comparator.reverseOrder()).forEach(pending::addFirst);
                }
            } else if (event instanceof Failed f) {
                Slot slot = slots.get(f.member());
                if (slot != null && slot.inFlight.remove(f.index()) && !delivered[f.index()]) {
                    pending.addFirst(f.index());
                }
            } else if (event instanceof Done d) {
                Slot slot = slots.get(d.member());
                boolean mine = slot != null && slot.inFlight.remove(d.index());
                if (delivered[d.index()]) {
                    continue;
                }
                TaskResult result = d.result();
                GameRecord record = result.refusal() == null ? MemberContext.record(result, node.context().secret())
                        : null;
                if (record == null) {
                    String why = result.refusal() != null ? result.refusal() : "its record is unsigned or mis-signed";
                    String bot = orders.get(d.index()).botId();
                    if (slot != null && slot.refusedBots.add(bot)) {
                        messages.println("worker " + slot.name + " refuses bot " + bot + ": " + why
                                + "; its games go to other members");
                        refusals.put(bot, why);
                    }
                    if (mine || slot == null) {
                        pending.addFirst(d.index());
                    }
                    continue;
                }
                delivered[d.index()] = true;
                pending.remove(d.index());
                left--;
                playedBy.computeIfAbsent(record.worker(), w -> new ArrayList<>()).add(record);
                sink.accept(d.index(), record);
                deliveredGames++;
            }
        }
        busyNanos += System.nanoTime() - busySince;
    }

    /**
     * The coordinator's own work per game in the last run, in microseconds: signing and sending tasks, checking and
     * reading records, handing them to the sink (waiting for members excluded). Hazelcast's I/O threads
     * (serialization, network) are not in it; {@code bench --cluster} measures the whole cost as well.
     */
    public double coordinatorMicrosPerGame() {
        return deliveredGames == 0 ? 0 : busyNanos / 1e3 / deliveredGames;
    }

    /** The next pending game this member may play: the first whose bot it has not refused. */
    private static Integer take(Deque<Integer> pending, List<GameOrder> orders, Slot slot) {
        Iterator<Integer> it = pending.iterator();
        while (it.hasNext()) {
            Integer index = it.next();
            if (!slot.refusedBots.contains(orders.get(index).botId())) {
                it.remove();
                return index;
            }
        }
        return null;
    }

    private void admit(Member member, Map<UUID, Slot> slots) {
        if (slots.containsKey(member.getUuid())) {
            return;
        }
        String refusal = ClusterNode.versionRefusal(member);
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
        Slot slot = new Slot(member, threads);
        slots.put(member.getUuid(), slot);
        threadsByWorker.put(slot.name, threads);
        if (!member.localMember()) {
            messages.println("worker " + slot.name + " joined with " + threads + " game threads");
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
                if (!sha.isEmpty() && !node.shelf().containsKey(sha)) {
                    node.shelf().put(sha, ShippedJar.of(jar, node.context().secret()));
                }
            }
        }
    }

    /**
     * The members that played, with games played and a relative speed: for each bot, the mean charged time
     * per move over all members divided by this member's, combined over bots by a pieces-weighted geometric
     * mean (1.0: average; 2.0: twice as fast). Timing fields only; the games themselves do not depend on it.
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
