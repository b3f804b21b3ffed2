import FolioCore
import Foundation

/// The snapshots session: diffable snapshots of 10,000 and 1,000,000 items with 1% and 50% of
/// them changed, measured in-process (`SnapshotBenchmark`): the diff on a background thread and
/// the batch's application on the main thread. A few seconds a round.
extension BenchSuite {
    /// The snapshot sizes measured, in items.
    static let snapshotSizes = [10_000, 1_000_000]
    /// The fractions of the items changed.
    static let snapshotFractions = [0.01, 0.5]

    /// The figures' prefix for `items` with `fraction` changed.
    static func snapshotName(items: Int, fraction: Double) -> String {
        "snapshots.\(items).\(Int((fraction * 100).rounded()))pct"
    }

    mutating func snapshotSessions() throws {
        for items in Self.snapshotSizes {
            for fraction in Self.snapshotFractions {
                log("  snapshots: \(items) items, \(Int((fraction * 100).rounded()))% changed")
                let timing = try MainActor.assumeIsolated { try SnapshotBenchmark.measure(items: items, fraction: fraction) }
                let name = Self.snapshotName(items: items, fraction: fraction)
                add("\(name).diff.ms", timing.diffMs)
                add("\(name).apply.ms", timing.applyMs)
                add("\(name).changes", Double(timing.changes))
            }
        }
    }
}
