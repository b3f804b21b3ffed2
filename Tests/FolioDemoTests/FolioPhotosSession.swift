import Foundation
import TestSupport

/// A running `folio-photos --events` on a folder, with a cache folder of its own (its index and
/// thumbnails) unless given one, its window found and its first frame shown, driven through
/// xdotool. Ended by its PID when released, if the test has not quit it.
final class FolioPhotosSession: DemoWindowSession {
    /// The cache folder the run keeps its index and thumbnails in (`XDG_CACHE_HOME`).
    let cache: String

    /// Starts folio-photos on `target` with `arguments` added, keeping its index and thumbnails
    /// in `cache` (a new temporary folder when nil), and waits for its first frame.
    init(_ target: String, _ arguments: [String] = [], cache: String? = nil, readyTimeout: Double = 10) throws {
        let cache = cache ?? FolioPhotosSession.temporaryFolder("cache")
        self.cache = cache
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache
        try super.init(executable: FolioPhotosPaths.binary, arguments: [target, "--events", "--size", "1024x700"] + arguments,
                       what: "folio-photos'", readyTimeout: readyTimeout, environment: environment)
    }

    /// A new empty folder under the system's temporary folder.
    static func temporaryFolder(_ name: String) -> String {
        let folder = NSTemporaryDirectory() + "folio-photos-\(name)-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The generated library the window tests browse: 300 small photos, 60 of them unique.
    static func library() throws -> String {
        try GeneratedPhotoLibrary.small(count: 300, unique: 60)
    }

    /// The next event named `name` after the first `index`.
    func next(_ name: String, after index: Int = 0, timeout: Double = 10) -> GridEvent? {
        waitForEvent(after: index, timeout: timeout) { $0.name == name }
    }

    /// A click of the left button at (`x`, `y`) in the window; two, `delay` ms apart, for a
    /// double-click.
    func click(x: Int, y: Int, count: Int = 1, delay milliseconds: Int = 80) {
        XDoTool.run(["mousemove", "--window", window.window, "\(x)", "\(y)",
                     "click", "--repeat", "\(count)", "--delay", "\(milliseconds)", "1"])
    }
}
