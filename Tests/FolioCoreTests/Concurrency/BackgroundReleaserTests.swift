import FolioCore
import Foundation
import Testing

@Suite("Background releaser")
struct BackgroundReleaserTests {
    /// Records the thread it is deallocated on.
    final class Tracked: @unchecked Sendable {
        let deallocatedOn: Locked<String?>

        init(_ record: Locked<String?>) {
            deallocatedOn = record
        }

        deinit {
            let thread = "\(pthread_self())"
            deallocatedOn.withLock { $0 = thread }
        }
    }

    @Test("The last reference handed over is dropped on another thread")
    func deallocatesElsewhere() {
        let record = Locked<String?>(nil)
        var object: Tracked? = Tracked(record)
        BackgroundReleaser.release(&object)
        BackgroundReleaser.drain()
        let here = "\(pthread_self())"
        #expect(object == nil)
        #expect(record.current != nil)
        #expect(record.current != here)
    }

    @Test("An object someone else still holds survives the hand-over")
    func keepsSharedObjects() {
        let record = Locked<String?>(nil)
        let kept = Tracked(record)
        var handed: Tracked? = kept
        BackgroundReleaser.release(&handed)
        BackgroundReleaser.drain()
        #expect(handed == nil)
        #expect(record.current == nil)
        withExtendedLifetime(kept) {}
    }

    @Test("Nil is accepted")
    func nilIsFine() {
        var nothing: Tracked?
        BackgroundReleaser.release(&nothing)
        BackgroundReleaser.drain()
        #expect(nothing == nil)
    }
}
