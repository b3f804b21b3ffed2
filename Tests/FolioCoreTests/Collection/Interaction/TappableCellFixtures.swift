@testable import FolioCore
import Foundation
import TestSupport

/// A 200×150 cell holding two tappable nodes: a "photo" across its top (0, 0, 200, 100) and a
/// "badge" drawn over the photo's right end (150, 0, 50, 50); the band below the photo is
/// plain.
final class TappableCellNode: CellNode, @unchecked Sendable {
    let photo = DisplayNode()
    let badge = DisplayNode()

    init(item: Int, taps: TapRecorder) {
        super.init()
        backgroundColor = Color(red: 200, green: 200, blue: 200)
        photo.backgroundColor = Color(red: 40, green: 90, blue: 160)
        badge.backgroundColor = Color(red: 220, green: 60, blue: 60)
        badge.style.preferredSize = Size(width: 50, height: 50)
        photo.tapName = "photo"
        photo.tapAction = taps.action("photo \(item)")
        badge.tapName = "badge"
        badge.tapAction = taps.action("badge \(item)")
        badge.hoverAction = taps.hoverAction("badge \(item)")
        addSubnode(photo)
        addSubnode(badge)
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        let badgeCorner = InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 150, bottom: 50, right: 0), child: badge)
        return InsetLayoutSpec(insets: EdgeInsets(top: 0, left: 0, bottom: 50, right: 0),
                               child: OverlayLayoutSpec(child: photo, overlay: badgeCorner))
    }
}

/// Records what tappable nodes' actions were called with, and on which thread. Any thread.
final class TapRecorder: Sendable {
    let calls = Locked<[(name: String, thread: String)]>([])
    let hovers = Locked<[String]>([])

    func action(_ name: String) -> @MainActor @Sendable () -> Void {
        { [calls] in calls.withLock { $0.append((name, ThreadIdentity.current)) } }
    }

    func hoverAction(_ name: String) -> @MainActor @Sendable (Bool) -> Void {
        { [hovers] hovered in hovers.withLock { $0.append("\(hovered ? "over" : "off") \(name)") } }
    }

    var names: [String] { calls.current.map(\.name) }
}

/// Items whose cells are `TappableCellNode`s, keeping the cells made by item.
@MainActor
final class TappableGridSource: CollectionDataSource {
    let count: Int
    let taps = TapRecorder()
    let cells = Locked<[Int: TappableCellNode]>([:])

    init(count: Int) {
        self.count = count
    }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { count }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let item = indexPath.item, taps = self.taps, cells = self.cells
        return {
            let cell = TappableCellNode(item: item, taps: taps)
            cells.withLock { $0[item] = cell }
            return cell
        }
    }
}

/// Records the tap and hover calls a collection makes to its delegate, as lines.
@MainActor
final class PointerRecordingDelegate: CollectionDelegate {
    private(set) var calls: [String] = []

    func collectionNode(_ collectionNode: CollectionNode, didSelectItemAt indexPath: IndexPath) { calls.append("select \(indexPath.item)") }
    func collectionNode(_ collectionNode: CollectionNode, didTapNode node: DisplayNode, inItemAt indexPath: IndexPath) {
        calls.append("tap \(node.tapName ?? "?") \(indexPath.item)")
    }
    func collectionNode(_ collectionNode: CollectionNode, didHoverItemAt indexPath: IndexPath) { calls.append("hover \(indexPath.item)") }
    func collectionNode(_ collectionNode: CollectionNode, didEndHoveringItemAt indexPath: IndexPath) {
        calls.append("end \(indexPath.item)")
    }

    func clear() { calls.removeAll() }
}
