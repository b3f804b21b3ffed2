import Foundation

/// Lines of text bound for a file descriptor (standard output, standard error) that may fail at
/// any moment: its reader goes away (`EPIPE`), its disk fills (`ENOSPC`), it was closed
/// (`EBADF`), or its reader stops reading. Lines are queued and written by a thread of the
/// channel's own, so that a slow or stalled reader never holds up the thread that sends them;
/// the queue holds at most `capacity` bytes, past which lines are dropped and counted. The first
/// failed write stops the channel: queued and later lines are dropped, and `onFailure` hears
/// why, once. Nothing traps: Folio's tools write events, statistics and logs through these two
/// channels rather than through `FileHandle`, whose `write` traps on an error, and they ignore
/// SIGPIPE, so that a reader going away is an error code rather than death. Any thread.
public final class OutputChannel: @unchecked Sendable {
    // @unchecked: every stored property but the constants is only touched with `condition` locked.

    /// What made a channel stop writing.
    public struct Failure: Sendable, Equatable, CustomStringConvertible {
        /// The `errno` of the failed write.
        public let code: Int32
        /// The channel's name.
        public let channel: String

        /// One line: what failed and why, such as "cannot write to standard output: Broken pipe
        /// (its reader has gone)".
        public var description: String {
            let reason = String(cString: strerror(code))
            let hint: String = switch code {
            case EPIPE: " (its reader has gone)"
            case ENOSPC: " (the disk is full)"
            case EBADF: " (it is closed)"
            default: ""
            }
            return "cannot write to \(channel): \(reason)\(hint)"
        }
    }

    /// The process's standard output: events and statistics.
    public static let standardOutput = OutputChannel(descriptor: 1, name: "standard output")
    /// The process's standard error: diagnostics. When standard output fails, its line goes here.
    public static let standardError = OutputChannel(descriptor: 2, name: "standard error")

    /// What the queue holds at most before lines are dropped: about ten thousand events, far
    /// more than any reader that keeps up ever leaves waiting.
    public static let defaultCapacity = 1 << 20

    /// The descriptor written to.
    public let descriptor: Int32
    /// The channel's name, for messages: "standard output".
    public let name: String
    /// The most bytes waiting to be written.
    public let capacity: Int

    private let condition = NSCondition()
    private var queue: [UInt8] = []
    /// Whether the writing thread holds lines taken from the queue and not yet written.
    private var isWriting = false
    private var writerStarted = false
    private var failureValue: Failure?
    private var dropped = 0
    private var failureHandler: (@Sendable (Failure) -> Void)?

    /// A channel writing to `descriptor` (which it does not own or close), named `name` in
    /// messages, holding at most `capacity` bytes waiting. Any thread; the writing thread starts
    /// with the first line.
    public init(descriptor: Int32, name: String, capacity: Int = OutputChannel.defaultCapacity) {
        self.descriptor = descriptor
        self.name = name
        self.capacity = max(1, capacity)
    }

    /// Hears the failure that stopped the channel, once, on the channel's thread. The standard
    /// channels report standard output's failure as one line on standard error by default
    /// (`reportFailuresOnStandardError()`). Any thread.
    public var onFailure: (@Sendable (Failure) -> Void)? {
        get { condition.withLock { failureHandler } }
        set { condition.withLock { failureHandler = newValue } }
    }

    /// Why the channel stopped writing, once it has. Any thread.
    public var failure: Failure? { condition.withLock { failureValue } }

    /// How many lines were dropped because the queue was full (not those dropped after a
    /// failure). Any thread.
    public var droppedCount: Int { condition.withLock { dropped } }

    /// Queues `line` and a newline to be written; never waits for the reader. Returns false if
    /// the line was dropped: the queue is full (counted in `droppedCount`), or the channel has
    /// failed. Any thread.
    @discardableResult
    public func send(_ line: String) -> Bool {
        enqueue(Array((line + "\n").utf8), evenIfFull: false)
    }

    /// Queues `lines` even past the capacity (the last lines of a run, such as `quit`, which a
    /// reader that catches up must see), then waits at most `timeout` seconds for everything
    /// queued to be written. Returns whether it all was. Any thread.
    @discardableResult
    public func finish(with lines: [String] = [], timeout: Double) -> Bool {
        if !lines.isEmpty { _ = enqueue(Array(lines.map { $0 + "\n" }.joined().utf8), evenIfFull: true) }
        return flush(timeout: timeout)
    }

    /// Waits at most `timeout` seconds until every queued line is written or the channel has
    /// failed. Returns whether nothing is left waiting. Any thread.
    @discardableResult
    public func flush(timeout: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: max(0, timeout))
        condition.lock()
        defer { condition.unlock() }
        while !queue.isEmpty || isWriting {
            if !condition.wait(until: deadline) { return queue.isEmpty && !isWriting }
        }
        return true
    }

    /// Writes standard output's failure, when it comes, as one line on standard error (through
    /// `line`, which adds the program's prefix). Any thread.
    public static func reportFailuresOnStandardError(prefix: String = "folio: ") {
        standardOutput.onFailure = { failure in
            standardError.send(prefix + failure.description + "; nothing more is written to it")
        }
    }

    /// Opens /dev/null on each of standard input, output and error that is closed, so that the
    /// next descriptor a library opens (an X connection, a font file) cannot take its number and
    /// receive what is written to standard output or error. Call it before anything opens a
    /// descriptor: first thing in `main`. Any thread.
    public static func reopenClosedStandardDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // open() returns the lowest free number: this one, since those below it are open.
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    private func enqueue(_ bytes: [UInt8], evenIfFull: Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard failureValue == nil else { return false }
        guard evenIfFull || queue.isEmpty || queue.count + bytes.count <= capacity else {
            dropped += 1
            return false
        }
        queue.append(contentsOf: bytes)
        if !writerStarted {
            writerStarted = true
            let thread = Thread { [self] in writeLoop() }
            thread.name = "folio-output-\(descriptor)"
            thread.start()
        }
        condition.broadcast()
        return true
    }

    /// The writing thread: takes everything queued, writes it, and again, until the process ends
    /// or a write fails.
    private func writeLoop() {
        while true {
            condition.lock()
            while queue.isEmpty { condition.wait() }
            let pending = queue
            queue.removeAll(keepingCapacity: true)
            isWriting = true
            condition.unlock()

            let code = Self.writeAll(pending, to: descriptor)

            condition.lock()
            guard let code else {
                isWriting = false
                condition.broadcast()
                condition.unlock()
                continue
            }
            let failure = Failure(code: code, channel: name)
            failureValue = failure
            queue.removeAll()
            let handler = failureHandler
            condition.unlock()
            // Heard before a `flush` or `finish` waiting on this channel returns, so that a
            // program quitting then still writes the failure's line elsewhere.
            handler?(failure)
            condition.lock()
            isWriting = false
            condition.broadcast()
            condition.unlock()
            return
        }
    }

    /// Writes all of `bytes`, retrying interrupted and partial writes and waiting out a
    /// descriptor someone made non-blocking; the `errno` of a failure, or nil.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count >= 0 {
                    offset += count
                    continue
                }
                let code = errno
                switch code {
                case EINTR:
                    continue
                case EAGAIN:
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, 100)
                default:
                    return code
                }
            }
            return nil
        }
    }
}
