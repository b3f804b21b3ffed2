import Foundation
import Testing
@testable import FolioSDL

/// The recording folder's rule: a missing, empty or frames-only folder is taken (its old frames
/// removed); anything else refuses it and is left exactly as it was.
@Suite("Frame folder")
struct FrameFolderTests {
    /// A fresh folder under the temporary directory, removed by the caller.
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-frame-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test("Frame names: frame-, five digits or more, .png; temporary names add .partial")
    func frameNames() {
        #expect(FrameFolder.fileName(ofFrame: 1) == "frame-00001.png")
        #expect(FrameFolder.fileName(ofFrame: 123_456) == "frame-123456.png")
        #expect(FrameFolder.temporaryName(ofFrame: 7) == "frame-00007.png.partial")
        for name in ["frame-00001.png", "frame-123456.png", "frame-00001.png.partial"] {
            #expect(FrameFolder.isRecordingName(name), "\(name)")
        }
        for name in ["frame-0001.png", "frame-0000a.png", "frame-00001.PNG", "frame-00001.png.bak", "x-frame-00001.png",
                     ".frame-00001.png", "frame-00001.partial", "frame-٠٠٠٠١.png", "precious.txt"] {
            #expect(!FrameFolder.isRecordingName(name), "\(name)")
        }
    }

    @Test("A missing folder is made with its parents; an empty one is taken as it is")
    func missingAndEmpty() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("a/b/frames")
        let folder = try FrameFolder(preparing: nested.path)
        #expect(folder.path == nested.path)
        #expect(try names(in: nested).isEmpty, "the probe file is removed")
        _ = try FrameFolder(preparing: nested.path)
        #expect(try names(in: nested).isEmpty)
    }

    @Test("An earlier recording's frames and temporary files are removed")
    func earlierRecording() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["frame-00001.png", "frame-00002.png", "frame-99999.png", "frame-00003.png.partial"] {
            try Data("old".utf8).write(to: root.appendingPathComponent(name))
        }
        _ = try FrameFolder(preparing: root.path)
        #expect(try names(in: root).isEmpty)
    }

    @Test("A folder holding anything but frames is refused and left untouched", arguments: [
        "a foreign file", "a subfolder", "a folder named like a frame", "a link named like a frame",
    ])
    func foreignContent(_ what: String) throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        let frames = try temporaryFolder().appendingPathComponent("frames")
        defer { try? FileManager.default.removeItem(at: frames.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        // An earlier frame beside the foreign entry: refusing must not remove it either.
        try Data("old frame".utf8).write(to: frames.appendingPathComponent("frame-00001.png"))
        let precious = outside.appendingPathComponent("precious.txt")
        try Data("precious".utf8).write(to: precious)
        let offender: String
        switch what {
        case "a foreign file":
            offender = "notes.txt"
            try Data("mine".utf8).write(to: frames.appendingPathComponent(offender))
        case "a subfolder":
            offender = "keep"
            try FileManager.default.createDirectory(at: frames.appendingPathComponent(offender), withIntermediateDirectories: false)
            try Data("mine".utf8).write(to: frames.appendingPathComponent("keep/precious.txt"))
        case "a folder named like a frame":
            offender = "frame-00002.png"
            try FileManager.default.createDirectory(at: frames.appendingPathComponent(offender), withIntermediateDirectories: false)
            try Data("mine".utf8).write(to: frames.appendingPathComponent("frame-00002.png/precious.txt"))
        default:
            offender = "frame-00002.png"
            try FileManager.default.createSymbolicLink(atPath: frames.appendingPathComponent(offender).path, withDestinationPath: precious.path)
        }
        let before = try FileManager.default.subpathsOfDirectory(atPath: frames.path).sorted()
        #expect(throws: SDLError.self) { _ = try FrameFolder(preparing: frames.path) }
        do {
            _ = try FrameFolder(preparing: frames.path)
        } catch {
            #expect(error.description.contains("'\(offender)'"), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
        #expect(try FileManager.default.subpathsOfDirectory(atPath: frames.path).sorted() == before)
        #expect(try Data(contentsOf: frames.appendingPathComponent("frame-00001.png")) == Data("old frame".utf8))
        #expect(try Data(contentsOf: precious) == Data("precious".utf8))
    }

    @Test("A path that is a file, or runs through one, is refused")
    func notAFolder() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("file")
        try Data("mine".utf8).write(to: file)
        for path in [file.path, file.appendingPathComponent("frames").path, ""] {
            #expect(throws: SDLError.self, "\(path)") { _ = try FrameFolder(preparing: path) }
        }
        #expect(try Data(contentsOf: file) == Data("mine".utf8))
    }
}
