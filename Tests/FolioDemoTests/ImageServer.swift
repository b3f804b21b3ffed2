import Foundation

/// Python's `http.server` serving a folder on loopback for the demos to fetch images from,
/// started by a test and ended by its PID. Each request it answers is logged on its stderr
/// ("GET /name HTTP/1.1" 200 -), which the test reads to count them.
final class ImageServer {
    let process = Process()
    /// The server's base URL, `http://127.0.0.1:<port>/`.
    let baseURL: String
    private let errors = Pipe()
    private let output = Pipe()
    private let log = LockedLog()

    /// Serves `folder` on a free loopback port; throws if python3 is missing or it does not
    /// start within 10 s.
    init(folder: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", "-m", "http.server", "--bind", "127.0.0.1", "--directory", folder, "0"]
        process.standardOutput = output
        process.standardError = errors
        let log = self.log
        errors.fileHandleForReading.readabilityHandler = { handle in log.append(handle.availableData) }
        output.fileHandleForReading.readabilityHandler = { handle in log.append(handle.availableData) }
        try process.run()
        // "Serving HTTP on 127.0.0.1 port 41235 (http://127.0.0.1:41235/) ..."
        let deadline = Date(timeIntervalSinceNow: 10)
        var port: String?
        while port == nil, Date() < deadline {
            port = log.text.firstMatch(of: /port (\d+)/).map { String($0.1) }
            if port == nil { Thread.sleep(forTimeInterval: 0.02) }
        }
        guard let port else {
            kill(process.processIdentifier, SIGKILL)
            throw DemoWindowSessionError(message: "the image server did not start: \(log.text)")
        }
        baseURL = "http://127.0.0.1:\(port)/"
    }

    deinit {
        // SIGKILL: the test runner blocks SIGTERM in the processes it starts.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        errors.fileHandleForReading.readabilityHandler = nil
        output.fileHandleForReading.readabilityHandler = nil
    }

    /// The paths requested so far with their status codes, in order.
    var requests: [(path: String, status: Int)] {
        log.text.matches(of: /"GET (\S+) HTTP\/1\.[01]" (\d{3})/).map { (String($0.1), Int($0.2) ?? 0) }
    }

    /// Waits up to `timeout` seconds until `condition` holds for the requests.
    func wait(timeout: Double = 8, until condition: ([(path: String, status: Int)]) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        repeat {
            if condition(requests) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return false
    }

    /// Text gathered from the server's output, readable from any thread.
    final class LockedLog: @unchecked Sendable {
        // @unchecked: `data` is only touched with `lock` held.
        private let lock = NSLock()
        private var data = Data()

        func append(_ more: Data) {
            lock.lock()
            data.append(more)
            lock.unlock()
        }

        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
