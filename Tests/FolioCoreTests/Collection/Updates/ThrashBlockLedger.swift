import FolioCore
import Foundation

/// Counts, inside the node blocks themselves (on whatever thread runs them), how often each
/// item's block ran, per data load (`epoch`): a block of an item that was never reloaded must run
/// once at most. Any thread.
final class ThrashBlockLedger: Sendable {
    /// One block: the data load it was asked for in, and the item (or header) it makes.
    struct Key: Hashable, Sendable, CustomStringConvertible {
        let epoch: Int
        let signature: ThrashSignature

        var description: String { "\(signature) (load \(epoch))" }
    }

    private let runs = Locked<[Key: Int]>([:])
    private let repeats = Locked<[Key]>([])

    /// Notes one run of `key`'s block.
    func recordRun(of key: Key) {
        let count = runs.withLock { runs in
            runs[key, default: 0] += 1
            return runs[key]!
        }
        if count > 1 { repeats.withLock { $0.append(key) } }
    }

    /// The blocks that ran more than once, in the order their repeats happened.
    var repeatedRuns: [Key] { repeats.current }

    /// How many times `key`'s block ran.
    func runCount(of key: Key) -> Int { runs.withLock { $0[key] ?? 0 } }

    /// Blocks run in all.
    var totalRuns: Int { runs.withLock { $0.values.reduce(0, +) } }
}
