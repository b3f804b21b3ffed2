/// One batch of changes to the files under a watched folder, coalesced: a file created and
/// deleted within the batch is not in it, a file renamed twice is one rename from its first path
/// to its last, a file deleted and written again is rewritten. Paths are full paths.
///
/// The app applies a batch in this order: `removed`, then `renames` all at once (two files may
/// have swapped paths, so take every renamed file's record before storing any at its new
/// path), then `added`, then `rewritten` (by their paths after the renames). When `needsRescan`
/// is set the kernel dropped events and nothing else in the batch is complete: the app scans
/// the whole folder again. A plain value: any thread.
struct FolderChanges: Sendable, Hashable {
    /// Files that appeared: written and closed, moved in, or found in a folder that appeared.
    private(set) var added: Set<String> = []
    /// Files known before the batch that are gone: deleted, moved out, or under a folder that
    /// was deleted or moved out.
    private(set) var removed: Set<String> = []
    /// Files known before the batch that were written again (or replaced), by their paths after
    /// the batch's renames.
    private(set) var rewritten: Set<String> = []
    /// For each renamed file, its path before the batch, keyed by its path after it.
    private var originByRenamedPath: [String: String] = [:]
    /// Whether events were lost and the app must scan everything again.
    private(set) var needsRescan = false

    /// An empty batch.
    init() {}

    /// The renames, from the path before the batch to the path after it, sorted by new path.
    var renames: [FileRename] {
        originByRenamedPath.map { FileRename(from: $0.value, to: $0.key) }.sorted { $0.to < $1.to }
    }

    /// Whether the batch says nothing.
    var isEmpty: Bool {
        !needsRescan && added.isEmpty && removed.isEmpty && rewritten.isEmpty && originByRenamedPath.isEmpty
    }

    /// A file that was not there (or not known) is now there and complete. If a known file at
    /// that path was removed earlier in the batch, the app sees it rewritten.
    mutating func recordAppeared(_ path: String) {
        guard !needsRescan else { return }
        if removed.remove(path) != nil {
            rewritten.insert(path)
        } else {
            added.insert(path)
        }
    }

    /// A known file was written again and closed.
    mutating func recordRewritten(_ path: String) {
        // A file the app has not seen yet is simply added, with what it holds now.
        guard !needsRescan, !added.contains(path) else { return }
        rewritten.insert(path)
    }

    /// A known file is gone. Callers pass only files they knew, so that a file created and
    /// deleted before it was ever complete is never reported.
    mutating func recordRemoved(_ path: String) {
        guard !needsRescan else { return }
        if added.remove(path) != nil { return }
        rewritten.remove(path)
        if let origin = originByRenamedPath.removeValue(forKey: path) {
            removed.insert(origin)
        } else {
            removed.insert(path)
        }
    }

    /// A known file moved from `from` to `to` within the watched folder. If a known file was at
    /// `to`, the caller records its removal first.
    mutating func recordRenamed(from: String, to: String) {
        guard !needsRescan else { return }
        if added.remove(from) != nil {
            recordAppeared(to)
            return
        }
        let origin = originByRenamedPath.removeValue(forKey: from) ?? from
        let wasRewritten = rewritten.remove(from) != nil
        if origin != to {
            originByRenamedPath[to] = origin
        }
        if wasRewritten { rewritten.insert(to) }
    }

    /// Events were lost: the batch says only that the app must scan again, and later records
    /// add nothing to it (the scan sees them).
    mutating func recordRescanNeeded() {
        self = FolderChanges()
        needsRescan = true
    }
}
