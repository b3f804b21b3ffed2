import FolioCore
import Foundation
import TestSupport
import Testing
@testable import FolioSDL

/// WebP decodes from a file and from memory with the checks JPEG and PNG have: lossless and lossy
/// with their colours, alpha kept, scaled while decoding to cover the size shown, turned upright
/// by an EXIF chunk, an animation's first frame on its canvas; headers that claim too much, cut
/// files and garbage are refused with a reason.
@Suite("WebP decoding", .serialized)
final class SDLImageDecoderWebPTests {
    let decoder = SDLImageDecoder()
    let scratch: RasterScratchFolder
    typealias W = WebPTestFiles
    typealias H = HostileImageFiles
    typealias T = RasterTestSupport

    init() throws {
        precondition(RasterTestSupport.started)
        scratch = try RasterScratchFolder()
    }

    /// The image decoded from `bytes` written to a file, checked to match the one decoded from
    /// memory.
    private func decode(_ bytes: [UInt8], as name: String, size: Size? = nil) throws -> SDLSurfaceBitmap {
        let fromFile = try decoder.decode(atPath: try scratch.write(bytes, as: name), maxPixelSize: size)
        let fromMemory = try decoder.decode(data: Data(bytes), name: name, maxPixelSize: size) { false }
        #expect(T.hash(fromMemory) == T.hash(fromFile), "\(name)")
        return fromFile
    }

    /// The reason decoding `bytes` fails from a file, checked to be the memory reason less its
    /// wording for a cut ("file" for "image data").
    private func reason(_ bytes: [UInt8], as name: String, size: Size? = nil) throws -> String? {
        let path = try scratch.write(bytes, as: name)
        let fromFile: String?
        do {
            _ = try decoder.decode(atPath: path, maxPixelSize: size)
            fromFile = nil
        } catch {
            fromFile = error.reason
        }
        var fromMemory: String?
        do {
            _ = try decoder.decode(data: Data(bytes), name: name, maxPixelSize: size) { false }
        } catch {
            fromMemory = error.reason
        }
        #expect(fromMemory?.replacingOccurrences(of: "image data is truncated", with: "file is truncated") == fromFile, "\(name)")
        return fromFile
    }

    private func colours(_ bitmap: SDLSurfaceBitmap) -> [Color] {
        let (w, h) = (bitmap.pixelWidth, bitmap.pixelHeight)
        return [(w / 4, h / 4), (3 * w / 4, h / 4), (w / 4, 3 * h / 4), (3 * w / 4, 3 * h / 4)].map { bitmap.color(atX: $0.0, y: $0.1) }
    }

    @Test("A lossless WebP decodes to its exact colours and size, as its header says")
    func lossless() throws {
        let webp = W.quadrants(width: 64, height: 32)
        let image = try decode(webp, as: "lossless.webp")
        #expect(image.pixelWidth == 64 && image.pixelHeight == 32)
        #expect(colours(image) == [T.red, T.green, T.blue, T.yellow])
        #expect(image.isOpaque)
        #expect(decoder.pixelSize(ofImageData: Data(webp)) == Size(width: 64, height: 32))
        #expect(webp.withUnsafeBytes { ImageHeader.read($0) } == ImageHeader(format: .webp, width: 64, height: 32))
    }

    @Test("A lossy WebP is scaled while decoding to cover the size shown, keeping its colours")
    func lossyScaled() throws {
        let webp = W.quadrants(width: 800, height: 600, lossless: false)
        #expect(webp.withUnsafeBytes { ImageHeader.read($0) } == ImageHeader(format: .webp, width: 800, height: 600))
        let image = try decode(webp, as: "lossy.webp", size: Size(width: 200, height: 100))
        #expect(image.pixelWidth == 200 && image.pixelHeight == 150)
        for (found, expected) in zip(colours(image), [T.red, T.green, T.blue, T.yellow]) {
            #expect(T.close(found, expected, tolerance: 16), "\(found)")
        }
        let whole = try decode(webp, as: "lossy.webp")
        #expect(whole.pixelWidth == 800 && whole.pixelHeight == 600)
    }

