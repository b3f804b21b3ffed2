import Foundation

/// Finds the folder of the typeface folio-photos sets its words in (DejaVu Sans, with
/// fontconfig's fallbacks for other scripts): installed beside the program
/// (`PREFIX/share/folio-photos/fonts`), else the `assets/fonts` of a checkout the program was
/// built in or is run from. Main thread, at start-up.
enum FontLocator {
    /// The file every fonts folder has.
    static let marker = "DejaVuSans.ttf"

    /// The fonts folder, or nil with the places looked in.
    static func locate(executable: String? = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
                       workingFolder: String = FileManager.default.currentDirectoryPath) -> Result<String, Failure> {
        var candidates: [String] = []
        if let executable {
            var folder = (executable as NSString).deletingLastPathComponent
            candidates.append(((folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent("share/folio-photos/fonts"))
            for _ in 0..<5 {
                candidates.append((folder as NSString).appendingPathComponent("assets/fonts"))
                let parent = (folder as NSString).deletingLastPathComponent
                if parent == folder { break }
                folder = parent
            }
        }
        candidates.append(workingFolder + "/assets/fonts")
        if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0 + "/" + marker) }) { return .success(found) }
        return .failure(Failure(searched: candidates))
    }

    /// No fonts folder was found.
    struct Failure: Error {
        let searched: [String]
        var message: String {
            "cannot find folio-photos' fonts (\(marker) in \(searched.joined(separator: ", "))); reinstall it with 'make install'"
        }
    }
}
