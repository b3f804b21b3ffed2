import FolioCore
import Foundation

/// The photos of a folder in the grid's order: in sections by month taken (newest first) or by
/// folder (by name), each photo once, keyed by path. Changes (photos found, rewritten, gone)
/// make a new value and say what changed in the collection's terms, for one animated batch
/// update. Sorting 10,000 photos takes milliseconds, so a new value is made off the main thread
/// and handed to it. A plain value: any thread.
struct PhotoSections: Sendable {
    /// One section: its key and its photos in order.
    struct Section: Sendable {
        let key: PhotoSectionKey
        let photos: [PhotoRecord]
    }

    /// What one change did, in the collection's terms: the places before it of what went, and
    /// after it of what came. Sections that come or go take their photos with them (their
    /// photos are not listed again).
    struct Change: Sendable, Equatable {
        var deletedSections: [Int] = []
        var insertedSections: [Int] = []
        var deletedItems: [IndexPath] = []
        var insertedItems: [IndexPath] = []

        var isEmpty: Bool { deletedSections.isEmpty && insertedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty }
        /// Photos that came, counted once whether or not their section came with them.
        var insertedPhotoCount = 0
        /// Photos that went.
        var deletedPhotoCount = 0
    }

    let sort: PhotoSort
    /// The folder the photos are under, for folder sections' names.
    let root: String
    /// The sections in order.
    private(set) var sections: [Section] = []
    /// How many photos each section has, for flat indices.
    private(set) var counts = SectionItemCounts.empty
    /// Every photo by path.
    private var byPath: [String: PhotoRecord] = [:]

    /// No photos yet, ordered by `sort`, under `root`.
    init(sort: PhotoSort, root: String) {
        self.sort = sort
        self.root = root
    }

    /// How many photos there are.
    var photoCount: Int { byPath.count }

    /// The photo at `indexPath`, or nil if there is none there.
    func photo(at indexPath: IndexPath) -> PhotoRecord? {
        guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let photos = sections[indexPath.section].photos
        return indexPath.item >= 0 && indexPath.item < photos.count ? photos[indexPath.item] : nil
    }

    /// The photo at flat index `index` (counted across sections), or nil.
    func photo(atFlatIndex index: Int) -> PhotoRecord? {
        counts.indexPath(ofFlatIndex: index).flatMap(photo(at:))
    }

    /// The flat index of the photo at `path`, or nil if there is none.
    func flatIndex(ofPath path: String) -> Int? {
        guard let photo = byPath[path] else { return nil }
        let key = sectionKey(of: photo)
        guard let section = sections.firstIndex(where: { $0.key == key }),
              let item = sections[section].photos.firstIndex(where: { $0.path == path }) else { return nil }
        return counts.flatIndex(of: IndexPath(item: item, section: section))
    }

    /// The photo at `path`, or nil if there is none.
    func photo(atPath path: String) -> PhotoRecord? {
        byPath[path]
    }

    /// These photos less those `isIncluded` leaves out, in the same order; sections left empty
    /// go. What a search shows. Linear in the photos.
    func filtered(_ isIncluded: (PhotoRecord) -> Bool) -> PhotoSections {
        var next = PhotoSections(sort: sort, root: root)
        next.sections = sections.compactMap { section in
            let photos = section.photos.filter(isIncluded)
            return photos.isEmpty ? nil : Section(key: section.key, photos: photos)
        }
        next.counts = SectionItemCounts(next.sections.map(\.photos.count))
        next.byPath = Dictionary(uniqueKeysWithValues: next.sections.lazy.flatMap(\.photos).map { ($0.path, $0) })
        return next
    }

    /// The section `photo` belongs in.
    func sectionKey(of photo: PhotoRecord) -> PhotoSectionKey {
        switch sort {
        case .date:
            let seconds = photo.dateTaken ?? Self.localWallClockSeconds(ofNanoseconds: photo.modificationTime)
            let days = Int((Double(seconds) / 86_400).rounded(.down))
            let (year, month) = Self.civilYearAndMonth(fromDays: days)
            return .month(year * 12 + month - 1)
        case .name:
            let folder = (photo.path as NSString).deletingLastPathComponent
            let relative = folder == root ? "" : folder.hasPrefix(root + "/") ? String(folder.dropFirst(root.count + 1)) : folder
            return .folder(relative)
        }
    }

