import FolioCore
import Foundation
import Testing
@testable import FolioSDL

@Suite("Worker thread priority")
struct WorkerThreadPriorityTests {
    /// The calling thread's nice value, field 19 of /proc/thread-self/stat (after the command
    /// name, which is in parentheses and may hold spaces).
    private static func currentNice() -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/thread-self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After ")": state is field 3, so nice (field 19) is the 17th.
        return fields.count > 16 ? Int(fields[16]) : nil
    }

    @Test("Lowering a worker's priority changes that thread only")
    func lowersOnlyTheCallingThread() throws {
        let before = try #require(Self.currentNice())
        let result = Locked<Int?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            WorkerThreadPriority.lowerCurrentThread()
            let nice = Self.currentNice()
            result.withLock { $0 = nice }
            done.signal()
        }
        thread.start()
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(result.withLock { $0 } == Int(WorkerThreadPriority.niceValue))
        #expect(Self.currentNice() == before)
    }
}
