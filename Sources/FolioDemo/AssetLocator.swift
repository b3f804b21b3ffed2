import Foundation

/// Finds the demo's `assets/` folder: the one given with `--assets`, else `./assets`, else one
/// next to the executable or in a folder above it (so both `make run` and a copied binary work).
enum AssetLocator {
    /// A file every assets folder has; its absence means the folder is not Folio's.
    static let marker = "fonts/DejaVuSans.ttf"

    enum Failure: Error, Equatable {
        /// `--assets` named a folder without the fonts.
        case notAnAssetsFolder(String)
        /// No assets folder in any default place.
        case notFound(searched: [String])

        var message: String {
            switch self {
            case .notAnAssetsFolder(let path):
                "--assets expects Folio's assets folder (one holding \(marker)); '\(path)' is not one"
            case .notFound(let searched):
                "cannot find the assets folder (looked in \(searched.joined(separator: ", "))); run from the Folio checkout or pass --assets DIR"
            }
        }
    }

    static func locate(explicit: String?) throws(Failure) -> String {
        if let explicit {
            guard isAssetsFolder(explicit) else { throw .notAnAssetsFolder(explicit) }
            return explicit
        }
        var candidates = [FileManager.default.currentDirectoryPath + "/assets"]
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            var folder = (executable as NSString).deletingLastPathComponent
            for _ in 0..<5 {
                let candidate = (folder as NSString).appendingPathComponent("assets")
                if !candidates.contains(candidate) { candidates.append(candidate) }
                let parent = (folder as NSString).deletingLastPathComponent
                // At the root there is no folder further up.
                if parent == folder { break }
                folder = parent
            }
        }
        guard let found = candidates.first(where: isAssetsFolder) else { throw .notFound(searched: candidates) }
        return found
    }

    private static func isAssetsFolder(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path + "/" + marker)
    }
}
