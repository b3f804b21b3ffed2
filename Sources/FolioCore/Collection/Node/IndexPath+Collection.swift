import Foundation

/// The seeds' (and UIKit's) spelling of a collection position on Foundation's `IndexPath`:
/// `item` within `section`, both 0-based. Foundation's type is used rather than a new one so that
/// an app importing both Foundation and Folio names one `IndexPath`. Index paths order by section,
/// then item. A plain value: usable on any thread.
extension IndexPath {
    /// The path of `item` in `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section, 0-based (the path's first index; 0 for an empty path).
    public var section: Int { count > 0 ? self[0] : 0 }

    /// The item within its section, 0-based (the path's second index; 0 for a shorter path).
    public var item: Int { count > 1 ? self[1] : 0 }
}
