import CSDL2
import FolioCore
import Foundation
import Testing
@testable import FolioSDL

@Suite("Raster truncated images", .serialized)
final class RasterTruncatedImageTests {
    let decoder = SDLImageDecoder()
    let scratch: RasterScratchFolder

    typealias T = RasterTestSupport

    init() throws {
        precondition(RasterTestSupport.started)
        scratch = try RasterScratchFolder()
    }

    /// The bytes of the file at `path`.
    private func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try #require(FileManager.default.contents(atPath: path)))
    }

    // MARK: Through the decoder

    @Test func cutOffPhotoIsRefusedInsteadOfDecodingGrey() throws {
        // The reported case: libjpeg only warned and the page showed a flat grey photo.
        let photo = T.photosDirectory + "/colourful-cups.jpg"
        let whole = try decoder.decode(atPath: photo, maxPixelSize: nil)
        #expect(whole.pixelWidth == 1600 && whole.pixelHeight == 1000)
        let cut = try scratch.write(Array(try bytes(photo).prefix(5_000)), as: "cups.jpg")
        #expect(decoder.failureReason(decoding: cut) == "file is truncated")
        #expect(throws: ImageDecodingError(path: cut, reason: "file is truncated")) {
            try (self.decoder as any ImageDecoder).decodeImage(atPath: cut, maxPixelSize: Size(width: 100, height: 100))
        }
    }

    @Test(arguments: [false, true])
    func cutOffGeneratedImageIsRefusedWhereverItEnds(jpeg: Bool) throws {
        let original = try T.writeQuadrantImage(in: scratch.path, jpeg: jpeg)
        let whole = try bytes(original)
        let image = try decoder.decode(atPath: original, maxPixelSize: nil)
        #expect(image.pixelWidth == 80 && image.pixelHeight == 40)
        // Every cut, in memory (cheap), then a few on disk through the whole decoder: in the
        // headers, mid-way through the pixels, and just short of the end marker or chunk.
        let signature = jpeg ? 3 : 8
        let passed = (signature..<whole.count).filter { length in
            whole.prefix(length).withUnsafeBytes { jpeg ? SDLImageDecoder.jpegIsComplete($0) : SDLImageDecoder.pngIsComplete($0) }
        }
        #expect(passed.isEmpty, "cuts taken as complete, of \(whole.count) bytes: \(passed.prefix(10))")
        for length in [signature + 12, whole.count / 2, whole.count - 1] {
            let path = try scratch.write(Array(whole.prefix(length)), as: "cut-\(length).\(jpeg ? "jpg" : "png")")
            #expect(decoder.failureReason(decoding: path) == "file is truncated", "\(length) of \(whole.count) bytes")
        }
        #expect(decoder.failureReason(decoding: try scratch.write(Array(whole.prefix(signature - 1)), as: jpeg ? "stub.jpg" : "stub.png")) == "not a JPEG, PNG, WebP or GIF image")
    }

    @Test func pngCutInsideAnAncillaryChunkIsRefused() throws {
        // SDL_image ignores short reads, so libpng looped forever on such a file: this must be
        // refused before it reaches libpng.
        let whole = T.withTextChunk(try bytes(try T.writeQuadrantImage(in: scratch.path)), text: "Comment\u{0}" + String(repeating: "folio ", count: 20))
        let path = try scratch.write(whole, as: "commented.png")
        let image = try decoder.decode(atPath: path, maxPixelSize: nil)
        #expect(image.pixelWidth == 80 && image.pixelHeight == 40)
        #expect(image.color(atX: 20, y: 10) == T.red)
        // Inside the tEXt chunk, which follows the 33 bytes of signature and IHDR.
        let cut = try scratch.write(Array(whole.prefix(33 + 8 + 40)), as: "commented-cut.png")
        #expect(decoder.failureReason(decoding: cut) == "file is truncated")
    }

    @Test func dataAfterTheEndIsAllowed() throws {
        let jpeg = try bytes(try T.writeQuadrantImage(in: scratch.path, jpeg: true))
        let png = try bytes(try T.writeQuadrantImage(in: scratch.path))
        // Padding, a phone's trailer (which holds no FF D9) and a motion photo's appended video.
        let trailers: [[UInt8]] = [[0, 0, 0, 0x0A], Array("SEFH\u{0}\u{1}SEFT".utf8), [0xFF, 0xD8] + Array("ftypmp42".utf8)]
        for (index, trailer) in trailers.enumerated() {
            for (whole, name) in [(jpeg, "jpg"), (png, "png")] {
                let path = try scratch.write(whole + trailer, as: "trailer-\(index).\(name)")
                let image = try decoder.decode(atPath: path, maxPixelSize: nil)
                #expect(image.pixelWidth == 80 && image.pixelHeight == 40, "\(path)")
            }
        }
    }

    // MARK: The checks themselves

    @Test func everyBundledPhotoPassesTheCheck() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: T.photosDirectory).filter { $0.hasSuffix(".jpg") }
        #expect(names.count >= 10)
        for name in names {
            let complete = try bytes(T.photosDirectory + "/" + name).withUnsafeBytes { SDLImageDecoder.jpegIsComplete($0) }
            #expect(complete, "\(name)")
        }
    }

    private func jpegIsComplete(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { SDLImageDecoder.jpegIsComplete($0) }
    }

    @Test func jpegCheckSkipsSegmentsAndScansEntropyData() {
        let start: [UInt8] = [0xFF, 0xD8]
        // An APP1 segment holding a thumbnail's own SOI and EOI does not end the file.
        let exif: [UInt8] = [0xFF, 0xE1, 0x00, 0x06, 0xFF, 0xD8, 0xFF, 0xD9]
        #expect(!jpegIsComplete(start + exif))
        #expect(jpegIsComplete(start + exif + [0xFF, 0xD9]))
        // Scan data: a stuffed FF 00 and a restart marker are not the end; fill bytes may precede it.
        let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x02, 0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD0, 0x56]
        #expect(!jpegIsComplete(start + scan))
        #expect(!jpegIsComplete(start + scan + [0xFF]))
        #expect(jpegIsComplete(start + scan + [0xFF, 0xD9]))
        #expect(jpegIsComplete(start + scan + [0xFF, 0xFF, 0xD9, 0x00]))
        // A segment whose length runs past the end, or whose length is itself cut.
        #expect(!jpegIsComplete(start + [0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0xFF, 0xD9]))
        #expect(!jpegIsComplete(start + [0xFF, 0xE0, 0x00]))
        #expect(!jpegIsComplete(start))
    }

    @Test func pngCheckWalksChunksToIEND() {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let length = UInt32(data.count)
            return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) } + Array(type.utf8) + data + [0, 0, 0, 0]
        }
        func complete(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBytes { SDLImageDecoder.pngIsComplete($0) } }
        let body = signature + chunk("IHDR", Array(repeating: 1, count: 13)) + chunk("IDAT", [1, 2, 3])
        #expect(complete(body + chunk("IEND", [])))
        #expect(complete(body + chunk("IEND", []) + [7, 7, 7]))
        #expect(!complete(body))
        #expect(!complete(body + Array(chunk("IEND", []).prefix(11))))
        // IEND bytes inside a chunk's data are not the end.
        #expect(!complete(signature + chunk("tEXt", Array("IEND".utf8))))
        // A length that points past the end.
        #expect(!complete(signature + [0xFF, 0xFF, 0xFF, 0xFF] + Array("IDAT".utf8) + [0, 0, 0, 0] + chunk("IEND", [])))
    }
}
