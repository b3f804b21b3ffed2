import CSDL2
import FolioCore
import Foundation

/// Writes each frame the host presents as a PNG in a folder (`frame-00001.png`, `frame-00002.png`
/// …), read back from the renderer after the frame is drawn and before it is presented, so that
/// what is drawn does not change. Reading back takes main-thread time and the PNGs are encoded
/// on a thread of their own, which takes a core, so frames are late while recording; up to
/// 256 MiB of frames wait for the encoder, after which each frame waits for it.
///
/// The folder must be missing, empty or hold only an earlier recording's frames (see
/// `init(directory:)`); nothing else in it is ever touched. Every write is checked: a frame
/// that cannot be written (a full disk) stops the recording with one line logged through
/// `FolioLogger.host`, the frames before it stay whole PNGs, and the app goes on. Quitting
/// gives the frames still waiting a short while (`quitPatience`), then drops the rest. Main
/// thread only.
@MainActor
public final class SDLFrameWriter {
    /// The folder the frames go to.
    public let directory: String
    /// How much of the frames may wait to be encoded: a few seconds at a laptop's window size.
    private static let pendingByteLimit = 256 << 20
    /// How long `finish` waits for the frames still waiting when the app quits, in seconds: the
    /// app is gone within a second of being asked. Any thread.
    public nonisolated static let quitPatience = 0.3
    private let encoder: FrameEncoder
    /// The frames handed to the encoder so far.
    private var frameNumber = 0

    /// The file name of frame `number` (counted from 1).
    public nonisolated static func fileName(ofFrame number: Int) -> String {
        FrameFolder.fileName(ofFrame: number)
    }

    /// Prepares `directory` for frames: creates it (and its parents) if missing, refuses it if it
    /// holds anything but regular files named like frames (`frame-00001.png`; a subfolder, a link
    /// or any other file refuses it, and nothing in it is touched), checks that a file can be
    /// made in it, and removes the frames of an earlier recording there, so that the folder holds
    /// this recording's frames alone. Main thread.
    ///
    /// - Throws: `SDLError` saying why the folder cannot take frames.
    public init(directory: String) throws(SDLError) {
        let folder = try FrameFolder(preparing: directory)
        self.directory = directory
        // A quit signal ends the main thread's wait for room, so that the loop sees it at once.
        encoder = FrameEncoder(folder: folder, byteLimit: Self.pendingByteLimit,
                               isQuitting: { SDLSignalWatcher.hasReceivedQuitSignal })
    }

    /// The frames written so far. Main thread.
    public var frameCount: Int { encoder.framesWritten }

    /// The frames dropped at quit, not yet written when `finish` stopped waiting. Main thread.
    public var droppedFrameCount: Int { encoder.framesDropped }

    /// Why writing stopped, if a frame could not be written (said in one line when it happened);
    /// later frames are not written. Main thread.
    public var failure: String? { encoder.failure }

    /// Ends the recording. With `keepingEveryFrame` (a scripted recording session) it waits
    /// until every frame read back so far is written, unless a quit signal comes; otherwise (or
    /// once one comes) it waits at most `quitPatience` seconds, then drops the frames not yet
    /// written, saying how many in one line through `FolioLogger.host`. Main thread.
    public func finish(keepingEveryFrame: Bool = false) {
        encoder.finish(keepingEveryFrame: keepingEveryFrame, patience: Self.quitPatience)
        let dropped = encoder.framesDropped
        guard dropped > 0, encoder.failure == nil else { return }
        let written = encoder.framesWritten
        FolioLogger.host.line(.notice, "recording: \(FrameEncoder.frames(dropped)) not yet written "
            + "\(dropped == 1 ? "was" : "were") dropped at quit; \(FrameEncoder.frames(written)) "
            + "\(written == 1 ? "is" : "are") in \(directory)")
    }

    /// Reads the frame drawn on `renderer` (its whole output, in physical pixels) and hands it to
    /// the encoder as the next PNG. After a failure it does nothing. Main thread.
    func writeFrame(of renderer: OpaquePointer) {
        guard encoder.failure == nil else { return }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        guard width > 0, height > 0 else { return }
        let pitch = Int(width) * 3
        let count = pitch * Int(height)
        var status: Int32 = 0
        // Every byte is read back: no need to clear the buffer first.
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            status = SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGB24.rawValue, buffer.baseAddress, Int32(pitch))
            initialized = count
        }
        frameNumber += 1
        guard status == 0 else {
            encoder.fail("cannot read frame \(frameNumber) back from the renderer: \(String(cString: SDL_GetError()))")
            return
        }
        encoder.encode(pixels, width: Int(width), height: Int(height), pitch: pitch, frame: frameNumber)
    }
}
