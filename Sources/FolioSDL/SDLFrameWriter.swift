import CSDL2
import Foundation

/// Writes each frame the host presents as a PNG in a folder (`frame-00001.png`, `frame-00002.png`
/// …), read back from the renderer after the frame is drawn and before it is presented, so that
/// what is drawn does not change. Reading back takes main-thread time and the PNGs are encoded
/// on a thread of their own, which takes a core, so frames are late while recording; up to
/// 256 MiB of frames wait for the encoder, after which each frame waits for it. Main thread only.
@MainActor
public final class SDLFrameWriter {
    /// The folder the frames go to.
    public let directory: String
    /// How much of the frames may wait to be encoded: a few seconds at a laptop's window size.
    private static let pendingByteLimit = 256 << 20
    private let encoder = SDLFrameEncoder(byteLimit: pendingByteLimit)
    /// The frames handed to the encoder so far.
    private var frameNumber = 0

    /// The file name of frame `number` (counted from 1).
    public nonisolated static func fileName(ofFrame number: Int) -> String {
        "frame-" + String(repeating: "0", count: max(0, 5 - String(number).count)) + String(number) + ".png"
    }

    /// Prepares `directory` for frames: creates it (and its parents) if missing, checks that a
    /// file can be written in it, and removes the frames of an earlier recording there (files
    /// named like `frame-00001.png`), so that the folder holds this recording's frames alone.
    /// Any other file is left alone. Main thread.
    ///
    /// - Throws: `SDLError` saying why the folder cannot take frames.
    public init(directory: String) throws(SDLError) {
        guard !directory.isEmpty else { throw SDLError("recording", reason: "the folder name is empty") }
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw SDLError("recording into \(directory)", reason: "it is not a folder") }
        } else {
            if let reason = Self.makeFolders(directory) {
                throw SDLError("recording into \(directory)", reason: "cannot create the folder (\(reason))")
            }
        }
        // Permissions alone do not say it (root writes anywhere but on a read-only file system).
        let probe = directory + "/.folio-record-\(ProcessInfo.processInfo.processIdentifier)"
        guard manager.createFile(atPath: probe, contents: Data()) else {
            throw SDLError("recording into \(directory)", reason: "cannot write a file there (\(String(cString: strerror(errno))))")
        }
        try? manager.removeItem(atPath: probe)
        let names = (try? manager.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where Self.isFrameName(name) {
            try? manager.removeItem(atPath: directory + "/" + name)
        }
        self.directory = directory
    }

    /// The frames written so far. Main thread.
    public var frameCount: Int { encoder.framesWritten }

    /// Why writing stopped, if a frame could not be written; later frames are not written.
    /// Main thread.
    public var failure: String? { encoder.failure }

    /// Waits until every frame read back so far is written. Main thread.
    public func finish() {
        encoder.waitUntilDone()
    }

    /// Reads the frame drawn on `renderer` (its whole output, in physical pixels) and hands it to
    /// the encoder as the next PNG. After a failure it does nothing. Main thread.
    func writeFrame(of renderer: OpaquePointer) {
        guard encoder.failure == nil else { return }
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        guard width > 0, height > 0 else { return }
        let pitch = width * 3
        var pixels = [UInt8](repeating: 0, count: Int(pitch) * Int(height))
        let status = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGB24.rawValue, buffer.baseAddress, pitch)
        }
        frameNumber += 1
        guard status == 0 else {
            encoder.fail("cannot read frame \(frameNumber) back from the renderer: \(String(cString: SDL_GetError()))")
            return
        }
        encoder.encode(pixels, width: width, height: height, pitch: pitch,
                       to: directory + "/" + Self.fileName(ofFrame: frameNumber))
    }

    /// Whether `name` is a frame's file name: `frame-`, five digits or more, `.png`.
    private nonisolated static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst("frame-".count).dropLast(".png".count)
        return digits.count >= 5 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Makes `path` and any folders above it that are missing; returns why it could not, as
    /// the system says it (a file in the way, no permission).
    private nonisolated static func makeFolders(_ path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o755) != 0, errno != EEXIST { return "\(prefix): \(String(cString: strerror(errno)))" }
            prefix += "/"
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "\(path): not a folder"
        }
        return nil
    }
}
