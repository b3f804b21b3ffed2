import FolioCore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The HTTP server of `ImageTestServer.py`, run by python3 (found in PATH) in a process of its
/// own on loopback, for one test: its paths misbehave as the script describes, and `/stats`
/// says what it saw. Stopped (by its PID) by `stop()` or when released. Any thread.
final class ImageTestServer: Sendable {
    /// What the server saw, from `/stats`.
    struct Stats {
        /// Requests per path.
        var requests: [String: Int]
        /// The paths in the order they were asked for.
        var order: [String]
        /// The most requests served at once.
        var maxActive: Int
        /// Requests being served now.
        var active: Int
        /// Per path, connections the client closed before the whole body was sent.
        var closedEarly: [String: Int]
    }

    private let process: Process
    /// The server's standard input, never written: it ends the server when it closes.
    private let input: Pipe
    /// The port it listens on.
    let port: Int

    /// Starts the server and waits (up to 20 s) for it to say its port; nil if it does not.
    init?() {
        guard let python = Self.python else { return nil }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ImageTestServer.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-u", script.path]
        let output = Pipe(), input = Pipe()
        self.input = input
        process.standardOutput = output
        // The server ends when this pipe closes: when the test process goes, even killed.
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        self.process = process
        // Read on a thread of its own, so that a server that never speaks cannot hold the test.
        let line = Locked<String?>(nil), done = DispatchSemaphore(value: 0)
        let reader = Thread {
            var bytes: [UInt8] = []
            while let byte = try? output.fileHandleForReading.read(upToCount: 1)?.first, byte != 0x0A {
                bytes.append(byte)
            }
            line.withLock { $0 = String(decoding: bytes, as: UTF8.self) }
            done.signal()
        }
        reader.start()
        guard done.wait(timeout: .now() + 20) == .success, let port = line.current.flatMap({ Int($0) }) else {
            process.terminate()
            return nil
        }
        self.port = port
    }

    deinit {
        stop()
    }

    /// Stops the server. Any thread.
    func stop() {
        guard process.isRunning else { return }
        // SIGKILL, since the test runner's threads may block SIGTERM, and a child inherits that.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The URL of `path` (with its query) on the server.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// What the server saw so far, or nil if it cannot be asked.
    func stats() -> Stats? {
        guard let data = get("/stats"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return Stats(requests: json["requests"] as? [String: Int] ?? [:],
                     order: json["order"] as? [String] ?? [],
                     maxActive: json["maxActive"] as? Int ?? 0,
                     active: json["active"] as? Int ?? 0,
                     closedEarly: json["closedEarly"] as? [String: Int] ?? [:])
    }

    /// Lets every request held at a gate go on.
    func openGates() {
        _ = get("/open")
    }

    /// The bytes the server sends for a `bytes` (or `gate`, `flaky`, `redirect`) path named
    /// `name`, `size` long.
    static func payload(_ name: String, size: Int = 1000) -> Data {
        let seed = Array(name.utf8) + [UInt8(ascii: "|")]
        return Data((0..<size).map { seed[$0 % seed.count] })
    }

    private func get(_ path: String) -> Data? {
        let result = Locked<Data?>(nil), done = DispatchSemaphore(value: 0)
        var request = URLRequest(url: url(path))
        request.timeoutInterval = 20
        URLSession.shared.dataTask(with: request) { data, _, _ in
            result.withLock { $0 = data }
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + 25) == .success else { return nil }
        return result.current
    }

    /// The path of python3 in PATH.
    private static let python: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()
}
