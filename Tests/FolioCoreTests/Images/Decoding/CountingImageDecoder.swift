import FolioCore
import Foundation
import TestSupport

/// A decoder that counts its calls by path and size, can hold every decode at a gate until the
/// test opens it, and fails for the paths the test says. Any thread.
final class CountingImageDecoder: ImageDecoder, Sendable {
    private struct State {
        var calls: [String] = []
        var failingPaths: Set<String> = []
        var isGateOpen = true
        var waitingAtGate = 0
    }

    private let state = Locked(State())
    private let gate = NSCondition()

    /// The paths decoded so far, in order, one per call.
    var calls: [String] { state.withLock { $0.calls } }
    /// How many decodes are held at the gate now.
    var waitingAtGate: Int { state.withLock { $0.waitingAtGate } }

    func setFailing(_ path: String, _ failing: Bool) {
        state.withLock { if failing { $0.failingPaths.insert(path) } else { $0.failingPaths.remove(path) } }
    }

    /// Holds decodes from now on until `openGate()`.
    func closeGate() {
        state.withLock { $0.isGateOpen = false }
    }

    func openGate() {
        gate.lock()
        state.withLock { $0.isGateOpen = true }
        gate.broadcast()
        gate.unlock()
    }

    /// Waits (up to 10 s) until `count` decodes are held at the gate.
    func waitUntilHeld(_ count: Int) -> Bool {
        let deadline = Date(timeIntervalSinceNow: 10)
        while waitingAtGate < count {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return true
    }

    /// Bytes in memory are decoded as the file named `name` would be.
    func decodeImage(data: Data, name: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
        try decodeImage(atPath: name, maxPixelSize: maxPixelSize, cancellation: cancellation)
    }

    func decodeImage(atPath path: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
        let failing = state.withLock { state in
            state.calls.append(path)
            return state.failingPaths.contains(path)
        }
        gate.lock()
        state.withLock { $0.waitingAtGate += 1 }
        // Held decodes watch their token, as a real decoder checks it between rows.
        while !state.withLock({ $0.isGateOpen }), cancellation?.isCancelled != true {
            _ = gate.wait(until: Date(timeIntervalSinceNow: 0.002))
        }
        state.withLock { $0.waitingAtGate -= 1 }
        gate.unlock()
        if cancellation?.isCancelled == true { throw .cancelled(path: path) }
        if failing { throw ImageDecodingError(path: path, reason: "not a JPEG or PNG image") }
        return FakeDecodedImage(width: Int(maxPixelSize?.width ?? 64), height: Int(maxPixelSize?.height ?? 64))
    }
}
