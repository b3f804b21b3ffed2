import Foundation

/// One windowed program's turn on the test display: taken (within a patience) when it starts,
/// and given back exactly once, by whichever comes first of its exit being seen and its test
/// letting go of it. A turn never given back would hold every later demo for the whole patience
/// and then let two on the display at once, where keys and screenshots reach the wrong window.
final class DisplayTurn: @unchecked Sendable {
    // @unchecked: `isHeld` is only touched with `lock` held.
    private let lock = NSLock()
    private var isHeld: Bool
    private let turns: DispatchSemaphore

    /// Waits at most `patience` seconds for a turn from `turns`.
    init(from turns: DispatchSemaphore, patience: Double) {
        self.turns = turns
        isHeld = turns.wait(timeout: .now() + patience) == .success
    }

    /// Gives the turn back, if it was taken and not given back yet.
    func giveBack() {
        let wasHeld = lock.withLock {
            defer { isHeld = false }
            return isHeld
        }
        if wasHeld { turns.signal() }
    }
}
