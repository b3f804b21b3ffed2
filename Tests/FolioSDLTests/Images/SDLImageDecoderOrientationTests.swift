import CSDL2
import FolioCore
import Foundation
import Testing
@testable import FolioSDL

/// A JPEG's EXIF orientation turns the decoded image upright, from a file or from memory, at its
/// own size or reduced to cover an upright frame; its pixel size is the upright one; a damaged
/// EXIF block leaves the image as stored.
@Suite("Image decoding with EXIF orientation", .serialized)
final class SDLImageDecoderOrientationTests {
    let decoder = SDLImageDecoder()
    let scratch: RasterScratchFolder
    typealias H = HostileImageFiles
    typealias T = RasterTestSupport

    init() throws {
        precondition(RasterTestSupport.started)
        scratch = try RasterScratchFolder()
    }

    /// Where each stored quadrant (red top left, green top right, blue bottom left, yellow
    /// bottom right) is seen once turned upright, as top left, top right, bottom left, bottom
    /// right, by EXIF's words for each value: 2 mirrors left to right, 3 turns half round, 4
    /// mirrors top to bottom; 5 to 8 put the stored first row down the left (5, 8) or right
    /// (6, 7) side and the stored first column along the top (5, 6) or bottom (7, 8).
    static let upright: [Int: [Color]] = [
        1: [T.red, T.green, T.blue, T.yellow],
        2: [T.green, T.red, T.yellow, T.blue],
        3: [T.yellow, T.blue, T.green, T.red],
        4: [T.blue, T.yellow, T.red, T.green],
        5: [T.red, T.blue, T.green, T.yellow],
        6: [T.blue, T.red, T.yellow, T.green],
        7: [T.yellow, T.green, T.blue, T.red],
        8: [T.green, T.yellow, T.red, T.blue],
    ]

    /// The colours at the centres of `bitmap`'s quadrants: top left, top right, bottom left,
    /// bottom right.
    private func quadrantColours(_ bitmap: SDLSurfaceBitmap) -> [Color] {
        let (w, h) = (bitmap.pixelWidth, bitmap.pixelHeight)
        return [(w / 4, h / 4), (3 * w / 4, h / 4), (w / 4, 3 * h / 4), (3 * w / 4, 3 * h / 4)].map { bitmap.color(atX: $0.0, y: $0.1) }
    }

    private func expectQuadrants(_ bitmap: SDLSurfaceBitmap, orientation: Int, _ context: String) {
        let found = quadrantColours(bitmap)
        let expected = Self.upright[orientation]!
        for index in 0..<4 {
            #expect(T.close(found[index], expected[index], tolerance: 24), "orientation \(orientation) quadrant \(index), \(context): \(found[index])")
        }
    }

    @Test("All eight orientations land each quadrant where EXIF says, from a file and from memory, little- and big-endian")
    func allEightOnPixels() throws {
        let plain = try H.quadrantJPEG(width: 64, height: 32)
        for orientation in 1...8 {
            let jpeg = H.jpeg(plain, inserting: H.exifSegment(H.tiff(orientation: UInt16(orientation), littleEndian: orientation % 2 == 0)))
            let path = try scratch.write(jpeg, as: "orientation-\(orientation).jpg")
            let fromFile = try decoder.decode(atPath: path, maxPixelSize: nil)
            let sideways = orientation >= 5
            #expect(fromFile.pixelWidth == (sideways ? 32 : 64) && fromFile.pixelHeight == (sideways ? 64 : 32), "orientation \(orientation)")
            expectQuadrants(fromFile, orientation: orientation, "file")
            let fromMemory = try decoder.decode(data: Data(jpeg), name: "memory", maxPixelSize: nil) { false }
            #expect(T.hash(fromMemory) == T.hash(fromFile), "orientation \(orientation)")
            #expect(decoder.pixelSize(ofImageAtPath: path) == Size(width: sideways ? 32 : 64, height: sideways ? 64 : 32))
            #expect(decoder.pixelSize(ofImageData: Data(jpeg)) == decoder.pixelSize(ofImageAtPath: path))
        }
    }

