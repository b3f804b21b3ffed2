import FolioCore
@testable import FolioPhotos
import Foundation
import TestSupport
import Testing

@Suite struct PhotoSectionsTests {
    /// Seconds from 1970 of a wall-clock date, as EXIF dates are kept.
    private static func date(_ year: Int, _ month: Int, _ day: Int, hour: Int = 12) -> Int64 {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour))!
        return Int64(date.timeIntervalSince1970)
    }

    private static func photo(_ path: String, taken: Int64?, modified: Int64 = 0, size: Int64 = 100) -> PhotoRecord {
        PhotoRecord(path: path, byteCount: size, modificationTime: modified * 1_000_000_000, format: .jpeg,
                    pixelWidth: 40, pixelHeight: 30, orientation: 1, dateTaken: taken, camera: nil)
    }

    /// The paths of each section, in order.
    private static func layout(_ sections: PhotoSections) -> [[String]] {
        sections.sections.map { $0.photos.map(\.path) }
    }

    @Test("Photos fall into months, newest month first and newest photo first within it, titled like 'March 2024'")
    func months() {
        let (sections, change) = PhotoSections(sort: .date, root: "/p").applying(upserts: [
            Self.photo("/p/a.jpg", taken: Self.date(2024, 3, 2)),
            Self.photo("/p/b.jpg", taken: Self.date(2024, 3, 30)),
            Self.photo("/p/c.jpg", taken: Self.date(2019, 12, 31, hour: 23)),
            Self.photo("/p/d.jpg", taken: Self.date(2025, 1, 1, hour: 0)),
        ], removals: [])
        #expect(Self.layout(sections) == [["/p/d.jpg"], ["/p/b.jpg", "/p/a.jpg"], ["/p/c.jpg"]])
        #expect(sections.sections.map { $0.key.title(rootName: "p") } == ["January 2025", "March 2024", "December 2019"])
        #expect(change.insertedSections == [0, 1, 2])
        #expect(change.insertedItems.isEmpty, "a new section brings its photos with it")
        #expect(change.insertedPhotoCount == 4)
    }

    @Test("A photo that says nothing of when it was taken is placed by when its file last changed")
    func undatedByModificationTime() {
        let modified = Self.date(2021, 6, 15)
        let (sections, _) = PhotoSections(sort: .date, root: "/p").applying(upserts: [
            Self.photo("/p/undated.png", taken: nil, modified: modified),
        ], removals: [])
        guard case .month(let months) = sections.sections[0].key else { Issue.record("not a month"); return }
        // Whatever this machine's time zone, the middle of June stays in June.
        #expect(months == 2021 * 12 + 5)
    }

    @Test("Sorted by name, sections are folders in name order and photos in natural name order")
    func byName() {
        let (sections, _) = PhotoSections(sort: .name, root: "/p").applying(upserts: [
            Self.photo("/p/img10.jpg", taken: 1), Self.photo("/p/img9.jpg", taken: 2),
            Self.photo("/p/Trip/z.jpg", taken: 3), Self.photo("/p/Album/a.jpg", taken: 4),
        ], removals: [])
        #expect(Self.layout(sections) == [["/p/img9.jpg", "/p/img10.jpg"], ["/p/Album/a.jpg"], ["/p/Trip/z.jpg"]])
        #expect(sections.sections.map { $0.key.title(rootName: "p") } == ["p", "Album", "Trip"])
    }

    @Test("Flat indices and paths find each other")
    func flatIndices() {
        let (sections, _) = PhotoSections(sort: .date, root: "/p").applying(upserts: [
            Self.photo("/p/a.jpg", taken: Self.date(2024, 3, 2)), Self.photo("/p/b.jpg", taken: Self.date(2024, 3, 3)),
            Self.photo("/p/c.jpg", taken: Self.date(2023, 1, 1)),
        ], removals: [])
        #expect(sections.flatIndex(ofPath: "/p/c.jpg") == 2)
        #expect(sections.photo(atFlatIndex: 0)?.path == "/p/b.jpg")
        #expect(sections.photo(atFlatIndex: 3) == nil)
        #expect(sections.flatIndex(ofPath: "/p/none.jpg") == nil)
    }

    @Test("The same records again change nothing")
    func sameAgain() {
        let photos = [Self.photo("/p/a.jpg", taken: 5), Self.photo("/p/b.jpg", taken: 6)]
        let (sections, _) = PhotoSections(sort: .date, root: "/p").applying(upserts: photos, removals: [])
        let (again, change) = sections.applying(upserts: photos, removals: ["/p/none.jpg"])
        #expect(change.isEmpty)
        #expect(Self.layout(again) == Self.layout(sections))
    }

    /// Plays `change` on `old`'s layout as a collection does (deletions at old places, highest
    /// first; then insertions at new places, lowest first, new sections arriving whole) and
    /// returns the layout it leaves.
    private static func play(_ change: PhotoSections.Change, from old: PhotoSections, to new: PhotoSections) -> [[String]] {
        var layout = Self.layout(old)
        for path in change.deletedItems.sorted(by: >) { layout[path.section].remove(at: path.item) }
        for section in change.deletedSections.sorted(by: >) { layout.remove(at: section) }
        let newLayout = Self.layout(new)
        for section in change.insertedSections.sorted() { layout.insert(newLayout[section], at: section) }
        for path in change.insertedItems.sorted() { layout[path.section].insert(newLayout[path.section][path.item], at: path.item) }
        return layout
    }

    @Test("Random batches of arrivals, departures and rewrites: the change played on the old grid gives the new one", arguments: 0..<20)
    func randomBatches(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var sections = PhotoSections(sort: seed % 2 == 0 ? .date : .name, root: "/p")
        for _ in 0..<15 {
            var upserts: [PhotoRecord] = []
            for _ in 0..<Int(random.next() % 12) {
                let number = random.next() % 40
                let folder = ["", "a/", "b/c/"][Int(random.next() % 3)]
                let taken: Int64? = random.next() % 5 == 0 ? nil : Self.date(2020 + Int(random.next() % 3), 1 + Int(random.next() % 3), 1 + Int(random.next() % 28))
                upserts.append(Self.photo("/p/\(folder)\(number).jpg", taken: taken, modified: Int64(random.next() % 1_000_000_000)))
            }
            // A photo listed twice in one batch keeps its last record, as a later scan's would.
            var latest: [String: PhotoRecord] = [:]
            for photo in upserts { latest[photo.path] = photo }
            let existing = sections.sections.flatMap(\.photos).map(\.path)
            let removals = Set(existing.filter { _ in random.next() % 6 == 0 })
            let (next, change) = sections.applying(upserts: Array(latest.values), removals: removals)
            #expect(Self.play(change, from: sections, to: next) == Self.layout(next))
            #expect(next.photoCount == next.counts.itemCount)
            sections = next
        }
    }

    @Test("Filtering keeps the order, drops emptied sections, and indexes what is left by path and by flat index")
    func filtered() {
        let (sections, _) = PhotoSections(sort: .date, root: "/p").applying(upserts: [
            Self.photo("/p/a.jpg", taken: Self.date(2024, 3, 2)),
            Self.photo("/p/b.jpg", taken: Self.date(2024, 3, 30)),
            Self.photo("/p/c.jpg", taken: Self.date(2019, 12, 31)),
            Self.photo("/p/d.jpg", taken: Self.date(2025, 1, 1)),
        ], removals: [])
        let kept = sections.filtered { $0.path != "/p/c.jpg" && $0.path != "/p/b.jpg" }
        #expect(Self.layout(kept) == [["/p/d.jpg"], ["/p/a.jpg"]])
        #expect(kept.photoCount == 2 && kept.counts.itemCount == 2)
        #expect(kept.photo(atPath: "/p/a.jpg")?.path == "/p/a.jpg")
        #expect(kept.photo(atPath: "/p/b.jpg") == nil)
        #expect(kept.flatIndex(ofPath: "/p/a.jpg") == 1)
        #expect(kept.photo(atFlatIndex: 1)?.path == "/p/a.jpg")
        #expect(sections.filtered { _ in false }.sections.isEmpty)
    }
}
