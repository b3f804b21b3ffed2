import CSDL2
import FolioCore
import Foundation
import FolioSDL

/// A temporary folder holding a thumbnail root and photos made for one test, removed when the
/// test's suite instance goes; and the photos: JPEGs of two coloured halves, with or without an
/// EXIF orientation.
final class ThumbnailTestFiles {
    /// The folder everything lives in.
    let folder: String
    /// The thumbnail root the tests' stores use, in place of `~/.cache/thumbnails`.
    let root: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-thumbnails-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/photos", withIntermediateDirectories: true)
        root = folder + "/cache/thumbnails"
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A test file that could not be made.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)

    /// Whether `color` is `expected` within JPEG's loss: each channel within 8.
    static func isNear(_ color: Color, _ expected: Color) -> Bool {
        [(color.red, expected.red), (color.green, expected.green), (color.blue, expected.blue), (color.alpha, expected.alpha)]
            .allSatisfy { abs(Int($0.0) - Int($0.1)) <= 8 }
    }

    /// Writes a `width`×`height` JPEG named `name` in the photos folder, its left half red and its
    /// right half blue as stored, carrying EXIF `orientation` when given; returns its path.
    func jpeg(_ name: String, width: Int, height: Int, orientation: UInt16? = nil) throws -> String {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw Failure(description: "no surface of \(width)×\(height)")
        }
        defer { SDL_FreeSurface(surface) }
        for y in 0..<height {
            let row = (surface.pointee.pixels! + y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] = x < width / 2 ? 0xFFFF_0000 : 0xFF00_00FF }
        }
        let path = folder + "/photos/" + name
        guard IMG_SaveJPG(surface, path, 95) == 0 else { throw Failure(description: "saving \(path): \(String(cString: SDL_GetError()))") }
        if let orientation {
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            bytes.insert(contentsOf: Self.exifSegment(orientation: orientation), at: 2)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        return path
    }

    /// Writes `bytes` as `name` in the photos folder; returns its path.
    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = folder + "/photos/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Sets the modification time of the file at `path` to `seconds` since 1970.
    static func setModificationTime(_ seconds: Int, ofPath path: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: TimeInterval(seconds))], ofItemAtPath: path)
    }

    /// Every file under the thumbnail root, as paths relative to it, sorted.
    func filesUnderRoot() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return walker.compactMap { entry -> String? in
            guard let entry = entry as? String else { return nil }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + entry, isDirectory: &isFolder)
            return isFolder.boolValue ? nil : entry
        }.sorted()
    }

    /// The permission bits of the file or folder at `path`.
    static func mode(ofPath path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    /// A JPEG APP1 segment holding a big-endian EXIF block whose one IFD entry is the
    /// orientation.
    static func exifSegment(orientation: UInt16) -> [UInt8] {
        let tiff: [UInt8] = Array("MM".utf8) + [0, 42, 0, 0, 0, 8] + [0, 1]
            + [0x01, 0x12, 0, 3, 0, 0, 0, 1, UInt8(orientation >> 8), UInt8(orientation & 0xFF), 0, 0] + [0, 0, 0, 0]
        let body = Array("Exif".utf8) + [0, 0] + tiff
        let length = body.count + 2
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }
}
