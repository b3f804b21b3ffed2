import Foundation
import Testing
import TestSupport

/// `--record DIR`: a headless scripted run writes its frames as PNGs of the window's size, one
/// per frame; a folder that cannot take them, or holds anything but frames, is one line with
/// status 2 before any window, and its content is left alone; a disk that fills up stops the
/// recording in one line, the frames written stay whole and the run goes on to its end.
@Suite("Recording frames")
struct RecordCommandLineTests {
    /// A fresh folder under the temporary directory, removed by the caller.
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The environment of a headless run: SDL's offscreen driver, no display needed.
    private var headless: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "offscreen"
        return environment
    }

    /// The width and height a PNG file's header gives, or nil if it is not a PNG.
    private func pngSize(of url: URL) throws -> (width: Int, height: Int)? {
        let data = try Data(contentsOf: url)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24, Array(data.prefix(8)) == signature, data[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        let number = { (offset: Int) in data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    @Test("A scripted headless run writes one PNG per frame, numbered from 1, of the window's size", arguments: [
        ["photos", "--pages", "3"], ["grid", "--items", "40"], ["feeds", "--pages", "2"],
    ])
    func recordsFrames(demo: [String]) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A stale frame of an earlier, longer recording must not survive among the new ones.
        let stale = folder.appendingPathComponent("frame-99999.png")
        try Data("stale".utf8).write(to: stale)
        let result = try #require(try CommandRun.run(DemoPaths.binary, demo + [
            "--assets", DemoPaths.assets, "--size", "320x240", "--script", "idle", "--stats", "--record", folder.path,
        ], environment: headless, timeout: 60), "the recorded run did not end")
        #expect(result.status == 0, "\(result.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(!names.isEmpty)
        #expect(names == (1...max(1, names.count)).map { String(format: "frame-%05d.png", $0) }, "\(names)")
        // The statistics count the frames after the first, which waits for content.
        let frames = try #require(result.standardOutput.firstMatch(of: /"frames":(\d+)/).map { Int($0.1)! })
        #expect(names.count == frames + 1, "\(names.count) files for \(frames) counted frames")
        for name in [names.first, names.last].compactMap({ $0 }) {
            let size = try #require(try pngSize(of: folder.appendingPathComponent(name)), "\(name) is not a PNG")
            #expect(size.width == 320 && size.height == 240, "\(name): \(size)")
        }
    }

    @Test("A folder that cannot take frames is one line with status 2, before any window")
    func unwritableFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A path through a file cannot be a folder, even for root (who writes past permissions).
        let file = folder.appendingPathComponent("file")
        try Data().write(to: file)
        for target in [file.path, file.appendingPathComponent("frames").path] {
            // No display either: only the folder may be the mistake reported.
            var environment = ProcessInfo.processInfo.environment
            for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
            let result = try #require(try CommandRun.run(DemoPaths.binary, [
                "grid", "--assets", DemoPaths.assets, "--script", "idle", "--record", target,
            ], environment: environment))
            #expect(result.status == 2, "\(target): \(result.standardError)")
            let lines = result.standardError.split(separator: "\n")
            #expect(lines.count == 1, "\(result.standardError)")
            #expect(lines.first?.hasPrefix("folio-demo: --record") == true, "\(result.standardError)")
            #expect(result.standardError.contains(target), "\(result.standardError)")
            #expect(result.standardOutput.isEmpty)
        }
    }

    @Test("A folder holding anything but frames is refused in one line with status 2, its content untouched", arguments: [
        "a foreign file", "a subfolder", "a folder named like a frame",
    ])
    func foreignContent(_ what: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frame = folder.appendingPathComponent("frame-00003.png")
        try Data("an earlier frame".utf8).write(to: frame)
        let precious: URL
        switch what {
        case "a foreign file":
            precious = folder.appendingPathComponent("precious.txt")
        case "a subfolder":
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("keep"), withIntermediateDirectories: false)
            precious = folder.appendingPathComponent("keep/precious.txt")
        default:
            // The issue's reproduction: a folder with a frame's name, holding a user's file.
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("frame-00001.png"), withIntermediateDirectories: false)
            precious = folder.appendingPathComponent("frame-00001.png/precious.txt")
        }
        try Data("x".utf8).write(to: precious)
        let before = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
        let result = try #require(try CommandRun.run(DemoPaths.binary, [
            "grid", "--assets", DemoPaths.assets, "--size", "320x240", "--script", "idle", "--record", folder.path,
        ], environment: headless, timeout: 60), "the run did not end")
        #expect(result.status == 2, "\(what): \(result.standardError)")
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.hasPrefix("folio-demo: --record") == true, "\(result.standardError)")
        #expect(result.standardError.contains(folder.path), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted() == before)
        #expect(try Data(contentsOf: precious) == Data("x".utf8))
        #expect(try Data(contentsOf: frame) == Data("an earlier frame".utf8))
    }

    @Test("A disk that fills up, during the run or before it, stops the recording in one line; the frames written are whole PNGs and the run quits cleanly with status 1",
          .enabled(if: TemporaryDisk.canMount, "mounting a tmpfs needs root"), arguments: [false, true])
    func fullDisk(fullAtStart: Bool) throws {
        let disk = try #require(TemporaryDisk(byteCount: 2 << 20))
        defer { disk.unmount() }
        if fullAtStart { disk.fill() }
        let folder = disk.url.appendingPathComponent("frames")
        let result = try #require(try CommandRun.run(DemoPaths.binary, [
            "grid", "--assets", DemoPaths.assets, "--size", "640x400", "--script", "showcase", "--events", "--record", folder.path,
        ], environment: headless, timeout: 120), "the run did not end")
        #expect(result.status == 1, "\(result.standardError)")
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardError)")
        #expect(lines.first?.hasPrefix("folio: recording stopped: cannot write frame-") == true, "\(result.standardError)")
        #expect(lines.first?.contains("No space left on device") == true, "\(result.standardError)")
        // The app went on: the script played to its end and the demo quit as it does.
        #expect(result.standardOutput.split(separator: "\n").last == #"{"event":"quit"}"#, "\(result.standardOutput.suffix(200))")
        let frames = try RecordedFrames(folder: folder)
        #expect(frames.broken.isEmpty, "\(frames.broken)")
        #expect(frames.areConsecutiveFrames, "\(frames.names)")
        if fullAtStart {
            #expect(frames.names.isEmpty)
            #expect(lines.first?.contains("frame-00001.png") == true, "\(result.standardError)")
        } else {
            #expect(frames.names.count > 3, "the disk took \(frames.names.count) frames")
            #expect(lines.first?.contains(String(format: "frame-%05d.png", frames.names.count + 1)) == true, "\(result.standardError)")
            #expect(frames.size.map { $0.width == 640 && $0.height == 400 } == true)
        }
    }
}
