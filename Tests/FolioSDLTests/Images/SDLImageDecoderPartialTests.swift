import CSDL2
import FolioCore
import Foundation
import TestSupport
import Testing
@testable import FolioSDL

/// The first part of a progressive JPEG shows its complete scans, each sharper than the last, at
/// the size and orientation the whole decode gives; anything else (a baseline JPEG, another
/// format, too few bytes, a header over the limits, a cancelled decode, a cut anywhere) gives
/// nil or a sound partial image, never a crash.
@Suite("Partial decoding of progressive JPEGs", .serialized)
final class SDLImageDecoderPartialTests {
    let decoder = SDLImageDecoder()
    typealias P = ProgressiveJPEGFiles
    typealias H = HostileImageFiles
    typealias T = RasterTestSupport

    /// A 320×240 progressive picture, its scans, and its whole decode at its own size.
    let progressive: [UInt8]
    let scans: [(start: Int, dataEnd: Int)]
    let whole: SDLSurfaceBitmap

    init() throws {
        precondition(RasterTestSupport.started)
        progressive = try P.jpeg(fromPNG: P.picture(width: 320, height: 240), progressive: true)
        scans = P.scans(of: progressive)
        whole = try SDLImageDecoder().decode(data: Data(progressive), name: "whole", maxPixelSize: nil) { false }
    }

    /// The partial decode of the first `count` bytes of `bytes`.
    private func partial(_ bytes: [UInt8], count: Int? = nil, maxPixelSize: Size? = nil, decoder: SDLImageDecoder? = nil)
        -> (bitmap: SDLSurfaceBitmap, scanCount: Int)? {
        (decoder ?? self.decoder).decodePartial(data: Data(bytes.prefix(count ?? bytes.count)), maxPixelSize: maxPixelSize) { false }
    }

    @Test("The test picture is progressive, in several scans")
    func pictureIsProgressive() {
        #expect(scans.count >= 6, "\(scans.count) scans")
        #expect(progressive.withUnsafeBytes { ProgressiveJPEGScans.read($0) }?.completeCount == scans.count)
    }

    @Test("The whole file's partial decode shows all its scans, with the whole decode's pixels")
    func wholeFileMatchesTheFullDecode() throws {
        let result = try #require(partial(progressive))
        #expect(result.scanCount == scans.count)
        #expect(result.bitmap.pixelWidth == 320 && result.bitmap.pixelHeight == 240)
        #expect(P.meanDifference(result.bitmap, whole) < 0.5)
        // Through the protocol, as a loader calls it.
        let token = CancellationToken()
        let shown = try #require(decoder.decodePartialImage(data: Data(progressive), name: "whole", maxPixelSize: nil, cancellation: token))
        #expect(shown.scanCount == scans.count)
        let bitmap = try #require(shown.image as? SDLSurfaceBitmap)
        #expect(T.hash(bitmap) == T.hash(result.bitmap))
    }

    @Test("Cut after each scan, the image shows that many scans, each closer to the whole image")
    func eachScanBoundary() throws {
        var errors: [Double] = []
        for (index, scan) in scans.enumerated() {
            // The data and the two bytes of the marker after it: the scan is known to be whole.
            let result = try #require(partial(progressive, count: scan.dataEnd + 2), "scan \(index + 1)")
            #expect(result.scanCount == index + 1)
            #expect(result.bitmap.pixelWidth == 320 && result.bitmap.pixelHeight == 240)
            errors.append(P.meanDifference(result.bitmap, whole))
        }
        // The first scan (DC alone) is far from the picture's checkerboard; the last is it. The
        // bands between do not all bring the picture nearer (a band of one colour's detail may
        // move the others' rounding), but none strays far, and by half the scans the error has
        // halved.
        #expect(errors.first! > 4, "\(errors)")
        #expect(errors.last! < 0.5, "\(errors)")
        #expect(errors[errors.count / 2] < errors.first! / 2, "\(errors)")
        for index in errors.indices.dropFirst() {
            #expect(errors[index] <= errors[index - 1] + 1, "scan \(index + 1): \(errors)")
        }
    }

    @Test("Cut inside a scan, or right where its data ends, the image shows the scans before it")
    func midScanCuts() {
        for (index, scan) in scans.enumerated() {
            // From the SOS marker's two bytes, which end the scan before it, to the FF of the marker
            // after it, which might yet be a stuffed byte in the scan's data.
            let cuts = [scan.start + 2, scan.start + 4, (scan.start + scan.dataEnd) / 2, scan.dataEnd - 1, scan.dataEnd, scan.dataEnd + 1]
            for cut in cuts {
                let result = partial(progressive, count: cut)
                if index == 0 {
                    #expect(result == nil, "cut at \(cut) in the first scan")
                } else {
                    #expect(result?.scanCount == index, "cut at \(cut) in scan \(index + 1)")
                }
            }
        }
    }

