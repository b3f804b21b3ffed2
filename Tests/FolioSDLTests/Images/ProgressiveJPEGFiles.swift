import CSDL2
import FolioCore
import Foundation
@testable import FolioSDL

/// Progressive and baseline JPEGs made by ImageMagick (`-interlace JPEG` writes libjpeg's own
/// progression: a DC scan, then spectral bands and refinements, ten scans for colour), and where
/// their scans lie, read independently of the decoder's walk.
enum ProgressiveJPEGFiles {
    typealias T = RasterTestSupport

    /// ImageMagick's converter, which the tests' packages install.
    static let convert = "/usr/bin/convert"

    /// A picture whose later scans matter: a gradient in red and green under a checkerboard of
    /// 4-pixel squares in blue (detail within each 8×8 block, which the first scans lack).
    static func picture(width: Int, height: Int) -> [UInt8] {
        HostileImageFiles.png(width: width, height: height) { x, y in
            Color(
                red: UInt8(x * 255 / max(1, width - 1)), green: UInt8(y * 255 / max(1, height - 1)),
                blue: (x / 4 + y / 4) % 2 == 0 ? 220 : 30)
        }
    }

    /// The image file `source` (any format ImageMagick reads) as a JPEG of `quality`,
    /// progressive or baseline, resized to `resize` (ImageMagick's geometry) when given.
    static func jpeg(fromFile source: String, progressive: Bool, quality: Int = 90, resize: String? = nil) throws -> [UInt8] {
        let folder = try T.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/out.jpg"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: convert)
        process.arguments = [source] + (resize.map { ["-resize", $0] } ?? [])
            + ["-quality", String(quality), "-interlace", progressive ? "JPEG" : "None", output]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw RasterTestFailure("convert failed on \(source)") }
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
    }

    /// `png` (a whole PNG file) as a JPEG, as `jpeg(fromFile:…)` makes it.
    static func jpeg(fromPNG png: [UInt8], progressive: Bool, quality: Int = 90) throws -> [UInt8] {
        let folder = try T.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = folder + "/in.png"
        guard FileManager.default.createFile(atPath: source, contents: Data(png)) else { throw RasterTestFailure("writing \(source)") }
        return try jpeg(fromFile: source, progressive: progressive, quality: quality)
    }

    /// Where each scan of `jpeg` lies: the offset of its SOS marker, and the offset of the marker
    /// that ends its data (the next DHT, SOS or the EOI). Walks the well-formed files ImageMagick
    /// writes: segments by their lengths, scan data to the first FF not stuffed (00) nor a
    /// restart (D0 to D7).
    static func scans(of jpeg: [UInt8]) -> [(start: Int, dataEnd: Int)] {
        var scans: [(start: Int, dataEnd: Int)] = []
        var index = 2
        while index + 4 <= jpeg.count, jpeg[index] == 0xFF, jpeg[index + 1] != 0xD9 {
            let length = Int(jpeg[index + 2]) << 8 | Int(jpeg[index + 3])
            guard jpeg[index + 1] == 0xDA else {
                index += 2 + length
                continue
            }
            var end = index + 2 + length
            while end + 1 < jpeg.count, !(jpeg[end] == 0xFF && jpeg[end + 1] != 0 && !(0xD0...0xD7).contains(jpeg[end + 1])) {
                end += 1
            }
            scans.append((index, end))
            index = end
        }
        return scans
    }

    /// The mean difference per channel (red, green, blue) between two bitmaps of one size.
    static func meanDifference(_ a: SDLSurfaceBitmap, _ b: SDLSurfaceBitmap) -> Double {
        precondition(a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight)
        var total = 0
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth {
                let (p, q) = (a.color(atX: x, y: y), b.color(atX: x, y: y))
                total += abs(Int(p.red) - Int(q.red)) + abs(Int(p.green) - Int(q.green)) + abs(Int(p.blue) - Int(q.blue))
            }
        }
        return Double(total) / Double(3 * a.pixelWidth * a.pixelHeight)
    }
}
