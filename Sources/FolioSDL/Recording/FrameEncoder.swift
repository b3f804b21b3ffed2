import FolioCore
import Foundation

/// Encodes recorded frames as PNG files in a `FrameFolder`, in order, on a thread of its own, so
/// that the main thread only copies pixels. At most `byteLimit` of frames wait (one always may);
/// a frame that would go past it waits for room, unless the app is quitting, when it is dropped.
///
/// Every write is checked: the first frame that cannot be written stops the recording (the
/// frames before it stay whole, nothing after it is written) and is said at once, in one line
/// through `FolioLogger.host`. Quitting does not wait for the frames still waiting unless asked:
/// `finish` gives them a short while, then drops the rest and cancels the frame being encoded.
/// Any thread.
final class FrameEncoder: @unchecked Sendable {
    // @unchecked: everything below `condition` is only touched with it locked.
    private let condition = NSCondition()
    private let queue = DispatchQueue(label: "folio.frame-encoder", qos: .utility)
    private let folder: FrameFolder
    private let byteLimit: Int
    private let isQuitting: @Sendable () -> Bool
    private var waiting: [Frame] = []
    /// The bytes of the waiting frames and of the one being encoded.
    private var pendingBytes = 0
    private var isEncoding = false
    private var cancelsCurrentFrame = false
    /// Set by `finish` and by a failure: later frames are not taken.
    private var isStopped = false
    private var writtenCount = 0
    private var droppedCount = 0
    private var failureReason: String?

    /// A frame read back and waiting to be encoded: 24-bit RGB rows of `pitch` bytes.
    private struct Frame {
        var pixels: [UInt8]
        var width: Int
        var height: Int
        var pitch: Int
        var number: Int
    }

    /// How often a wait looks at `isQuitting`, in seconds.
    private static let quitPollInterval = 0.02

    /// An encoder writing into `folder` that lets `byteLimit` bytes of frames wait; `isQuitting`
    /// (asked from any thread) ends the waits for room and for the last frames.
    init(folder: FrameFolder, byteLimit: Int, isQuitting: @escaping @Sendable () -> Bool = { false }) {
        self.folder = folder
        self.byteLimit = byteLimit
        self.isQuitting = isQuitting
    }

    /// The frames written so far. Any thread.
    var framesWritten: Int { locked { writtenCount } }

    /// The frames dropped at quit: waiting when `finish` gave up on them, refused room while
    /// quitting, or cancelled while being encoded. Any thread.
    var framesDropped: Int { locked { droppedCount } }

    /// Why the recording stopped early, if a frame could not be written. Any thread.
    var failure: String? { locked { failureReason } }

    /// Stops the recording for `reason` (a frame that could not be had), saying so in one line;
    /// frames still waiting are not written. Any thread.
    func fail(_ reason: String) {
        locked {
            if failureReason == nil { stop(failing: reason) }
        }
    }

    /// Queues `pixels` (`height` rows of `pitch` bytes, each starting with `width` pixels R, G,
    /// B) as frame `number`, first waiting while the frames already waiting hold too much. Does
    /// nothing once the recording has stopped. Any thread (the main thread, in Folio).
    func encode(_ pixels: [UInt8], width: Int, height: Int, pitch: Int, frame number: Int) {
        condition.lock()
        while pendingBytes > 0, pendingBytes + pixels.count > byteLimit, !isStopped {
            if isQuitting() {
                droppedCount += 1
                condition.unlock()
                return
            }
            _ = condition.wait(until: Date(timeIntervalSinceNow: Self.quitPollInterval))
        }
        guard !isStopped else {
            condition.unlock()
            return
        }
        waiting.append(Frame(pixels: pixels, width: width, height: height, pitch: pitch, number: number))
        pendingBytes += pixels.count
        condition.unlock()
        queue.async { [self] in encodeNext() }
    }

    /// Ends the recording: waits for the frames still waiting, for at most `patience` seconds
    /// (without limit when `keepingEveryFrame`, until `isQuitting` says otherwise), then drops
    /// those left and cancels the one being encoded, whose partial file is removed. Returns
    /// within `patience` and the time to encode one row. Later frames are not taken. Any thread.
    func finish(keepingEveryFrame: Bool, patience: Double) {
        condition.lock()
        defer { condition.unlock() }
        var deadline = keepingEveryFrame ? nil : Date(timeIntervalSinceNow: patience)
        while pendingBytes > 0 {
            if deadline == nil, isQuitting() { deadline = Date(timeIntervalSinceNow: patience) }
            if let deadline, Date() >= deadline { break }
            let slice = Date(timeIntervalSinceNow: Self.quitPollInterval)
            _ = condition.wait(until: deadline.map { min($0, slice) } ?? slice)
        }
        isStopped = true
        droppedCount += waiting.count
        pendingBytes -= waiting.reduce(0) { $0 + $1.pixels.count }
        waiting.removeAll()
        cancelsCurrentFrame = true
        // The encoder looks between rows: this wait is one row long.
        while isEncoding { condition.wait() }
    }

    /// Encodes the oldest waiting frame, if any (`finish` or a failure may have taken it).
    /// On the encoder's queue.
    private func encodeNext() {
        let next: Frame? = locked {
            guard !waiting.isEmpty else { return nil }
            isEncoding = true
            return waiting.removeFirst()
        }
        guard let frame = next else { return }
        let outcome = frame.pixels.withUnsafeBytes { pixels in
            FramePNGFile.write(pixels, width: frame.width, height: frame.height, pitch: frame.pitch,
                               frame: frame.number, in: folder, isCancelled: { [self] in locked { cancelsCurrentFrame } })
        }
        locked {
            isEncoding = false
            pendingBytes -= frame.pixels.count
            condition.broadcast()
            switch outcome {
            case .written: writtenCount += 1
            case .cancelled: droppedCount += 1
            case .failed(let reason): if failureReason == nil { stop(failing: reason) }
            }
        }
    }

    /// Records the failure, lets go of the waiting frames and says so in one line: before
    /// anyone waiting in `finish` is let go, so that the line comes before the app's last words.
    /// With `condition` locked.
    private func stop(failing reason: String) {
        failureReason = reason
        isStopped = true
        pendingBytes -= waiting.reduce(0) { $0 + $1.pixels.count }
        waiting.removeAll()
        let kept = switch writtenCount {
        case 0: "no frame was written to \(folder.path)"
        case 1: "the frame before it is in \(folder.path)"
        default: "the \(writtenCount) frames before it are in \(folder.path)"
        }
        FolioLogger.host.line(.warning, "recording stopped: \(reason); \(kept)")
        condition.broadcast()
    }

    /// "1 frame", "2 frames": for the lines that count them. Any thread.
    static func frames(_ count: Int) -> String {
        count == 1 ? "1 frame" : "\(count) frames"
    }

    private func locked<Value>(_ body: () -> Value) -> Value {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }
}
