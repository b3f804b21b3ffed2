import FolioCore
import Foundation
import Testing
import TestSupport
@testable import FolioSDL

/// The recording's encoder: frames written in order and whole; quitting stops it within its
/// patience, dropping and counting what waited; a full disk stops it in one line, the frames
/// before it whole.
@Suite("Frame encoder", .serialized)
struct FrameEncoderTests {
    private func temporaryFolder() throws -> FrameFolder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("folio-encoder-\(UUID().uuidString)").path
        return try FrameFolder(preparing: path)
    }

    /// Incompressible pixels, slow to encode: what a quit has to cut short. (xorshift64, eight
    /// bytes at a time: quick to make even in a debug build.)
    private func noise(count: Int) -> [UInt8] {
        var state = UInt64.random(in: 1...UInt64.max)
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            for offset in stride(from: 0, to: count, by: 8) {
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                withUnsafeBytes(of: state) { bytes in
                    for index in 0..<min(8, count - offset) { buffer[offset + index] = bytes[index] }
                }
            }
            initialized = count
        }
    }

    /// The folder's names, and whether they are exactly frames 1...`count`, each decoding whole.
    private func expectFrames(_ count: Int, in folder: FrameFolder, width: Int, height: Int,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == (0..<count).map { FrameFolder.fileName(ofFrame: $0 + 1) }, "\(names)", sourceLocation: sourceLocation)
        for name in names {
            let png = RecordedPNG(path: folder.path(of: name))
            #expect(png?.width == width && png?.height == height, "\(name) does not decode whole", sourceLocation: sourceLocation)
        }
    }

    @Test("Frames are written in order, each whole, and a finish keeping every frame waits for them all")
    func writesInOrder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        // Room for two frames at a time: the rest wait for the encoder.
        let encoder = FrameEncoder(folder: folder, byteLimit: 2 * 40 * 30 * 3)
        let frames = (0..<12).map { FramePNGFileTests.pattern(width: 40, height: 30, pitch: 120, seed: $0) }
        for (index, pixels) in frames.enumerated() {
            encoder.encode(pixels, width: 40, height: 30, pitch: 120, frame: index + 1)
        }
        encoder.finish(keepingEveryFrame: true, patience: 0)
        #expect(encoder.framesWritten == 12 && encoder.framesDropped == 0 && encoder.failure == nil)
        try expectFrames(12, in: folder, width: 40, height: 30)
        for (index, pixels) in frames.enumerated() {
            #expect(RecordedPNG(path: folder.path(of: FrameFolder.fileName(ofFrame: index + 1)))?.rgb == pixels, "frame \(index + 1)")
        }
        // Finished: later frames are not taken.
        encoder.encode(frames[0], width: 40, height: 30, pitch: 120, frame: 13)
        encoder.finish(keepingEveryFrame: true, patience: 0)
        #expect(encoder.framesWritten == 12)
    }

    @Test("Quitting drops the frames still waiting, counted, and cancels the one being encoded, within its patience")
    func quitDrops() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let (width, height) = (1600, 1000)
        let encoder = FrameEncoder(folder: folder, byteLimit: 1 << 30)
        let pixels = noise(count: width * height * 3)
        for number in 1...12 {
            encoder.encode(pixels, width: width, height: height, pitch: width * 3, frame: number)
        }
        let started = Date()
        encoder.finish(keepingEveryFrame: false, patience: 0.2)
        let seconds = Date().timeIntervalSince(started)
        // The patience, then one row of the frame being encoded.
        #expect(seconds < 0.5, "finish took \(seconds) s")
        #expect(encoder.framesDropped > 0)
        #expect(encoder.framesWritten + encoder.framesDropped == 12)
        #expect(encoder.failure == nil)
        try expectFrames(encoder.framesWritten, in: folder, width: width, height: height)
    }

    @Test("A finish keeping every frame stops waiting once the app is quitting")
    func quitSignalDuringFinish() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        // When the app started quitting, once it has.
        let quitTime = Locked<Date?>(nil)
        let encoder = FrameEncoder(folder: folder, byteLimit: 1 << 30, isQuitting: { quitTime.current != nil })
        let pixels = noise(count: 1600 * 1000 * 3)
        for number in 1...12 {
            encoder.encode(pixels, width: 1600, height: 1000, pitch: 4800, frame: number)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { quitTime.withLock { $0 = Date() } }
        encoder.finish(keepingEveryFrame: true, patience: 0.1)
        let seconds = try Date().timeIntervalSince(#require(quitTime.current))
        // The patience, a look at the flag every 20 ms, and one row.
        #expect(seconds < 0.4, "finish returned \(seconds) s after the app started quitting")
        #expect(encoder.framesDropped > 0 && encoder.framesWritten + encoder.framesDropped == 12)
        try expectFrames(encoder.framesWritten, in: folder, width: 1600, height: 1000)
    }

    @Test("While the app is quitting, a frame finding no room is dropped rather than waited for")
    func quittingFrameFindsNoRoom() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let quitting = Locked(false)
        let pixels = noise(count: 1600 * 1000 * 3)
        // Room for one frame: the second waits for the first.
        let encoder = FrameEncoder(folder: folder, byteLimit: pixels.count, isQuitting: { quitting.current })
        encoder.encode(pixels, width: 1600, height: 1000, pitch: 4800, frame: 1)
        quitting.withLock { $0 = true }
        let started = Date()
        encoder.encode(pixels, width: 1600, height: 1000, pitch: 4800, frame: 2)
        #expect(Date().timeIntervalSince(started) < 0.1)
        encoder.finish(keepingEveryFrame: true, patience: 1)
        #expect(encoder.framesDropped >= 1 && encoder.framesWritten + encoder.framesDropped == 2)
    }

    @Test("A full disk stops the recording in one line; the frames before it stay whole and later ones are not written",
          .enabled(if: TemporaryDisk.canMount, "mounting a tmpfs needs root"))
    func fullDisk() throws {
        let disk = try #require(TemporaryDisk(byteCount: 256 << 10))
        defer { disk.unmount() }
        let folder = try FrameFolder(preparing: disk.url.appendingPathComponent("frames").path)
        let encoder = FrameEncoder(folder: folder, byteLimit: 1 << 30)
        // About 48 KiB a frame: the disk takes five.
        let frames = (0..<20).map { _ in noise(count: 128 * 128 * 3) }
        let lines = LogCapture.lines {
            for (index, pixels) in frames.enumerated() {
                encoder.encode(pixels, width: 128, height: 128, pitch: 384, frame: index + 1)
            }
            encoder.finish(keepingEveryFrame: true, patience: 0)
        }.filter { $0.contains(folder.path) }
        let failure = try #require(encoder.failure)
        #expect(failure.contains("No space left on device"), "\(failure)")
        #expect(encoder.framesWritten > 0 && encoder.framesWritten < 20)
        #expect(encoder.framesDropped == 0, "frames lost to the failure are not the quit's")
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("recording stopped: cannot write \(FrameFolder.fileName(ofFrame: encoder.framesWritten + 1))") == true, "\(lines)")
        try expectFrames(encoder.framesWritten, in: folder, width: 128, height: 128)
        for index in 0..<encoder.framesWritten {
            #expect(RecordedPNG(path: folder.path(of: FrameFolder.fileName(ofFrame: index + 1)))?.rgb == frames[index])
        }
    }
}
