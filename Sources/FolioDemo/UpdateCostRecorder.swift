import FolioCore
import Foundation

/// Measures what the demos' batch updates cost the main thread, for `--stats`: how long each
/// `performBatchUpdates` call took, and which frames its animation ran through (from the frame
/// that applied it to the one in which it ended or was cut short), so that those frames can be
/// told from the rest of the run. Frames are counted as the host's statistics count them: an
/// update applied while frame K is being worked on (input is handled inside a frame's work)
/// shows in frame K. Main thread only.
@MainActor
final class UpdateCostRecorder {
    /// One update: what it was, how long its call took, and its frames.
    private struct Update {
        let kind: String
        var items: Int
        var applySeconds: Double
        let firstFrame: Int
        var lastFrame: Int?
    }

    private var updates: [Update] = []

    /// Whether any update was recorded.
    var isEmpty: Bool { updates.isEmpty }

    /// Runs `apply` (one `performBatchUpdates` call) as update `kind` during frame `frame`,
    /// timing it, and hands it the update's number, for the completion's `end`; `items` says
    /// the item or page count once it is applied.
    func measure(_ kind: String, frame: Int, items: () -> Int, _ apply: (_ number: Int) -> Void) {
        let number = updates.count
        updates.append(Update(kind: kind, items: 0, applySeconds: 0, firstFrame: frame))
        let clock = ContinuousClock()
        let start = clock.now
        apply(number)
        updates[number].applySeconds = (clock.now - start).seconds
        updates[number].items = items()
    }

    /// Update `number`'s animation ended (or was cut short) during frame `frame`. An update whose
    /// animation had nothing to do ends in the frame that applied it.
    func end(_ number: Int, frame: Int) {
        guard updates.indices.contains(number), updates[number].lastFrame == nil else { return }
        updates[number].lastFrame = max(frame, updates[number].firstFrame)
    }

    /// The figures, from `frameWork`, the host's ring of every counted frame's work (seconds).
    func report(frameWork: SampleRing) -> UpdateStatistics {
        let values = frameWork.values
        // The ring keeps the last frames only: `offset` is the number of the oldest one it holds.
        let offset = frameWork.totalCount - values.count
        func work(_ frame: Int) -> Double? {
            values.indices.contains(frame - offset) ? values[frame - offset] : nil
        }
        let lastFrame = frameWork.totalCount - 1
        var animated = Set<Int>()
        for update in updates where update.firstFrame <= lastFrame {
            animated.formUnion(update.firstFrame...max(update.firstFrame, min(update.lastFrame ?? lastFrame, lastFrame)))
        }
        let held = offset..<frameWork.totalCount
        let animatedWork = held.filter { animated.contains($0) }.compactMap(work)
        let otherWork = held.filter { !animated.contains($0) }.compactMap(work)
        let records = updates.map { update in
            UpdateStatistics.Update(kind: update.kind, items: update.items, applyMs: UpdateStatistics.milliseconds(update.applySeconds),
                                    frameMs: work(update.firstFrame).map(UpdateStatistics.milliseconds),
                                    frames: update.lastFrame.map { $0 - update.firstFrame + 1 })
        }
        return UpdateStatistics(
            updates: records,
            applyMs: UpdateStatistics.Summary(updates.map(\.applySeconds)),
            applyFrameMs: UpdateStatistics.Summary(updates.compactMap { work($0.firstFrame) }),
            animatedFrames: UpdateStatistics.Frames(animatedWork),
            otherFrames: UpdateStatistics.Frames(otherWork),
            complete: offset == 0
        )
    }
}
