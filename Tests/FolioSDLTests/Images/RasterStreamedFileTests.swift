import CSDL2
import FolioCore
import Foundation
import Testing
@testable import FolioSDL

/// Image files are read in pieces, never whole: what a decode holds of its file stays the same
/// whatever the file's size, metadata is stepped over, cancellation is asked between pieces, and
/// the decoders' own reading refuses a file that ends early or grows past the limit.
@Suite("Raster streamed files", .serialized)
final class RasterStreamedFileTests {
    let decoder = SDLImageDecoder()
    let scratch: RasterScratchFolder

    typealias T = RasterTestSupport
    typealias H = HostileImageFiles

    init() throws {
        precondition(RasterTestSupport.started)
        scratch = try RasterScratchFolder()
    }

    private func quadrants(jpeg: Bool) throws -> [UInt8] {
        [UInt8](try #require(FileManager.default.contents(atPath: try T.writeQuadrantImage(in: scratch.path, jpeg: jpeg))))
    }

    /// The 80×40 quadrant image with about `megabytes` MiB of metadata before its pixels: APP15
    /// segments of 64 KiB after a JPEG's SOI, or private 1 MiB chunks after a PNG's IHDR, which
    /// the header and completeness walks and the decoders must all step over.
    private func padded(jpeg: Bool, megabytes: Int) throws -> [UInt8] {
        let image = try quadrants(jpeg: jpeg)
        let (start, piece, count) = jpeg
            ? (2, [0xFF, 0xEF, 0xFF, 0xFF] + [UInt8](repeating: 0x20, count: 0xFFFF - 2), megabytes * 16)
            : (33, H.chunk("prVt", [UInt8](repeating: 0x20, count: 1 << 20)), megabytes)
        var bytes = Array(image.prefix(start))
        bytes.reserveCapacity(image.count + piece.count * count)
        for _ in 0..<count { bytes.append(contentsOf: piece) }
        bytes.append(contentsOf: image.dropFirst(start))
        return bytes
    }

    /// Decodes `path` for a 40×20 frame, counting the times it asks whether to stop.
    private func decode(_ path: String) throws -> (image: SDLSurfaceBitmap, statistics: ImageReadStatistics, checks: Int) {
        var statistics = ImageReadStatistics()
        var checks = 0
        let image = try decoder.decode(atPath: path, maxPixelSize: Size(width: 40, height: 20), statistics: &statistics) {
            checks += 1
            return false
        }
        return (image, statistics, checks)
    }

    @Test(arguments: [false, true])
    func memoryHeldDoesNotFollowTheFileSize(jpeg: Bool) throws {
        let name = jpeg ? "jpg" : "png"
        let small = try decode(try scratch.write(try padded(jpeg: jpeg, megabytes: 1), as: "small.\(name)"))
        let large = try decode(try scratch.write(try padded(jpeg: jpeg, megabytes: 24), as: "large.\(name)"))
        for (image, _, _) in [small, large] {
            #expect(image.pixelWidth == 40 && image.pixelHeight == 20)
            #expect(T.close(image.color(atX: 30, y: 3), T.green, tolerance: 6) && T.close(image.color(atX: 15, y: 15), T.blue, tolerance: 6))
        }
        #expect(large.statistics.fileByteCount > 24 << 20)
        // The same few hundred KiB of file held at once for 1 MiB as for 24 MiB.
        #expect(small.statistics.largestBufferByteCount == large.statistics.largestBufferByteCount)
        #expect(large.statistics.largestBufferByteCount <= ImageFileReader.chunkByteCount)
        // Read piece by piece, with a question whether to stop before each piece.
        #expect(large.statistics.readCount >= large.statistics.fileByteCount / ImageFileReader.chunkByteCount)
        #expect(large.checks >= large.statistics.readCount)
        // The header walk, the completeness walk and the decoder each read it at most once (no
        // piece is read again and again as a walk steps back and forth).
        #expect(large.statistics.readByteCount <= 3 * (large.statistics.fileByteCount + ImageFileReader.chunkByteCount), "\(large.statistics)")
    }

    @Test(arguments: [false, true])
    func cancellingStopsReadingWithinAFewPieces(jpeg: Bool) throws {
        let path = try scratch.write(try padded(jpeg: jpeg, megabytes: 24), as: jpeg ? "large.jpg" : "large.png")
        var statistics = ImageReadStatistics()
        var checks = 0
        #expect {
            _ = try self.decoder.decode(atPath: path, maxPixelSize: nil, statistics: &statistics) {
                checks += 1
                return checks > 5
            }
        } throws: { error in
            (error as? ImageDecodingError)?.isCancellation == true
        }
        #expect(checks == 6)
        #expect(statistics.readByteCount <= 5 * ImageFileReader.chunkByteCount, "\(statistics)")
    }

