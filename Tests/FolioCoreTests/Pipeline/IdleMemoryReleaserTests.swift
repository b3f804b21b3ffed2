import FolioCore
import Foundation
import Testing

@MainActor
@Suite("Idle memory releaser")
struct IdleMemoryReleaserTests {
    /// A releaser whose releases are counted: on the main thread in `here`, in the background in
    /// `background`.
    private func releaser(settleTime: Double = 0.25, here: PipelineRecorder<String>, background: PipelineRecorder<String>) -> IdleMemoryReleaser {
        IdleMemoryReleaser(settleTime: settleTime, release: { here.append("here") }, releaseInBackground: { background.append("background") })
    }

    @Test("Releases once the host has been at rest for the settle time after work, and not again until more work")
    func oncePerComingToRest() {
        let here = PipelineRecorder<String>(), background = PipelineRecorder<String>()
        let releaser = releaser(here: here, background: background)
        #expect(!releaser.observe(isAtRest: false, at: 0))
        #expect(releaser.nextDeadline == nil, "nothing is due while busy")
        #expect(!releaser.observe(isAtRest: true, at: 1))
        #expect(releaser.nextDeadline == 1.25)
        #expect(!releaser.observe(isAtRest: true, at: 1.125), "not before the settle time")
        #expect(here.recorded.isEmpty)
        #expect(releaser.observe(isAtRest: true, at: 1.25))
        #expect(here.recorded == ["here"])
        #expect(releaser.nextDeadline == nil, "nothing more is due")
        for time in [1.5, 2, 60] { #expect(!releaser.observe(isAtRest: true, at: time), "not twice in a row (\(time) s)") }
        #expect(!releaser.observe(isAtRest: false, at: 61))
        #expect(!releaser.observe(isAtRest: true, at: 61.125))
        #expect(releaser.observe(isAtRest: true, at: 61.375), "work arms it again")
        releaser.waitForBackgroundReleases()
        #expect(here.recorded == ["here", "here"])
        #expect(background.recorded == ["background", "background"])
        #expect(releaser.releaseCount == 2)
    }

    @Test("Never releases while busy, however long; a busy turn during the settle time starts it afresh")
    func notWhileBusy() {
        let here = PipelineRecorder<String>(), background = PipelineRecorder<String>()
        let releaser = releaser(here: here, background: background)
        for turn in 0..<100 { #expect(!releaser.observe(isAtRest: false, at: Double(turn))) }
        #expect(!releaser.observe(isAtRest: true, at: 100))
        #expect(!releaser.observe(isAtRest: false, at: 100.125))
        #expect(!releaser.observe(isAtRest: true, at: 100.25))
        #expect(!releaser.observe(isAtRest: true, at: 100.375), "0.125 s at rest since the busy turn")
        #expect(releaser.nextDeadline == 100.5)
        #expect(releaser.observe(isAtRest: true, at: 100.5))
        releaser.waitForBackgroundReleases()
        #expect(here.recorded.count == 1)
        #expect(background.recorded.count == 1)
    }

    @Test("Start-up counts as work: the first rest releases; a zero settle time releases on the first turn at rest")
    func startsArmed() {
        let here = PipelineRecorder<String>(), background = PipelineRecorder<String>()
        let releaser = releaser(settleTime: 0, here: here, background: background)
        #expect(releaser.observe(isAtRest: true, at: 5))
        #expect(!releaser.observe(isAtRest: true, at: 5))
        #expect(!releaser.observe(isAtRest: false, at: 6))
        #expect(releaser.observe(isAtRest: true, at: 6))
        releaser.waitForBackgroundReleases()
        #expect(here.recorded.count == 2)
        #expect(background.recorded.count == 2)
    }

    @Test("The background release runs after the main thread's and after the bitmaps already handed to the background releaser are freed")
    func backgroundReleaseComesLast() {
        let order = PipelineRecorder<String>()
        let freeing = PipelineGate()
        // Its deallocation waits for the gate, holding up the background releaser's queue: a
        // background release that did not wait for it would come first.
        var bitmap: SlowToFree? = SlowToFree(gate: freeing, order: order)
        BackgroundReleaser.release(&bitmap)
        let releaser = IdleMemoryReleaser(settleTime: 0, release: { order.append("spares") },
                                          releaseInBackground: { order.append("heap") })
        #expect(releaser.observe(isAtRest: true, at: 0))
        // Time for a background release that did not wait to run; one that waits cannot.
        Thread.sleep(forTimeInterval: 0.1)
        #expect(order.recorded == ["spares"], "the heap is trimmed only after the bitmap is freed")
        freeing.open()
        releaser.waitForBackgroundReleases()
        #expect(order.recorded == ["spares", "bitmap", "heap"])
    }

    @Test("The C heap hands back the pages of blocks freed in the middle of an arena")
    func heapTrim() {
        #expect(MallocHeap.canTrim, "glibc has malloc_trim")
        // 64 KiB blocks stay in the arena (under the mmap threshold); the last one, kept, holds the
        // top of the heap so that `free` alone cannot give the others back.
        let blocks = (0..<64).map { _ in UnsafeMutableRawPointer.allocate(byteCount: 64 << 10, alignment: 16) }
        for block in blocks { block.initializeMemory(as: UInt8.self, repeating: 1, count: 64 << 10) }
        for block in blocks.dropLast() { block.deallocate() }
        #expect(MallocHeap.trim(), "four megabytes of whole free pages were there to return")
        blocks.last?.deallocate()
    }
}