    @Test("Alpha is kept: transparent pixels stay transparent and the image is not opaque")
    func alpha() throws {
        let webp = W.encode(width: 40, height: 20) { x, _ in x < 20 ? T.red : T.blue.withAlpha(0) }
        let image = try decode(webp, as: "alpha.webp")
        #expect(!image.isOpaque)
        #expect(image.color(atX: 5, y: 5) == T.red)
        #expect(image.color(atX: 30, y: 5).alpha == 0)
        let scaled = try decode(webp, as: "alpha.webp", size: Size(width: 20, height: 10))
        #expect(scaled.pixelWidth == 20 && scaled.color(atX: 2, y: 5) == T.red && scaled.color(atX: 17, y: 5).alpha == 0)
    }

    @Test("An EXIF chunk's orientation turns the image upright, at its size and reduced, and sizes it upright")
    func exifOrientation() throws {
        for orientation in 1...8 {
            let plain = W.quadrants(width: 64, height: 32)
            let webp = W.withEXIF(plain, exif: H.tiff(orientation: UInt16(orientation), littleEndian: orientation % 2 == 1))
            let header = try #require(webp.withUnsafeBytes { ImageHeader.read($0) })
            #expect(header.orientation == orientation && header.width == 64 && header.height == 32)
            let sideways = orientation >= 5
            #expect(decoder.pixelSize(ofImageData: Data(webp)) == Size(width: sideways ? 32 : 64, height: sideways ? 64 : 32))
            let image = try decode(webp, as: "exif-\(orientation).webp")
            #expect(image.pixelWidth == (sideways ? 32 : 64) && image.pixelHeight == (sideways ? 64 : 32))
            #expect(colours(image) == SDLImageDecoderOrientationTests.upright[orientation], "orientation \(orientation)")
            let reduced = try decode(webp, as: "exif-\(orientation).webp", size: sideways ? Size(width: 16, height: 32) : Size(width: 32, height: 16))
            #expect(reduced.pixelWidth == (sideways ? 16 : 32) && reduced.pixelHeight == (sideways ? 32 : 16))
            #expect(colours(reduced) == SDLImageDecoderOrientationTests.upright[orientation], "orientation \(orientation), reduced")
        }
        // The Exif header some writers put before the TIFF block is allowed; a damaged block is upright.
        let prefixed = W.withEXIF(W.quadrants(width: 8, height: 4), exif: ExifOrientation.exifHeader + H.tiff(orientation: 6))
        #expect(decoder.pixelSize(ofImageData: Data(prefixed)) == Size(width: 4, height: 8))
        let damaged = W.withEXIF(W.quadrants(width: 8, height: 4), exif: Array(H.tiff(orientation: 6).prefix(20)))
        #expect(decoder.pixelSize(ofImageData: Data(damaged)) == Size(width: 8, height: 4))
    }

    @Test("An animated WebP decodes its first frame, placed on its transparent canvas")
    func animationFirstFrame() throws {
        let first = W.encode(width: 20, height: 10) { _, _ in T.red }
        let second = W.encode(width: 40, height: 30) { _, _ in T.blue }
        let webp = W.animation(width: 40, height: 30, frames: [.init(image: first, x: 10, y: 10), .init(image: second)])
        #expect(webp.withUnsafeBytes { ImageHeader.read($0) } == ImageHeader(format: .webp, width: 40, height: 30))
        let image = try decode(webp, as: "animated.webp")
        #expect(image.pixelWidth == 40 && image.pixelHeight == 30)
        #expect(image.color(atX: 15, y: 15) == T.red)
        #expect(image.color(atX: 2, y: 2).alpha == 0 && image.color(atX: 35, y: 25).alpha == 0)
        #expect(!image.isOpaque)
        let reduced = try decode(webp, as: "animated.webp", size: Size(width: 20, height: 15))
        #expect(reduced.pixelWidth == 20 && reduced.pixelHeight == 15 && reduced.color(atX: 10, y: 7) == T.red)
    }

