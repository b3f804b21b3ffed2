@testable import FolioPhotos
import Foundation
import Testing

@Suite struct PhotoSearchIndexTests {
    private static func date(_ year: Int, _ month: Int) -> Int64 {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return Int64(calendar.date(from: DateComponents(year: year, month: month, day: 10, hour: 12))!.timeIntervalSince1970)
    }

    private static func photo(_ name: String, _ year: Int, _ month: Int, camera: String? = nil) -> PhotoRecord {
        PhotoRecord(path: "/p/" + name, byteCount: 1, modificationTime: 0, format: .jpeg, pixelWidth: 4, pixelHeight: 3,
                    orientation: 1, dateTaken: date(year, month), camera: camera)
    }

    private static func paths(_ sections: PhotoSections) -> [String] {
        sections.sections.flatMap(\.photos).map { ($0.path as NSString).lastPathComponent }
    }

    @Test("Results follow the library as photos come, change and go, in the grid's order")
    func followsTheLibrary() {
        var library = PhotoSections(sort: .date, root: "/p")
        var index = PhotoSearchIndex()
        (library, _) = library.applying(upserts: [
            Self.photo("Café.jpg", 2024, 3), Self.photo("beach.jpg", 2024, 3, camera: "Canon EOS R5"),
            Self.photo("cafe-2.jpg", 2019, 3), Self.photo("snow.jpg", 2024, 1),
        ], removals: [])
        index.update(to: library)
        #expect(index.count == 4)
        #expect(Self.paths(index.results(of: PhotoQuery("cafe"), in: library)) == ["Café.jpg", "cafe-2.jpg"])
        // Taken at the same moment, they go by path (capitals first).
        #expect(Self.paths(index.results(of: PhotoQuery("march 2024"), in: library)) == ["Café.jpg", "beach.jpg"])
        #expect(Self.paths(index.results(of: PhotoQuery("canon"), in: library)) == ["beach.jpg"])
        #expect(index.results(of: PhotoQuery(""), in: library).photoCount == 4)
        #expect(index.results(of: PhotoQuery("xyz"), in: library).sections.isEmpty)

        // The beach photo is retaken in April with another camera; the snow photo goes.
        (library, _) = library.applying(upserts: [Self.photo("beach.jpg", 2024, 4, camera: "Nikon Z6")], removals: ["/p/snow.jpg"])
        index.update(to: library)
        #expect(index.count == 3)
        #expect(index.results(of: PhotoQuery("canon"), in: library).sections.isEmpty)
        #expect(Self.paths(index.results(of: PhotoQuery("nikon apr"), in: library)) == ["beach.jpg"])
        #expect(index.results(of: PhotoQuery("snow"), in: library).sections.isEmpty)
    }

    @Test("A library the index has not caught up with is still searched right")
    func staleIndex() {
        let (library, _) = PhotoSections(sort: .name, root: "/p").applying(upserts: [Self.photo("Forêt.png", 2020, 5)], removals: [])
        #expect(Self.paths(PhotoSearchIndex().results(of: PhotoQuery("foret may"), in: library)) == ["Forêt.png"])
    }
}
