import Foundation
import TestSupport

/// The seed and length of a thrash run: a fresh seed each run, printed, or the one named by
/// `FOLIO_THRASH_SEED` to replay a failure; `FOLIO_THRASH_STEPS` multiplies the steps for a
/// soak. A replay is exact on a manual scheduler with `SWIFT_DETERMINISTIC_HASHING=1` (the
/// collection walks dictionaries, whose order otherwise changes from run to run).
enum ThrashRun {
    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// The seed for the test `name`, printed with how to replay it.
    static func seed(for name: String) -> UInt64 {
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_THRASH_SEED", environment: environment)
        print("\(name): seed \(seed) (replay with SWIFT_DETERMINISTIC_HASHING=1 FOLIO_THRASH_SEED=\(seed))")
        return seed
    }

    /// `steps`, times `FOLIO_THRASH_STEPS` when it is set.
    static func steps(_ steps: Int) -> Int {
        steps * max(1, environment["FOLIO_THRASH_STEPS"].flatMap { Int($0) } ?? 1)
    }
}