    @Test(arguments: [false, true])
    func walksOverTheFileAgreeWithWalksOverMemory(jpeg: Bool) throws {
        let whole = try padded(jpeg: jpeg, megabytes: 3)
        // Whole, cut inside the metadata, and cut just short of the end.
        for length in [whole.count, whole.count / 2, whole.count - 1] {
            let path = try scratch.write(Array(whole.prefix(length)), as: "walk-\(length).\(jpeg ? "jpg" : "png")")
            let file = try ImageFileReader.open(atPath: path, limits: .standard) { false }.get()
            let inMemory = whole.prefix(length).withUnsafeBytes { bytes in
                (ImageHeader.read(bytes), jpeg ? SDLImageDecoder.jpegIsComplete(bytes) : SDLImageDecoder.pngIsComplete(bytes))
            }
            #expect(ImageHeader.read(file) == inMemory.0, "\(length)")
            #expect((jpeg ? SDLImageDecoder.jpegIsComplete(file) : SDLImageDecoder.pngIsComplete(file)) == inMemory.1, "\(length)")
            #expect(inMemory.1 == (length == whole.count))
            #expect(file.failure == nil)
        }
        let file = try ImageFileReader.open(atPath: try scratch.write(whole, as: "scan.bin"), limits: .standard) { false }.get()
        // Finding a byte across pieces, and every byte the same as in memory.
        #expect(file.firstIndex(of: 0xFF, from: 3) == whole.indices.dropFirst(3).first { whole[$0] == 0xFF })
        for offset in stride(from: 0, to: whole.count, by: 65_537) {
            #expect(file.byte(at: offset) == whole[offset])
        }
        #expect(file.byte(at: whole.count) == nil && file.byte(at: -1) == nil)
    }

    // MARK: The decoders' own reading

    /// Runs the C decoder on `bytes` directly, without the walks before it: the reason it
    /// refuses them (nil when it decodes) and how many bytes it read.
    private func streamDecode(_ bytes: [UInt8], jpeg: Bool, limits: ImageDecodingLimits = .standard) throws -> (refusal: String?, readByteCount: Int) {
        let path = try scratch.write(bytes, as: "stream.\(jpeg ? "jpg" : "png")")
        let file = try ImageFileReader.open(atPath: path, limits: .standard) { false }.get()
        switch ImageStreamDecoder.decode(.file(file), format: jpeg ? .jpeg : .png, cover: nil, limits: limits, isCancelled: { false }) {
        case .success(let output):
            SDL_FreeSurface(output.surface)
            return (nil, output.readByteCount)
        case .failure(.cancelled): return ("cancelled", 0)
        case .failure(.refused(let reason)): return (reason, 0)
        }
    }

    @Test(arguments: [false, true])
    func decoderRefusesAFileThatEndsEarlyWithoutTheWalk(jpeg: Bool) throws {
        let whole = try quadrants(jpeg: jpeg)
        let decoded = try streamDecode(whole, jpeg: jpeg)
        #expect(decoded.refusal == nil && decoded.readByteCount == whole.count)
        // libjpeg's own sources insert a fake end and paint the rest grey; libpng's read
        // callback must not hand back stale bytes.
        for length in [whole.count / 3, whole.count / 2] {
            #expect(try streamDecode(Array(whole.prefix(length)), jpeg: jpeg).refusal == "file is truncated", "\(length) of \(whole.count)")
        }
    }

    @Test(arguments: [false, true])
    func moreFileThanTheLimitIsRefused(jpeg: Bool) throws {
        // As a file that grew after it was sized: the decoder's reads find more than the limit.
        let whole = try padded(jpeg: jpeg, megabytes: 1)
        #expect(try streamDecode(whole, jpeg: jpeg, limits: ImageDecodingLimits(maxFileByteCount: whole.count - 1)).refusal
            == "file is too large: over 1 MiB")
        #expect(try streamDecode(whole, jpeg: jpeg, limits: ImageDecodingLimits(maxFileByteCount: whole.count)).refusal == nil)
        // The walks' reader, once the file has grown after it was opened.
        let path = try scratch.write(whole, as: "grown.\(jpeg ? "jpg" : "png")")
        let file = try ImageFileReader.open(atPath: path, limits: ImageDecodingLimits(maxFileByteCount: whole.count)) { false }.get()
        #expect(file.byte(at: whole.count - 1) == whole.last && file.byte(at: whole.count) == nil && file.failure == nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([1, 2, 3]))
        try handle.close()
        #expect(file.byte(at: whole.count + 1) == nil)
        #expect(file.failure == .tooLarge)
    }
}
