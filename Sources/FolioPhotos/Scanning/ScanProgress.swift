/// One batch of a scan's progress, as its callback receives it at most every `progressInterval`:
/// the counts so far and the photos read since the last batch. A plain value: any thread.
struct ScanProgress: Sendable {
    /// Files found so far (regular files, and links to them, outside hidden entries).
    var foundCount: Int
    /// Files done so far: read, or known unchanged, or found to be no photo.
    var indexedCount: Int
    /// The new or changed photos read since the previous batch.
    var records: [PhotoRecord]
}
