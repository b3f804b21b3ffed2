/// The (device, inode) that names a folder whatever path reached it.
typealias FolderIdentity = SIMD2<UInt64>

/// What a `FolderScanner`'s workers share: the queue of work, the counts, the batch of records
/// not yet delivered. Only touched with the scanner's lock held, by whichever worker holds it.
struct FolderScanState {
    /// Work not yet taken: `items[head...]`. Breadth-first: folders and files in the order
    /// they were found.
    private var items: [FolderScanner.Item] = []
    private var head = 0
    /// Workers busy with an item: while any is, more work may come.
    var busyCount = 0
    /// Workers that found no more work and left.
    var leftCount = 0
    /// Folders listed or being listed, so that one reached twice (a bind mount of a parent) is
    /// listed once.
    var visitedFolders: Set<FolderIdentity> = []
    /// Folders that could not be read: the known files under them are not reported removed.
    var unreadableFolders: [String] = []
    var foundCount = 0
    var indexedCount = 0
    /// Photos read since the last batch was delivered.
    var batch: [PhotoRecord] = []
    /// Known paths seen to be photos still, read again or not.
    var keptPaths: Set<String> = []
    /// The counts the summary reports, filled in as the work is done.
    var summary = ScanSummary()
    /// When the last batch was delivered (or the scan started).
    var lastDelivery = ContinuousClock.now
    /// The summary once the scan has ended.
    var finished: ScanSummary?

    /// Whether no work is waiting.
    var isQueueEmpty: Bool { head == items.count }

    /// Queues `newItems` after the others.
    mutating func enqueue(_ newItems: some Sequence<FolderScanner.Item>) {
        items.append(contentsOf: newItems)
    }

    /// Takes the oldest waiting item, if any.
    mutating func dequeue() -> FolderScanner.Item? {
        guard head < items.count else { return nil }
        let item = items[head]
        head += 1
        // Drops what was taken once it is most of the array, so that memory follows what waits.
        if head >= 4096, head * 2 >= items.count {
            items.removeFirst(head)
            head = 0
        }
        return item
    }

    /// Takes the batch as a progress report.
    mutating func takeProgress() -> ScanProgress {
        defer { batch = [] }
        return ScanProgress(foundCount: foundCount, indexedCount: indexedCount, records: batch)
    }
}
