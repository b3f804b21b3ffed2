import FolioCore
import Foundation
import TestSupport
import Testing
@testable import FolioSDL

/// `SDLImageDecoder.summary(ofImageAtPath:)`: a file's format by its bytes, its stored size and
/// the orientation the decoder turns it by, its EXIF block wherever the format keeps it; nil for
/// what is no image; a thrown reason for what starts like an image and lies; and few, small
/// reads whatever the file holds.
@Suite("Image file summary")
struct ImageFileSummaryTests {
    typealias H = HostileImageFiles
    let folder: RasterScratchFolder
    let decoder = SDLImageDecoder()

    init() throws {
        folder = try RasterScratchFolder()
    }

    @Test("A JPEG's summary has its stored size, its EXIF orientation and its APP1 body")
    func jpeg() throws {
        let tiff = H.tiff(orientation: 6)
        let path = try folder.write(H.jpeg(try H.quadrantJPEG(width: 40, height: 30), inserting: H.exifSegment(tiff)), as: "photo.bin")
        let summary = try #require(try decoder.summary(ofImageAtPath: path))
        #expect(summary.format == .jpeg)
        #expect(summary.width == 40 && summary.height == 30)
        #expect(summary.orientation == 6 && summary.uprightWidth == 30 && summary.uprightHeight == 40)
        #expect(summary.exifBlock == ExifOrientation.exifHeader + tiff)
    }

    @Test("A WebP's EXIF chunk after its image data is found, and its orientation applied")
    func webpExifAtTheEnd() throws {
        let tiff = H.tiff(orientation: 8, littleEndian: true)
        let bytes = WebPTestFiles.withEXIF(WebPTestFiles.quadrants(width: 24, height: 16), exif: tiff)
        let exifAt = try #require(Data(bytes).range(of: Data("EXIF".utf8)))
        let imageAt = try #require(Data(bytes).range(of: Data("VP8L".utf8)))
        #expect(exifAt.lowerBound > imageAt.lowerBound, "the EXIF chunk comes after the image data")
        let summary = try #require(try decoder.summary(ofImageAtPath: try folder.write(bytes, as: "photo.webp")))
        #expect(summary.format == .webp && summary.width == 24 && summary.height == 16)
        #expect(summary.orientation == 8 && summary.uprightWidth == 16)
        #expect(summary.exifBlock == tiff)
    }

    @Test("A PNG's eXIf chunk before IDAT is its EXIF block, and it is shown as stored (orientation 1)")
    func pngExif() throws {
        let png = H.png(width: 5, height: 3) { _, _ in Color(red: 1, green: 2, blue: 3) }
        let tiff = H.tiff(orientation: 6)
        // After the signature (8) and IHDR (12 + 13).
        let bytes = Array(png.prefix(33)) + H.chunk("eXIf", tiff) + Array(png.dropFirst(33))
        let summary = try #require(try decoder.summary(ofImageAtPath: try folder.write(bytes, as: "photo.png")))
        #expect(summary.format == .png && summary.width == 5 && summary.height == 3)
        #expect(summary.orientation == 1)
        #expect(summary.exifBlock == tiff)
        let plain = try #require(try decoder.summary(ofImageAtPath: try folder.write(png, as: "plain.png")))
        #expect(plain.exifBlock == nil)
    }

    @Test("Text, an empty file and unknown bytes are no image: nil, not an error")
    func notImages() throws {
        #expect(try decoder.summary(ofImageAtPath: try folder.write(Array("hello, world\n".utf8), as: "a.jpg")) == nil)
        #expect(try decoder.summary(ofImageAtPath: try folder.write([], as: "empty.png")) == nil)
        #expect(try decoder.summary(ofImageAtPath: try folder.write([0xFF, 0xD8], as: "two.jpg")) == nil)
    }

    @Test("A header cut before its size, or claiming too many pixels, is refused with a reason")
    func lies() throws {
        let jpeg = try H.quadrantJPEG(width: 40, height: 30)
        let cut = try folder.write(Array(jpeg.prefix(30)), as: "cut.jpg")
        #expect(throws: ImageDecodingError(path: cut, reason: "JPEG header is cut or damaged")) { try decoder.summary(ofImageAtPath: cut) }
        let huge = try folder.write(H.pngBomb(width: 100_000, height: 100_000), as: "huge.png")
        let error = #expect(throws: ImageDecodingError.self) { try decoder.summary(ofImageAtPath: huge) }
        #expect(error?.reason.contains("too large") == true)
    }

