import Foundation

/// Finds a folder with the DejaVu fonts Folio draws text with: the assets folder's, the one in
/// `./assets`, one above the executable (a built checkout), or the system's. Any thread.
enum FontsLocator {
    static func locate(assets: String?) -> String? {
        var candidates = assets.map { [$0 + "/fonts"] } ?? []
        candidates.append(FileManager.default.currentDirectoryPath + "/assets/fonts")
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(folder.appendingPathComponent("assets/fonts").path)
            folder.deleteLastPathComponent()
        }
        candidates.append("/usr/share/fonts/truetype/dejavu")
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/DejaVuSans-Bold.ttf") }
    }
}
