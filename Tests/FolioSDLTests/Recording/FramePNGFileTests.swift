import Foundation
import Testing
import TestSupport
@testable import FolioSDL

/// One frame to one file: a whole PNG under the frame's name, or nothing at all.
@Suite("Frame PNG file")
struct FramePNGFileTests {
    /// `height` rows of `pitch` bytes: a pattern that differs in every channel of every pixel
    /// of the `width` pixels, and bytes past them that must not be written.
    static func pattern(width: Int, height: Int, pitch: Int, seed: Int = 0) -> [UInt8] {
        var pixels = [UInt8](repeating: 0xEE, count: pitch * height)
        for y in 0..<height {
            for x in 0..<width {
                let offset = y * pitch + x * 3
                pixels[offset] = UInt8(truncatingIfNeeded: x * 7 + seed)
                pixels[offset + 1] = UInt8(truncatingIfNeeded: y * 13 + seed)
                pixels[offset + 2] = UInt8(truncatingIfNeeded: x ^ y ^ seed)
            }
        }
        return pixels
    }

    /// The pattern without the padding at the end of its rows.
    static func unpadded(_ pixels: [UInt8], width: Int, height: Int, pitch: Int) -> [UInt8] {
        (0..<height).flatMap { pixels[$0 * pitch..<$0 * pitch + width * 3] }
    }

    private func temporaryFolder() throws -> FrameFolder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("folio-frame-file-\(UUID().uuidString)").path
        return try FrameFolder(preparing: path)
    }

    @Test("A frame is written as a PNG that decodes to its pixels, padding left out, under the frame's name alone")
    func roundTrip() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let (width, height, pitch) = (37, 23, 37 * 3 + 5)
        let pixels = Self.pattern(width: width, height: height, pitch: pitch)
        let outcome = pixels.withUnsafeBytes {
            FramePNGFile.write($0, width: width, height: height, pitch: pitch, frame: 12, in: folder, isCancelled: { false })
        }
        #expect(outcome == .written)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frame-00012.png"])
        let decoded = try #require(RecordedPNG(path: folder.path(of: "frame-00012.png")))
        #expect(decoded.width == width && decoded.height == height)
        #expect(decoded.rgb == Self.unpadded(pixels, width: width, height: height, pitch: pitch))
    }

    @Test("A cancelled frame leaves nothing in the folder")
    func cancelled() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let (width, height) = (64, 200)
        let pixels = Self.pattern(width: width, height: height, pitch: width * 3)
        var asked = 0
        let outcome = pixels.withUnsafeBytes {
            FramePNGFile.write($0, width: width, height: height, pitch: width * 3, frame: 1, in: folder, isCancelled: {
                asked += 1
                return asked > 50
            })
        }
        #expect(outcome == .cancelled)
        #expect(asked == 51, "asked between rows until told to stop")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("A full disk fails the frame with the system's reason and leaves no partial file; smaller frames still fit",
          .enabled(if: TemporaryDisk.canMount, "mounting a tmpfs needs root"))
    func fullDisk() throws {
        let disk = try #require(TemporaryDisk(byteCount: 64 << 10))
        defer { disk.unmount() }
        let folder = try FrameFolder(preparing: disk.url.appendingPathComponent("frames").path)
        // Noise does not compress: 256 × 256 RGB is three times the disk.
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<256 * 256 * 3).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let outcome = noise.withUnsafeBytes {
            FramePNGFile.write($0, width: 256, height: 256, pitch: 256 * 3, frame: 1, in: folder, isCancelled: { false })
        }
        guard case .failed(let reason) = outcome else {
            Issue.record("a frame three times the disk was \(outcome)")
            return
        }
        #expect(reason.contains("frame-00001.png") && reason.contains("No space left on device"), "\(reason)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let small = Self.pattern(width: 16, height: 16, pitch: 48)
        let second = small.withUnsafeBytes {
            FramePNGFile.write($0, width: 16, height: 16, pitch: 48, frame: 2, in: folder, isCancelled: { false })
        }
        #expect(second == .written)
        #expect(RecordedPNG(path: folder.path(of: "frame-00002.png"))?.rgb == small)
    }
}
