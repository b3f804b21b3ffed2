import Foundation

/// A temporary assets folder for the hostile suites: copies of the real fonts and photos (real
/// files, not links, since a list may only name files inside its folder), with one file
/// replaced as a test asks. Removed by `remove()`.
struct HostileAssets {
    let path: String

    /// A copy of the real assets; `broken` adds a list row naming a photo that is not there (a
    /// broken asset, logged when its page is drawn), `fifo` puts a FIFO in place of that file
    /// (relative to the folder, such as "fonts/DejaVuSans.ttf").
    init(broken: Bool = false, fifo: String? = nil) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("folio-hostile-\(UUID().uuidString)").path
        let manager = FileManager.default
        try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
        for folder in ["fonts", "photos"] {
            try manager.copyItem(atPath: DemoPaths.assets + "/" + folder, toPath: path + "/" + folder)
        }
        if broken {
            let list = path + "/photos/photos.tsv"
            let text = try String(contentsOfFile: list, encoding: .utf8)
            let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
            // The missing photo first, so that the first page shows it.
            let changed = [rows[0], "missing-photo.jpg\tGone\tNobody\tCC0-1.0"] + rows.dropFirst()
            try changed.joined(separator: "\n").write(toFile: list, atomically: true, encoding: .utf8)
        }
        if let fifo {
            try manager.removeItem(atPath: path + "/" + fifo)
            guard mkfifo(path + "/" + fifo, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
