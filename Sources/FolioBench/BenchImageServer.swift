import FolioCore
import Foundation

/// A loopback HTTP server for the images session: Python's `http.server` serving a folder on
/// 127.0.0.1, each answer held back by a set latency (a server far away), in a process of its
/// own, ended by its PID. Used from the benchmark's one thread.
final class BenchImageServer {
    /// The server's base URL, `http://127.0.0.1:<port>/`.
    let baseURL: String
    private let process: Process
    // Kept open while the server runs: the server quits when it closes (the benchmark went).
    private let input: Pipe

    /// The handler: `SimpleHTTPRequestHandler` over HTTP/1.1 (connections kept alive, as a
    /// real server does), sleeping `latency` seconds before each answer's headers, and quiet.
    private static let script = """
        import os, sys, threading, time
        from functools import partial
        from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
        directory, latency = sys.argv[1], float(sys.argv[2]) / 1000
        class Handler(SimpleHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            def log_message(self, *args):
                pass
            def send_head(self):
                if latency > 0:
                    time.sleep(latency)
                return super().send_head()
        server = ThreadingHTTPServer(("127.0.0.1", 0), partial(Handler, directory=directory))
        server.daemon_threads = True
        def watch():
            sys.stdin.read()
            os._exit(0)
        threading.Thread(target=watch, daemon=True).start()
        print("port", server.server_address[1], flush=True)
        server.serve_forever()
        """

    /// Serves `directory` with `latencyMilliseconds` before each answer; throws when python3
    /// is missing or the server does not say its port within 10 s.
    init(directory: String, latencyMilliseconds: Int) throws {
        let process = Process(), input = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script, directory, "\(latencyMilliseconds)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw BenchError("cannot start python3 for the image server (install python3): \(error.localizedDescription)")
        }
        // The first line, "port 41235", read with a deadline: a server that never says it
        // must not hang the benchmark.
        let reader = output.fileHandleForReading
        let line = Locked<String?>(nil)
        let said = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var text = ""
            while !text.contains("\n") {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            line.withLock { $0 = text }
            said.signal()
        }
        let port = said.wait(timeout: .now() + 10) == .success
            ? line.withLock { $0 }?.firstMatch(of: /port (\d+)/).map { String($0.1) } : nil
        guard let port else {
            process.terminate()
            process.waitUntilExit()
            throw BenchError("the image server (python3 http.server) did not start within 10 s")
        }
        baseURL = "http://127.0.0.1:\(port)/"
        self.process = process
        self.input = input
    }

    deinit {
        stop()
    }

    /// Ends the server, if it still runs, and waits for it.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}
