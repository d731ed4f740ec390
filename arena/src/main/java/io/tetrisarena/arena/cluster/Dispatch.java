package io.tetrisarena.arena.cluster;

import io.tetrisarena.arena.kind.GameKind;
import io.tetrisarena.arena.kind.GameKinds;
import io.tetrisarena.arena.tournament.GameOrder;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.ToLongFunction;

/**
 * The coordinator's bookkeeping of a cluster run, with no network in it: which games are pending, which member
 * holds which, and what each answer does. A member holds at most twice its game threads at a time. A member
 * that leaves has its games put back at the front of the queue. A member that refuses a bot gets none of
 * that bot's games again (of a versus pairing: that pairing's games). A member whose record fails its check (signature, identity or replay) has that
 * record dropped and is never given that game again; after {@value #BAD_RECORDS_TO_EXCLUDE} such records it
 * is excluded from the run: its unfinished games go back to the queue and nothing it sends later counts.
 * A member that holds a game past the game's deadline (from when it was sent) has that game sent to another
 * member as well; the first good record of it counts, from whichever member, and each such game counts as one
 * of the member's bad records, so a member that sits on games is excluded like one that forges them.
 * Each game is delivered once, by whichever member answered first with a good record. Every decision is
 * announced on {@code messages} in one line. Not thread-safe: the coordinator's event loop owns it.
 *
 * @param <K> how members are told apart (Hazelcast's member UUID in a run)
 */
final class Dispatch<K> {
    /** Bad records after which a member is excluded from the run. */
    static final int BAD_RECORDS_TO_EXCLUDE = 3;
    /** The deadline of a game already sent again because its member held it too long. */
    private static final long OVERDUE = Long.MIN_VALUE;

    private final List<? extends GameOrder> orders;
    private final Consumer<String> messages;
    private final Deque<Integer> pending = new ArrayDeque<>();
    private final boolean[] delivered;
    private int left;
    private final Map<K, Slot> slots = new LinkedHashMap<>();
    private final Set<K> excluded = new HashSet<>();
    private final Map<String, String> refusals = new HashMap<>();
    private final ToLongFunction<GameOrder> allowedNanos;
    private final LongSupplier clock;

    /** A member the coordinator sends games to. */
    private static final class Slot {
        final String name;
        final int capacity;
        final Set<Integer> inFlight = new HashSet<>();
        final Set<String> refusedBots = new HashSet<>();
        final Set<Integer> distrusted = new HashSet<>();
        final Map<Integer, Long> deadlines = new HashMap<>();
        int badRecords;

        Slot(String name, int threads) {
            this.name = name;
            this.capacity = 2 * threads;
        }
    }

    /** A game to send: the member and the game's index in the orders. */
    record Assignment<K>(K member, int index) {
    }

    Dispatch(List<? extends GameOrder> orders, Consumer<String> messages) {
        this(orders, messages, order -> Long.MAX_VALUE, System::nanoTime);
    }

    /**
     * @param allowedNanos how long a member may hold a game, from sending to its answer (Long.MAX_VALUE: no limit)
     * @param clock        the time in nanoseconds, as {@link System#nanoTime}
     */
    Dispatch(List<? extends GameOrder> orders, Consumer<String> messages, ToLongFunction<GameOrder> allowedNanos,
             LongSupplier clock) {
        this.allowedNanos = allowedNanos;
        this.clock = clock;
        this.orders = orders;
        this.messages = messages;
        this.delivered = new boolean[orders.size()];
        this.left = orders.size();
        for (int i = 0; i < orders.size(); i++) {
            pending.add(i);
        }
    }

    /** Whether every game has been delivered. */
    boolean finished() {
        return left == 0;
    }

    /** Takes a member in (once; never a member excluded from this run). @return whether it was taken in */
    boolean admit(K member, String name, int threads) {
        if (slots.containsKey(member) || excluded.contains(member)) {
            return false;
        }
        slots.put(member, new Slot(name, threads));
        return true;
    }

    /** Whether this member is excluded from the run. */
    boolean isExcluded(K member) {
        return excluded.contains(member);
    }

    /** The games to send now: each member is filled up to its capacity with games it may play. */
    List<Assignment<K>> assign() {
        List<Assignment<K>> out = new ArrayList<>();
        for (Map.Entry<K, Slot> e : slots.entrySet()) {
            Slot slot = e.getValue();
            while (slot.inFlight.size() < slot.capacity) {
                Integer index = take(slot);
                if (index == null) {
                    break;
                }
                slot.inFlight.add(index);
                long allowed = allowedNanos.applyAsLong(orders.get(index));
                slot.deadlines.put(index, allowed == Long.MAX_VALUE ? Long.MAX_VALUE : clock.getAsLong() + allowed);
                out.add(new Assignment<>(e.getKey(), index));
            }
        }
        return out;
    }

    /**
     * Why the run cannot go on, or null: games are pending but no member holds any game nor may take one.
     */
    String stuck() {
        if (pending.isEmpty() || slots.values().stream()
                .anyMatch(s -> s.inFlight.stream().anyMatch(i -> s.deadlines.getOrDefault(i, 0L) != OVERDUE))) {
            return null;
        }
        String bots = bots(orders.get(pending.peekFirst()));
        return "no member of the cluster can play " + bots + ": " + refusals.getOrDefault(bots, "no member takes games");
    }

