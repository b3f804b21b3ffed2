@testable import FolioCore
import Foundation

/// A list's delegate that estimates every row at `height` and counts the estimates asked for,
/// and that wants a batch fetch when `wantsMore` says so.
@MainActor
final class HintCountingDelegate: CollectionDelegate {
    let height: Double
    var wantsMore = false
    private(set) var hintsAsked = 0

    init(height: Double = 50) {
        self.height = height
    }

    func collectionNode(_ collectionNode: CollectionNode, originalItemSizeAt indexPath: IndexPath) -> Size? {
        hintsAsked += 1
        return Size(width: collectionNode.bounds.width, height: height)
    }

    func shouldBatchFetch(for collectionNode: CollectionNode) -> Bool {
        wantsMore
    }
}