    @Test("Bytes handed to libjpeg that end inside a scan are refused, never painted in grey")
    func decoderRefusesAScanCutShort() throws {
        let header = try #require(progressive.withUnsafeBytes { ImageHeader.read($0) })
        for scan in scans.dropFirst() {
            let cut = Array(progressive.prefix((scan.start + scan.dataEnd) / 2))
            let decoded = cut.withUnsafeBytes { raw in
                ImageStreamDecoder.decode(.memory(raw), format: .jpeg, cover: nil, limits: .standard, scansOnly: true) { false }
            }
            guard case .failure(.refused(let reason)) = decoded else {
                Issue.record("a scan cut short at \(cut.count) bytes was decoded")
                if case .success(let output) = decoded { SDL_FreeSurface(output.surface) }
                continue
            }
            #expect(reason == "image data ends early")
        }
        // Where the walk cuts, the same decoder shows the scans before.
        let before = Array(progressive.prefix(scans[1].start))
        let decoded = before.withUnsafeBytes { raw in
            ImageStreamDecoder.decode(.memory(raw), format: .jpeg, cover: nil, limits: .standard, scansOnly: true) { false }
        }
        let output = try decoded.get()
        defer { SDL_FreeSurface(output.surface) }
        #expect(output.scanCount == 1)
        #expect(Int(output.surface.pointee.w) == header.width && Int(output.surface.pointee.h) == header.height)
    }

    @Test("Too few bytes for a first whole scan give nothing")
    func tooFewBytes() {
        for count in [0, 1, 2, 3, 20, scans[0].start, scans[0].start + 4] {
            #expect(partial(progressive, count: count) == nil, "\(count) bytes")
        }
    }

    @Test("A baseline JPEG, a PNG, a WebP and a GIF give nothing, whole or cut")
    func otherImagesGiveNothing() throws {
        let baseline = try P.jpeg(fromPNG: P.picture(width: 320, height: 240), progressive: false)
        #expect(P.scans(of: baseline).count == 1)
        let others = [
            baseline, try H.quadrantJPEG(width: 64, height: 48), P.picture(width: 64, height: 48),
            WebPTestFiles.quadrants(width: 64, height: 48), GIFTestFiles.quadrants(width: 64, height: 48),
        ]
        for bytes in others {
            #expect(partial(bytes) == nil)
            #expect(partial(bytes, count: bytes.count / 2) == nil)
        }
        #expect(partial(Array("<html>not found</html>".utf8)) == nil)
    }

    @Test("A partial image is scaled to cover the frame as the whole decode is")
    func scaledAsTheWholeDecode() throws {
        for frame in [Size(width: 100, height: 75), Size(width: 150, height: 40), Size(width: 33, height: 200)] {
            let full = try decoder.decode(data: Data(progressive), name: "scaled", maxPixelSize: frame) { false }
            let result = try #require(partial(progressive, count: scans[2].dataEnd + 2, maxPixelSize: frame))
            #expect(result.scanCount == 3)
            #expect(result.bitmap.pixelWidth == full.pixelWidth && result.bitmap.pixelHeight == full.pixelHeight, "\(frame)")
            let last = try #require(partial(progressive, maxPixelSize: frame))
            #expect(P.meanDifference(last.bitmap, full) < 0.5, "\(frame)")
        }
    }

    @Test("EXIF's orientation turns a partial image upright, as the whole decode turns it")
    func orientationApplied() throws {
        // Quadrants red, green / blue, yellow, stored 128×64, orientation 6: a quarter turn.
        let folder = try RasterScratchFolder()
        let source = try folder.write(try H.quadrantJPEG(width: 128, height: 64), as: "quadrants.jpg")
        let plain = try P.jpeg(fromFile: source, progressive: true)
        let jpeg = H.jpeg(plain, inserting: H.exifSegment(H.tiff(orientation: 6)))
        let first = P.scans(of: jpeg)[0]
        for count in [first.dataEnd + 2, jpeg.count] {
            let result = try #require(partial(jpeg, count: count))
            #expect(result.bitmap.pixelWidth == 64 && result.bitmap.pixelHeight == 128)
            let (w, h) = (result.bitmap.pixelWidth, result.bitmap.pixelHeight)
            let found = [(w / 4, h / 4), (3 * w / 4, h / 4), (w / 4, 3 * h / 4), (3 * w / 4, 3 * h / 4)]
                .map { result.bitmap.color(atX: $0.0, y: $0.1) }
            for (index, expected) in [T.blue, T.red, T.yellow, T.green].enumerated() {
                #expect(T.close(found[index], expected, tolerance: 24), "quadrant \(index) at \(count) bytes: \(found[index])")
            }
        }
    }

