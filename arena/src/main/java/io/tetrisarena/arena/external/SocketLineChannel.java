package io.tetrisarena.arena.external;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A bot reached over TCP: one connection is one conversation, in the lines of the Tetris Bot Protocol. The
 * arena knows nothing of the bot's machine, so the channel has no {@link CpuMeter}: the bot is timed by the
 * wall clock, network included. Closing the channel closes the connection; whatever runs on the other side
 * is the other side's business.
 */
public final class SocketLineChannel implements LineChannel {
    private static final AtomicLong READERS = new AtomicLong();

    private final Socket socket;
    private final String address;
    private final LineWriter out;
    private final LineReader in;

    private SocketLineChannel(Socket socket, String address, int maxLineBytes) throws IOException {
        this.socket = socket;
        this.address = address;
        this.out = new LineWriter(socket.getOutputStream());
        this.in = new LineReader(socket.getInputStream(), maxLineBytes, "bot-socket-" + READERS.incrementAndGet(),
                this::close);
    }

    /**
     * Connects to a bot.
     *
     * @param host          the bot's host name or address
     * @param port          its port
     * @param timeoutMillis how long connecting may take
     * @param maxLineBytes  the longest line the bot may write
     * @throws IOException with a one-line reason naming the address when the connection cannot be made
     */
    public static SocketLineChannel connect(String host, int port, long timeoutMillis, int maxLineBytes)
            throws IOException {
        String address = host + ":" + port;
        Socket socket = new Socket();
        try {
            socket.setTcpNoDelay(true);
            socket.connect(new InetSocketAddress(host, port), (int) Math.min(Integer.MAX_VALUE, timeoutMillis));
            return new SocketLineChannel(socket, address, maxLineBytes);
        } catch (IOException e) {
            socket.close();
            throw new IOException("cannot connect to " + address + ": " + e.getMessage());
        }
    }

    @Override
    public boolean alive() {
        return !socket.isClosed() && !in.ended();
    }

    @Override
    public void writeLine(CharSequence lines) throws IOException {
        try {
            out.write(lines);
        } catch (IOException e) {
            throw new ExitedException("the connection to " + address + " is closed (" + e.getMessage() + ")");
        }
    }

    @Override
    public String readLine(long timeoutNanos) throws IOException, InterruptedException {
        try {
            return in.next(timeoutNanos);
        } catch (java.io.EOFException e) {
            throw new ExitedException(status());
        }
    }

    @Override
    public boolean hasPendingLine() {
        return in.hasPending();
    }

    @Override
    public String status() {
        if (in.failure() != null) {
            return in.failure();
        }
        return alive() ? "connected to " + address : "the connection to " + address + " closed";
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // already closed
        }
    }
}
