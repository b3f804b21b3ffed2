import CSDL2
import FolioCore
import Foundation
import TestSupport
import Testing
@testable import FolioSDL

/// Files that lie about their size, are too large, are not files, or take long: refused with a
/// reason, decoded within bounded memory, or stopped on request, and never a crash.
@Suite("Raster hostile images", .serialized)
final class RasterHostileImageTests {
    let decoder = SDLImageDecoder()
    let scratch: RasterScratchFolder

    typealias T = RasterTestSupport
    typealias H = HostileImageFiles

    init() throws {
        precondition(RasterTestSupport.started)
        scratch = try RasterScratchFolder()
    }

    /// The reason decoding `path` for a `size` frame fails, and how many times the decoder asked
    /// whether to stop (about once a row).
    private func attempt(_ path: String, size: Size? = Size(width: 1000, height: 700), with decoder: SDLImageDecoder? = nil) -> (reason: String?, checks: Int) {
        var checks = 0
        do {
            _ = try (decoder ?? self.decoder).decode(atPath: path, maxPixelSize: size) {
                checks += 1
                return false
            }
            return (nil, checks)
        } catch {
            #expect(error.path == path && !error.isCancellation)
            return (error.reason, checks)
        }
    }

    // MARK: Headers that claim too much

    @Test(arguments: [nil, Size(width: 1000, height: 700)])
    func headerBombsAreRefusedAfterAFewRowsInBoundedMemory(size: Size?) throws {
        let small = [UInt8](try #require(FileManager.default.contents(atPath: try T.writeQuadrantImage(in: scratch.path, jpeg: true))))
        let cases: [(bytes: [UInt8], name: String, reason: String)] = [
            (H.jpeg(small, claiming: 30_000, height: 30_000), "bomb-30000.jpg", "image data ends early"),
            (H.jpeg(small, claiming: 65_500, height: 65_500), "bomb-65500.jpg", "image is too large: 65500×65500 px, over 32768 px a side"),
            (H.pngBomb(width: 30_000, height: 30_000), "bomb-30000.png", "image data ends early"),
            (H.pngBomb(width: 65_500, height: 65_500), "bomb-65500.png", "image is too large: 65500×65500 px, over 32768 px a side"),
            (H.pngBomb(width: 40_000, height: 1), "bomb-wide.png", "image is too large: 40000×1 px, over 32768 px a side"),
            (H.pngBomb(width: 32_768, height: 32_769), "bomb-tall.png", "image is too large: 32768×32769 px, over 32768 px a side"),
        ]
        for (bytes, name, reason) in cases {
            #expect(bytes.count < 2_000)
            let (refusal, checks) = attempt(try scratch.write(bytes, as: name), size: size)
            #expect(refusal == reason, "\(name)")
            // The claimed 30,000 rows are never walked: it stops within the first rows.
            #expect(checks < 50, "\(name): \(checks) rows")
        }
        // Before, the first of these alone took the process past 6 GiB.
        let peak = try #require(ProcessMemory.peakResidentKiB)
        #expect(peak < 1 << 20, "peak RSS \(peak) KiB")
    }

    @Test func sizeLimitsAreCheckedOnAHeaderOfAnyClaim() {
        let limits = ImageDecodingLimits.standard
        #expect(limits.refusal(width: 32_768, height: 32_768) == nil)
        #expect(limits.refusal(width: 1, height: 32_768) == nil)
        #expect(limits.refusal(width: 0, height: 10) == "image is empty")
        #expect(limits.refusal(width: 32_769, height: 1) == "image is too large: 32769×1 px, over 32768 px a side")
        let low = ImageDecodingLimits(maxSide: .max, maxPixelCount: 3_000)
        #expect(low.refusal(width: .max, height: .max) == "image is too large: \(Int.max)×\(Int.max) px, over 3000 pixels")
        #expect(ImageDecodingLimits(maxPixelCount: 5_000_000).refusal(width: 3_000, height: 2_000)
            == "image is too large: 3000×2000 px, over 5 megapixels")
        #expect(limits.refusal(fileByteCount: 256 << 20) == nil)
        #expect(limits.refusal(fileByteCount: (256 << 20) + 1) == "file is too large: over 256 MiB")
        #expect(ImageDecodingLimits(maxFileByteCount: 100).refusal(fileByteCount: 101) == "file is too large: over 100 bytes")
    }

