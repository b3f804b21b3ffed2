/// One folder under an inotify watch, as the watcher knows it: its full path (which changes
/// when it or a folder above it is renamed, while its watch stays), the names of the files in it
/// the app has been told of (or that were there when watching began), and the names of its
/// subfolders under watch. A plain value, kept by `WatchedTree` on the watcher's thread.
struct WatchedFolder: Sendable, Hashable {
    /// Its full path now.
    var path: String
    /// The files in it that are known, by name.
    var files: Set<String> = []
    /// Its subfolders under watch, by name.
    var subfolders: Set<String> = []

    /// The full path of the entry `name` in it.
    func path(of name: String) -> String {
        path == "/" ? "/" + name : path + "/" + name
    }
}
