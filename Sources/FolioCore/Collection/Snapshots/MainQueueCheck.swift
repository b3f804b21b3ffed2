import Dispatch
import Foundation

/// Whether the caller runs where the main actor does: on the process's main thread, or in a block
/// of the main dispatch queue (a test runner may drain that queue on another thread). Lets a
/// nonisolated method do main-actor work at once instead of hopping. Any thread.
enum MainQueueCheck {
    /// Marks the main queue, so that its blocks are known wherever they run.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// True on the main thread or in a main-queue block. Any thread.
    static var isMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
