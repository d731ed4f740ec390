package io.tetrisarena.arena.cluster;

import java.io.Serializable;

/**
 * What a member answers to a {@link PlayTask}: the game's record as the JSON line the results file will hold,
 * signed by the member with the cluster secret, or the reason it refuses the game.
 *
 * @param recordJson the record (null when refused)
 * @param refusal    why the member does not play this game (null when played)
 * @param signature  the HMAC of {@code recordJson} (null when refused)
 */
record TaskResult(String recordJson, String refusal, byte[] signature) implements Serializable {
    static TaskResult refused(String why) {
        return new TaskResult(null, why, null);
    }

    /** The text a result's signature covers. */
    static String signedText(String recordJson) {
        return "record\u0000" + recordJson;
    }
}
