import Foundation
import Glibc

/// Where folio-photos looks: a folder to browse, and the photo to open first when a file was
/// named. Resolved once at start-up from the command line and the environment. A plain value:
/// any thread.
struct PhotoLocation: Sendable, Equatable {
    /// The folder browsed, absolute, without a trailing slash.
    let folder: String
    /// The photo to open in the viewer at once, absolute; nil to show the grid.
    let openedFile: String?

    /// Why a location cannot be browsed; each says so in one line naming the path.
    enum Failure: Error, Equatable, CustomStringConvertible {
        case notFound(String)
        case unreadable(String, reason: String)
        case notAFolderOrFile(String)

        var description: String {
            switch self {
            case .notFound(let path): "cannot open '\(path)': there is no such folder or file"
            case .unreadable(let path, let reason): "cannot read '\(path)': \(reason)"
            case .notAFolderOrFile(let path): "cannot open '\(path)': it is neither a folder nor a file"
            }
        }
    }

    /// The folder or file `path` names (relative to the working folder), or the default folder
    /// when nil: `$XDG_PICTURES_DIR`, the pictures folder of `user-dirs.dirs`, else `~/Pictures`.
    static func resolve(_ path: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws(Failure) -> PhotoLocation {
        let named = path.map { absolute($0) } ?? defaultFolder(environment: environment)
        var info = stat()
        guard stat(named, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw .notFound(named) }
            throw .unreadable(named, reason: String(cString: strerror(errno)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            guard let folder = opendir(named) else { throw .unreadable(named, reason: String(cString: strerror(errno))) }
            closedir(folder)
            return PhotoLocation(folder: trimmed(named), openedFile: nil)
        case S_IFREG:
            guard access(named, R_OK) == 0 else { throw .unreadable(named, reason: String(cString: strerror(errno))) }
            let folder = (named as NSString).deletingLastPathComponent
            return PhotoLocation(folder: trimmed(folder.isEmpty ? "/" : folder), openedFile: named)
        default:
            throw .notAFolderOrFile(named)
        }
    }

    /// `path` made absolute against the working folder, with `.` and `..` parts resolved by
    /// name (symbolic links are kept as named: the folder shown is the one the user named).
    static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// The user's pictures folder, as the XDG user-dirs convention names it.
    static func defaultFolder(environment: [String: String]) -> String {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        if let named = environment["XDG_PICTURES_DIR"], !named.isEmpty { return expand(named, home: home) }
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        // user-dirs.dirs is a shell fragment: XDG_PICTURES_DIR="$HOME/Pictures". Small, but read
        // as hostile all the same.
        if let data = FileManager.default.contents(atPath: config + "/user-dirs.dirs"), data.count < 64 << 10,
           let text = String(data: data, encoding: .utf8) {
            for line in text.split(separator: "\n") where line.hasPrefix("XDG_PICTURES_DIR=") {
                let value = line.dropFirst("XDG_PICTURES_DIR=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
                if !value.isEmpty { return expand(value, home: home) }
            }
        }
        return home + "/Pictures"
    }

    private static func expand(_ value: String, home: String) -> String {
        let expanded = value.hasPrefix("$HOME") ? home + value.dropFirst("$HOME".count) : value
        return absolute(expanded)
    }
}
