import FolioCore
import Foundation
import TestSupport
import Testing
@testable import FolioSDL

/// Reading a JPEG's frame header and a PNG's IHDR before decoding: the right size from real
/// layouts, nil from anything cut or damaged, and never a read outside the bytes.
@Suite("Raster image headers")
struct RasterImageHeaderTests {
    typealias H = HostileImageFiles

    private func header(_ bytes: [UInt8]) -> ImageHeader? {
        bytes.withUnsafeBytes { ImageHeader.read($0) }
    }

    /// A JPEG segment: marker, length (counting itself) and body.
    private func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        let length = body.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }

    /// A frame header body: 8-bit precision, `height`, `width`, three components.
    private func frame(width: Int, height: Int) -> [UInt8] {
        [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3] + Array(repeating: 1, count: 9)
    }

    private let start: [UInt8] = [0xFF, 0xD8]
    private var jfif: [UInt8] { segment(0xE0, Array("JFIF\u{0}".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0]) }
    /// An EXIF block holding a thumbnail with its own SOI, SOF0 and EOI, which must be skipped.
    private var exif: [UInt8] {
        segment(0xE1, Array("Exif\u{0}\u{0}".utf8) + [0xFF, 0xD8] + segment(0xC0, frame(width: 160, height: 120)) + [0xFF, 0xD9])
    }
    private let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 63, 0, 0x12, 0x34, 0xFF, 0xD9]

    @Test func tableOfLayouts() {
        let cases: [(name: String, bytes: [UInt8], expected: ImageHeader?)] = [
            ("baseline", start + jfif + segment(0xC0, frame(width: 4000, height: 3000)) + scan,
             ImageHeader(format: .jpeg, width: 4000, height: 3000)),
            ("progressive", start + segment(0xC2, frame(width: 640, height: 480)) + scan,
             ImageHeader(format: .jpeg, width: 640, height: 480)),
            ("extended, after EXIF with a thumbnail", start + exif + jfif + segment(0xC1, frame(width: 30_000, height: 20_000)) + scan,
             ImageHeader(format: .jpeg, width: 30_000, height: 20_000)),
            ("after tables and fill bytes", start + segment(0xDB, Array(repeating: 1, count: 65)) + segment(0xC4, Array(repeating: 0, count: 17))
                + [0xFF, 0xFF] + segment(0xC0, frame(width: 65_535, height: 1)) + scan,
             ImageHeader(format: .jpeg, width: 65_535, height: 1)),
            ("height left to a DNL marker", start + segment(0xC0, frame(width: 100, height: 0)) + scan,
             ImageHeader(format: .jpeg, width: 100, height: 0)),
            ("scan before any frame", start + jfif + scan, nil),
            ("only tables", start + segment(0xC4, Array(repeating: 0, count: 17)), nil),
            ("frame header cut short", start + Array(segment(0xC0, frame(width: 10, height: 10)).prefix(8)), nil),
            ("frame header too short for a size", start + segment(0xC0, [8, 0]) + scan, nil),
            ("stray bytes between segments, skipped as libjpeg does", start + jfif + [0x00, 0x11] + segment(0xC0, frame(width: 10, height: 12)) + scan,
             ImageHeader(format: .jpeg, width: 10, height: 12)),
            ("PNG", H.png(width: 3, height: 2) { _, _ in .white },
             ImageHeader(format: .png, width: 3, height: 2)),
            ("interlaced PNG", H.png(width: 9, height: 9, interlaced: true) { _, _ in .white },
             ImageHeader(format: .png, width: 9, height: 9)),
            ("PNG bomb", H.pngBomb(width: 65_500, height: 65_500),
             ImageHeader(format: .png, width: 65_500, height: 65_500)),
            ("PNG whose first chunk is not IHDR", ImageHeader.pngSignature + H.chunk("tEXt", Array(repeating: 65, count: 20)), nil),
            ("PNG cut in IHDR", Array(H.png(width: 3, height: 2) { _, _ in .white }.prefix(23)), nil),
            ("none of them", Array("BM6 and more, a bitmap".utf8), nil),
            ("nothing", [], nil),
        ]
        for (name, bytes, expected) in cases {
            #expect(header(bytes) == expected, "\(name)")
        }
    }

    @Test func everyCutOfARealFileIsNilOrTheTrueHeader() throws {
        let directory = try RasterTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for jpeg in [true, false] {
            let bytes = [UInt8](try #require(FileManager.default.contents(atPath: try RasterTestSupport.writeQuadrantImage(in: directory, jpeg: jpeg))))
            let whole = try #require(header(bytes))
            #expect(whole.width == 80 && whole.height == 40)
            for length in 0..<bytes.count {
                let cut = header(Array(bytes.prefix(length)))
                #expect(cut == nil || cut == whole, "\(length) of \(bytes.count) bytes")
            }
        }
    }

    @Test func garbageNeverReadsOutOfBounds() {
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_SEED", environment: ProcessInfo.processInfo.environment)
        print("garbageNeverReadsOutOfBounds seed \(seed) (replay with FOLIO_SEED=\(seed))")
        var random = SeededGenerator(seed: seed)
        let seeds = [start + jfif + segment(0xC0, frame(width: 300, height: 200)) + scan, start + exif + scan,
                     H.png(width: 4, height: 4) { _, _ in .white }]
        for round in 0..<5_000 {
            var bytes = seeds[round % seeds.count]
            bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1))))
            for _ in 0..<Int(random.next() % 4) where bytes.count > 3 {
                bytes[3 + Int(random.next() % UInt64(bytes.count - 3))] = UInt8(truncatingIfNeeded: random.next())
            }
            if round % 5 == 0 { bytes += (0..<Int(random.next() % 40)).map { _ in UInt8(truncatingIfNeeded: random.next()) } }
            // Reaching here without a trap is the test; a header it finds must have a sane size.
            if let found = header(bytes) {
                #expect(found.width >= 0 && found.height >= 0 && found.width <= Int(UInt32.max), "seed \(seed) round \(round)")
            }
            _ = bytes.withUnsafeBytes { SDLImageDecoder.jpegIsComplete($0) || SDLImageDecoder.pngIsComplete($0) }
        }
    }
}
