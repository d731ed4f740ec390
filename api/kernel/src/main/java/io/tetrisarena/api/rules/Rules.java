package io.tetrisarena.api.rules;

import io.tetrisarena.api.Stability;

/**
 * The complete rules of one game, as an event fixes them. Every field is explicit: the arena's JSON
 * presets name each one, and a bot can check whether it can play them.
 *
 * @param name           the event or preset name, for messages
 * @param width          columns (4..16; standard 10)
 * @param height         rows of the whole field (standard 40)
 * @param visibleHeight  rows shown to players (standard 20); pieces spawn at its top
 * @param previewCount   how many upcoming pieces a bot sees (0..6)
 * @param hold           whether the hold slot may be used
 * @param movement       how pieces move from spawn ({@link MovementModel})
 * @param rotation180    whether half turns are allowed (SRS only; they have no kicks)
 * @param scoring        the scoring table
 * @param randomizer     how pieces are drawn from the seed
 * @param topOut         when the game is lost
 * @param pieceCap       the game ends after this many pieces (0 = no cap)
 * @param garbage        the garbage schedule
 * @param moveTimeMillis the per-move CPU time limit in milliseconds (0 = none)
 *
 * <p>New code builds rules with {@link #builder()} or {@link #toBuilder()}: a rule added in a later API
 * version then gets its default without breaking the caller, where the canonical constructor (kept for
 * compatibility) would change shape.
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public record Rules(String name, int width, int height, int visibleHeight, int previewCount, boolean hold,
                    MovementModel movement, boolean rotation180, ScoringTable scoring, RandomizerKind randomizer,
                    TopOutRule topOut, int pieceCap, GarbageSchedule garbage, long moveTimeMillis) {

    /** The most preview pieces any rules may show. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static final int MAX_PREVIEW = 6;

    public Rules {
        if (name == null || movement == null || scoring == null || randomizer == null || topOut == null
                || garbage == null) {
            throw new IllegalArgumentException("rules fields must not be null");
        }
        if (width < 4 || width > 16) {
            throw new IllegalArgumentException("width must be 4..16, got " + width);
        }
        if (height < 4 || height > 64) {
            throw new IllegalArgumentException("height must be 4..64, got " + height);
        }
        if (visibleHeight < 2 || visibleHeight > height - 2) {
            throw new IllegalArgumentException("visibleHeight must be 2.." + (height - 2) + ", got " + visibleHeight);
        }
        if (previewCount < 0 || previewCount > MAX_PREVIEW) {
            throw new IllegalArgumentException("previewCount must be 0.." + MAX_PREVIEW + ", got " + previewCount);
        }
        if (pieceCap < 0) {
            throw new IllegalArgumentException("pieceCap must not be negative");
        }
        if (moveTimeMillis < 0) {
            throw new IllegalArgumentException("moveTimeMillis must not be negative");
        }
        if (rotation180 && movement != MovementModel.SRS) {
            throw new IllegalArgumentException("rotation180 needs the srs movement model");
        }
    }

    /** Guideline marathon-style rules: 10x40 (20 visible), SRS, preview 5, hold, guideline scoring. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static Rules guideline() {
        return new Rules("guideline", 10, 40, 20, 5, true, MovementModel.SRS, false, ScoringTable.GUIDELINE,
                RandomizerKind.SEVEN_BAG, TopOutRule.GUIDELINE, 0, GarbageSchedule.NONE, 0);
    }

    /** The classic write-ups' rules: straight drop, no preview, no hold, NES scoring, 7-bag. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public static Rules classic() {
        return new Rules("classic", 10, 40, 20, 0, false, MovementModel.STRAIGHT_DROP, false, ScoringTable.NES,
                RandomizerKind.SEVEN_BAG, TopOutRule.STACK_ABOVE_VISIBLE, 0, GarbageSchedule.NONE, 0);
    }

    /** The column of a spawning piece's origin: 4 on a 10-wide field. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int spawnX() {
        return (width - 1) / 2;
    }

    /** The row of a spawning piece's origin: the top visible row minus one (19 on the standard field). */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public int spawnY() {
        return visibleHeight - 1;
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Rules withName(String newName) {
        return new Rules(newName, width, height, visibleHeight, previewCount, hold, movement, rotation180, scoring,
                randomizer, topOut, pieceCap, garbage, moveTimeMillis);
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Rules withPieceCap(int newCap) {
        return new Rules(name, width, height, visibleHeight, previewCount, hold, movement, rotation180, scoring,
                randomizer, topOut, newCap, garbage, moveTimeMillis);
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Rules withPreview(int newPreview) {
        return new Rules(name, width, height, visibleHeight, newPreview, hold, movement, rotation180, scoring,
                randomizer, topOut, pieceCap, garbage, moveTimeMillis);
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Rules withHold(boolean newHold) {
        return new Rules(name, width, height, visibleHeight, previewCount, newHold, movement, rotation180, scoring,
                randomizer, topOut, pieceCap, garbage, moveTimeMillis);
    }

    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public Rules withMoveTimeMillis(long newLimit) {
        return new Rules(name, width, height, visibleHeight, previewCount, hold, movement, rotation180, scoring,
                randomizer, topOut, pieceCap, garbage, newLimit);
    }

    /**
     * An empty board of these rules' size.
     *
     * @deprecated since 1.6.0: the rules know nothing of the kernel's board; use
     *             {@link io.tetrisarena.api.kernel.Board#empty(Rules) Board.empty(rules)}. Kept until 2.0.
     */
    @Deprecated(since = "1.6.0")
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    public io.tetrisarena.api.kernel.Board emptyBoard() {
        return new io.tetrisarena.api.kernel.Board(width, height);
    }

    /** A builder that starts from {@link #guideline()}. */
    @Stability(value = Stability.Level.STABLE, since = "1.3.0")
    public static Builder builder() {
        return guideline().toBuilder();
    }

    /** A builder that starts from these rules. */
    @Stability(value = Stability.Level.STABLE, since = "1.3.0")
    public Builder toBuilder() {
        return new Builder(this);
    }

    /**
     * Builds {@link Rules} one field at a time; {@link #build()} checks them as the constructor does. Each
     * setter returns this builder.
     */
    @Stability(value = Stability.Level.STABLE, since = "1.3.0")
    public static final class Builder {
        private String name;
        private int width;
        private int height;
        private int visibleHeight;
        private int previewCount;
        private boolean hold;
        private MovementModel movement;
        private boolean rotation180;
        private ScoringTable scoring;
        private RandomizerKind randomizer;
        private TopOutRule topOut;
        private int pieceCap;
        private GarbageSchedule garbage;
        private long moveTimeMillis;

        private Builder(Rules from) {
            name = from.name;
            width = from.width;
            height = from.height;
            visibleHeight = from.visibleHeight;
            previewCount = from.previewCount;
            hold = from.hold;
            movement = from.movement;
            rotation180 = from.rotation180;
            scoring = from.scoring;
            randomizer = from.randomizer;
            topOut = from.topOut;
            pieceCap = from.pieceCap;
            garbage = from.garbage;
            moveTimeMillis = from.moveTimeMillis;
        }

        @Stability(value = Stability.Level.STABLE, since = "1.3.0")
        public Builder name(String value) {
            name = value;
            return this;
        }

        /** Columns (4..16). */
        @Stability(value = Stability.Level.STABLE, since = "1.3.0")
        public Builder width(int columns) {
            width = columns;
            return this;
        }

        /** Rows of the whole field, visible or not (4..64). */
        @Stability(value = Stability.Level.STABLE, since = "1.3.0")
        public Builder height(int rows) {
            height = rows;
            return this;
        }

        @Stability(value = Stability.Level.STABLE, since = "1.3.0")
        public Builder visibleHeight(int rows) {
            visibleHeight = rows;
            return this;
        }

        @Stability(value = Stability.Level.STABLE, since = "1.3.0")
        public Builder previewCount(int pieces) {
            previewCount = pieces;
            return this;
        }

        @Stability(value = Stability.Level.STABLE, since = "1.3.0")
        public Builder hold(boolean allowed) {
            hold = allowed;
            return this;
        }

        @Stability(value = Stability.Level.STABLE, since = "1.3.0")
        public Builder movement(MovementModel value) {
            movement = value;
            return this;
        }

        @Stability(value = Stability.Level.STABLE, since = "1.3.0")
        public Builder rotation180(boolean allowed) {
            rotation180 = allowed;
            return this;
        }

        @Stability(value = Stability.Level.STABLE, since = "1.3.0")
        public Builder scoring(ScoringTable value) {
            scoring = value;
            return this;
        }

        @Stability(value = Stability.Level.STABLE, since = "1.3.0")
        public Builder randomizer(RandomizerKind value) {
            randomizer = value;
            return this;
        }

        @Stability(value = Stability.Level.STABLE, since = "1.3.0")
        public Builder topOut(TopOutRule value) {
            topOut = value;
            return this;
        }

        /** The game ends after this many pieces (0 = no cap). */
        @Stability(value = Stability.Level.STABLE, since = "1.3.0")
        public Builder pieceCap(int pieces) {
            pieceCap = pieces;
            return this;
        }

        @Stability(value = Stability.Level.STABLE, since = "1.3.0")
        public Builder garbage(GarbageSchedule value) {
            garbage = value;
            return this;
        }

        /** The per-move CPU time limit in milliseconds (0 = none). */
        @Stability(value = Stability.Level.STABLE, since = "1.3.0")
        public Builder moveTimeMillis(long millis) {
            moveTimeMillis = millis;
            return this;
        }

        /**
         * The rules.
         *
         * @throws IllegalArgumentException naming the first field out of range, as the constructor does
         */
        @Stability(value = Stability.Level.STABLE, since = "1.3.0")
        public Rules build() {
            return new Rules(name, width, height, visibleHeight, previewCount, hold, movement, rotation180, scoring,
                    randomizer, topOut, pieceCap, garbage, moveTimeMillis);
        }
    }
}
