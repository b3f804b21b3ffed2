import Foundation

/// The folder a recording writes its frames to, and the rule that keeps a user's files safe in
/// it: a recording goes only into a folder that is missing, empty, or holds nothing but frames
/// (regular files named `frame-00001.png` …, and the temporary `….png.partial` files a frame is
/// written under before it is renamed). Such a folder's old frames are removed (one file at a
/// time, never a folder) so that it ends up holding this recording alone; any other content
/// refuses the folder and nothing in it is touched. A plain value: usable on any thread.
struct FrameFolder: Sendable {
    /// The folder, as given.
    let path: String

    /// What a temporary frame's name adds to the frame's: the frame is written under it, then
    /// renamed, so that a file with a frame's name is always a whole PNG.
    static let temporarySuffix = ".partial"

    /// The file name of frame `number` (counted from 1).
    static func fileName(ofFrame number: Int) -> String {
        "frame-" + String(repeating: "0", count: max(0, 5 - String(number).count)) + String(number) + ".png"
    }

    /// The name frame `number` is written under until it is whole.
    static func temporaryName(ofFrame number: Int) -> String {
        fileName(ofFrame: number) + temporarySuffix
    }

    /// Whether `name` is a frame's file name: `frame-`, five digits or more, `.png`.
    static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst("frame-".count).dropLast(".png".count)
        return digits.count >= 5 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether `name` is a frame's name or a temporary frame's: the names a recording writes.
    static func isRecordingName(_ name: String) -> Bool {
        isFrameName(name) || (name.hasSuffix(temporarySuffix) && isFrameName(String(name.dropLast(temporarySuffix.count))))
    }

    /// Takes `path` for a recording: creates it (and its parents) if missing; refuses it if it
    /// is not a folder, holds anything but a recording's files, or cannot take a new file; then
    /// removes the recording's files already there.
    ///
    /// - Throws: `SDLError` saying why the folder cannot take frames; the folder is then as it was.
    init(preparing path: String) throws(SDLError) {
        guard !path.isEmpty else { throw SDLError("recording", reason: "the folder name is empty") }
        let failure = { (reason: String) in SDLError("recording into \(path)", reason: reason) }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw failure("it is not a folder") }
        } else if let reason = Self.makeFolders(path) {
            throw failure("cannot create the folder (\(reason))")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            throw failure("cannot list the folder (\(Self.systemReason(of: error)))")
        }
        // Every entry is checked before anything is removed: a refused folder is left as it was.
        for name in names {
            if let reason = Self.foreignReason(name: name, in: path) {
                throw failure("\(reason); record into an empty folder, or one holding only an earlier recording's frames")
            }
        }
        for name in names where unlink(path + "/" + name) != 0 && errno != ENOENT {
            throw failure("cannot remove the earlier frame \(name) (\(String(cString: strerror(errno))))")
        }
        // Permissions alone do not say whether a file can be made (root writes anywhere but on a
        // read-only file system); a full disk still takes an empty file: the first frame's write
        // finds that out.
        let probe = path + "/" + Self.temporaryName(ofFrame: 1)
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot write a file there (\(String(cString: strerror(errno))))") }
        close(descriptor)
        unlink(probe)
        self.path = path
    }

    /// The path of `name` in the folder.
    func path(of name: String) -> String {
        path + "/" + name
    }

    /// Why the entry `name` of `folder` is not a recording's own file, or nil if it is: a name
    /// a recording does not write, or one of its names on something else than a regular file
    /// (a folder, a link, a device).
    private static func foreignReason(name: String, in folder: String) -> String? {
        let quoted = "'\(name)'"
        guard isRecordingName(name) else { return "it holds \(quoted), which is not a frame" }
        var status = stat()
        guard lstat(folder + "/" + name, &status) == 0 else {
            // Gone since the listing: nothing left to keep.
            return errno == ENOENT ? nil : "cannot look at \(quoted) (\(String(cString: strerror(errno))))"
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "it holds \(quoted), which is a folder, not a frame"
        case S_IFLNK: return "it holds \(quoted), which is a symbolic link, not a frame"
        default: return "it holds \(quoted), which is not a regular file"
        }
    }

    /// Makes `path` and any folders above it that are missing; returns why it could not, as
    /// the system says it (a file in the way, no permission).
    private static func makeFolders(_ path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o755) != 0, errno != EEXIST { return "\(prefix): \(String(cString: strerror(errno)))" }
            prefix += "/"
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "\(path): not a folder"
        }
        return nil
    }

    /// The system's words for a Foundation file error, else its description.
    private static func systemReason(of error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(code))) }
        return error.localizedDescription
    }
}
