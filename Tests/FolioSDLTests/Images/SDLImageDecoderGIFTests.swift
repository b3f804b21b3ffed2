import FolioCore
import Foundation
import TestSupport
import Testing
@testable import FolioSDL

/// GIF decodes from a file and from memory with the checks the other formats have: its colours,
/// interlaced or not, a transparent colour, a first frame smaller than the screen placed on a
/// transparent canvas, reduced to the size shown; screens and frames that claim too much, cut
/// files and garbage are refused with a reason.
@Suite("GIF decoding", .serialized)
final class SDLImageDecoderGIFTests {
    let decoder = SDLImageDecoder()
    let scratch: RasterScratchFolder
    typealias G = GIFTestFiles
    typealias T = RasterTestSupport

    init() throws {
        precondition(RasterTestSupport.started)
        scratch = try RasterScratchFolder()
    }

    private func decode(_ bytes: [UInt8], as name: String, size: Size? = nil) throws -> SDLSurfaceBitmap {
        let fromFile = try decoder.decode(atPath: try scratch.write(bytes, as: name), maxPixelSize: size)
        let fromMemory = try decoder.decode(data: Data(bytes), name: name, maxPixelSize: size) { false }
        #expect(T.hash(fromMemory) == T.hash(fromFile), "\(name)")
        return fromFile
    }

    private func colours(_ bitmap: SDLSurfaceBitmap) -> [Color] {
        let (w, h) = (bitmap.pixelWidth, bitmap.pixelHeight)
        return [(w / 4, h / 4), (3 * w / 4, h / 4), (w / 4, 3 * h / 4), (3 * w / 4, 3 * h / 4)].map { bitmap.color(atX: $0.0, y: $0.1) }
    }

    @Test("A GIF decodes to its palette's exact colours, interlaced or not", arguments: [false, true])
    func colours(interlaced: Bool) throws {
        let gif = G.quadrants(width: 64, height: 30, interlaced: interlaced)
        #expect(gif.withUnsafeBytes { ImageHeader.read($0) } == ImageHeader(format: .gif, width: 64, height: 30, frameWidth: 64, frameHeight: 30))
        let image = try decode(gif, as: "quadrants.gif")
        #expect(image.pixelWidth == 64 && image.pixelHeight == 30)
        #expect(image.isOpaque)
        // Every pixel, not only the centres: a wrong interlace order would swap rows.
        for (x, y, colour) in T.pixels(image) {
            let expected = y < 15 ? (x < 32 ? T.red : T.green) : (x < 32 ? T.blue : T.yellow)
            guard colour == expected else {
                Issue.record("(\(x), \(y)) is \(colour)")
                return
            }
        }
        #expect(decoder.pixelSize(ofImageData: Data(gif)) == Size(width: 64, height: 30))
    }

    @Test("A GIF is reduced to cover the size shown")
    func reduced() throws {
        let image = try decode(G.quadrants(width: 400, height: 300), as: "large.gif", size: Size(width: 100, height: 50))
        #expect(image.pixelWidth == 100 && image.pixelHeight == 75)
        for (found, expected) in zip(colours(image), [T.red, T.green, T.blue, T.yellow]) {
            #expect(T.close(found, expected), "\(found)")
        }
    }

    @Test("The transparent colour and the screen a first frame leaves bare are transparent; later frames are not shown")
    func transparencyAndFirstFrame() throws {
        let palette = [T.red, T.green, T.blue]
        let first = G.Frame(left: 10, top: 5, width: 20, height: 10, transparentIndex: 1) { x, _ in x < 10 ? 0 : 1 }
        let second = G.Frame(width: 40, height: 20) { _, _ in 2 }
        let gif = G.gif(width: 40, height: 20, palette: palette, frames: [first, second], loopCount: 0)
        let image = try decode(gif, as: "animated.gif")
        #expect(image.pixelWidth == 40 && image.pixelHeight == 20)
        #expect(!image.isOpaque)
        #expect(image.color(atX: 12, y: 8) == T.red)
        #expect(image.color(atX: 25, y: 8).alpha == 0)  // the transparent index
        #expect(image.color(atX: 2, y: 2).alpha == 0 && image.color(atX: 35, y: 18).alpha == 0)  // bare screen
        // A local palette wins over the global one.
        let local = G.Frame(width: 4, height: 4, palette: [T.yellow]) { _, _ in 0 }
        #expect(try decode(G.gif(width: 4, height: 4, palette: palette, frames: [local]), as: "local.gif").color(atX: 1, y: 1) == T.yellow)
        // A frame reaching past the screen is cut to it.
        let wide = G.Frame(left: 2, top: 2, width: 10, height: 10) { _, _ in 2 }
        let clipped = try decode(G.gif(width: 6, height: 6, palette: palette, frames: [wide]), as: "clipped.gif")
        #expect(clipped.pixelWidth == 6 && clipped.color(atX: 5, y: 5) == T.blue && clipped.color(atX: 0, y: 0).alpha == 0)
    }

