import Foundation
import Testing
import TestSupport

/// folio-photos' benchmark flags (`--render`, `--stats`, `--script`, `--prewarm`): hidden from the
/// help, a bad value is one line naming the flag with status 2 and no window, and a scripted run
/// on a small generated library ends by itself with one statistics line after its events. One at
/// a time: the library is made once, by the first test that needs it.
@Suite("folio-photos benchmark flags", .serialized)
struct FolioPhotosBenchFlagsTests {
    private func photos(_ arguments: [String], environment: [String: String]? = nil, timeout: Double = 10) throws -> CommandRun {
        try #require(try CommandRun.run(FolioPhotosPaths.binary, arguments, environment: environment, timeout: timeout),
                     "folio-photos \(arguments) did not exit")
    }

    @Test("Bad values are one line naming the flag, with status 2", arguments: [
        (["--render", "fast"], "--render"), (["--render"], "--render"), (["--render", ""], "--render"),
        (["--script", "spin"], "--script"), (["--script"], "--script"), (["--script", "FLING"], "--script"),
        (["--prewarm", "-1"], "--prewarm"), (["--prewarm", "501"], "--prewarm"), (["--prewarm", "lots"], "--prewarm"),
        (["--prewarm", "nan"], "--prewarm"), (["--prewarm"], "--prewarm"),
        (["--render", "sync", "--prewarm", "2"], "--prewarm"), (["--stats=yes"], "--stats"),
    ])
    func badValues(arguments: [String], flag: String) throws {
        let result = try photos(arguments)
        #expect(result.status == 2)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardError)")
        #expect(lines.first?.hasPrefix("folio-photos: ") == true, "\(result.standardError)")
        #expect(result.standardError.contains(flag), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("The help leaves the benchmark's flags out")
    func hidden() throws {
        let result = try photos(["--help"])
        #expect(result.status == 0)
        for flag in ["--render", "--stats", "--script", "--prewarm"] {
            #expect(!result.standardOutput.contains(flag), "\(flag)")
        }
    }

    /// Headless, as the benchmark runs it: SDL's offscreen driver needs no display.
    private func scripted(_ arguments: [String], cache: String) throws -> (CommandRun, [String: Any]) {
        let library = try GeneratedPhotoLibrary.small(count: 48, unique: 24)
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "offscreen"
        environment["SDL_RENDER_DRIVER"] = "software"
        environment["XDG_CACHE_HOME"] = cache
        let result = try photos([library, "--size", "800x600", "--stats", "--events"] + arguments, environment: environment, timeout: 60)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        // The statistics are the one line that is not an event, just before `quit`.
        let statistics = lines.filter { !$0.hasPrefix(#"{"event""#) && $0.contains(#""stats""#) }
        #expect(statistics.count == 1, "\(result.standardOutput)")
        #expect(lines.last == #"{"event":"quit"}"#)
        let line = try #require(statistics.first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return (result, object)
    }

    @Test("--script idle on an empty cache quits after the scan with the photos, the scan and the thumbnails made")
    func idleCold() throws {
        let cache = NSTemporaryDirectory() + "folio-photos-bench-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let (result, statistics) = try scripted(["--script", "idle"], cache: cache)
        #expect(result.standardOutput.contains(#""event":"scan-done""#))
        #expect(statistics["photos"] as? Int == 48)
        #expect(statistics["render"] as? String == "async")
        #expect((statistics["workers"] as? Int ?? 0) >= 1)
        #expect((statistics["scanSeconds"] as? Double).map { $0 >= 0 } == true)
        let thumbnails = try #require(statistics["thumbnails"] as? [String: Any])
        #expect((thumbnails["made"] as? Int ?? 0) > 0, "\(thumbnails)")
        #expect(thumbnails["failed"] as? Int == 0)
        let frames = try #require(statistics["stats"] as? [String: Any])
        #expect((frames["frames"] as? Int ?? 0) > 0)
        #expect(statistics["prewarm"] == nil)
    }

    @Test("--render sync runs without workers and --prewarm reports a finished prewarm, each reusing the thumbnails made before")
    func syncAndPrewarm() throws {
        let cache = NSTemporaryDirectory() + "folio-photos-bench-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        _ = try scripted(["--script", "idle"], cache: cache)
        let (_, sync) = try scripted(["--script", "idle", "--render", "sync"], cache: cache)
        #expect(sync["render"] as? String == "sync")
        #expect(sync["workers"] as? Int == 0)
        let syncThumbnails = try #require(sync["thumbnails"] as? [String: Any])
        #expect((syncThumbnails["reused"] as? Int ?? 0) > 0, "\(syncThumbnails)")
        let (_, warm) = try scripted(["--script", "idle", "--prewarm", "4"], cache: cache)
        let prewarm = try #require(warm["prewarm"] as? [String: Any])
        #expect(prewarm["complete"] as? Bool == true)
        #expect((prewarm["pages"] as? Int ?? 0) > 0)
    }
}