    @Test("A sideways photo is reduced to cover the upright frame, and turned while it is reduced")
    func reducedToTheUprightCover() throws {
        // Stored 800×600, orientation 6: upright 600×800, shown in a 150×200 frame.
        let plain = try H.quadrantJPEG(width: 800, height: 600)
        for orientation in 1...8 {
            let jpeg = H.jpeg(plain, inserting: H.exifSegment(H.tiff(orientation: UInt16(orientation))))
            let path = try scratch.write(jpeg, as: "large-\(orientation).jpg")
            let sideways = orientation >= 5
            let frame = sideways ? Size(width: 150, height: 200) : Size(width: 200, height: 150)
            let image = try decoder.decode(atPath: path, maxPixelSize: frame)
            #expect(Double(image.pixelWidth) == frame.width && Double(image.pixelHeight) == frame.height, "orientation \(orientation)")
            expectQuadrants(image, orientation: orientation, "reduced")
            // A frame of the stored shape for a sideways photo: covered upright, so 200 wide
            // means 267 tall (600×800 scaled by 1/3).
            if orientation == 6 {
                let wide = try decoder.decode(atPath: path, maxPixelSize: Size(width: 200, height: 150))
                #expect(wide.pixelWidth == 200 && wide.pixelHeight == 267)
            }
        }
    }

    @Test("The pixel size of a sideways photo is the upright one; an upright or damaged EXIF leaves the stored size")
    func pixelSizes() throws {
        let plain = try H.quadrantJPEG(width: 40, height: 30)
        let six = H.jpeg(plain, inserting: H.exifSegment(H.tiff(orientation: 6)))
        #expect(decoder.pixelSize(ofImageData: Data(six)) == Size(width: 30, height: 40))
        #expect(decoder.pixelSize(ofImageData: Data(plain)) == Size(width: 40, height: 30))
        let damaged = H.jpeg(plain, inserting: H.exifSegment(Array(H.tiff(orientation: 6).prefix(20))))
        #expect(decoder.pixelSize(ofImageData: Data(damaged)) == Size(width: 40, height: 30))
        #expect(decoder.pixelSize(ofImageData: Data("not an image".utf8)) == nil)
        #expect(decoder.pixelSize(ofImageData: Data(H.jpeg(plain, claiming: 40_000, height: 30))) == nil)
        // Only the first EXIF segment counts.
        let twice = H.jpeg(six, inserting: H.exifSegment(H.tiff(orientation: 3)))
        #expect(decoder.pixelSize(ofImageData: Data(twice)) == Size(width: 40, height: 30))
    }

    @Test("Hostile EXIF blocks in a JPEG decode it as stored, never past the segment's length")
    func hostileExifInAJPEG() throws {
        let plain = try H.quadrantJPEG(width: 64, height: 32)
        let tiff = H.tiff(orientation: 6)
        var huge = tiff
        huge[8] = 0xFF
        huge[9] = 0xFF
        let segments: [(name: String, segment: [UInt8])] = [
            ("cut block", H.exifSegment(Array(tiff.prefix(25)))),
            ("offset past the end", H.exifSegment(H.tiff(entries: [(0x0112, 3, 1, 6)], ifdOffset: 0x7FFF_FFF0))),
            ("looping link", H.exifSegment(H.tiff(entries: [(0x010F, 2, 4, 0)], nextIFD: 8))),
            ("huge entry count without the tag", H.exifSegment(Array(huge.prefix(22)) + [0, 0, 0, 0])),
            ("value 200", H.exifSegment(H.tiff(orientation: 200))),
            // The segment's length stops before the orientation entry that follows it in the
            // file: the entry belongs to what comes next (here, junk before the frame).
            ("length shorter than the block", H.exifSegment(tiff, claimedLength: 2 + 6 + 22)),
        ]
        for (name, segment) in segments {
            let jpeg = H.jpeg(plain, inserting: segment)
            let image = try decoder.decode(data: Data(jpeg), name: name, maxPixelSize: nil) { false }
            #expect(image.pixelWidth == 64 && image.pixelHeight == 32, "\(name)")
            expectQuadrants(image, orientation: 1, name)
        }
    }
}
