import FolioCore
import Foundation
import Testing
import TestSupport
@testable import FolioSDL

/// What the recorder and the statistics count from the frames the host hands them.
@MainActor
@Suite("Frame recorder and statistics")
struct FrameRecorderTests {
    /// A loaded collection on a manual scheduler with the fake backend, sized at `time`.
    private func grid(at time: Double) -> (CollectionNode, ManualWorkScheduler, TextureTestSource) {
        let scheduler = ManualWorkScheduler()
        let grid = CollectionNode(layout: FlowLayout(itemSize: .fixed(Size(width: 100, height: 75)), interitemSpacing: 0, lineSpacing: 0),
                                  backend: FakeRenderingBackend.make(), renderMode: .asynchronous(scheduler), wake: {})
        let source = TextureTestSource(count: 100) { _ in .white }
        grid.dataSource = source
        grid.setBounds(TextureTestTarget.bounds, scale: 1, at: time)
        return (grid, scheduler, source)
    }

    @Test("Placeholder frames are counted, with the longest run of them in a row")
    func placeholderRuns() {
        let (grid, _, source) = grid(at: 0)
        var recorder = FrameRecorder()
        let pattern = [true, true, false, true, true, true, false, true]
        for (frame, placeholder) in pattern.enumerated() {
            recorder.recordFrame(of: grid, work: 0.001, content: FrameContent(showedPlaceholder: placeholder), uploaded: [], time: Double(frame))
        }
        withExtendedLifetime(source) {}
        #expect(recorder.statistics.frames == 8)
        #expect(recorder.statistics.placeholderFrames == 6)
        #expect(recorder.statistics.longestPlaceholderRun == 3)
        #expect(recorder.statistics.report.placeholderFrames == 6)
    }

    @Test("Frames whose work passes half a frame and a whole frame are counted against each budget")
    func framesOverBudget() {
        let (grid, _, source) = grid(at: 0)
        var recorder = FrameRecorder()
        // Just under and over 8.3 ms and 16.7 ms.
        let work = [0.004, 0.0083, 0.0084, 0.0166, 0.0167, 0.030]
        for (frame, seconds) in work.enumerated() {
            recorder.recordFrame(of: grid, work: seconds, content: FrameContent(), uploaded: [frame], time: Double(frame))
        }
        withExtendedLifetime(source) {}
        let statistics = recorder.statistics
        #expect(statistics.framesOverHalfBudget == 4)
        #expect(statistics.framesOverBudget == 2)
        #expect(statistics.textureUploads == 6)
        #expect(Array(statistics.frameWork.suffix(6)) == work)
        let report = statistics.report
        #expect(report.framesOver8ms == 4)
        #expect(report.framesOver16ms == 2)
        #expect(report.frameWorkMs.count == 6)
        #expect(report.frameWorkMs.max == 30)
    }

    @Test("Each uploaded item's latency runs from its node block being asked for to the upload, once per request")
    func contentLatencyIsTakenOnce() {
        let (grid, scheduler, source) = grid(at: 10)
        repeat {
            scheduler.runAll()
            grid.tick(at: 10)
        } while !scheduler.pendingKeys.isEmpty
        var recorder = FrameRecorder()
        recorder.recordLatencies(of: grid, uploaded: [0, 1], time: 10.25)
        #expect(recorder.statistics.contentLatency.count == 2)
        #expect(Array(recorder.statistics.contentLatency.suffix(2)) == [0.25, 0.25])
        // The first frame's latencies count, but the frame does not.
        #expect(recorder.statistics.frames == 0)
        recorder.recordFrame(of: grid, work: 0.001, content: FrameContent(), uploaded: [0, 2], time: 10.5)
        #expect(Array(recorder.statistics.contentLatency.suffix(3)) == [0.25, 0.25, 0.5], "item 0 was already counted")
        #expect(recorder.statistics.peakHeldBytes == grid.heldByteCount)
        #expect(grid.heldByteCount > 0)
        withExtendedLifetime(source) {}
    }

    @Test("Uploads of nested collections count with the root's, and their latencies are taken from their own collections")
    func nestedUploadsAreCounted() {
        let (root, rootScheduler, rootSource) = grid(at: 10)
        let (feed, feedScheduler, feedSource) = grid(at: 10.25)
        for (collection, scheduler) in [(root, rootScheduler), (feed, feedScheduler)] {
            repeat {
                scheduler.runAll()
                collection.tick(at: 10.25)
            } while !scheduler.pendingKeys.isEmpty
        }
        var recorder = FrameRecorder()
        recorder.recordFrame(of: root, work: 0.001, content: FrameContent(), uploaded: [0],
                             nestedUploads: [(feed, [0, 1])], time: 10.5)
        #expect(recorder.statistics.textureUploads == 3)
        #expect(Array(recorder.statistics.contentLatency.suffix(3)).sorted() == [0.25, 0.25, 0.5])
        // The feed's item 1 took the feed's request time, not the root's.
        recorder.recordLatencies(of: root, uploaded: [1], time: 11)
        #expect(Array(recorder.statistics.contentLatency.suffix(1)) == [1])
        withExtendedLifetime((rootSource, feedSource)) {}
    }

    @Test("An image drawn in place of its placeholder counts from its node block being asked for to its upload, once")
    func arrivalLatency() throws {
        let scheduler = ManualWorkScheduler()
        let fetcher = ScriptedImageFetcher()
        var backend = FakeRenderingBackend.make()
        backend.imageFetcher = fetcher
        let grid = CollectionNode(layout: FlowLayout(itemSize: .fixed(Size(width: 100, height: 75)), interitemSpacing: 0, lineSpacing: 0),
                                  backend: backend, renderMode: .asynchronous(scheduler), wake: {})
        let source = RemoteImageTestSource()
        grid.dataSource = source
        grid.setBounds(TextureTestTarget.bounds, scale: 1, at: 10)
        func settle(at time: Double) {
            repeat {
                scheduler.runAll()
                grid.tick(at: time)
            } while !scheduler.pendingKeys.isEmpty
        }
        settle(at: 10)
        var recorder = FrameRecorder()
        recorder.recordFrame(of: grid, work: 0.001, content: FrameContent(), uploaded: [0, 1], time: 10.25)
        #expect(recorder.statistics.contentLatency.count == 2, "the placeholders were the first content")
        #expect(recorder.statistics.arrivalLatency.count == 0)

        try #require(fetcher.fetches.first { $0.url.lastPathComponent == "0.jpg" }).move(to: .finished(.file("/cache/0")))
        settle(at: 11)
        recorder.recordFrame(of: grid, work: 0.001, content: FrameContent(), uploaded: [0, 1], time: 11.5)
        #expect(Array(recorder.statistics.arrivalLatency.suffix(1)) == [1.5], "item 0's image; item 1's has not arrived")
        recorder.recordFrame(of: grid, work: 0.001, content: FrameContent(), uploaded: [0], time: 12)
        #expect(recorder.statistics.arrivalLatency.count == 1, "counted once")
        #expect(recorder.statistics.contentLatency.count == 2)
        #expect(recorder.statistics.report.arrivalLatencyMs.max == 1500)
        withExtendedLifetime(source) {}
    }
}
