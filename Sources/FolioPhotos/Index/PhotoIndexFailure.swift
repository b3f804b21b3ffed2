/// Why the index's file could not be opened, which decides what is done about it. A plain
/// value: any thread.
enum PhotoIndexFailure: Error, Equatable, CustomStringConvertible {
    /// The file is not an index this program can use (not SQLite, damaged, another program's
    /// database, not a regular file): it is set aside and a fresh index made in its place.
    case unusable(String)
    /// The file cannot be opened or written now (permissions, a full disk, a newer program's
    /// index, another process holding it too long): it is left as it is.
    case unavailable(String)

    /// The reason, as a log line quotes it.
    var description: String {
        switch self {
        case .unusable(let reason), .unavailable(let reason): reason
        }
    }
}
