package io.tetrisarena.arena.external;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.arena.referee.Hosting;
import java.io.IOException;
import java.nio.file.Path;

/**
 * A bot reached over TCP ({@code "connect": "HOST:PORT"} in a descriptor): each channel is a connection
 * ({@link SocketLineChannel}), and games played at the same time each make their own. The arena neither
 * starts nor confines it and cannot read its CPU time: it is {@link Hosting#REMOTE} and timed by the wall
 * clock. A connection that is refused is a start failure, like a program that does not start.
 */
public final class RemoteBot extends TbpBot {
    private final String host;
    private final int port;
    private final long connectMillis;

    /**
     * @param startupMillis how long connecting, the bot's {@code info} and its answer to rules may each take
     */
    public RemoteBot(BotInfo info, String host, int port, long startupMillis) {
        super(info, Hosting.REMOTE, startupMillis, false);
        this.host = host;
        this.port = port;
        this.connectMillis = startupMillis;
    }

    @Override
    protected LineChannel open(Path stderrLog) throws IOException {
        return SocketLineChannel.connect(host, port, connectMillis, MAX_LINE_BYTES);
    }
}
