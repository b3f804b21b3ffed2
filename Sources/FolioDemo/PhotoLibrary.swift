import FolioCore
import Foundation

/// The photographs in `assets/photos/`, read from `photos.tsv` (a header line, then file, title,
/// credit and licence separated by tabs). The list is read as hostile input: a bad row is
/// skipped with one log line naming the file, the line and the reason, and the good rows still
/// show. A row whose image is missing or broken stays in the library: its page shows the
/// placeholder and the reason, which is how a broken asset should look. Any thread (read once at
/// start).
struct PhotoLibrary: Sendable {
    /// The columns a row needs, in order.
    static let columns = ["file", "title", "credit", "licence"]
    /// The most of the list that is read: far more than any real list (a row is about 100
    /// bytes), and a bound on what a huge or endless file can cost.
    static let maximumListBytes = 4 << 20

    let photos: [Photo]

    /// Reads the library in `assetsDirectory`/photos. A missing or unreadable list is logged once
    /// and gives an empty library (pages then say that there is no photo).
    init(assetsDirectory: String) {
        let folder = assetsDirectory + "/photos"
        let listPath = folder + "/photos.tsv"
        guard let data = Self.read(listPath) else {
            photos = []
            return
        }
        photos = Self.parse(data, folder: folder, listPath: listPath, log: { FolioLogger.content.line(.warning, $0) })
        if photos.isEmpty { FolioLogger.content.line(.warning, "the photo list \(listPath) names no photos") }
    }

    init(photos: [Photo]) {
        self.photos = photos
    }

    /// The first `maximumListBytes` of the regular file at `path`, or nil (logged) if there is
    /// none or it cannot be read.
    private static func read(_ path: String) -> Data? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              let handle = FileHandle(forReadingAtPath: path)
        else {
            FolioLogger.content.line(.warning, "cannot read the photo list \(path); photo pages will show placeholders")
            return nil
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: maximumListBytes + 1) ?? Data()
            guard data.count > maximumListBytes else { return data }
            FolioLogger.content.line(.warning, "the photo list \(path) is over \(maximumListBytes >> 20) MiB; only its first \(maximumListBytes >> 20) MiB are read")
            // Cut at the last whole line, so no row is read in part.
            let end = data.prefix(maximumListBytes).lastIndex(of: UInt8(ascii: "\n")) ?? 0
            return data.prefix(end)
        } catch {
            FolioLogger.content.line(.warning, "cannot read the photo list \(path) (\(error.localizedDescription)); photo pages will show placeholders")
            return nil
        }
    }

    /// The good rows of a `photos.tsv` file's bytes; each bad one is reported through `log` and
    /// skipped. Lines are counted from 1, the header being line 1.
    static func parse(_ data: Data, folder: String, listPath: String, log: (String) -> Void) -> [Photo] {
        var photos: [Photo] = []
        var lineNumber = 0
        for bytes in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            guard lineNumber > 1 else { continue }
            let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
            guard !line.isEmpty else { continue }
            func skip(_ reason: String) { log("\(listPath) line \(lineNumber): \(reason); the row is skipped") }
            guard let text = String(validating: line, as: UTF8.self) else {
                skip("not valid UTF-8")
                continue
            }
            let fields = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= columns.count else {
                skip("too few columns (\(fields.count) of \(columns.count): \(columns.joined(separator: ", ")))")
                continue
            }
            guard !fields[0].isEmpty else {
                skip("no file name")
                continue
            }
            // Shown on the page: a control character would draw as a box or break a line.
            func shown(_ field: String) -> String {
                String(String.UnicodeScalarView(field.unicodeScalars.filter { $0.properties.generalCategory != .control }))
            }
            photos.append(Photo(path: folder + "/" + fields[0], title: shown(fields[1]),
                                credit: shown(fields[2]), licence: shown(fields[3])))
        }
        return photos
    }

    /// The photo for page `index`: pages cycle through the library.
    func photo(forPage index: Int) -> Photo? {
        photos.isEmpty ? nil : photos[index % photos.count]
    }
}
