import Foundation
import Testing

/// A `photos.tsv` with bad rows in the real demo: each bad row is skipped with one log line
/// naming the file, the line and the reason, and the good rows still show. A list names files
/// inside its folder only: rows reaching outside (through `..`, an absolute path, a NUL byte
/// or a link) are bad rows too.
@Suite("Photo list", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct PhotoListWindowTests {
    /// An assets folder with the real fonts and copies of two real photos, listed among bad rows.
    private func makeAssets() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-photo-list-\(UUID().uuidString)").path
        let photos = folder + "/photos"
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/fonts", withDestinationPath: DemoPaths.assets + "/fonts")
        for name in ["forest-stream.jpg", "hilltop-sunset.jpg"] {
            try FileManager.default.copyItem(atPath: DemoPaths.assets + "/photos/" + name, toPath: photos + "/" + name)
        }
        // A link to a photo outside the folder.
        try FileManager.default.createSymbolicLink(atPath: photos + "/elsewhere.jpg", withDestinationPath: DemoPaths.assets + "/photos/forest-stream.jpg")
        var list = Data("file\ttitle\tcredit\tlicence\n".utf8)
        list += Data("forest-stream.jpg\tStream\tSomeone\tCC0\n".utf8)                   // line 2: good
        list += Data("hilltop-sunset.jpg\tBad ".utf8) + Data([0xFF, 0xFE]) + Data("\tX\tCC0\n".utf8)  // 3: not UTF-8, kept
        list += Data("hilltop-sunset.jpg\tonly a title\n".utf8)                          // 4: too few columns
        list += Data("ghost\u{1B}[31m.jpg\tGhost\tNobody\tCC0\r\n".utf8)                  // 5: control character, no file
        list += Data("\n".utf8)                                                         // 6: blank, ignored
        list += Data("../fonts/DejaVuSans.ttf\tClimb\tX\tCC0\n".utf8)                      // 7: through '..'
        list += Data("/etc/passwd\tAbsolute\tX\tCC0\n".utf8)                              // 8: absolute
        list += Data("forest-stream.jpg".utf8) + Data([0]) + Data("/../../x\tNUL\tX\tCC0\n".utf8) // 9: NUL byte
        list += Data("elsewhere.jpg\tLinked\tX\tCC0\n".utf8)                              // 10: a link outside
        list += Data("hilltop-sunset.jpg\tSunset\tSomeone\tCC0".utf8)                    // 11: good, no final newline
        try list.write(to: URL(fileURLWithPath: photos + "/photos.tsv"))
        return folder
    }

    @Test("Bad rows are skipped with one line each; bytes that are not UTF-8 are replaced with one line for the file; the good rows and a missing file still show")
    func badRows() throws {
        let assets = try makeAssets()
        defer { try? FileManager.default.removeItem(atPath: assets) }
        let demo = try DemoProcess(arguments: ["photos", "--events", "--size", "900x600", "--pages", "3", "--assets", assets])
        defer { _ = demo.terminate() }
        try #require(demo.waitForEvent { $0.name == "ready" } != nil, "no ready event; stderr: \(demo.standardError)")
        let window = try #require(XDoTool(pid: demo.pid))
        for page in 0..<3 {
            #expect(demo.waitForEvent { $0.name == "content" && $0["page"] == page } != nil, "page \(page) never showed")
            if page < 2 { window.key("Right") }
        }
        // The missing file is logged when its page is drawn.
        let deadline = Date(timeIntervalSinceNow: 5)
        while !demo.standardError.contains("ghost"), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(demo.terminate() == 0)

        let lines = demo.standardError.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("photos.tsv: line 3 not valid UTF-8; the bad bytes are shown as \u{FFFD}") }.count == 1, "\(lines)")
        #expect(lines.filter { $0.contains("photos.tsv line 4: too few columns (2 of 4") }.count == 1, "\(lines)")
        #expect(lines.filter { $0.contains("ghost") }.count == 1, "\(lines)")
        #expect(lines.contains { $0.contains(#"ghost\u{1B}[31m.jpg"#) && $0.contains("file not found") }, "\(lines)")
        #expect(!demo.standardError.unicodeScalars.contains { $0 != "\n" && $0.properties.generalCategory == .control })
        #expect(lines.filter { $0.contains("photos.tsv line 7: a path through '..'") }.count == 1, "\(lines)")
        #expect(lines.filter { $0.contains("photos.tsv line 8: an absolute path") }.count == 1, "\(lines)")
        #expect(lines.filter { $0.contains("photos.tsv line 9: the file name holds a NUL byte") }.count == 1, "\(lines)")
        #expect(lines.filter { $0.contains("photos.tsv line 10: a link leading outside the folder") }.count == 1, "\(lines)")
        #expect(!demo.standardError.contains("passwd") || lines.contains { $0.contains("line 8") }, "\(lines)")
        #expect(lines.count == 7, "\(lines)")
    }
}
