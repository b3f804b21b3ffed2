import FolioCore
@testable import FolioPhotos
import FolioSDL
import Foundation
import Testing

@Suite("Photo header reader")
struct PhotoHeaderReaderTests {
    typealias Files = PhotoTestFiles
    let folder: ScanScratchFolder
    let decoder = SDLImageDecoder()

    init() throws {
        folder = try ScanScratchFolder()
    }

    /// The outcome of reading `bytes` written as `name`.
    private func read(_ bytes: [UInt8], as name: String) throws -> PhotoHeaderReader.Outcome {
        let path = try folder.write(bytes, as: name)
        var status = stat()
        try #require(stat(path, &status) == 0)
        return PhotoHeaderReader.read(path: path, stamp: IndexedFileStamp(status), decoder: decoder)
    }

    private func record(_ outcome: PhotoHeaderReader.Outcome) -> PhotoRecord? {
        if case .photo(let record) = outcome { record } else { nil }
    }

    @Test("The generated JPEG, PNG and WebP are real images: FolioSDL decodes them to their size")
    func generatedFilesDecode() throws {
        for (bytes, name) in [(Files.jpeg(width: 40, height: 30), "a.jpg"), (Files.png(width: 40, height: 30, exif: Files.cameraTIFF()), "b.png"),
                              (Files.webp(width: 40, height: 30, exif: Files.cameraTIFF()), "c.webp")] {
            let path = try folder.write(bytes, as: name)
            let image = try decoder.decode(atPath: path, maxPixelSize: nil)
            #expect(image.pixelWidth == 40 && image.pixelHeight == 30, "\(name)")
        }
    }

    @Test("A JPEG named .txt is a photo with its size, orientation, date and camera")
    func jpegByBytes() throws {
        let exif = Files.cameraTIFF(orientation: 6, original: "2018:05:06 07:08:09")
        let path = folder.path + "/holiday.txt"
        let photo = try #require(record(try read(Files.jpeg(width: 64, height: 48, exif: exif), as: "holiday.txt")))
        #expect(photo.path == path && photo.format == .jpeg)
        #expect(photo.pixelWidth == 64 && photo.pixelHeight == 48 && photo.orientation == 6 && photo.uprightWidth == 48)
        #expect(photo.dateTaken == 1_525_590_489)
        #expect(photo.camera == "Canon EOS 5D")
        #expect(photo.byteCount == Int64(Files.jpeg(width: 64, height: 48, exif: exif).count))
    }

    @Test("A .jpg holding text, or bytes of no image format, is not a photo")
    func textIsNoPhoto() throws {
        #expect(try read(Array("just some notes\n".utf8), as: "notes.jpg") == .notAPhoto)
        #expect(try read([0x42, 0x4D, 0, 0, 0, 0, 0, 0], as: "bitmap.bmp") == .notAPhoto)
    }

    @Test("A WebP whose EXIF chunk follows the image data has its date, camera and orientation")
    func webpExifAtEnd() throws {
        let exif = Files.cameraTIFF(make: "FUJIFILM", model: "X-T3", orientation: 8, original: "2020:01:02 03:04:05", littleEndian: true)
        let photo = try #require(record(try read(Files.webp(width: 30, height: 20, exif: exif), as: "side.webp")))
        #expect(photo.format == .webp && photo.pixelWidth == 30 && photo.pixelHeight == 20 && photo.orientation == 8)
        #expect(photo.dateTaken == ExifDateTime.seconds(from: "2020:01:02 03:04:05") && photo.camera == "FUJIFILM X-T3")
    }

    @Test("A PNG's eXIf chunk gives its date and camera; it is shown as stored, orientation 1")
    func png() throws {
        let exif = Files.cameraTIFF(orientation: 6, original: "2017:11:12 13:14:15")
        let photo = try #require(record(try read(Files.png(width: 7, height: 5, exif: exif), as: "scan.png")))
        #expect(photo.format == .png && photo.pixelWidth == 7 && photo.pixelHeight == 5 && photo.orientation == 1)
        #expect(photo.dateTaken == ExifDateTime.seconds(from: "2017:11:12 13:14:15") && photo.camera == "Canon EOS 5D")
        let plain = try #require(record(try read(Files.png(width: 7, height: 5), as: "plain.png")))
        #expect(plain.dateTaken == nil && plain.camera == nil)
    }

    @Test("A GIF is a photo without EXIF")
    func gif() throws {
        let photo = try #require(record(try read(Files.gif, as: "dot.gif")))
        #expect(photo.format == .gif && photo.pixelWidth == 1 && photo.pixelHeight == 1 && photo.dateTaken == nil)
    }

    @Test("Empty, cut and lying files are skipped with a reason")
    func skipped() throws {
        #expect(try read([], as: "empty.jpg") == .skipped(reason: "empty file"))
        let jpeg = Files.jpeg(width: 64, height: 48, exif: Files.cameraTIFF(original: "2018:05:06 07:08:09"))
        #expect(try read(Array(jpeg.prefix(60)), as: "cut.jpg") == .skipped(reason: "JPEG header is cut or damaged"))
        let png = Files.png(width: 7, height: 5)
        #expect(try read(Array(png.prefix(20)), as: "cut.png") == .skipped(reason: "PNG header is cut or damaged"))
        // IHDR claiming 100000 × 100000.
        var lying = png
        lying.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])
        guard case .skipped(let reason) = try read(lying, as: "huge.png") else { Issue.record("a lying PNG was read"); return }
        #expect(reason.contains("too large"))
    }

    @Test("A JPEG whose EXIF is broken but whose frame header is sound is a photo without a date")
    func brokenExif() throws {
        let broken = Array("MM".utf8) + [0, 42, 0xFF, 0xFF, 0xFF, 0xF0] + [UInt8](repeating: 0xEE, count: 40)
        let photo = try #require(record(try read(Files.jpeg(width: 16, height: 8, exif: broken), as: "broken.jpg")))
        #expect(photo.pixelWidth == 16 && photo.orientation == 1 && photo.dateTaken == nil && photo.camera == nil)
    }

    @Test("A file gone before its read is gone, not skipped")
    func gone() {
        let outcome = PhotoHeaderReader.read(path: folder.path + "/never.jpg", stamp: IndexedFileStamp(byteCount: 10, modificationTime: 0), decoder: decoder)
        #expect(outcome == .gone)
    }
}