    @Test(arguments: [false, true])
    func realImageOverALoweredLimitIsRefused(jpeg: Bool) throws {
        let path = try T.writeQuadrantImage(in: scratch.path, jpeg: jpeg)  // 80×40
        let bySide = SDLImageDecoder(limits: ImageDecodingLimits(maxSide: 64))
        #expect(bySide.failureReason(decoding: path) == "image is too large: 80×40 px, over 64 px a side")
        let byPixels = SDLImageDecoder(limits: ImageDecodingLimits(maxPixelCount: 3_000))
        #expect(byPixels.failureReason(decoding: path) == "image is too large: 80×40 px, over 3000 pixels")
        let byBytes = SDLImageDecoder(limits: ImageDecodingLimits(maxFileByteCount: 100))
        #expect(byBytes.failureReason(decoding: path) == "file is too large: over 100 bytes")
        let fits = SDLImageDecoder(limits: ImageDecodingLimits(maxSide: 80, maxPixelCount: 3_200))
        #expect(try fits.decode(atPath: path, maxPixelSize: nil).pixelWidth == 80)
    }

    // MARK: Large images within the limits

    @Test(arguments: ["jpg", "png"])
    func largeImageDecodesToTheSizeShownWithItsColours(format: String) throws {
        let path = try H.writeLargeImage(in: scratch.path) + "." + format
        for (size, expected) in [(Size(width: 300, height: 200), (300, 200)), (Size(width: 500, height: 300), (500, 334)),
                                 (Size(width: 2_000, height: 2_000), (3_000, 2_000))] {
            var rows = 0
            let image = try decoder.decode(atPath: path, maxPixelSize: size) {
                rows += 1
                return false
            }
            #expect(image.pixelWidth == expected.0 && image.pixelHeight == expected.1, "\(size)")
            #expect(image.isOpaque)
            let w = image.pixelWidth, h = image.pixelHeight
            for (x, y, color) in [(w / 4, h / 4, T.red), (3 * w / 4, h / 4, T.green), (w / 4, 3 * h / 4, T.blue), (3 * w / 4, 3 * h / 4, T.yellow)] {
                #expect(T.close(image.color(atX: x, y: y), color, tolerance: 6), "\(size) (\(x), \(y)) is \(image.color(atX: x, y: y))")
            }
            // A JPEG is scaled in the DCT first: a quarter or an eighth of the rows come out.
            if format == "jpg", size.width < 1_000 { #expect(rows <= 4_000 / 4 + 8, "\(rows) rows") }
        }
    }

    @Test func imageOverTheBufferedLimitIsReducedWhenNoSizeIsAsked() throws {
        let path = try H.writeLargeImage(in: scratch.path) + ".png"
        let decoder = SDLImageDecoder(limits: ImageDecodingLimits(maxBufferedPixelCount: 1_000_000))
        let image = try decoder.decode(atPath: path, maxPixelSize: nil)
        // A quarter of the limit, aspect kept: whole-step reduction may leave twice each side.
        #expect(image.pixelWidth == 612 && image.pixelHeight == 408)
        #expect(T.close(image.color(atX: 10, y: 10), T.red, tolerance: 2))
        #expect(SDLImageDecoder.outputSize(width: 6_000, height: 4_000, covering: nil, maxPixelCount: 1_000_000) == (612, 408))
        #expect(SDLImageDecoder.outputSize(width: 800, height: 600, covering: nil, maxPixelCount: 1_000_000) == (800, 600))
        #expect(SDLImageDecoder.outputSize(width: 6_000, height: 4_000, covering: Size(width: 300, height: 300), maxPixelCount: 1_000_000) == (450, 300))
    }

    @Test func translucentPixelsLendNoColourWhenReduced() throws {
        // Left half opaque red, right half fully transparent blue: reduced 4×, the edge column
        // must be red at partial alpha, never purple.
        let bytes = H.png(width: 64, height: 16) { x, _ in x < 32 ? T.red : T.blue.withAlpha(0) }
        let image = try decoder.decode(atPath: try scratch.write(bytes, as: "half.png"), maxPixelSize: Size(width: 16, height: 4))
        #expect(image.pixelWidth == 16 && image.pixelHeight == 4 && !image.isOpaque)
        #expect(image.color(atX: 2, y: 1) == T.red)
        #expect(image.color(atX: 12, y: 1).alpha == 0)
        for x in 0..<16 {
            let color = image.color(atX: x, y: 2)
            #expect(color.alpha == 0 || (color.red > 200 && color.blue < 40), "column \(x) is \(color)")
        }
    }

    // MARK: Interlaced PNG

    @Test func interlacedPNGDecodesUnderItsLimitAndIsRefusedOverIt() throws {
        let bytes = H.png(width: 64, height: 48, interlaced: true) { x, y in
            x < 32 ? (y < 24 ? T.red : T.blue) : (y < 24 ? T.green : T.yellow)
        }
        let path = try scratch.write(bytes, as: "interlaced.png")
        let image = try decoder.decode(atPath: path, maxPixelSize: nil)
        #expect(image.pixelWidth == 64 && image.pixelHeight == 48 && image.isOpaque)
        #expect(image.color(atX: 5, y: 5) == T.red && image.color(atX: 60, y: 5) == T.green)
        #expect(image.color(atX: 5, y: 40) == T.blue && image.color(atX: 60, y: 40) == T.yellow)
        let small = SDLImageDecoder(limits: ImageDecodingLimits(maxBufferedPixelCount: 1_000))
        #expect(small.failureReason(decoding: path) == "interlaced image is too large")
        // The same pixels without interlacing stream, so that limit does not apply.
        let plain = try scratch.write(H.png(width: 64, height: 48) { _, _ in T.red }, as: "plain.png")
        #expect(try small.decode(atPath: plain, maxPixelSize: Size(width: 16, height: 12)).color(atX: 3, y: 3) == T.red)
    }

    // MARK: Cancellation

    @Test(arguments: ["jpg", "png"])
    func cancellingStopsTheDecodeWithinARow(format: String) throws {
        let path = try H.writeLargeImage(in: scratch.path) + "." + format
        var checks = 0
        #expect {
            // Full size: 4000 rows to go when it is cancelled after the tenth.
            _ = try self.decoder.decode(atPath: path, maxPixelSize: nil) {
                checks += 1
                return checks > 10
            }
        } throws: { error in
            (error as? ImageDecodingError)?.isCancellation == true
        }
        #expect(checks == 11)
        // A cancelled token stops it before the file is read; the decoder can decode again.
        let token = CancellationToken()
        token.cancel()
        #expect(throws: ImageDecodingError.cancelled(path: path)) {
            try (self.decoder as any ImageDecoder).decodeImage(atPath: path, maxPixelSize: nil, cancellation: token)
        }
        let image = try decoder.decode(atPath: path, maxPixelSize: Size(width: 60, height: 40), cancellation: CancellationToken())
        #expect(image.pixelWidth == 60)
    }

    // MARK: Files that are not files

    @Test func onlyRegularFilesAreRead() throws {
        #expect(attempt("/dev/zero").reason == "not a regular file")
        let fifo = scratch.path + "/pipe.jpg"
        #expect(mkfifo(fifo, 0o600) == 0)
        // Opening a FIFO for reading would wait for a writer forever: it must be refused.
        #expect(attempt(fifo).reason == "not a regular file")
        #expect(attempt(scratch.path).reason == "not a file")
        #expect(attempt(scratch.path + "/missing/photo.jpg").reason == "file not found")
    }

    // MARK: Damaged files

    @Test func mutatedFilesNeverCrashTheDecoder() throws {
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_SEED", environment: ProcessInfo.processInfo.environment)
        print("mutatedFilesNeverCrashTheDecoder seed \(seed) (replay with FOLIO_SEED=\(seed))")
        var random = SeededGenerator(seed: seed)
        let originals = [
            [UInt8](try #require(FileManager.default.contents(atPath: try T.writeQuadrantImage(in: scratch.path, jpeg: true)))),
            [UInt8](try #require(FileManager.default.contents(atPath: try T.writeQuadrantImage(in: scratch.path)))),
            H.png(width: 24, height: 20, interlaced: true) { x, y in Color(red: UInt8(x * 10), green: UInt8(y * 12), blue: 7) },
        ]
        for round in 0..<150 {
            var bytes = originals[round % originals.count]
            for _ in 0..<(1 + Int(random.next() % 6)) {
                let index = 2 + Int(random.next() % UInt64(bytes.count - 2))
                bytes[index] = UInt8(truncatingIfNeeded: random.next())
            }
            let path = try scratch.write(bytes, as: "mutated-\(round)")
            let size: Size? = round % 2 == 0 ? nil : Size(width: 30, height: 30)
            if let reason = attempt(path, size: size).reason {
                #expect(!reason.isEmpty && reason.count <= 80 && !reason.contains("\n"), "seed \(seed) round \(round): \(reason)")
            }
        }
    }
}
