import Foundation
import Testing

/// A temporary folder for one test's photo tree, removed (its locked folders unlocked first)
/// when the test's suite instance goes.
final class ScanScratchFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("folio-scan-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        if let enumerator = FileManager.default.enumerator(atPath: path) {
            for case let relative as String in enumerator { chmod(path + "/" + relative, 0o755) }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `bytes` at `relative` (its folders made as needed) and returns its path.
    @discardableResult
    func write(_ bytes: [UInt8], as relative: String) throws -> String {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Makes the folder at `relative` and returns its path.
    @discardableResult
    func folder(_ relative: String) throws -> String {
        let folder = path + "/" + relative
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Makes a symbolic link at `relative` pointing to `target` (as written).
    func link(_ relative: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: target)
    }
}
