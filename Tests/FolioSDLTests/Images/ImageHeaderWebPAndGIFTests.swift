import FolioCore
import Foundation
import TestSupport
import Testing
@testable import FolioSDL

/// Reading a WebP's first chunk (VP8, VP8L, VP8X and its EXIF chunk) and a GIF's screen and
/// first image descriptor: the right size from real files, nil from anything cut or damaged,
/// never a read outside the bytes.
@Suite("WebP and GIF headers")
struct ImageHeaderWebPAndGIFTests {
    typealias W = WebPTestFiles
    typealias G = GIFTestFiles
    typealias T = RasterTestSupport

    private func header(_ bytes: [UInt8]) -> ImageHeader? {
        bytes.withUnsafeBytes { ImageHeader.read($0) }
    }

    @Test("Each layout gives its size; signatures alone, other chunks and cut headers give nil")
    func tableOfLayouts() {
        let frame = G.Frame(left: 3, top: 4, width: 5, height: 6) { _, _ in 0 }
        let cases: [(name: String, bytes: [UInt8], expected: ImageHeader?)] = [
            ("lossless (VP8L)", W.quadrants(width: 300, height: 17), ImageHeader(format: .webp, width: 300, height: 17)),
            ("lossy (VP8)", W.quadrants(width: 31, height: 200, lossless: false), ImageHeader(format: .webp, width: 31, height: 200)),
            ("extended (VP8X) with EXIF", W.withEXIF(W.quadrants(width: 9, height: 7), exif: HostileImageFiles.tiff(orientation: 8)),
             ImageHeader(format: .webp, width: 9, height: 7, orientation: 8)),
            ("animated (VP8X canvas)", W.animation(width: 50, height: 40, frames: [.init(image: W.quadrants(width: 10, height: 10))]),
             ImageHeader(format: .webp, width: 50, height: 40)),
            ("RIFF of another kind", Array("RIFF\u{24}\u{0}\u{0}\u{0}WAVEfmt ".utf8), nil),
            ("WebP with an unknown first chunk", Array("RIFF\u{10}\u{0}\u{0}\u{0}WEBPABCD\u{4}\u{0}\u{0}\u{0}1234".utf8), nil),
            ("WebP cut in its first chunk", Array(W.quadrants(width: 8, height: 8).prefix(22)), nil),
            ("GIF", G.gif(width: 20, height: 10, palette: [T.red], frames: [frame]),
             ImageHeader(format: .gif, width: 20, height: 10, frameWidth: 5, frameHeight: 6)),
            ("GIF87a without a colour table", Array("GIF87a".utf8) + G.le16(2) + G.le16(3) + [0, 0, 0, 0x2C, 0, 0, 0, 0, 2, 0, 3, 0, 0],
             ImageHeader(format: .gif, width: 2, height: 3, frameWidth: 2, frameHeight: 3)),
            ("GIF with only a trailer", Array("GIF89a".utf8) + G.le16(2) + G.le16(3) + [0, 0, 0, 0x3B], nil),
            ("GIF cut in its colour table", Array(G.quadrants(width: 4, height: 4).prefix(300)), nil),
        ]
        for (name, bytes, expected) in cases {
            #expect(header(bytes) == expected, "\(name)")
        }
    }

    @Test("Every cut of a real WebP or GIF is nil or the true header")
    func everyCut() {
        let files = [W.quadrants(width: 40, height: 30), W.quadrants(width: 40, height: 30, lossless: false),
                     W.withEXIF(W.quadrants(width: 40, height: 30), exif: HostileImageFiles.tiff(orientation: 6)),
                     G.quadrants(width: 40, height: 30)]
        for bytes in files {
            guard let whole = header(bytes) else {
                Issue.record("no header in a whole file")
                continue
            }
            for length in 0..<bytes.count {
                let cut = header(Array(bytes.prefix(length)))
                // A VP8X header is whole before its EXIF chunk is: then upright until the chunk is there.
                #expect(cut == nil || cut == whole || (cut?.orientation == 1 && cut?.width == whole.width), "\(length) of \(bytes.count)")
            }
        }
    }

    @Test("Garbage after a WebP or GIF signature never reads out of bounds")
    func garbage() {
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_SEED", environment: ProcessInfo.processInfo.environment)
        print("WebP/GIF header garbage seed \(seed) (replay with FOLIO_SEED=\(seed))")
        var random = SeededGenerator(seed: seed)
        let seeds = [W.withEXIF(W.quadrants(width: 8, height: 8), exif: HostileImageFiles.tiff(orientation: 6)), W.quadrants(width: 8, height: 8, lossless: false),
                     G.gif(width: 8, height: 8, palette: [T.red], frames: [G.Frame(width: 8, height: 8) { _, _ in 0 }], loopCount: 0)]
        for round in 0..<5_000 {
            var bytes = seeds[round % seeds.count]
            bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1))))
            for _ in 0..<Int(random.next() % 4) where bytes.count > 12 {
                bytes[6 + Int(random.next() % UInt64(bytes.count - 6))] = UInt8(truncatingIfNeeded: random.next())
            }
            if let found = header(bytes) {
                #expect(found.width >= 0 && found.height >= 0 && (1...8).contains(found.orientation), "seed \(seed) round \(round)")
            }
            _ = bytes.withUnsafeBytes { SDLImageDecoder.webpIsComplete($0) || SDLImageDecoder.gifIsComplete($0) }
        }
    }
}
