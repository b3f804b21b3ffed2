/// Every photo's search entry, kept in step with the library so that a keystroke folds no
/// names: an entry is made when its photo arrives or its record changes, and dropped when it
/// goes. Kept by the search's worker. A plain value: any thread.
struct PhotoSearchIndex: Sendable {
    /// Each photo's record as its entry was made from, and the entry, by path.
    private var entries: [String: (record: PhotoRecord, entry: PhotoSearchEntry)] = [:]

    /// How many photos have entries.
    var count: Int { entries.count }

    /// Brings the entries in step with `library`'s photos.
    mutating func update(to library: PhotoSections) {
        var seen = 0
        for section in library.sections {
            for photo in section.photos {
                seen += 1
                if entries[photo.path]?.record != photo { entries[photo.path] = (photo, PhotoSearchEntry(photo)) }
            }
        }
        // Photos that went leave more entries than photos.
        if entries.count > seen { entries = entries.filter { library.photo(atPath: $0.key) != nil } }
    }

    /// `library`'s photos that `query` matches, in order (every photo for an empty query).
    func results(of query: PhotoQuery, in library: PhotoSections) -> PhotoSections {
        guard !query.isEmpty else { return library }
        return library.filtered { photo in
            let entry = entries[photo.path].flatMap { $0.record == photo ? $0.entry : nil } ?? PhotoSearchEntry(photo)
            return query.matches(entry)
        }
    }
}
