@testable import FolioDemo
import FolioCore
import Foundation
import Testing

@Suite struct GridItemDetailsTests {
    private let details = GridItemDetails(fileNames: ["forest-path.jpg", "Café.jpg", "wall-clock.jpg"])

    /// What a straightforward filter finds: every item, asked term by term.
    private func expected(_ text: String, in items: GridItems) -> [Int] {
        let query = GridQuery(text)
        return (0..<items.itemCount).compactMap { index in
            let path = items.indexPath(ofFlatIndex: index)!
            let item = items.identifier(at: path)
            let photo = items.photoIdentifier(of: item)
            let (year, month) = GridItemDetails.month(ofSection: items.sectionIdentifiers[path.section])
            let name = GridQuery.folded(details.fileName(ofPhoto: photo)!), camera = GridQuery.folded(GridItemDetails.camera(ofPhoto: photo))
            return query.terms.allSatisfy { $0.matches(name: name, camera: camera, year: year, month: month) } ? item : nil
        }
    }

    @Test("Sections count back a month each from December 2025, across years")
    func months() {
        #expect(GridItemDetails.month(ofSection: 0) == (2025, 12))
        #expect(GridItemDetails.month(ofSection: 11) == (2025, 1))
        #expect(GridItemDetails.month(ofSection: 12) == (2024, 12))
        #expect(GridItemDetails.month(ofSection: 21) == (2024, 3))
        #expect(GridItemDetails.month(ofSection: 24_311) == (0, 1))
        #expect(GridItemDetails.month(ofSection: 24_312) == (-1, 12))
    }

    @Test("Photos cycle through the file names; every camera is used and neighbours are not in a fixed order")
    func namesAndCameras() {
        #expect(details.fileName(ofPhoto: 4) == "Café.jpg")
        #expect(GridItemDetails(fileNames: []).fileName(ofPhoto: 4) == nil)
        let cameras = (0..<600).map(GridItemDetails.cameraIndex(ofPhoto:))
        #expect(Set(cameras).count == GridItemDetails.cameras.count)
        #expect(cameras.allSatisfy { GridItemDetails.cameras.indices.contains($0) })
        #expect(cameras.prefix(12) != cameras.dropFirst(6).prefix(12), "not a cycle of the cameras' count")
    }

    @Test("A query finds the items a term-by-term filter finds, grouped by the sections that have any", arguments: [
        "march", "mar 2025", "2024", "forest", "cafe", "leica", "forest canon", "clock 2025", "nothing-at-all",
    ])
    func matches(text: String) {
        var items = GridItems(itemCount: 2_000, sectionSize: 100)
        // Edits leave copies, a removed section and moved items behind: the filter follows them.
        _ = items.deleteItems(at: (0..<100).map { IndexPath(item: $0, section: 3) })
        _ = items.duplicateItem(at: IndexPath(item: 5, section: 0))
        _ = items.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 0, section: 5))
        let found = details.matches(of: GridQuery(text), in: items)
        #expect(found.flatMap(\.items) == expected(text, in: items))
        #expect(found.allSatisfy { !$0.items.isEmpty })
        #expect(found.map(\.section) == found.map(\.section).sorted())
    }

    @Test("'march' finds the whole March 2025 section of the default grid and nothing else")
    func marchInTheDefaultGrid() {
        let items = GridItems(itemCount: 2_000, sectionSize: 100)
        let library = GridItemDetails(fileNames: ["autumn-meadow-aitzgorri.jpg", "bridge-cables.jpg", "forest-path.jpg"])
        let found = library.matches(of: GridQuery("march"), in: items)
        #expect(found.map(\.section) == [9])
        #expect(found.first?.items == Array(900..<1_000))
    }

    @Test("A million items are filtered in seconds at most, even unoptimised on a busy machine")
    func large() {
        let items = GridItems(itemCount: 1_000_000, sectionSize: 100)
        let clock = ContinuousClock()
        var count = 0
        let elapsed = clock.measure { count = details.matches(of: GridQuery("forest leica"), in: items).reduce(0) { $0 + $1.items.count } }
        #expect(count > 0 && count < 1_000_000)
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }
}
