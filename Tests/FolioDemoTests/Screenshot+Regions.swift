import Foundation

extension Screenshot {
    /// A picture already on disk at `path`.
    init(path: String) {
        self.path = path
    }

    /// The part of the picture inside the rectangle at (`x`, `y`) of `width` × `height` window
    /// pixels, as a new picture (nil if ImageMagick failed).
    func cropped(x: Int, y: Int, width: Int, height: Int) -> Screenshot? {
        let out = NSTemporaryDirectory() + "folio-crop-\(UUID().uuidString).png"
        guard Self.magick("/usr/bin/convert", [path, "-crop", "\(width)x\(height)+\(x)+\(y)", "+repage", out]).status == 0 else { return nil }
        return Screenshot(path: out)
    }

    /// The picture's mean colour, 0 to 255 a channel (nil if ImageMagick failed).
    var meanColour: (red: Double, green: Double, blue: Double)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        process.arguments = [path, "-resize", "1x1!", "-depth", "8", "-format", "%[fx:int(255*r)] %[fx:int(255*g)] %[fx:int(255*b)]", "info:"]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let channels = String(decoding: data, as: UTF8.self).split(separator: " ").compactMap { Double($0) }
        guard process.terminationStatus == 0, channels.count == 3 else { return nil }
        return (channels[0], channels[1], channels[2])
    }

    /// The share of the picture's pixels, 0 to 1, that are strongly coloured (HSL saturation over
    /// a half): none in grey text on a grey page, many in colour emoji. Nil if ImageMagick failed.
    var saturatedShare: Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        process.arguments = [path, "-colorspace", "HSL", "-channel", "G", "-separate", "+channel", "-threshold", "50%",
                             "-format", "%[fx:mean]", "info:"]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// How unlike `other` the picture looks, from 0 (the same) to 1: ImageMagick's normalised
    /// RMSE between the two shrunk to 32×24 pixels, so that the same photo drawn a pixel to one
    /// side reads as the same, and another photo does not. Nil if ImageMagick failed.
    func difference(from other: Screenshot) -> Double? {
        let small = [self, other].map { NSTemporaryDirectory() + "folio-thumb-\(UUID().uuidString)-\($0.path.hashValue).png" }
        defer { small.forEach { try? FileManager.default.removeItem(atPath: $0) } }
        for (picture, out) in zip([self, other], small) {
            guard Self.magick("/usr/bin/convert", [picture.path, "-resize", "32x24!", out]).status == 0 else { return nil }
        }
        // compare prints "absolute (normalised)" on stderr, and exits with 1 when they differ.
        let report = Self.magick("/usr/bin/compare", ["-metric", "RMSE", small[0], small[1], "null:"]).errors
        guard let open = report.firstIndex(of: "("), let close = report.firstIndex(of: ")") else { return nil }
        return Double(report[report.index(after: open)..<close])
    }

    private static func magick(_ tool: String, _ arguments: [String]) -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
