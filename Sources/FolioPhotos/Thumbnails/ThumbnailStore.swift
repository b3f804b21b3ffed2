import CGLib
import FolioCore
import FolioSDL
import Foundation

/// The thumbnail folder of the freedesktop Thumbnail Managing Standard, shared with every other
/// program that follows it (GNOME Files, Eye of GNOME, digiKam...): `normal/`, `large/`,
/// `x-large/` and `xx-large/` hold PNGs named by the MD5 of the original's URI, each carrying
/// the original's URI and modification time in `Thumb::` text chunks; a thumbnail is used only
/// while both match the original. Failures are recorded under `fail/folio-photos-<version>/`
/// as one-pixel PNGs with the same chunks, so a photo that cannot be decoded is not tried again
/// until it changes. Files are written 0600 and folders made 0700, through a temporary file
/// renamed into place. Holds only the root's path: any thread, several at once (two workers
/// writing one thumbnail both rename a whole file onto its name).
struct ThumbnailStore: Sendable {
    /// The name written into `Software` and, with `version`, the failure folder's name.
    static let software = "folio-photos"
    /// Raised when the decoder learns to read what it failed on before, so that an older
    /// version's failure records (in a folder of that version's name) are no longer heeded.
    static let version = "1"
    /// The mode of written thumbnails and failure records: the owner's alone, as the standard
    /// asks, since a thumbnail shows what a private photo holds.
    static let fileMode: mode_t = 0o600
    /// The mode of folders the store makes.
    static let folderMode: mode_t = 0o700

    /// The thumbnail folder (`$XDG_CACHE_HOME/thumbnails`), made when first written to.
    let root: String

    /// A store whose thumbnail folder is `root` (tests pass a temporary one). Any thread.
    init(root: String) {
        self.root = root
    }

