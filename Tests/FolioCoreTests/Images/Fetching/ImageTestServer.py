#!/usr/bin/env python3
"""An HTTP server on loopback for the image fetcher's tests.

Listens on 127.0.0.1 on a port the system picks, prints that port on a line of its own, and
serves until killed or until its standard input closes (the test process went). Each path says how to misbehave (query parameters tune it):

  /bytes/NAME?size=N&delay=S&chunk=C&interval=I
                                  N bytes (default 1000) after S seconds, C at a time with I
                                  seconds between; the bytes depend on NAME only, so tests
                                  can check what arrived
  /status/CODE/NAME               status CODE with a short body
  /flaky/NAME?failures=K&code=C   status C (default 503) for the first K requests, then bytes
  /truncated/NAME?claim=N&send=M  claims N bytes, sends M, closes the connection
  /lying/NAME?claim=N&interval=S  claims N bytes, sends 1 KiB every S seconds until closed
  /endless/NAME?chunk=N&interval=S  no length, N bytes every S seconds until closed
  /drip/NAME?interval=S           claims 1 MiB, sends 1 byte every S seconds until closed
  /gate/NAME?size=N               waits until /open is asked for (or 30 s), then N bytes
  /redirect/chain/K/NAME          302 to .../K-1/NAME; K = 0 serves bytes
  /redirect/loop/NAME             302 to itself
  /open                           opens every gate
  /stats                          JSON: requests per path, the order paths were asked for,
                                  the most requests served at once, connections the client
                                  closed before the body was all sent (per path)

The paths /stats and /open are not counted.
"""

import json
import os
import select
import signal
import socket
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

lock = threading.Lock()
gate = threading.Event()
stats = {"requests": {}, "order": [], "active": 0, "maxActive": 0, "closedEarly": {}}


def payload(name, size):
    """Deterministic bytes for NAME: its UTF-8 repeated, then cut to SIZE."""
    seed = (name.encode("utf-8") or b"x") + b"|"
    return (seed * (size // len(seed) + 1))[:size]


class ClientGone(Exception):
    pass


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        parsed = urllib.parse.urlparse(self.path)
        path = parsed.path
        query = {k: v[-1] for k, v in urllib.parse.parse_qs(parsed.query).items()}
        if path == "/stats":
            with lock:
                body = json.dumps(stats).encode()
            return self.send_bytes(body, "application/json")
        if path == "/open":
            gate.set()
            return self.send_bytes(b"open", "text/plain")
        with lock:
            stats["requests"][path] = stats["requests"].get(path, 0) + 1
            stats["order"].append(path)
            stats["active"] += 1
            stats["maxActive"] = max(stats["maxActive"], stats["active"])
            count = stats["requests"][path]
        try:
            self.serve(path, query, count)
        except (ClientGone, BrokenPipeError, ConnectionResetError):
            with lock:
                stats["closedEarly"][path] = stats["closedEarly"].get(path, 0) + 1
            self.close_connection = True
        finally:
            with lock:
                stats["active"] -= 1

    def serve(self, path, query, count):
        parts = path.strip("/").split("/")
        kind = parts[0]
        name = parts[-1]
        if kind == "bytes":
            self.pause(float(query.get("delay", 0)))
            body = payload(name, int(query.get("size", 1000)))
            if "chunk" not in query:
                return self.send_bytes(body)
            chunk, interval = int(query["chunk"]), float(query.get("interval", 0.02))
            self.send_head(200, len(body))
            for start in range(0, len(body), chunk):
                if start > 0:
                    self.pause(interval)
                self.write(body[start:start + chunk])
            return
        if kind == "status":
            return self.send_bytes(b"status " + parts[1].encode(), "text/plain", int(parts[1]))
        if kind == "flaky":
            if count <= int(query.get("failures", 1)):
                return self.send_bytes(b"try again", "text/plain", int(query.get("code", 503)))
            return self.send_bytes(payload(name, int(query.get("size", 1000))))
        if kind == "truncated":
            claim, send = int(query.get("claim", 10000)), int(query.get("send", 100))
            self.send_head(200, claim)
            self.write(payload(name, send))
            self.close_connection = True
            return
        if kind == "lying":
            interval = float(query.get("interval", 0.05))
            self.send_head(200, int(query.get("claim", 1 << 40)))
            while True:
                self.write(b"L" * 1024)
                self.pause(interval)
        if kind == "endless":
            chunk, interval = int(query.get("chunk", 1024)), float(query.get("interval", 0.05))
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True
            while True:
                self.write(b"E" * chunk)
                self.pause(interval)
        if kind == "drip":
            interval = float(query.get("interval", 0.05))
            self.send_head(200, 1 << 20)
            while True:
                self.write(b"D")
                self.pause(interval)
        if kind == "gate":
            deadline = time.monotonic() + 30
            while not gate.is_set() and time.monotonic() < deadline:
                self.pause(0.02)
            return self.send_bytes(payload(name, int(query.get("size", 1000))))
        if kind == "redirect":
            if parts[1] == "chain":
                left = int(parts[2])
                if left == 0:
                    return self.send_bytes(payload(name, int(query.get("size", 1000))))
                return self.redirect("/redirect/chain/%d/%s" % (left - 1, name))
            return self.redirect(path)
        self.send_bytes(b"no such path", "text/plain", 404)

    def pause(self, seconds):
        """Sleeps SECONDS, but ends at once if the client closes the connection."""
        end = time.monotonic() + seconds
        while True:
            left = end - time.monotonic()
            if left <= 0:
                return
            readable, _, _ = select.select([self.connection], [], [], min(left, 0.02))
            if readable:
                try:
                    if self.connection.recv(1, socket.MSG_PEEK) == b"":
                        raise ClientGone()
                except (ConnectionResetError, OSError):
                    raise ClientGone()

    def write(self, data):
        self.wfile.write(data)
        self.wfile.flush()

    def send_head(self, code, length, content_type="application/octet-stream"):
        self.send_response(code)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(length))
        self.end_headers()

    def send_bytes(self, body, content_type="application/octet-stream", code=200):
        self.send_head(code, len(body), content_type)
        self.write(body)

    def redirect(self, location):
        self.send_response(302)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()


class Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 64


def exit_when_stdin_closes():
    """Ends the server when the test process that started it goes, however it went."""
    sys.stdin.buffer.read()
    os._exit(0)


def main():
    # A test process may start it with signals blocked, which it would inherit.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    server = Server(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