    @Test("Screens and first frames that claim more than the limits are refused before decoding")
    func bombs() throws {
        let frame = G.Frame(width: 2, height: 2) { _, _ in 0 }
        let screen = G.gif(width: 65_535, height: 65_535, palette: [T.red], frames: [frame])
        #expect(decoder.failureReason(decoding: try scratch.write(screen, as: "screen.gif")) == "image is too large: 65535×65535 px, over 32768 px a side")
        var big = G.gif(width: 4, height: 4, palette: [T.red], frames: [frame])
        // The first image descriptor's width and height (after the screen, its 768-byte table
        // and the graphic control extension's 8 bytes): 60,000 each.
        let descriptor = 13 + 768 + 8
        #expect(big[descriptor] == 0x2C)
        big.replaceSubrange((descriptor + 5)..<(descriptor + 9), with: G.le16(60_000) + G.le16(60_000))
        #expect(decoder.failureReason(decoding: try scratch.write(big, as: "frame.gif")) == "image is too large: 60000×60000 px, over 32768 px a side")
        #expect(decoder.pixelSize(ofImageData: Data(big)) == nil)
        // Within the side limit, but the data holds four pixels of it: refused once it runs out.
        big.replaceSubrange((descriptor + 5)..<(descriptor + 9), with: G.le16(30_000) + G.le16(30_000))
        let bigScreen = Array(big.prefix(6)) + G.le16(30_000) + G.le16(30_000) + Array(big.dropFirst(10))
        for size in [nil, Size(width: 100, height: 100)] {
            var checks = 0
            #expect(throws: ImageDecodingError(path: "short", reason: "image data ends early")) {
                try self.decoder.decode(data: Data(bigScreen), name: "short", maxPixelSize: size) {
                    checks += 1
                    return false
                }
            }
            // The claimed 30,000 rows are never walked: it stops within the first rows.
            #expect(checks < 50, "\(checks) rows")
        }
        let peak = try #require(ProcessMemory.peakResidentKiB)
        #expect(peak < 1 << 20, "peak RSS \(peak) KiB")
    }

    @Test("A GIF cut anywhere is refused as truncated")
    func cutFiles() throws {
        let palette = [T.red, T.green]
        let gif = G.gif(width: 30, height: 20, palette: palette, frames: [
            G.Frame(width: 30, height: 20) { x, _ in UInt8(x % 2) }, G.Frame(width: 10, height: 10, interlaced: true) { _, _ in 1 },
        ], loopCount: 3)
        #expect(gif.withUnsafeBytes { SDLImageDecoder.gifIsComplete($0) })
        for length in 6..<gif.count {
            #expect(!Array(gif.prefix(length)).withUnsafeBytes { SDLImageDecoder.gifIsComplete($0) }, "cut at \(length) of \(gif.count)")
        }
        for length in [8, 13, 800, gif.count / 2, gif.count - 1] {
            #expect(decoder.failureReason(decoding: try scratch.write(Array(gif.prefix(length)), as: "cut.gif")) == "file is truncated", "cut at \(length)")
            #expect(throws: ImageDecodingError(path: "cut", reason: "image data is truncated")) {
                try self.decoder.decode(data: Data(gif.prefix(length)), name: "cut", maxPixelSize: nil) { false }
            }
        }
    }

    @Test("Mutated GIF files never crash the decoder: each decodes or is refused with a reason")
    func mutations() throws {
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_SEED", environment: ProcessInfo.processInfo.environment)
        print("GIF mutations seed \(seed) (replay with FOLIO_SEED=\(seed))")
        var random = SeededGenerator(seed: seed)
        let seeds = [G.quadrants(width: 24, height: 16), G.quadrants(width: 24, height: 16, interlaced: true),
                     G.gif(width: 16, height: 16, palette: [T.red, T.blue], frames: [G.Frame(left: 4, top: 4, width: 8, height: 8, transparentIndex: 0) { x, _ in UInt8(x % 2) }])]
        for round in 0..<1_500 {
            var bytes = seeds[round % seeds.count]
            for _ in 0..<(1 + Int(random.next() % 4)) {
                // Mostly outside the colour table, where a change is only a colour.
                let place = Int(random.next() % 2) == 0 ? Int(random.next() % 13) : 13 + 768 + Int(random.next() % UInt64(bytes.count - 13 - 768))
                bytes[place] = UInt8(truncatingIfNeeded: random.next())
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
