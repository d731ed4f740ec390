"""Serves a Tetris Bot Protocol program over TCP, for a descriptor with "connect".

Usage: python3 tbp_tcp_server.py PORT COMMAND...   (PORT 0 picks a free one; HOST from TBP_HOST, default
127.0.0.1). Example: python3 tbp_tcp_server.py 9000 python3 bot.py

Each connection is one conversation: a fresh bot process whose standard input and output are the connection
itself, so any number of games, one after another or at the same time (one connection each), are served.
TCP_NODELAY is set on every connection: without it, Nagle's algorithm holds each short answer until the
arena's delayed acknowledgement, some 40 ms a move.
"""
import os
import socket
import subprocess
import sys
import threading


def serve(connection, command):
    with connection:
        connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        subprocess.run(command, stdin=connection.fileno(), stdout=connection.fileno())


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: python3 tbp_tcp_server.py PORT COMMAND...")
    host = os.environ.get("TBP_HOST", "127.0.0.1")
    server = socket.create_server((host, int(sys.argv[1])))
    print(f"listening on {host}:{server.getsockname()[1]}", flush=True)
    while True:
        connection, _ = server.accept()
        threading.Thread(target=serve, args=(connection, sys.argv[2:]), daemon=True).start()


if __name__ == "__main__":
    main()
