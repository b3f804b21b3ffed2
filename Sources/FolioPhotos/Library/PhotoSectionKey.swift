import Foundation

/// Which section a photo is in, and how sections and photos are ordered: by month (newest
/// first) or by folder (by name). Comparable in the grid's order. A plain value: any thread.
enum PhotoSectionKey: Sendable, Hashable, Comparable {
    /// The month a photo was taken (or last changed, when it says nothing of when it was
    /// taken), as months since January of year 0: later months come first.
    case month(Int)
    /// The folder a photo is in, relative to the folder shown ("" for the folder itself).
    case folder(String)

    static func < (lhs: PhotoSectionKey, rhs: PhotoSectionKey) -> Bool {
        switch (lhs, rhs) {
        case let (.month(a), .month(b)): a > b
        case let (.folder(a), .folder(b)): a.compare(b, options: [.numeric, .caseInsensitive]) == .orderedAscending
        case (.month, .folder): true
        case (.folder, .month): false
        }
    }

    /// What the section's header says: "March 2024", or the folder's path ("Holidays/2023"),
    /// `rootName` for the folder itself.
    func title(rootName: String) -> String {
        switch self {
        case .month(let months):
            let year = months / 12, month = months % 12
            return "\(Self.monthNames[month]) \(year)"
        case .folder(let path):
            return path.isEmpty ? rootName : path
        }
    }

    /// English month names: the header reads as the photo libraries' do ("March 2024").
    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                                     "August", "September", "October", "November", "December"]
}
