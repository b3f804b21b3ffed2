import Foundation

/// Where the install tests find the checkout, the built folio-photos and the tools they run:
/// from the environment, or from this file's place in the checkout and PATH.
enum InstallPaths {
    /// The package's root folder, where the Makefile is.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The folio-photos binary the tests install: FOLIO_PHOTOS_BINARY, or the debug build's.
    static var binary: String {
        ProcessInfo.processInfo.environment["FOLIO_PHOTOS_BINARY"] ?? packageRoot + "/.build/debug/folio-photos"
    }

    /// The full path of the program `name` on PATH; nil when absent.
    static func tool(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
