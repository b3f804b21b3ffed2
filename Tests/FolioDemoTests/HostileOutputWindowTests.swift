import Foundation
import Testing

/// Standard output and error that fail under the demo and the embedding example, as a user's
/// shell makes them: a reader that goes away, a full disk, a closed descriptor, a reader that
/// stops reading. Nothing traps or hangs: the events stop with one line on standard error, and
/// the program goes on to a clean exit. Each case is the command line of the issue that found it.
@Suite("Hostile output", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct HostileOutputWindowTests {
    static let quitLine = #"{"event":"quit"}"#

    @Test("A reader that goes away: status 0 and one line saying so, whatever the demo", arguments: [
        #"grid --script idle --events --assets "$ASSETS" 2>"$ERR" | head -1 >/dev/null"#,
        #"grid --script edits --events --assets "$ASSETS" 2>"$ERR" | head -1 >/dev/null"#,
        #"photos --script idle --stats --assets "$ASSETS" 2>"$ERR" | true"#,
        #"feeds --script idle --events --assets "$ASSETS" 2>"$ERR" | head -2 >/dev/null"#,
    ])
    func readerGone(command: String) throws {
        let run = try #require(try ShellRun.run(#""$DEMO" "# + command + #"; echo "${PIPESTATUS[0]}""#), "did not end: \(command)")
        #expect(run.lines.last == "0", "\(command): status \(run.output); stderr: \(run.standardError)")
        #expect(run.errorLines.count == 1, "\(command): \(run.standardError)")
        #expect(run.errorLines.first == "folio: cannot write to standard output: Broken pipe (its reader has gone); nothing more is written to it")
    }

    @Test("The embedding example whose reader goes away after ready: SIGTERM gives status 0")
    func exampleReaderGone() throws {
        // `$!` is the example itself (its reader a process substitution): a `pgrep` for it could
        // run before a loaded machine had started it, and the run then waited for it forever.
        let script = #"""
        "$EXAMPLE" --events --assets "$ASSETS" 2>"$ERR" > >(head -1 >/dev/null) & example=$!
        sleep 3; kill "$example"; wait "$example"; echo "$?"
        """#
        let run = try #require(try ShellRun.run(script))
        #expect(run.lines.last == "0", "status \(run.output); stderr: \(run.standardError)")
        // Its `quit` meets the closed pipe: one line says so.
        #expect(run.errorLines == ["SidebarExample: cannot write to standard output: Broken pipe (its reader has gone); nothing more is written to it"],
                "\(run.standardError)")
    }

    @Test("Standard error's reader goes away while a broken image is logged: status 0, quit last")
    func errorReaderGone() throws {
        let assets = try HostileAssets(broken: true)
        defer { assets.remove() }
        let script = #"{ "$DEMO" photos --script idle --events --assets "$BROKEN" 2>&1 1>&3 | true; echo "status ${PIPESTATUS[0]}"; } 3>&1"#
        let run = try #require(try ShellRun.run(script, environment: ["BROKEN": assets.path]))
        #expect(run.lines.last == "status 0", "\(run.output)")
        #expect(run.lines.dropLast().last == Self.quitLine, "\(run.output)")
    }

    @Test("A full disk under standard output: status 0 and one line; under standard error: status 0 and quit last")
    func fullDisk() throws {
        let out = try #require(try ShellRun.run(#""$DEMO" grid --script idle --events --assets "$ASSETS" >/dev/full 2>"$ERR"; echo $?"#))
        #expect(out.lines.last == "0", "status \(out.output); stderr: \(out.standardError)")
        #expect(out.errorLines == ["folio: cannot write to standard output: No space left on device (the disk is full); nothing more is written to it"],
                "\(out.standardError)")

        let assets = try HostileAssets(broken: true)
        defer { assets.remove() }
        let err = try #require(try ShellRun.run(#""$DEMO" photos --script idle --events --assets "$BROKEN" 2>/dev/full; echo "status $?""#,
                                                environment: ["BROKEN": assets.path]))
        #expect(err.lines.last == "status 0", "\(err.output)")
        #expect(err.lines.dropLast().last == Self.quitLine, "\(err.output)")
    }

    @Test("Closed standard output or error: nothing is written into another descriptor, status 0")
    func closedDescriptors() throws {
        let out = try #require(try ShellRun.run(#""$DEMO" grid --script idle --events --assets "$ASSETS" >&- 2>"$ERR"; echo $?"#))
        #expect(out.lines.last == "0", "status \(out.output); stderr: \(out.standardError)")
        #expect(out.standardError.isEmpty, "\(out.standardError)")

        let assets = try HostileAssets(broken: true)
        defer { assets.remove() }
        let err = try #require(try ShellRun.run(#""$DEMO" photos --script idle --events --assets "$BROKEN" 2>&-; echo "status $?""#,
                                                environment: ["BROKEN": assets.path]))
        #expect(err.lines.last == "status 0", "\(err.output)")
        #expect(err.lines.dropLast().last == Self.quitLine, "\(err.output)")
        #expect(err.lines.allSatisfy { $0.hasPrefix("{") || $0.hasPrefix("status") }, "\(err.output)")
    }

    @Test("A reader that stops reading never holds up the window: SIGTERM during a fling ends it within a second, quit last once read")
    func stalledReader() throws {
        try DemoProcess.withDisplay {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: DemoPaths.binary)
            process.arguments = ["grid", "--script", "fling", "--events", "--items", "200000", "--assets", DemoPaths.assets]
            let output = Pipe(), errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            // The pipe is full before the demo writes anything: its first write would block.
            let writer = output.fileHandleForWriting.fileDescriptor
            let flags = fcntl(writer, F_GETFL)
            _ = fcntl(writer, F_SETFL, flags | O_NONBLOCK)
            let filler = [UInt8](repeating: UInt8(ascii: "#"), count: 4096)
            var filled = 0
            while case let count = write(writer, filler, filler.count), count > 0 { filled += count }
            _ = fcntl(writer, F_SETFL, flags)
            try process.run()
            try? output.fileHandleForWriting.close()
            defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
            Thread.sleep(forTimeInterval: 3)
            #expect(process.isRunning, "the demo ended before SIGTERM")
            let sent = Date()
            kill(process.processIdentifier, SIGTERM)
            // The reader catches up now, reading what comes rather than waiting for the pipe's
            // end: a helper SDL starts (a D-Bus launcher) may inherit the pipe and outlive the demo.
            let text = SharedText()
            let reader = output.fileHandleForReading
            // A thread of its own: the global queue's threads may all be blocked by the suites
            // running beside this one, and the reader would start too late to see anything.
            Thread.detachNewThread {
                while case let data = reader.availableData, !data.isEmpty { text.append(String(decoding: data, as: UTF8.self)) }
            }
            while process.isRunning, Date().timeIntervalSince(sent) < 8 { Thread.sleep(forTimeInterval: 0.002) }
            let seconds = Date().timeIntervalSince(sent)
            #expect(!process.isRunning && process.terminationStatus == 0, "status \(process.isRunning ? "none" : "\(process.terminationStatus)")")
            #expect(seconds < ExitWindowTests.exitDeadline, "exited \(Int(seconds * 1000)) ms after SIGTERM")
            let deadline = Date(timeIntervalSinceNow: 5)
            while !text.value.hasSuffix(Self.quitLine + "\n"), Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            let lines = text.value.dropFirst(filled).split(separator: "\n").map(String.init)
            #expect(filled > 0 && lines.first?.contains(#""event":"ready""#) == true, "\(lines.prefix(3))")
            #expect(lines.last == Self.quitLine, "\(lines.suffix(3))")
        }
    }
}