    /// Whether `a` comes before `b` within one section: newest first, or by file name.
    private func precedes(_ a: PhotoRecord, _ b: PhotoRecord) -> Bool {
        switch sort {
        case .date:
            let dateA = a.dateTaken ?? Self.localWallClockSeconds(ofNanoseconds: a.modificationTime)
            let dateB = b.dateTaken ?? Self.localWallClockSeconds(ofNanoseconds: b.modificationTime)
            if dateA != dateB { return dateA > dateB }
            return a.path < b.path
        case .name:
            let order = (a.path as NSString).lastPathComponent.compare((b.path as NSString).lastPathComponent, options: [.numeric, .caseInsensitive])
            return order == .orderedSame ? a.path < b.path : order == .orderedAscending
        }
    }

    /// These photos with `upserts` added (or replacing those at their paths) and the photos at
    /// `removals` gone, and what changed. A photo whose record is the same as before changes
    /// nothing; one rewritten (another size, time or date) goes from its place and comes again at
    /// its new one, so that it is drawn anew.
    func applying(upserts: [PhotoRecord], removals: Set<String>) -> (PhotoSections, Change) {
        var next = self
        var changed = Set<String>()
        for path in removals where next.byPath.removeValue(forKey: path) != nil { changed.insert(path) }
        for photo in upserts where next.byPath[photo.path] != photo {
            next.byPath[photo.path] = photo
            changed.insert(photo.path)
        }
        guard !changed.isEmpty else { return (self, Change()) }
        next.rebuild()
        return (next, change(to: next, touching: changed))
    }

    /// Sorts every photo into its section again.
    private mutating func rebuild() {
        var grouped: [PhotoSectionKey: [PhotoRecord]] = [:]
        for photo in byPath.values { grouped[sectionKey(of: photo), default: []].append(photo) }
        sections = grouped.keys.sorted().map { key in Section(key: key, photos: grouped[key]!.sorted(by: precedes)) }
        counts = SectionItemCounts(sections.map(\.photos.count))
    }

    /// What turned these sections into `next`, given the paths whose photos came, went or changed.
    private func change(to next: PhotoSections, touching changed: Set<String>) -> Change {
        var change = Change()
        let oldSections = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1.key, $0) })
        let newSections = Dictionary(uniqueKeysWithValues: next.sections.enumerated().map { ($1.key, $0) })
        for (index, section) in sections.enumerated() {
            guard let kept = newSections[section.key] else {
                change.deletedSections.append(index)
                continue
            }
            let stays = Set(next.sections[kept].photos.lazy.filter { !changed.contains($0.path) }.map(\.path))
            for (item, photo) in section.photos.enumerated() where !stays.contains(photo.path) {
                change.deletedItems.append(IndexPath(item: item, section: index))
            }
        }
        for (index, section) in next.sections.enumerated() {
            guard let old = oldSections[section.key] else {
                change.insertedSections.append(index)
                continue
            }
            let stayed = Set(sections[old].photos.lazy.filter { !changed.contains($0.path) }.map(\.path))
            for (item, photo) in section.photos.enumerated() where !stayed.contains(photo.path) {
                change.insertedItems.append(IndexPath(item: item, section: index))
            }
        }
        change.insertedPhotoCount = changed.filter { next.byPath[$0] != nil && byPath[$0] == nil }.count
        change.deletedPhotoCount = changed.filter { next.byPath[$0] == nil && byPath[$0] != nil }.count
        return change
    }

    /// `nanoseconds` since 1970 (UTC) as this machine's wall clock read then, in seconds from 1970
    /// as if that reading were UTC: the scale EXIF dates are kept on.
    static func localWallClockSeconds(ofNanoseconds nanoseconds: Int64) -> Int64 {
        let seconds = nanoseconds / 1_000_000_000
        let offset = TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
        return seconds + Int64(offset)
    }

    /// The proleptic Gregorian year and month (1 to 12) of `days` since 1970-01-01 (Howard
    /// Hinnant's civil-from-days): no calendar object, no time zone, on any thread.
    static func civilYearAndMonth(fromDays days: Int) -> (year: Int, month: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month)
    }
}
