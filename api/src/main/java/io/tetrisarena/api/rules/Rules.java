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
 */
@Stability(Stability.Level.STABLE)
public record Rules(String name, int width, int height, int visibleHeight, int previewCount, boolean hold,
                    MovementModel movement, boolean rotation180, ScoringTable scoring, RandomizerKind randomizer,
                    TopOutRule topOut, int pieceCap, GarbageSchedule garbage, long moveTimeMillis) {

    /** The most preview pieces any rules may show. */
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
    public static Rules guideline() {
        return new Rules("guideline", 10, 40, 20, 5, true, MovementModel.SRS, false, ScoringTable.GUIDELINE,
                RandomizerKind.SEVEN_BAG, TopOutRule.GUIDELINE, 0, GarbageSchedule.NONE, 0);
    }

    /** The classic write-ups' rules: straight drop, no preview, no hold, NES scoring, 7-bag. */
    public static Rules classic() {
        return new Rules("classic", 10, 40, 20, 0, false, MovementModel.STRAIGHT_DROP, false, ScoringTable.NES,
                RandomizerKind.SEVEN_BAG, TopOutRule.STACK_ABOVE_VISIBLE, 0, GarbageSchedule.NONE, 0);
    }

    /** The column of a spawning piece's origin: 4 on a 10-wide field. */
    public int spawnX() {
        return (width - 1) / 2;
    }

    /** The row of a spawning piece's origin: the top visible row minus one (19 on the standard field). */
    public int spawnY() {
        return visibleHeight - 1;
    }

    public Rules withName(String newName) {
        return new Rules(newName, width, height, visibleHeight, previewCount, hold, movement, rotation180, scoring,
                randomizer, topOut, pieceCap, garbage, moveTimeMillis);
    }

    public Rules withPieceCap(int newCap) {
        return new Rules(name, width, height, visibleHeight, previewCount, hold, movement, rotation180, scoring,
                randomizer, topOut, newCap, garbage, moveTimeMillis);
    }

    public Rules withPreview(int newPreview) {
        return new Rules(name, width, height, visibleHeight, newPreview, hold, movement, rotation180, scoring,
                randomizer, topOut, pieceCap, garbage, moveTimeMillis);
    }

    public Rules withHold(boolean newHold) {
        return new Rules(name, width, height, visibleHeight, previewCount, newHold, movement, rotation180, scoring,
                randomizer, topOut, pieceCap, garbage, moveTimeMillis);
    }

    public Rules withMoveTimeMillis(long newLimit) {
        return new Rules(name, width, height, visibleHeight, previewCount, hold, movement, rotation180, scoring,
                randomizer, topOut, pieceCap, garbage, newLimit);
    }

    /** An empty board of these rules' size. */
    public io.tetrisarena.api.kernel.Board emptyBoard() {
        return new io.tetrisarena.api.kernel.Board(width, height);
    }
}
