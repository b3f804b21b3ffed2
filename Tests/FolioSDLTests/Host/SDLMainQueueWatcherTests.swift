import FolioCore
import Foundation
import Testing
@testable import FolioSDL

/// The watcher thread against a pipe standing in for libdispatch's eventfd: both stay readable
/// until someone reads them.
@Suite("Main-queue watcher")
struct SDLMainQueueWatcherTests {
    /// A pipe, its read end watched, with the reports counted.
    final class Rig: Sendable {
        let readEnd: Int32
        let writeEnd: Int32
        let reports = Locked(0)
        let watcher: SDLMainQueueWatcher

        init() throws {
            var ends: [Int32] = [-1, -1]
            try #require(pipe(&ends) == 0)
            readEnd = ends[0]
            writeEnd = ends[1]
            let reports = reports
            watcher = try SDLMainQueueWatcher(fileDescriptor: ends[0]) { reports.withLock { $0 += 1 } }
        }

        deinit {
            watcher.stop()
            close(readEnd)
            close(writeEnd)
        }

        /// Work arrives: the descriptor becomes readable.
        func submit() {
            var byte: UInt8 = 1
            _ = write(writeEnd, &byte, 1)
        }

        /// The work is taken: the descriptor is read empty.
        func take() {
            var byte: UInt8 = 0
            _ = read(readEnd, &byte, 1)
        }

        /// Waits at most a second for `count` reports; returns the count then.
        func reports(reaching count: Int) -> Int {
            let deadline = Date().addingTimeInterval(1)
            while reports.current < count, Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
            return reports.current
        }

        /// The count after a pause long enough for a report that should not come to arrive.
        func reportsAfterPause() -> Int {
            Thread.sleep(forTimeInterval: 0.05)
            return reports.current
        }
    }

    @Test("A descriptor that becomes readable is reported once, and not again however long it stays readable")
    func reportsOnceUntilResumed() throws {
        let rig = try Rig()
        #expect(rig.reportsAfterPause() == 0)
        #expect(!rig.watcher.isWaitingForResume)
        rig.submit()
        #expect(rig.reports(reaching: 1) == 1)
        #expect(rig.watcher.isWaitingForResume)
        rig.submit()
        #expect(rig.reportsAfterPause() == 1)
    }

    @Test("Resuming while work is still readable reports it again; once it is taken nothing comes until more arrives")
    func resumeLooksAgain() throws {
        let rig = try Rig()
        rig.submit()
        #expect(rig.reports(reaching: 1) == 1)
        rig.watcher.resume()
        #expect(rig.reports(reaching: 2) == 2)
        rig.take()
        rig.watcher.resume()
        #expect(rig.reportsAfterPause() == 2)
        #expect(!rig.watcher.isWaitingForResume)
        rig.submit()
        #expect(rig.reports(reaching: 3) == 3)
    }

    @Test("Resuming a watcher that reported nothing changes nothing")
    func resumeWithoutReport() throws {
        let rig = try Rig()
        rig.watcher.resume()
        rig.watcher.resume()
        #expect(rig.reportsAfterPause() == 0)
        rig.submit()
        #expect(rig.reports(reaching: 1) == 1)
        #expect(rig.reportsAfterPause() == 1)
    }

    @Test("Stopping joins the thread whether it watches or waits for a resume; afterwards nothing is reported", arguments: [false, true])
    func stopEndsReports(afterAReport: Bool) throws {
        let rig = try Rig()
        if afterAReport {
            rig.submit()
            #expect(rig.reports(reaching: 1) == 1)
        }
        let before = rig.reports.current
        let start = Date()
        rig.watcher.stop()
        #expect(Date().timeIntervalSince(start) < 0.5)
        rig.watcher.stop()
        rig.submit()
        rig.watcher.resume()
        #expect(rig.reportsAfterPause() == before)
    }
}
