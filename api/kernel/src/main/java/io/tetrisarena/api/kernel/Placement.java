package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;

/**
 * A final resting position of a piece: the piece, its rotation state, the board coordinates of its
 * origin cell (see {@link Piece}), and how it got there ({@link Spin}, for scoring).
 *
 * <p>Two placements that cover the same cells are the same placement: move generators and the referee
 * compare {@link #canonical()} forms, in which a symmetric piece (I, O, S, Z) uses the lowest rotation
 * state that has its shape. A placement packs into an int ({@link #packed()}) whose natural order is
 * piece, rotation, x, y, spin; that is the order in which move generators list placements.
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public record Placement(Piece piece, Rotation rotation, int x, int y, Spin spin) {
    private static final int COORD_BIAS = 8;
    private static final Spin[] SPINS = Spin.values();
    /** One shared instance per packed value (7 pieces x 2^16 codes), built on first use. */
    private static final Placement[] INTERNED = new Placement[7 << 16];

    public Placement {
        if (piece == null || rotation == null || spin == null) {
            throw new IllegalArgumentException("piece, rotation and spin must not be null");
        }
        if (x < -COORD_BIAS || x >= 32 - COORD_BIAS || y < -COORD_BIAS || y >= 128 - COORD_BIAS) {
            throw new IllegalArgumentException("placement origin out of range: (" + x + ", " + y + ")");
        }
    }

    /** A placement without a spin. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static Placement of(Piece piece, Rotation rotation, int x, int y) {
        return new Placement(piece, rotation, x, y, Spin.NONE);
    }

    /** The same cells in canonical form (lowest rotation state with this shape). */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Placement canonical() {
        Shape s = Shape.of(piece, rotation.ordinal());
        if (s.canonicalRotation == rotation.ordinal()) {
            return this;
        }
        return new Placement(piece, Rotation.ofQuarterTurns(s.canonicalRotation), x + s.canonicalDx,
                y + s.canonicalDy, spin);
    }

    /** The same placement with another spin. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Placement withSpin(Spin newSpin) {
        return new Placement(piece, rotation, x, y, newSpin);
    }

    /** The x of cell {@code index} (0..3) on the board. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int cellX(int index) {
        return x + piece.cellX(rotation, index);
    }

    /** The y of cell {@code index} (0..3) on the board. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int cellY(int index) {
        return y + piece.cellY(rotation, index);
    }

    /** The lowest row any cell occupies. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int bottomRow() {
        return y + Shape.of(piece, rotation.ordinal()).minDy;
    }

    /** The highest row any cell occupies. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int topRow() {
        return y + Shape.of(piece, rotation.ordinal()).maxDy;
    }

    /** This placement as an int: piece, rotation, x, y and spin, in decreasing significance. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int packed() {
        return pack(piece.ordinal(), rotation.ordinal(), x, y, spin.ordinal());
    }

    /**
     * The {@link #packed()} form of the placement with these components, without making the object (origin
     * coordinates within -8..23 and -8..119).
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.6.0")
    public static int pack(Piece piece, Rotation rotation, int x, int y, Spin spin) {
        return pack(piece.ordinal(), rotation.ordinal(), x, y, spin.ordinal());
    }

    static int pack(int piece, int rotation, int x, int y, int spin) {
        return piece << 16 | rotation << 14 | (x + COORD_BIAS) << 9 | (y + COORD_BIAS) << 2 | spin;
    }

    /** The piece's {@link Piece#ordinal()} of a {@link #packed()} placement, read without making the object. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.6.0")
    public static int packedPiece(int packed) {
        return packed >>> 16;
    }

    /** The rotation's {@link Rotation#ordinal()} (quarter turns) of a {@link #packed()} placement. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.6.0")
    public static int packedRotation(int packed) {
        return packed >>> 14 & 3;
    }

    /**
     * 4 x the piece's ordinal + the rotation's ordinal of a {@link #packed()} placement, in one step: the
     * index of the placement's shape in a table of 28 (7 pieces x 4 rotations), as per-shape tables of a
     * search are laid out.
     */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.6.0")
    public static int packedShape(int packed) {
        return packed >>> 14;
    }

    /** The {@link #x()} of a {@link #packed()} placement. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.6.0")
    public static int packedX(int packed) {
        return (packed >>> 9 & 31) - COORD_BIAS;
    }

    /** The {@link #y()} of a {@link #packed()} placement. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.6.0")
    public static int packedY(int packed) {
        return (packed >>> 2 & 127) - COORD_BIAS;
    }

    /** The spin's {@link Spin#ordinal()} of a {@link #packed()} placement. */
    @Stability(value = Stability.Level.EXPERIMENTAL, since = "1.6.0")
    public static int packedSpin(int packed) {
        return packed & 3;
    }

    /** The placement a {@link #packed()} int stands for. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static Placement unpack(int packed) {
        if (packed < 0 || packed >= INTERNED.length) {
            return create(packed);
        }
        // Placements are immutable values, so one shared instance per packed value serves every caller;
        // a race between two threads only builds the same value twice.
        Placement p = INTERNED[packed];
        if (p == null) {
            p = create(packed);
            INTERNED[packed] = p;
        }
        return p;
    }

    private static Placement create(int packed) {
        return new Placement(Piece.ofOrdinal(packedPiece(packed)), Rotation.ofQuarterTurns(packedRotation(packed)),
                packedX(packed), packedY(packed), SPINS[packedSpin(packed)]);
    }

    /** A compact text form, e.g. {@code T R 4 1 full}; the spin is left out when there is none. */
    @Override
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public String toString() {
        String base = piece + " " + rotation.guidelineName() + " " + x + " " + y;
        return spin == Spin.NONE ? base : base + " " + spin.name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Parses the {@link #toString()} form. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static Placement parse(String text) {
        String[] parts = text.strip().split("\\s+");
        if (parts.length < 4 || parts.length > 5 || parts[0].length() != 1) {
            throw new IllegalArgumentException("not a placement: '" + text + "' (expected e.g. 'T R 4 1 full')");
        }
        try {
            Spin spin = parts.length == 5 ? Spin.valueOf(parts[4].toUpperCase(java.util.Locale.ROOT)) : Spin.NONE;
            return new Placement(Piece.parse(parts[0].charAt(0)), Rotation.parse(parts[1]),
                    Integer.parseInt(parts[2]), Integer.parseInt(parts[3]), spin);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("not a placement: '" + text + "': " + e.getMessage(), e);
        }
    }
}