    @Test("A FIFO and a folder are refused at once, never opened for a blocking read")
    func notRegular() throws {
        let fifo = folder.path + "/pipe.jpg"
        try #require(mkfifo(fifo, 0o644) == 0)
        #expect(throws: ImageDecodingError(path: fifo, reason: "not a regular file")) { try decoder.summary(ofImageAtPath: fifo) }
        #expect(throws: ImageDecodingError(path: folder.path, reason: "not a file")) { try decoder.summary(ofImageAtPath: folder.path) }
    }

    @Test("An EXIF block over 64 KiB is not handed out, and the image is still summarised")
    func largeExif() throws {
        let tiff = H.tiff(orientation: 3) + [UInt8](repeating: 0, count: 70_000)
        let bytes = WebPTestFiles.withEXIF(WebPTestFiles.quadrants(width: 8, height: 8), exif: tiff)
        let summary = try #require(try decoder.summary(ofImageAtPath: try folder.write(bytes, as: "big-exif.webp")))
        #expect(summary.orientation == 3 && summary.exifBlock == nil)
    }

    @Test("A header walk over megabytes of junk reads at most its budget of small windows")
    func boundedReads() throws {
        // SOI, an empty APP0, then 8 MiB without a marker: the frame header is never found.
        let path = try folder.write([0xFF, 0xD8, 0xFF, 0xE0, 0, 2] + [UInt8](repeating: 0x11, count: 8 << 20), as: "junk.jpg")
        let file = try RegularFile.open(atPath: path).get()
        let bytes = HeaderFileBytes(file: file)
        #expect(ImageHeader.read(bytes) == nil)
        #expect(bytes.readCount == HeaderFileBytes.maxReadCount)
        #expect(throws: ImageDecodingError.self) { try decoder.summary(ofImageAtPath: path) }
        // A real 12-megapixel-sized header needs a window or two.
        let jpegPath = try folder.write(H.jpeg(try H.quadrantJPEG(width: 64, height: 48), inserting: H.exifSegment(H.tiff(orientation: 6))), as: "small.jpg")
        let small = HeaderFileBytes(file: try RegularFile.open(atPath: jpegPath).get())
        #expect(ImageHeader.read(small)?.orientation == 6)
        #expect(small.readCount == 1)
    }

    @Test("Chunk and segment lengths that lie are claims: an EXIF chunk past the RIFF's end is not handed out, an APP1 past the file's end is a cut header")
    func lyingLengths() throws {
        var webp = WebPTestFiles.withEXIF(WebPTestFiles.quadrants(width: 8, height: 8), exif: H.tiff(orientation: 6))
        let exifAt = try #require(Data(webp).range(of: Data("EXIF".utf8))).lowerBound
        webp.replaceSubrange((exifAt + 4)..<(exifAt + 8), with: [0xF0, 0xFF, 0xFF, 0x7F])
        let summary = try #require(try decoder.summary(ofImageAtPath: try folder.write(webp, as: "lying.webp")))
        #expect(summary.width == 8 && summary.exifBlock == nil)
        let jpeg = H.jpeg(try H.quadrantJPEG(width: 16, height: 16), inserting: H.exifSegment(H.tiff(orientation: 6), claimedLength: 0xFFF0))
        let path = try folder.write(Array(jpeg.prefix(200)), as: "lying.jpg")
        #expect(throws: ImageDecodingError(path: path, reason: "JPEG header is cut or damaged")) { try decoder.summary(ofImageAtPath: path) }
    }

    @Test("Randomly damaged JPEGs, WebPs and PNGs are summarised or refused, never a crash, never an EXIF block over 64 KiB")
    func damagedFiles() throws {
        let sources = [
            H.jpeg(try H.quadrantJPEG(width: 16, height: 12), inserting: H.exifSegment(H.tiff(orientation: 6))),
            WebPTestFiles.withEXIF(WebPTestFiles.quadrants(width: 16, height: 12), exif: H.tiff(orientation: 8)),
            H.png(width: 4, height: 4) { _, _ in Color(red: 9, green: 9, blue: 9) },
        ]
        var generator = SeededGenerator(seed: 7)
        var summarised = 0
        for index in 0..<300 {
            var bytes = sources[index % sources.count]
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                // Mostly in the headers, where the lengths are.
                let at = Int.random(in: 0..<min(bytes.count, 160), using: &generator)
                bytes[at] = UInt8.random(in: 0...255, using: &generator)
            }
            if Bool.random(using: &generator) { bytes.removeLast(Int.random(in: 0..<bytes.count, using: &generator)) }
            let path = try folder.write(bytes, as: "damaged-\(index)")
            if let summary = try? decoder.summary(ofImageAtPath: path) {
                summarised += 1
                #expect((summary.exifBlock?.count ?? 0) <= ExifBlockLocator.maxByteCount)
                #expect((1...8).contains(summary.orientation) && summary.width > 0 && summary.height > 0)
            }
        }
        #expect(summarised > 0, "some damage leaves the headers readable")
    }
}
