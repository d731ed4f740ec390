package io.tetrisarena.arena.cluster;

import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.DataSerializable;
import java.io.IOException;

/**
 * What a member answers to a {@link PlayTask}: the game's record as the JSON line the results file will hold,
 * signed by the member with the cluster secret, or the reason it refuses the game.
 */
public final class TaskResult implements DataSerializable {
    private String recordJson;
    private String refusal;
    private byte[] signature;

    /** For Hazelcast, which reads the fields in afterwards. */
    public TaskResult() {
    }

    /**
     * @param recordJson the record (null when refused)
     * @param refusal    why the member does not play this game (null when played)
     * @param signature  the HMAC of {@code recordJson} (null when refused)
     */
    TaskResult(String recordJson, String refusal, byte[] signature) {
        this.recordJson = recordJson;
        this.refusal = refusal;
        this.signature = signature;
    }

    static TaskResult refused(String why) {
        return new TaskResult(null, why, null);
    }

    /** The text a result's signature covers. */
    static String signedText(String recordJson) {
        return "record\u0000" + recordJson;
    }

    String recordJson() {
        return recordJson;
    }

    String refusal() {
        return refusal;
    }

    byte[] signature() {
        return signature;
    }

    @Override
    public void writeData(ObjectDataOutput out) throws IOException {
        out.writeString(recordJson);
        out.writeString(refusal);
        out.writeByteArray(signature);
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        recordJson = in.readString();
        refusal = in.readString();
        signature = in.readByteArray();
    }
}
