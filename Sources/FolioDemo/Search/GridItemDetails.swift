import Foundation

/// What the grid demo says of each item, so that there is something to search: the file name
/// of the photo it shows, the camera that took it (one of a few real models, chosen by the
/// photo's number) and its month (its section's: section 0 is December 2025, each later one a
/// month earlier). The same every run; the items keep their numbers and order. Any thread.
struct GridItemDetails: Sendable {
    /// The cameras items are said to be taken with.
    static let cameras = ["Canon EOS R5", "Nikon Z6 II", "Fujifilm X100V", "Sony A7 IV", "Leica Q2", "Ricoh GR III"]
    /// Section 0's month, as months since January of year 0: December 2025.
    static let newestMonth = 2025 * 12 + 11

    /// The library's file names (no folder), in its order: photo N shows the name at N modulo
    /// their count.
    let fileNames: [String]
    /// `fileNames` and `cameras` folded as queries fold their words.
    private let foldedNames: [String]
    private static let foldedCameras = cameras.map(GridQuery.folded)

    /// The details of a grid showing `library`'s photos.
    init(library: PhotoLibrary) {
        self.init(fileNames: library.photos.map { ($0.path as NSString).lastPathComponent })
    }

    /// The details of a grid whose photos have these file names.
    init(fileNames: [String]) {
        self.fileNames = fileNames
        foldedNames = fileNames.map(GridQuery.folded)
    }

    /// The file name of the photo with identifier `photo` (an item's, or a copy's original's);
    /// nil in an empty library.
    func fileName(ofPhoto photo: Int) -> String? {
        fileNames.isEmpty ? nil : fileNames[photo % fileNames.count]
    }

    /// Which of `cameras` took the photo with identifier `photo`: a hash of its number, so that
    /// neighbours differ without a pattern the eye picks up.
    static func cameraIndex(ofPhoto photo: Int) -> Int {
        Int((UInt64(truncatingIfNeeded: photo) &* 0x9E37_79B9_7F4A_7C15) >> 40) % cameras.count
    }

    /// The camera that took the photo with identifier `photo`.
    static func camera(ofPhoto photo: Int) -> String {
        cameras[cameraIndex(ofPhoto: photo)]
    }

    /// The year and month (1 to 12) of the section with identifier `section`.
    static func month(ofSection section: Int) -> (year: Int, month: Int) {
        let months = newestMonth - section
        let year = months >= 0 ? months / 12 : (months - 11) / 12
        return (year, months - year * 12 + 1)
    }

    /// The items of `items` that match `query`, in order, by section (sections without any are
    /// left out): what the grid shows while the query is typed. Linear in the items, a table
    /// lookup each; on a worker for a large grid.
    func matches(of query: GridQuery, in items: GridItems) -> [(section: Int, items: [Int])] {
        let terms = query.terms
        let cameraCount = Self.cameras.count
        // Which names and cameras each term finds, worked out once rather than per item.
        let namesFound = terms.map { term in foldedNames.map { term.matches(name: $0, camera: "", year: Int.min, month: 0) } }
        let camerasFound = terms.map { term in Self.foldedCameras.map { term.matches(name: "", camera: $0, year: Int.min, month: 0) } }
        // For the terms a section's month leaves open, whether each pair of name and camera
        // answers them all: one table per set of open terms, made when first needed.
        var tables: [[Int]: [Bool]] = [:]
        func table(for open: [Int]) -> [Bool] {
            if let table = tables[open] { return table }
            var table = [Bool](repeating: false, count: max(1, foldedNames.count) * cameraCount)
            for name in 0..<max(1, foldedNames.count) {
                for camera in 0..<cameraCount {
                    table[name * cameraCount + camera] = open.allSatisfy { (!foldedNames.isEmpty && namesFound[$0][name]) || camerasFound[$0][camera] }
                }
            }
            tables[open] = table
            return table
        }
        let nameCount = max(1, foldedNames.count)
        let hasCopies = !items.copies.isEmpty
        var result: [(section: Int, items: [Int])] = []
        for section in 0..<items.sections.sectionCount {
            let identifier = items.sectionIdentifiers[section]
            let (year, month) = Self.month(ofSection: identifier)
            // Terms the section's month answers hold for all its items.
            let open = terms.indices.filter { !terms[$0].matches(name: "", camera: "", year: year, month: month) }
            let first = items.sections.firstFlatIndex(ofSection: section)
            let all = items.items.identifiers(in: first..<first + items.sections.count(ofSection: section))
            let found: [Int]
            if open.isEmpty {
                found = all
            } else {
                let passes = table(for: open)
                found = all.filter { item in
                    let photo = hasCopies ? items.photoIdentifier(of: item) : item
                    return passes[photo % nameCount * cameraCount + Self.cameraIndex(ofPhoto: photo)]
                }
            }
            if !found.isEmpty { result.append((identifier, found)) }
        }
        return result
    }
}
