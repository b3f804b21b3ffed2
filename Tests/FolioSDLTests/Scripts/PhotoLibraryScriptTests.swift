import FolioCore
import Foundation
import Testing
@testable import FolioSDL

/// `scripts/make-photo-library.py`, the generator of the photo libraries tests and the benchmark
/// browse: run with Debian's python3 and python3-pil (which `make test` installs), at the small
/// size, its photos are what its manifest says, upright as their EXIF orientation says, its
/// copies differ from their sources only in the date's bytes, and a library made once is kept.
@Suite("Photo library script", .serialized)
struct PhotoLibraryScriptTests {
    /// One manifest row.
    struct Entry {
        let path: String
        let format: String
        let width: Int
        let height: Int
        let orientation: Int
        let date: String?
        let copyOf: String?
    }

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/make-photo-library.py").path

    /// Runs the script with `arguments`: its status and what it printed.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func manifest(in folder: String) throws -> [Entry] {
        let text = try String(contentsOfFile: folder + "/manifest.tsv", encoding: .utf8)
        return text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Entry(path: fields[0], format: fields[1], width: Int(fields[2]) ?? 0, height: Int(fields[3]) ?? 0,
                         orientation: Int(fields[4]) ?? 0, date: fields[5] == "-" ? nil : fields[5],
                         copyOf: fields[6] == "-" ? nil : fields[6])
        }
    }

    /// What the first bytes say the file is.
    static func format(of data: Data) -> String? {
        let bytes = [UInt8](data.prefix(12))
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpg" }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "png" }
        if bytes.count == 12, bytes[0..<4] == [0x52, 0x49, 0x46, 0x46], bytes[8..<12] == [0x57, 0x45, 0x42, 0x50] { return "webp" }
        return nil
    }

    @Test("The library holds what its manifest lists, upright as EXIF says, its copies redated in place, and is made once")
    func smallLibrary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-library-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let made = try Self.run(["--count", "48", "--unique", "24", "--size", "small", folder])
        try #require(made.status == 0, "\(made.output)")

        let entries = try Self.manifest(in: folder)
        #expect(entries.count == 48)
        let decoder = SDLImageDecoder()
        var bytes: [String: Data] = [:]
        for entry in entries {
            let path = folder + "/" + entry.path
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            bytes[entry.path] = data
            #expect(Self.format(of: data) == entry.format, "\(entry.path)")
            #expect(entry.path.hasSuffix("." + entry.format))
            let turned = entry.orientation >= 5
            let upright = Size(width: Double(turned ? entry.height : entry.width), height: Double(turned ? entry.width : entry.height))
            #expect(decoder.pixelSize(ofImageAtPath: path) == upright, "\(entry.path), orientation \(entry.orientation)")
        }
        let uniques = entries.filter { $0.copyOf == nil }
        #expect(uniques.count == 24)
        #expect(uniques.contains { $0.format == "jpg" && $0.orientation == 6 } && uniques.contains { $0.format == "jpg" && $0.orientation == 8 })
        #expect(uniques.contains { $0.format == "webp" && $0.orientation >= 5 }, "a WebP stored on its side")
        #expect(uniques.contains { $0.format == "png" } && uniques.contains { $0.format == "webp" })
        #expect(uniques.contains { $0.format == "jpg" && $0.date == nil }, "a photo without a date")
        #expect(Set(entries.compactMap(\.date)).count == entries.filter { $0.date != nil }.count, "dates all differ")

        for copy in entries where copy.copyOf != nil {
            let source = try #require(entries.first { $0.path == copy.copyOf })
            let copied = try #require(bytes[copy.path]), original = try #require(bytes[source.path])
            #expect(copied.count == original.count, "\(copy.path): not re-encoded")
            let differing = zip(copied, original).filter { $0 != $1 }.count
            if let date = source.date, let newDate = copy.date {
                #expect(date != newDate)
                #expect(differing > 0 && differing <= 19 * 2, "\(copy.path): \(differing) bytes differ")
                #expect(copied.range(of: Data(newDate.utf8)) != nil, "the new date is in the bytes")
            } else {
                #expect(differing == 0 && copy.date == nil, "a copy of a photo without a date is that photo")
            }
            #expect(copy.format != "png", "PNGs are not copied")
        }

        // Made once: the same arguments keep it; others are refused, and it is left as it was.
        let manifestDate = try FileManager.default.attributesOfItem(atPath: folder + "/manifest.tsv")[.modificationDate] as? Date
        let again = try Self.run(["--count", "48", "--unique", "24", "--size", "small", folder])
        #expect(again.status == 0 && again.output.contains("already made"), "\(again.output)")
        let other = try Self.run(["--count", "49", "--unique", "24", "--size", "small", folder])
        #expect(other.status == 1 && other.output.contains("another library"), "\(other.output)")
        #expect(try FileManager.default.attributesOfItem(atPath: folder + "/manifest.tsv")[.modificationDate] as? Date == manifestDate)
        #expect(try Self.manifest(in: folder).count == 48)
    }
}
