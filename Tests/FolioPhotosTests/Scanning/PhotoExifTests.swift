@testable import FolioPhotos
import TestSupport
import Testing

@Suite("Photo EXIF through libexif")
struct PhotoExifTests {
    typealias Files = PhotoTestFiles

    @Test("DateTimeOriginal wins over DateTimeDigitized and DateTime, in either byte order", arguments: [false, true])
    func original(littleEndian: Bool) {
        let block = Files.cameraTIFF(original: "2019:07:01 12:00:00", digitized: "2019:07:02 12:00:00", dateTime: "2019:07:03 12:00:00",
                                     littleEndian: littleEndian)
        let exif = PhotoExif.read(block)
        #expect(exif.dateTaken == ExifDateTime.seconds(from: "2019:07:01 12:00:00"))
        #expect(exif.camera == "Canon EOS 5D")
    }

    @Test("Without a valid DateTimeOriginal, DateTimeDigitized; without either, DateTime")
    func fallbacks() {
        let digitized = PhotoExif.read(Files.cameraTIFF(original: "0000:00:00 00:00:00", digitized: "2019:07:02 12:00:00", dateTime: "2019:07:03 12:00:00"))
        #expect(digitized.dateTaken == ExifDateTime.seconds(from: "2019:07:02 12:00:00"))
        let dateTime = PhotoExif.read(Files.cameraTIFF(dateTime: "2019:07:03 12:00:00"))
        #expect(dateTime.dateTaken == ExifDateTime.seconds(from: "2019:07:03 12:00:00"))
        #expect(PhotoExif.read(Files.cameraTIFF()).dateTaken == nil)
    }

    @Test("A block behind JPEG's \"Exif\\0\\0\" header reads as a bare one")
    func exifHeader() {
        let block = Files.cameraTIFF(original: "2019:07:01 12:00:00")
        #expect(PhotoExif.read(Array("Exif".utf8) + [0, 0] + block) == PhotoExif.read(block))
        #expect(PhotoExif.read(block).dateTaken != nil)
    }

    @Test("The camera is \"Make Model\", the make left out when the model starts with it, trimmed, NULs and controls taken out")
    func camera() {
        #expect(PhotoExif.camera(make: "Canon", model: "Canon EOS 5D") == "Canon EOS 5D")
        #expect(PhotoExif.camera(make: "FUJIFILM", model: "X-T3") == "FUJIFILM X-T3")
        #expect(PhotoExif.camera(make: "samsung", model: "SAMSUNG SM-G960F") == "SAMSUNG SM-G960F")
        #expect(PhotoExif.camera(make: nil, model: "X-T3") == "X-T3")
        #expect(PhotoExif.camera(make: "Apple", model: nil) == "Apple")
        #expect(PhotoExif.camera(make: nil, model: nil) == nil)
        let padded = Files.tiff(primary: [
            (0x010F, .raw(Array("  Apple".utf8) + [0, 0, 0x20, 0])), (0x0110, .raw(Array("iPhone\u{1}".utf8) + [0] + Array(" 12 ".utf8) + [0])),
        ])
        #expect(PhotoExif.read(padded).camera == "Apple iPhone 12")
        let blank = Files.tiff(primary: [(0x010F, .raw([0, 0, 0, 0, 0, 0])), (0x0110, .ascii("   "))])
        #expect(PhotoExif.read(blank).camera == nil)
    }

    @Test("Empty, cut and garbled blocks give what could be read or nothing, never a crash")
    func hostile() {
        #expect(PhotoExif.read([]) == PhotoExif())
        #expect(PhotoExif.read(Array("not exif at all".utf8)) == PhotoExif())
        let block = Files.cameraTIFF(orientation: 6, original: "2019:07:01 12:00:00", digitized: "2019:07:02 12:00:00")
        for length in stride(from: 0, to: block.count, by: 3) { _ = PhotoExif.read(Array(block.prefix(length))) }
        var generator = SeededGenerator(seed: 22)
        for _ in 0..<500 {
            var garbled = block
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                garbled[Int.random(in: 0..<garbled.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            let camera = PhotoExif.read(garbled).camera
            #expect(camera.map { $0.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } } ?? true, "\(camera ?? "")")
        }
    }
}
