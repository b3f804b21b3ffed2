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
    /// The animated images in `assets/animations/` (pans over two of the photos, one a GIF, one a
    /// WebP) that are there, which the grid shows one of per hundred photos.
    let animations: [String]

    /// The animations' files, in the order sections take them.
    static let animationFiles = ["fig-pan.gif", "dandelion-pan.webp"]

    /// Reads the library in `assetsDirectory`/photos. A missing or unreadable list is logged once
    /// and gives an empty library (pages then say that there is no photo).
    init(assetsDirectory: String) {
        let folder = assetsDirectory + "/photos"
        let listPath = folder + "/photos.tsv"
        // Only those there: an assets folder of photos alone shows photos in every cell.
        animations = Self.animationFiles.map { assetsDirectory + "/animations/" + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
        guard let data = Self.read(listPath) else {
            photos = []
            return
        }
        photos = Self.parse(data, folder: folder, listPath: listPath, log: { FolioLogger.content.line(.warning, $0) })
        if photos.isEmpty { FolioLogger.content.line(.warning, "the photo list \(listPath) names no photos") }
    }

    /// The photos a generated library's `manifest.tsv` lists (path, format, width, height,
    /// orientation, date, copy), titled by their file names, their sizes taken from the list, and
    /// no animations. The list is read as hostile as `photos.tsv` is. Any thread.
    init(generatedLibrary folder: String) {
        animations = []
        let listPath = folder + "/manifest.tsv"
        guard let data = Self.read(listPath) else {
            photos = []
            return
        }
        photos = Self.parseManifest(data, folder: folder, listPath: listPath, log: { FolioLogger.content.line(.warning, $0) })
        if photos.isEmpty { FolioLogger.content.line(.warning, "the photo library \(listPath) lists no photos") }
    }

    /// The good rows of a generated library's `manifest.tsv`; each bad one is reported through
    /// `log` and skipped.
    static func parseManifest(_ data: Data, folder: String, listPath: String, log: (String) -> Void) -> [Photo] {
        var photos: [Photo] = []
        for (index, bytes) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() where index > 0 {
            guard !bytes.isEmpty else { continue }
            let fields = String(decoding: bytes, as: UTF8.self).split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 5, let width = Int(fields[2]), let height = Int(fields[3]), let orientation = Int(fields[4]),
                  width > 0, height > 0 else {
                log("\(listPath) line \(index + 1): not a row of path, format, width, height and orientation; the row is skipped")
                continue
            }
            if let refusal = refusal(ofFileName: fields[0], in: folder) {
                log("\(listPath) line \(index + 1): \(refusal); the row is skipped")
                continue
            }
            let turned = (5...8).contains(orientation)
            let size = Size(width: Double(turned ? height : width), height: Double(turned ? width : height))
            photos.append(Photo(path: folder + "/" + fields[0], title: (fields[0] as NSString).lastPathComponent,
                                credit: "generated", licence: "as the bundled photos", pixelSize: size))
        }
        return photos
    }

    init(photos: [Photo], animations: [String] = []) {
        self.photos = photos
        self.animations = animations
    }

    /// The animation the `section`-th hundred of the grid's photos shows, or nil without any.
    func animation(forSection section: Int) -> String? {
        animations.isEmpty ? nil : animations[section % animations.count]
    }

    /// The first `maximumListBytes` of the regular file at `path` (cut at its last whole line),
    /// or nil (logged) if there is none or it cannot be read. Opened as every file Folio reads
    /// is: a FIFO or a device in its place is refused, never waited on.
    private static func read(_ path: String) -> Data? {
        let file: RegularFile
        switch RegularFile.open(atPath: path) {
        case .success(let opened):
            file = opened
        case .failure(let failure):
            FolioLogger.content.line(.warning, "cannot read the photo list \(path) (\(failure)); photo pages will show placeholders")
            return nil
        }
        switch file.readAll(limit: maximumListBytes) {
        case .success(let bytes):
            return Data(bytes)
        case .failure(.tooLarge):
            FolioLogger.content.line(.warning, "the photo list \(path) is over \(maximumListBytes >> 20) MiB; only its first \(maximumListBytes >> 20) MiB are read")
            // Read again up to the bound, cut at the last whole line, so no row is read in part.
            var bytes = [UInt8](repeating: 0, count: maximumListBytes)
            let count = bytes.withUnsafeMutableBytes { pread(file.descriptor, $0.baseAddress!, maximumListBytes, 0) }
            guard count > 0 else { return nil }
            let end = bytes[..<count].lastIndex(of: UInt8(ascii: "\n")) ?? 0
            return Data(bytes[..<end])
        case .failure(let failure):
            FolioLogger.content.line(.warning, "cannot read the photo list \(path) (\(failure)); photo pages will show placeholders")
            return nil
        }
    }

    /// The good rows of a `photos.tsv` file's bytes; each bad one is reported through `log` and
    /// skipped. Lines are counted from 1, the header being line 1.
    static func parse(_ data: Data, folder: String, listPath: String, log: (String) -> Void) -> [Photo] {
        var photos: [Photo] = []
        var lineNumber = 0
        var invalidLines: [Int] = []
        for bytes in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            guard lineNumber > 1 else { continue }
            let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
            guard !line.isEmpty else { continue }
            func skip(_ reason: String) { log("\(listPath) line \(lineNumber): \(reason); the row is skipped") }
            // Bytes that are not UTF-8 are shown as U+FFFD rather than losing the row; the
            // file is reported once, below, however many rows have them.
            let text = String(decoding: line, as: UTF8.self)
            if String(validating: line, as: UTF8.self) == nil { invalidLines.append(lineNumber) }
            let fields = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= columns.count else {
                skip("too few columns (\(fields.count) of \(columns.count): \(columns.joined(separator: ", ")))")
                continue
            }
            if let refusal = refusal(ofFileName: fields[0], in: folder) {
                skip(refusal)
                continue
            }
            // Shown on the page: a control character would draw as a box or break a line.
            func shown(_ field: String) -> String {
                String(String.UnicodeScalarView(field.unicodeScalars.filter { $0.properties.generalCategory != .control }))
            }
            photos.append(Photo(path: folder + "/" + fields[0], title: shown(fields[1]),
                                credit: shown(fields[2]), licence: shown(fields[3])))
        }
        if let first = invalidLines.first {
            let more = invalidLines.count > 1 ? " and \(invalidLines.count - 1) more" : ""
            log("\(listPath): line \(first)\(more) not valid UTF-8; the bad bytes are shown as \u{FFFD} (save the list as UTF-8)")
        }
        return photos
    }

    /// Why a row's file name is refused, if it is: the list names files inside its folder only.
    /// A name that is empty, holds a NUL byte (which would cut the path short and open another
    /// file), is absolute, climbs out through `..`, or resolves through a symbolic link to a
    /// place outside the folder is refused; a name of a file that does not exist is kept (its
    /// page shows the file as missing). Any thread.
    static func refusal(ofFileName name: String, in folder: String) -> String? {
        if name.isEmpty { return "no file name" }
        if name.utf8.contains(0) { return "the file name holds a NUL byte; the list names files inside its folder" }
        if name.hasPrefix("/") { return "an absolute path; the list names files inside its folder" }
        if name.split(separator: "/").contains("..") { return "a path through '..'; the list names files inside its folder" }
        guard let base = realpath(folder, nil) else { return nil }
        defer { free(base) }
        guard let resolved = realpath(folder + "/" + name, nil) else { return nil }
        defer { free(resolved) }
        let root = String(cString: base), target = String(cString: resolved)
        guard target.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            return "a link leading outside the folder; the list names files inside its folder"
        }
        return nil
    }

    /// The photo for page `index`: pages cycle through the library.
    func photo(forPage index: Int) -> Photo? {
        photos.isEmpty ? nil : photos[index % photos.count]
    }
}
