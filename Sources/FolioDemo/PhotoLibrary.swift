import FolioCore
import Foundation

/// The photographs in `assets/photos/`, read from `photos.tsv` (file, title, credit, licence).
/// A row whose file is missing stays in the library: its page shows the placeholder and the
/// reason, which is how a broken asset should look. Any thread (read once at start).
struct PhotoLibrary: Sendable {
    let photos: [Photo]

    /// Reads the library in `assetsDirectory`/photos. A missing or unreadable list is logged once
    /// and gives an empty library (pages then say that there is no photo).
    init(assetsDirectory: String) {
        let folder = assetsDirectory + "/photos"
        let listPath = folder + "/photos.tsv"
        guard let text = try? String(contentsOfFile: listPath, encoding: .utf8) else {
            FolioLog.write("cannot read the photo list \(listPath); photo pages will show placeholders")
            photos = []
            return
        }
        photos = Self.parse(text, folder: folder)
        if photos.isEmpty { FolioLog.write("the photo list \(listPath) names no photos") }
    }

    init(photos: [Photo]) {
        self.photos = photos
    }

    /// The rows of a `photos.tsv` text: a header line, then file, title, credit, licence.
    static func parse(_ text: String, folder: String) -> [Photo] {
        text.split(whereSeparator: \.isNewline).dropFirst().compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 4, !columns[0].isEmpty else { return nil }
            return Photo(path: folder + "/" + columns[0], title: columns[1], credit: columns[2], licence: columns[3])
        }
    }

    /// The photo for page `index`: pages cycle through the library.
    func photo(forPage index: Int) -> Photo? {
        photos.isEmpty ? nil : photos[index % photos.count]
    }
}