    @Test("Headers claiming more than the limits are refused before decoding, in bounded memory")
    func bombs() throws {
        let small = W.quadrants(width: 16, height: 16)
        // VP8L: the 14-bit sizes after the signature byte at 21, as 16383×16383.
        var lossless = small
        let bits: UInt32 = 16_382 | 16_382 << 14 | UInt32(lossless[24] >> 4 & 0x0F) << 28
        for index in 0..<4 { lossless[21 + index] = UInt8(truncatingIfNeeded: bits >> (8 * index)) }
        let limits = ImageDecodingLimits(maxSide: 16_000)
        let path = try scratch.write(lossless, as: "bomb.webp")
        #expect(SDLImageDecoder(limits: limits).failureReason(decoding: path) == "image is too large: 16383×16383 px, over 16000 px a side")
        // Under the side limit, the data cannot hold what it claims.
        #expect(decoder.failureReason(decoding: path) != nil)
        // VP8X: a canvas of 16M×16M in 24-bit sizes.
        let extended = W.withEXIF(small, exif: H.tiff(orientation: 1))
        var canvas = extended
        for index in 24..<30 { canvas[index] = 0xFF }
        #expect(try reason(canvas, as: "canvas.webp") == "image is too large: 16777216×16777216 px, over 32768 px a side")
        #expect(decoder.pixelSize(ofImageData: Data(canvas)) == nil)
        let peak = try #require(ProcessMemory.peakResidentKiB)
        #expect(peak < 1 << 20, "peak RSS \(peak) KiB")
    }

    @Test("A WebP cut anywhere is refused as truncated; a RIFF size past the end too")
    func cutFiles() throws {
        for (name, webp) in [("lossless", W.quadrants(width: 64, height: 32)), ("lossy", W.quadrants(width: 64, height: 32, lossless: false)),
                             ("exif", W.withEXIF(W.quadrants(width: 8, height: 8), exif: H.tiff(orientation: 6)))] {
            for length in 12..<webp.count {
                let cut = Array(webp.prefix(length))
                let complete = cut.withUnsafeBytes { SDLImageDecoder.webpIsComplete($0) }
                #expect(!complete, "\(name) cut at \(length) of \(webp.count)")
            }
            #expect(webp.withUnsafeBytes { SDLImageDecoder.webpIsComplete($0) })
            for length in [13, 30, webp.count / 2, webp.count - 1] {
                #expect(try reason(Array(webp.prefix(length)), as: "cut-\(name).webp") == "file is truncated", "\(name) cut at \(length)")
            }
            // Data after the RIFF size is ignored.
            _ = try decode(webp + [1, 2, 3], as: "trailing-\(name).webp")
        }
        var lying = W.quadrants(width: 16, height: 16)
        lying[4] = 0xF0
        lying[5] = 0xFF
        lying[6] = 0xFF
        lying[7] = 0x7F
        #expect(try reason(lying, as: "lying.webp") == "file is truncated")
    }

    @Test("Mutated WebP files never crash the decoder: each decodes or is refused with a reason")
    func mutations() throws {
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_SEED", environment: ProcessInfo.processInfo.environment)
        print("WebP mutations seed \(seed) (replay with FOLIO_SEED=\(seed))")
        var random = SeededGenerator(seed: seed)
        let seeds = [W.quadrants(width: 24, height: 16), W.quadrants(width: 24, height: 16, lossless: false),
                     W.withEXIF(W.quadrants(width: 8, height: 8), exif: H.tiff(orientation: 6)),
                     W.animation(width: 16, height: 16, frames: [.init(image: W.quadrants(width: 8, height: 8), x: 2, y: 2)])]
        for round in 0..<600 {
            var bytes = seeds[round % seeds.count]
            for _ in 0..<(1 + Int(random.next() % 4)) {
                bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
            }
            if round % 4 == 0 { bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1)))) }
            do {
                let image = try decoder.decode(data: Data(bytes), name: "mutated", maxPixelSize: Size(width: 12, height: 12)) { false }
                #expect(image.pixelWidth > 0 && image.pixelHeight > 0)
            } catch {
                #expect(!error.reason.isEmpty, "seed \(seed) round \(round)")
            }
        }
    }
}