    @Test("A header over the limits gives nothing, before any pixels are decoded")
    func overTheLimits() {
        let bomb = H.jpeg(progressive, claiming: 60_000, height: 60_000)
        #expect(partial(bomb) == nil)
        #expect(partial(bomb, count: scans[1].dataEnd + 2) == nil)
        #expect(partial(progressive, decoder: SDLImageDecoder(limits: ImageDecodingLimits(maxSide: 300))) == nil)
        #expect(partial(progressive, decoder: SDLImageDecoder(limits: ImageDecodingLimits(maxPixelCount: 320 * 240 - 1))) == nil)
        #expect(partial(progressive, decoder: SDLImageDecoder(limits: ImageDecodingLimits(maxFileByteCount: 1000))) == nil)
        // The coefficients of the whole image (a few hundred kilobytes here) are held to the
        // buffered limit, as the whole decode holds them.
        let tight = SDLImageDecoder(limits: ImageDecodingLimits(maxBufferedPixelCount: 20_000))
        #expect(partial(progressive, maxPixelSize: Size(width: 40, height: 30), decoder: tight) == nil)
        #expect(throws: ImageDecodingError.self) {
            try tight.decode(data: Data(progressive), name: "tight", maxPixelSize: Size(width: 40, height: 30)) { false }
        }
        #expect(partial(progressive, maxPixelSize: Size(width: 40, height: 30)) != nil)
    }

    @Test("Cancelled before it starts or between rows, a partial decode stops and gives nothing")
    func cancellation() {
        let token = CancellationToken()
        token.cancel()
        #expect(decoder.decodePartialImage(data: Data(progressive), name: "cancelled", maxPixelSize: nil, cancellation: token) == nil)
        var checks = 0
        let counted = decoder.decodePartial(data: Data(progressive), maxPixelSize: nil) {
            checks += 1
            return false
        }
        #expect(counted != nil)
        // Asked at least once a row of the output.
        #expect(checks >= 240, "\(checks) checks")
        for stop in [2, checks / 2, checks - 1] {
            var asked = 0
            let stopped = decoder.decodePartial(data: Data(progressive), maxPixelSize: nil) {
                asked += 1
                return asked >= stop
            }
            #expect(stopped == nil, "cancelled at check \(stop)")
            #expect(asked == stop)
        }
    }

    @Test("Cut every few bytes, or with its scan data damaged, a progressive JPEG never crashes and never goes back")
    func hostileCuts() throws {
        var previous = 0
        for count in stride(from: 0, through: progressive.count, by: 61) {
            let result = partial(progressive, count: count)
            let shown = result?.scanCount ?? 0
            #expect(shown >= previous, "\(count) bytes")
            #expect(shown <= scans.count)
            if let result { #expect(result.bitmap.pixelWidth == 320 && result.bitmap.pixelHeight == 240) }
            previous = shown
        }
        #expect(previous == scans.count)
        // Damaged bytes (seeded, so a failure repeats) in the scans and the tables between them.
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            var damaged = progressive
            for _ in 0..<4 {
                let offset = scans[0].start + Int(generator.next() % UInt64(progressive.count - scans[0].start))
                damaged[offset] = UInt8(truncatingIfNeeded: generator.next())
            }
            let count = scans[0].start + Int(generator.next() % UInt64(progressive.count - scans[0].start + 1))
            if let result = partial(damaged, count: count) {
                #expect(result.scanCount >= 1 && result.scanCount <= 1000)
            }
        }
    }

    @Test("A 1600×1200 progressive photo shows at 500×375 from its first scans on")
    func photo() throws {
        let source = T.photosDirectory + "/dragonfly-on-twig.jpg"
        let jpeg = try P.jpeg(fromFile: source, progressive: true)
        let photoScans = P.scans(of: jpeg)
        let frame = Size(width: 500, height: 375)
        let full = try decoder.decode(data: Data(jpeg), name: "photo", maxPixelSize: frame) { false }
        #expect(full.pixelWidth == 500 && full.pixelHeight == 375)
        var errors: [Double] = []
        for (index, scan) in photoScans.enumerated() {
            let result = try #require(partial(jpeg, count: scan.dataEnd + 2, maxPixelSize: frame))
            #expect(result.scanCount == index + 1)
            #expect(result.bitmap.pixelWidth == 500 && result.bitmap.pixelHeight == 375)
            errors.append(P.meanDifference(result.bitmap, full))
        }
        #expect(errors.last! < 0.5, "\(errors)")
        #expect(errors.first! > errors.last!, "\(errors)")
    }
}
