/// A file that moved within the watched folder: the photo at `from` is now at `to`, unchanged.
/// A plain value: any thread.
struct FileRename: Sendable, Hashable {
    /// Its full path before.
    var from: String
    /// Its full path now.
    var to: String
}
