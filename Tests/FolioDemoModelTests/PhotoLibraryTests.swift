import FolioCore
import Foundation
import Testing

@testable import FolioDemo

/// The photo list names files inside its folder only: each row that would reach outside is
/// refused with its reason, and the others are kept.
@Suite("Photo library")
struct PhotoLibraryTests {
    /// A photos folder with one photo, a link to it, and a link leading outside.
    private func makeFolder() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("folio-library-\(UUID().uuidString)").path
        let folder = root + "/photos"
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try Data("photo".utf8).write(to: URL(fileURLWithPath: folder + "/a.jpg"))
        try Data("secret".utf8).write(to: URL(fileURLWithPath: root + "/outside.jpg"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/inside-link.jpg", withDestinationPath: "a.jpg")
        try FileManager.default.createSymbolicLink(atPath: folder + "/outside-link.jpg", withDestinationPath: root + "/outside.jpg")
        try FileManager.default.createSymbolicLink(atPath: folder + "/sub/up", withDestinationPath: root)
        return folder
    }

    @Test("Names inside the folder are kept, a missing one too", arguments: ["a.jpg", "inside-link.jpg", "./a.jpg", "missing.jpg"])
    func kept(name: String) throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let refusal = PhotoLibrary.refusal(ofFileName: name, in: folder)
        #expect(refusal == nil, "\(name): \(refusal ?? "")")
    }

    @Test("Names reaching outside the folder are refused with their reason", arguments: [
        ("../outside.jpg", "'..'"), ("/etc/passwd", "absolute path"), ("a.jpg\0../../etc/passwd", "NUL"),
        ("outside-link.jpg", "link leading outside"), ("sub/up/outside.jpg", "link leading outside"), ("", "no file name"),
    ])
    func refused(name: String, reason: String) throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let refusal = try #require(PhotoLibrary.refusal(ofFileName: name, in: folder), "\(name) was kept")
        #expect(refusal.contains(reason), "\(refusal)")
    }

    @Test("A list's rows naming files outside are skipped with one line each; the others are kept")
    func parseSkipsRows() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        var list = Data("file\ttitle\tcredit\tlicence\n".utf8)
        list += Data("a.jpg\tA\tX\tCC0\n../outside.jpg\tB\tX\tCC0\n/etc/passwd\tC\tX\tCC0\n".utf8)
        list += Data("a.jpg".utf8) + Data([0]) + Data("x\tD\tX\tCC0\noutside-link.jpg\tE\tX\tCC0\n".utf8)
        var lines: [String] = []
        let photos = PhotoLibrary.parse(list, folder: folder, listPath: "photos.tsv", log: { lines.append($0) })
        #expect(photos.map(\.title) == ["A"])
        #expect(lines.count == 4, "\(lines)")
        #expect(lines.allSatisfy { $0.hasPrefix("photos.tsv line ") && $0.hasSuffix("; the row is skipped") }, "\(lines)")
    }

    @Test("Bytes that are not UTF-8 are replaced, not the row dropped, and the file is reported once")
    func invalidBytesAreReplaced() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        var list = Data("file\ttitle\tcredit\tlicence\n".utf8)
        list += Data("a.jpg\tCaf".utf8) + Data([0xE9]) + Data(" au lac\tX\tCC0\n".utf8)
        list += Data("a.jpg\t".utf8) + Data([0xFF, 0xFE, 0xC3]) + Data("\tX\tCC0\n".utf8)
        list += Data("a.jpg\t東京の夜 🌃\tX\tCC0\n".utf8)
        var lines: [String] = []
        let photos = PhotoLibrary.parse(list, folder: folder, listPath: "photos.tsv", log: { lines.append($0) })
        #expect(photos.map(\.title) == ["Caf\u{FFFD} au lac", "\u{FFFD}\u{FFFD}\u{FFFD}", "東京の夜 🌃"])
        #expect(lines == ["photos.tsv: line 2 and 1 more not valid UTF-8; the bad bytes are shown as \u{FFFD} (save the list as UTF-8)"])
    }

    /// The bundled `assets/photos`, found from this file's place in the checkout.
    private static let bundledPhotos = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("assets/photos").path

    @Test("Every row of the bundled photos.tsv is accepted; its titles are in many scripts, about a third in English")
    func bundledListIsAccepted() throws {
        let listPath = Self.bundledPhotos + "/photos.tsv"
        let data = try Data(contentsOf: URL(fileURLWithPath: listPath))
        var lines: [String] = []
        let photos = PhotoLibrary.parse(data, folder: Self.bundledPhotos, listPath: listPath, log: { lines.append($0) })
        #expect(lines.isEmpty, "\(lines)")
        let rows = String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst()
        #expect(photos.count == rows.count && photos.count == 21)
        for (photo, row) in zip(photos, rows) {
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            // Shown as written: nothing was taken out as a control character.
            #expect([photo.title, photo.credit, photo.licence] == Array(fields[1...3]), "\(row)")
            #expect(FileManager.default.fileExists(atPath: photo.path), "\(photo.path)")
            #expect(!photo.title.isEmpty && !photo.credit.isEmpty && !photo.licence.isEmpty, "\(row)")
        }
        let scripts = photos.map { UnicodeScript.scripts(in: $0.title) }
        for script in UnicodeScript.nonLatinLetters.union(UnicodeScript.emoji) {
            #expect(scripts.contains { $0.contains(script) }, "no title in \(script)")
        }
        #expect(scripts.contains { $0.isSuperset(of: [.arabic, .latin, .digits]) }, "no title mixes Arabic with Latin and digits")
        let english = scripts.count { $0.isDisjoint(with: UnicodeScript.nonLatinLetters) }
        #expect((5...9).contains(english), "\(english) titles in English")
    }

    @Test("A generated library's manifest gives its photos with their upright sizes; bad and escaping rows are skipped with a line each")
    func generatedManifest() throws {
        let folder = try makeFolder()
        let manifest = """
            path\tformat\twidth\theight\torientation\tdate\tcopy_of
            a.jpg\tjpg\t4000\t3000\t1\t2017:07:28 14:43:49\t-
            sub/portrait.jpg\tjpg\t4000\t3000\t6\t-\t-
            broken.jpg\tjpg\twide\t3000\t1\t-\t-
            ../outside.jpg\tjpg\t40\t30\t1\t-\t-

            """
        var lines: [String] = []
        let photos = PhotoLibrary.parseManifest(Data(manifest.utf8), folder: folder, listPath: "manifest.tsv", log: { lines.append($0) })
        #expect(photos.map(\.path) == [folder + "/a.jpg", folder + "/sub/portrait.jpg"])
        #expect(photos.map(\.pixelSize) == [Size(width: 4000, height: 3000), Size(width: 3000, height: 4000)])
        #expect(photos.map(\.title) == ["a.jpg", "portrait.jpg"])
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.contains("line 4") == true && lines.last?.contains("'..'") == true, "\(lines)")
    }
}