    /// The user's thumbnail folder: `$XDG_CACHE_HOME/thumbnails`, or `~/.cache/thumbnails` when
    /// that is unset or not absolute (the XDG base directory specification ignores a relative
    /// one); nil without a home either. Any thread.
    static func standardRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache).appendingPathComponent("thumbnails").path
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/thumbnails").path
    }

    // MARK: - Names

    /// The canonical URI of the file at the absolute `path`, as GLib's `g_filename_to_uri`
    /// makes it (and so as GNOME programs name thumbnails): `file://` and the path with every
    /// byte outside the unreserved set and `!$&'()*+,;=:@/` percent-escaped; nil for a relative
    /// path. Any thread.
    static func uri(ofPath path: String) -> String? {
        guard path.hasPrefix("/"), !path.utf8.contains(0) else { return nil }
        var error: UnsafeMutablePointer<GError>?
        guard let uri = g_filename_to_uri(path, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        defer { g_free(uri) }
        return String(cString: uri)
    }

    /// The lowercase hex MD5 of `text`'s UTF-8 bytes, by GLib's `g_compute_checksum_for_string`.
    /// Any thread.
    static func md5(of text: String) -> String {
        guard let checksum = g_compute_checksum_for_string(G_CHECKSUM_MD5, text, -1) else { return "" }
        defer { g_free(checksum) }
        return String(cString: checksum)
    }

    /// Where the thumbnail of `original` at `size` lives, whether or not it exists. Any thread.
    func path(of original: ThumbnailOriginal, size: ThumbnailSize) -> String {
        "\(root)/\(size.folderName)/\(original.uriMD5).png"
    }

    /// The folder this version's failure records live in.
    var failureFolder: String { "\(root)/fail/\(Self.software)-\(Self.version)" }

    /// Where the record of a failure to thumbnail `original` lives. Any thread.
    func failurePath(of original: ThumbnailOriginal) -> String {
        "\(failureFolder)/\(original.uriMD5).png"
    }

    // MARK: - Originals

    /// `path` as the standard names it, with its file's modification time and size now, or why
    /// it cannot be thumbnailed: gone, not a regular file, a relative path. Any thread.
    static func original(atPath path: String) -> Result<ThumbnailOriginal, ImageDecodingError> {
        guard let uri = uri(ofPath: path) else { return .failure(ImageDecodingError(path: path, reason: "not an absolute file path")) }
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            let reason = code == ENOENT || code == ENOTDIR ? "file not found" : "file cannot be read (\(String(cString: strerror(code))))"
            return .failure(ImageDecodingError(path: path, reason: reason))
        }
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure(ImageDecodingError(path: path, reason: "not a regular file")) }
        return .success(ThumbnailOriginal(path: path, uri: uri, uriMD5: md5(of: uri),
                                          modificationSeconds: Int64(status.st_mtim.tv_sec), byteCount: Int64(status.st_size)))
    }

    // MARK: - Looking up

    /// The first fresh thumbnail of `original` at `size` or larger (ours or another program's:
    /// a larger one only costs the pipeline a larger PNG to scale down), with its size; nil when
    /// there is none. One whose header claims more than its box is not believed either: it is
    /// remade rather than handed to the pipeline. Any thread.
    func freshThumbnail(of original: ThumbnailOriginal, atLeast size: ThumbnailSize) -> (path: String, size: ThumbnailSize)? {
        for candidate in size.thisAndLarger {
            let path = path(of: original, size: candidate)
            if isFresh(Self.text(ofPNGAtPath: path), for: original), Self.fits(pngAtPath: path, in: candidate) { return (path, candidate) }
        }
        return nil
    }

    /// Whether the PNG at `path` says, in its header, that it fits `size`'s box.
    private static func fits(pngAtPath path: String, in size: ThumbnailSize) -> Bool {
        guard let pixels = SDLImageDecoder().pixelSize(ofImageAtPath: path) else { return false }
        return max(pixels.width, pixels.height) <= Double(size.boxSide)
    }

    /// Whether a fresh record says thumbnailing `original` failed, and its reason (empty when the
    /// record gives none); nil when there is no fresh record. Any thread.
    func freshFailure(of original: ThumbnailOriginal) -> String? {
        let text = Self.text(ofPNGAtPath: failurePath(of: original))
        guard isFresh(text, for: original) else { return nil }
        return text?[Self.descriptionKey] ?? ""
    }

    /// Whether a thumbnail's `text` is that of a fresh thumbnail of `original`: its
    /// `Thumb::URI` is the URI and its `Thumb::MTime` the file's modification time, as the
    /// standard asks (a stale one is remade; `Thumb::Size`, optional, is not held to). Any thread.
    func isFresh(_ text: [String: String]?, for original: ThumbnailOriginal) -> Bool {
        guard let text, text[Self.uriKey] == original.uri, let mtime = text[Self.mtimeKey] else { return false }
        return Int64(mtime) == original.modificationSeconds
    }

    /// The text chunks of the PNG at `path`, or nil when there is no readable PNG there (a
    /// thumbnail's absence is the usual case, and a broken one is simply remade).
    private static func text(ofPNGAtPath path: String) -> [String: String]? {
        try? PNGTextReader.text(ofPNGAtPath: path).get()
    }

    // MARK: - Writing

    /// Writes `bitmap` as the thumbnail of `original` at `size`, with the standard's chunks
    /// (`mimeType`, `imageWidth` and `imageHeight` when known) and returns its path. Stops
    /// between rows once `isCancelled`. Called on a worker.
    func write(
        _ bitmap: SDLSurfaceBitmap, of original: ThumbnailOriginal, size: ThumbnailSize, mimeType: String?,
        imageWidth: Int?, imageHeight: Int?, isCancelled: () -> Bool = { false }
    ) throws(PNGFileError) -> String {
        let path = path(of: original, size: size)
        try makeFolder("\(root)/\(size.folderName)", for: path)
        var text = chunks(of: original, mimeType: mimeType)
        if let imageWidth, let imageHeight {
            text += [(Self.imageWidthKey, String(imageWidth)), (Self.imageHeightKey, String(imageHeight))]
        }
        try bitmap.writePNG(toPath: path, text: text, mode: Self.fileMode, isCancelled: isCancelled)
        return path
    }

    /// Records that `original` could not be thumbnailed, for `reason`: a one-pixel transparent
    /// PNG with the standard's chunks and the reason in `Description`, which holds it off until
    /// the file changes. Called on a worker.
    func recordFailure(of original: ThumbnailOriginal, mimeType: String?, reason: String) throws(PNGFileError) {
        let path = failurePath(of: original)
        try makeFolder(failureFolder, for: path)
        guard let pixel = SDLSurfaceBitmap(width: 1, height: 1, filledWith: Color(red: 0, green: 0, blue: 0, alpha: 0)) else {
            throw PNGFileError(path: path, reason: "out of memory")
        }
        // tEXt holds Latin-1: a reason quoting a name from disk may not fit, and is only a hint.
        let latin1Reason = String(String.UnicodeScalarView(reason.unicodeScalars.map { $0.value <= 255 && $0.value > 0 ? $0 : "?" }))
        try pixel.writePNG(toPath: path, text: chunks(of: original, mimeType: mimeType) + [(Self.descriptionKey, latin1Reason)],
                           mode: Self.fileMode)
    }

    /// The chunks every thumbnail and failure record of `original` carries.
    private func chunks(of original: ThumbnailOriginal, mimeType: String?) -> [(keyword: String, text: String)] {
        var text = [(keyword: Self.uriKey, text: original.uri), (Self.mtimeKey, String(original.modificationSeconds)),
                    (Self.sizeKey, String(original.byteCount))]
        if let mimeType { text.append((Self.mimeTypeKey, mimeType)) }
        text.append((Self.softwareKey, Self.software))
        return text
    }

    /// Makes `folder` and any missing parents 0700, or says why not (a file in its way, no
    /// permission), naming `path`, the file that was to be written there.
    private func makeFolder(_ folder: String, for path: String) throws(PNGFileError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw PNGFileError(path: path, reason: "\(folder) is not a folder") }
            return
        }
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        if parent != folder, parent != "/" { try makeFolder(parent, for: path) }
        // EEXIST: another worker made it meanwhile.
        guard mkdir(folder, Self.folderMode) == 0 || errno == EEXIST else {
            throw PNGFileError(path: path, reason: "cannot make \(folder): \(String(cString: strerror(errno)))")
        }
    }

    // MARK: - Keys

    /// The standard's keys, and PNG's own `Software` and `Description`.
    static let uriKey = "Thumb::URI"
    static let mtimeKey = "Thumb::MTime"
    static let sizeKey = "Thumb::Size"
    static let mimeTypeKey = "Thumb::Mimetype"
    static let imageWidthKey = "Thumb::Image::Width"
    static let imageHeightKey = "Thumb::Image::Height"
    static let softwareKey = "Software"
    static let descriptionKey = "Description"
}
