import FolioCore
import Foundation
import TestSupport

/// A data source of `count` cells where every item `liveItems` holds is drawn on the main thread
/// and the others are plain fills of `TextureTestTarget.color(ofItem:)`. A live cell fills its
/// frame (grown by `overdraw` on every side, to show the clip) with `liveColor(item:draw:)`, the
/// draw counting from 1, so each frame's pixels tell which draw made them. Main thread.
@MainActor
final class MixedCellsSource: CollectionDataSource {
    var count: Int
    let liveItems: (Int) -> Bool
    let redrawInterval: Double?
    let overdraw: Double
    /// How many times each item's closure ran, by the item it was made for.
    private(set) var draws: [Int: Int] = [:]
    /// The threads the closures ran on, as `ThreadIdentity` names them.
    private(set) var drawThreads: Set<String> = []

    init(count: Int = 400, redrawInterval: Double? = nil, overdraw: Double = 0, liveItems: @escaping (Int) -> Bool) {
        self.count = count
        self.redrawInterval = redrawInterval
        self.overdraw = overdraw
        self.liveItems = liveItems
    }

    /// The colour a live cell for `item` fills its frame with in its `draw`th draw.
    nonisolated static func liveColor(item: Int, draw: Int) -> Color {
        Color(red: UInt8(item % 256), green: UInt8(200 - draw % 100), blue: 30)
    }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { count }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let item = indexPath.item
        guard liveItems(item) else {
            let fill = TextureTestTarget.color(ofItem: item)
            return {
                let cell = CellNode()
                cell.backgroundColor = fill
                return cell
            }
        }
        let interval = redrawInterval, overdraw = self.overdraw
        return {
            MainThreadCellNode(redrawInterval: interval) { [weak self] canvas, frame, _ in
                guard let self else { return }
                let draw = (draws[item] ?? 0) + 1
                draws[item] = draw
                drawThreads.insert(ThreadIdentity.current)
                canvas.fill(frame.insetBy(dx: -overdraw, dy: -overdraw), color: Self.liveColor(item: item, draw: draw))
            }
        }
    }
}