    /**
     * Sends again, to other members, the games held past their deadline: each counts as a bad record of the member
     * holding it (which is excluded after {@value #BAD_RECORDS_TO_EXCLUDE}); the member still holds the game, and
     * its record still counts if it comes first. Call it now and then (the coordinator does, every second).
     */
    void overdue() {
        long now = clock.getAsLong();
        for (K member : List.copyOf(slots.keySet())) {
            Slot slot = slots.get(member);
            List<Integer> late = new ArrayList<>();
            for (Integer index : slot.inFlight.stream().sorted().toList()) {
                long deadline = slot.deadlines.getOrDefault(index, Long.MAX_VALUE);
                if (deadline == OVERDUE || deadline == Long.MAX_VALUE || now - deadline <= 0 || delivered[index]) {
                    continue;
                }
                slot.deadlines.put(index, OVERDUE);
                slot.distrusted.add(index);
                slot.badRecords++;
                messages.accept("worker " + slot.name + " holds " + orders.get(index) + " past its deadline of "
                        + Math.round(allowedNanos.applyAsLong(orders.get(index)) / 1e9) + " s: the game goes to"
                        + " another member too");
                late.add(index);
            }
            late.stream().filter(i -> !pending.contains(i)).sorted(Comparator.reverseOrder()).forEach(pending::addFirst);
            if (slot.badRecords >= BAD_RECORDS_TO_EXCLUDE) {
                exclude(member, slot, "games held past their deadline and bad records");
            }
        }
    }

    /** A member left the cluster: its games go back to the front of the queue. */
    void left(K member) {
        Slot slot = slots.remove(member);
        if (slot != null) {
            messages.accept("worker " + slot.name + " left the cluster: its " + slot.inFlight.size()
                    + " unfinished games go to other members");
            requeue(slot);
        }
    }

    /** The task could not be answered (the member died, the call failed): the game goes back to the queue. */
    void failed(K member, int index) {
        Slot slot = slots.get(member);
        if (slot != null && slot.inFlight.remove(index) && !delivered[index] && !pending.contains(index)) {
            pending.addFirst(index);
        }
    }

    /** The member refuses the game's bot: that bot's games go to other members. */
    void refused(K member, int index, String why) {
        Slot slot = slots.get(member);
        if (slot == null || !slot.inFlight.remove(index)) {
            return;
        }
        String bot = bots(orders.get(index));
        if (slot.refusedBots.add(bot)) {
            messages.accept("worker " + slot.name + " refuses " + bot + ": " + why
                    + "; its games go to other members");
            refusals.put(bot, why);
        }
        if (!delivered[index] && !pending.contains(index)) {
            pending.addFirst(index);
        }
    }

    /**
     * The member sent a record that fails its check: it is dropped, the game goes to another member, and the
     * member is excluded after {@value #BAD_RECORDS_TO_EXCLUDE} of them.
     */
    void badRecord(K member, int index, String why) {
        Slot slot = slots.get(member);
        if (slot == null || !slot.inFlight.remove(index)) {
            return;
        }
        slot.badRecords++;
        slot.distrusted.add(index);
        messages.accept("worker " + slot.name + " sent a bad record of " + orders.get(index) + " (" + why
                + "): dropped, the game goes to another member");
        if (!delivered[index] && !pending.contains(index)) {
            pending.addFirst(index);
        }
        if (slot.badRecords >= BAD_RECORDS_TO_EXCLUDE) {
            exclude(member, slot, "bad records");
        }
    }

    private void exclude(K member, Slot slot, String what) {
        slots.remove(member);
        excluded.add(member);
        messages.accept("worker " + slot.name + " is excluded from this run after " + slot.badRecords + " " + what
                + ": its " + slot.inFlight.size() + " unfinished games go to other members");
        requeue(slot);
    }

    /**
     * A good record of the game came back.
     *
     * @return whether it is the game's first (to be written); false for a second copy or a member not (any
     *         more) in the run
     */
    boolean delivered(K member, int index) {
        Slot slot = slots.get(member);
        if (slot != null) {
            slot.inFlight.remove(index);
        }
        if (slot == null && excluded.contains(member) || delivered[index]) {
            return false;
        }
        delivered[index] = true;
        pending.remove(index);
        left--;
        return true;
    }

    /** What a refusal shuts a member out of: a bot's games, or a pairing's ({@code "bot a"}, {@code "pairing a vs b"}). */
    private static String bots(GameOrder order) {
        return scope(GameKinds.of(order), order);
    }

    private static <O extends GameOrder> String scope(GameKind<O, ?> kind, GameOrder order) {
        return kind.refusalScope(kind.order(order));
    }

    private void requeue(Slot slot) {
        slot.inFlight.stream().filter(i -> !delivered[i] && !pending.contains(i)).sorted(Comparator.reverseOrder())
                .forEach(pending::addFirst);
        slot.inFlight.clear();
        slot.deadlines.clear();
    }

    /** The next pending game this member may play: the first whose bot it has not refused nor game spoiled. */
    private Integer take(Slot slot) {
        Iterator<Integer> it = pending.iterator();
        while (it.hasNext()) {
            Integer index = it.next();
            if (!slot.refusedBots.contains(bots(orders.get(index))) && !slot.distrusted.contains(index)) {
                it.remove();
                return index;
            }
        }
        return null;
    }
}
