package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * A reusable, growable list of placements stored as packed ints, filled by a {@link MoveGenerator}
 * without allocating once it has grown to size. Read it by index with the accessors, or turn it into
 * {@link Placement} objects with {@link #get} / {@link #toList()}.
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public final class PlacementList {
    private static final Spin[] SPINS = Spin.values();
    private int[] items;
    private int size;

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public PlacementList() {
        this(128);
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public PlacementList(int capacity) {
        items = new int[Math.max(8, capacity)];
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int size() {
        return size;
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public boolean isEmpty() {
        return size == 0;
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public void clear() {
        size = 0;
    }

    /**
     * Empties the list and returns its packed array, with room for {@code capacity} items, for a generator
     * of this package to fill from index 0; {@link #setSizeWithin} then says how many it wrote.
     */
    int[] emptyWithRoom(int capacity) {
        size = 0;
        if (items.length < capacity) {
            items = new int[capacity];
        }
        return items;
    }

    /** The size after filling the array {@link #emptyWithRoom} returned. */
    void setSizeWithin(int count) {
        size = count;
    }

    /** Appends a packed placement. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public void addPacked(int packed) {
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        items[size++] = packed;
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public void add(Placement placement) {
        addPacked(placement.packed());
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int packed(int index) {
        checkIndex(index);
        return items[index];
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Piece piece(int index) {
        return Piece.ofOrdinal(Placement.packedPiece(packed(index)));
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Rotation rotation(int index) {
        return Rotation.ofQuarterTurns(Placement.packedRotation(packed(index)));
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int x(int index) {
        return Placement.packedX(packed(index));
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int y(int index) {
        return Placement.packedY(packed(index));
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Spin spin(int index) {
        return SPINS[Placement.packedSpin(packed(index))];
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Placement get(int index) {
        return Placement.unpack(packed(index));
    }

    /**
     * The placements, in list order, as an unmodifiable snapshot: later changes to this list do not
     * show in it.
     */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public List<Placement> toList() {
        if (size == 0) {
            return List.of();
        }
        return new Snapshot(Arrays.copyOf(items, size));
    }

    /**
     * {@code list.get(index).packed()}, read straight from the packed array when the list is one of the
     * snapshots {@link #toList()} makes (as an observation's placements are): a search that decodes placements
     * with {@link Placement#packedX} and its siblings then touches no {@link Placement} object.
     *
     * @throws IndexOutOfBoundsException when the index is outside the list
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.6.0")
    public static int packedAt(List<Placement> list, int index) {
        return list instanceof Snapshot snapshot ? snapshot.packed[index] : list.get(index).packed();
    }

    /** True for the unmodifiable snapshots {@link #toList()} makes, which never change (no copy needed). */
    @Stability(value = Stability.Level.STABLE, since = "1.1.0")
    public static boolean isSnapshot(List<Placement> list) {
        return list instanceof Snapshot;
    }

    /**
     * An unmodifiable list over a packed array of its own that nothing else can reach; placements are the
     * shared {@link Placement#unpack} instances, looked up when read.
     */
    private static final class Snapshot extends AbstractList<Placement> implements RandomAccess {
        private final int[] packed;

        Snapshot(int[] packed) {
            this.packed = packed;
        }

        @Override
        public Placement get(int index) {
            return Placement.unpack(packed[index]);
        }

        @Override
        public int size() {
            return packed.length;
        }
    }

    /**
     * True when the list holds the placement with this {@link Placement#packed() packed} form (a canonical
     * placement's, as the list holds them): a host checks a move read as a packed int without making the object.
     */
    @Stability(value = Stability.Level.INTERNAL, since = "1.6.0")
    public boolean containsPacked(int packed) {
        for (int i = 0; i < size; i++) {
            if (items[i] == packed) {
                return true;
            }
        }
        return false;
    }

    /** True when the list holds this exact placement (same canonical cells and spin). */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public boolean contains(Placement placement) {
        return containsPacked(placement.canonical().packed());
    }

    /** Sorts into packed order: piece, rotation, x, y, spin. Insertion sort: lists are short. */
    void sort() {
        for (int i = 1; i < size; i++) {
            int v = items[i];
            int j = i - 1;
            while (j >= 0 && items[j] > v) {
                items[j + 1] = items[j];
                j--;
            }
            items[j + 1] = v;
        }
    }

    private void checkIndex(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index " + index + ", size " + size);
        }
    }
}
