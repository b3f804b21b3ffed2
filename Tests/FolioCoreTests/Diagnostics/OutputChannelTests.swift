import Foundation
import Testing

@testable import FolioCore

/// Writing lines to descriptors that fail: a reader gone, a full disk, a closed descriptor, a
/// reader that stops reading. Nothing traps, nothing waits for the reader, and the failure is
/// heard once.
@Suite("Output channel")
struct OutputChannelTests {
    init() {
        // As Folio's programs do: a reader going away is EPIPE, not the test process's death.
        signal(SIGPIPE, SIG_IGN)
    }

    /// A pipe, both ends; closed when the test is done.
    private final class TestPipe: @unchecked Sendable {
        // @unchecked: the descriptors are constants; only one thread reads at a time.
        let read: Int32
        let write: Int32
        private var readClosed = false

        init() throws {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            read = ends[0]
            write = ends[1]
        }

        func closeRead() {
            guard !readClosed else { return }
            readClosed = true
            close(read)
        }

        /// Everything readable until the write end is closed or `timeout` passes with nothing new.
        func drain(timeout: Double = 2) -> String {
            var text = Data()
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                var ready = pollfd(fd: read, events: Int16(POLLIN), revents: 0)
                guard poll(&ready, 1, Int32(timeout * 1000)) > 0 else { break }
                let count = Glibc.read(read, &buffer, buffer.count)
                guard count > 0 else { break }
                text.append(contentsOf: buffer[..<count])
            }
            return String(decoding: text, as: UTF8.self)
        }

        /// Fills the pipe's buffer so that the next write blocks.
        func fill() {
            let flags = fcntl(write, F_GETFL)
            _ = fcntl(write, F_SETFL, flags | O_NONBLOCK)
            let filler = [UInt8](repeating: UInt8(ascii: "."), count: 4096)
            while Glibc.write(write, filler, filler.count) > 0 {}
            _ = fcntl(write, F_SETFL, flags)
        }

        deinit {
            closeRead()
            close(write)
        }
    }

    /// Failures heard by a channel's handler.
    private final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var failures: [OutputChannel.Failure] = []
        func add(_ failure: OutputChannel.Failure) { lock.withLock { failures.append(failure) } }
        var all: [OutputChannel.Failure] { lock.withLock { failures } }
    }

    @Test("Lines arrive whole and in order")
    func order() throws {
        let pipe = try TestPipe()
        let channel = OutputChannel(descriptor: pipe.write, name: "a pipe")
        for number in 0..<2_000 { #expect(channel.send("line \(number)")) }
        #expect(channel.finish(with: ["last"], timeout: 5))
        let lines = pipe.drain(timeout: 0.5).split(separator: "\n").map(String.init)
        #expect(lines == (0..<2_000).map { "line \($0)" } + ["last"])
        #expect(channel.droppedCount == 0 && channel.failure == nil)
    }

    @Test("A reader that has gone stops the channel with EPIPE, heard once, and later lines are refused")
    func brokenPipe() throws {
        let pipe = try TestPipe()
        pipe.closeRead()
        let channel = OutputChannel(descriptor: pipe.write, name: "a pipe")
        let heard = Heard()
        channel.onFailure = { heard.add($0) }
        channel.send("first")
        channel.flush(timeout: 5)
        #expect(channel.failure?.code == EPIPE)
        #expect(!channel.send("second"))
        channel.flush(timeout: 1)
        #expect(heard.all.count == 1)
        #expect(heard.all.first?.description == "cannot write to a pipe: Broken pipe (its reader has gone)")
    }

    @Test("A full disk stops the channel with ENOSPC")
    func fullDisk() throws {
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0, "no /dev/full")
        defer { close(full) }
        let channel = OutputChannel(descriptor: full, name: "standard output")
        channel.send("a line")
        channel.flush(timeout: 5)
        #expect(channel.failure?.code == ENOSPC)
        #expect(channel.failure?.description.contains("the disk is full") == true)
    }

    @Test("A closed descriptor stops the channel with EBADF")
    func closedDescriptor() throws {
        // Far above any descriptor the test process has open.
        let channel = OutputChannel(descriptor: 9_999, name: "standard output")
        channel.send("a line")
        channel.flush(timeout: 5)
        #expect(channel.failure?.code == EBADF)
    }

    @Test("A reader that stops reading never holds up the sender: lines past the capacity are dropped and counted, and the last lines reach it when it catches up")
    func stalledReader() throws {
        let pipe = try TestPipe()
        pipe.fill()
        let channel = OutputChannel(descriptor: pipe.write, name: "a pipe", capacity: 4_096)
        let start = Date()
        var accepted = 0
        for number in 0..<10_000 where channel.send("event \(number)") { accepted += 1 }
        // Sending took no waiting on the reader, which has read nothing.
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(accepted > 0 && accepted < 10_000)
        #expect(channel.droppedCount == 10_000 - accepted)
        // Nobody reads: the last lines wait at most the timeout.
        let waited = Date()
        #expect(!channel.finish(timeout: 0.2))
        #expect(Date().timeIntervalSince(waited) < 2)

        let reader = DispatchQueue(label: "reader")
        let text = Locked("")
        let done = DispatchSemaphore(value: 0)
        reader.async {
            text.withLock { $0 = pipe.drain(timeout: 1) }
            done.signal()
        }
        #expect(channel.finish(with: [#"{"event":"dropped","count":\#(channel.droppedCount)}"#, "quit"], timeout: 5))
        done.wait()
        let lines = text.current.split(separator: "\n").map(String.init)
        #expect(lines.last == "quit")
        #expect(lines.dropLast().last == #"{"event":"dropped","count":\#(10_000 - accepted)}"#)
        // The first event follows the filler, which has no newline.
        #expect(lines.filter { $0.contains("event ") }.count == accepted)
    }

    @Test("Standard descriptors that are open are left alone")
    func reopenLeavesOpenDescriptors() throws {
        var before = stat(), after = stat()
        try #require(fstat(1, &before) == 0)
        OutputChannel.reopenClosedStandardDescriptors()
        try #require(fstat(1, &after) == 0)
        #expect(before.st_ino == after.st_ino && before.st_dev == after.st_dev)
    }
}
