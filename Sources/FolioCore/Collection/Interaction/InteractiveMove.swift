import Foundation

/// An item being moved by hand (UIKit's interactive movement): where it would drop
/// (`order`), the layout of the others with a gap at that place (`preview`), their slides into
/// it, and where the lifted item is drawn: at `position`, the pointer (or the app's point),
/// less `grab`, where the item was held. The part of a `CollectionNode` that owns the movement's
/// state; `CollectionNode+InteractiveMove.swift` drives it. Main thread only (the slides are the
/// batch updates' item animations).
@MainActor
struct InteractiveMove {
    /// How much larger than its slot the lifted item is drawn.
    static let liftedScale = 1.05

    /// The place the item came from and the one it would drop at.
    var order: InteractiveMoveOrder
    /// The pointer moving it; nil when the app moves it (`updateInteractiveMovementTargetPosition`).
    let pointer: PointerID?
    /// Where the item was held, from its frame's top-left corner.
    let grab: Point
    /// The size of the item's frame when it was lifted.
    let size: Size
    /// Where the pointer is, the collection's coordinates.
    var position: Point
    /// The collection's layout with the item at its target (`order.sections`), prepared for
    /// `previewBounds`: where the others are drawn.
    var preview: any CollectionLayout
    /// The bounds `preview` was prepared for; another size prepares it anew.
    var previewBounds: Size
    /// The others sliding from where they were seen to their places in `preview`, keyed by their
    /// flat indexes before the move.
    var slides = ItemAnimations()
    /// When the item was lifted, seconds on the collection's clock: it grows with the spring.
    let liftedAt: Double
    /// The time of the last frame (`advance`), for the auto-scroll's step.
    var lastFrame: Double

    /// How far the item is lifted at `time`, 0 to 1.
    func lift(at time: Double) -> Double {
        ItemAnimations.progress(since: liftedAt, at: time)
    }

    /// The lifted item's frame at `time`, the collection's coordinates: under the pointer where
    /// it was held, grown about its centre as it lifts.
    func liftedFrame(at time: Double) -> Rect {
        let frame = Rect(x: position.x - grab.x, y: position.y - grab.y, width: size.width, height: size.height)
        return ItemAnimations.scaled(frame, by: 1 + (Self.liftedScale - 1) * lift(at: time))
    }

    /// Where item or header `key` (before the move) is placed in the preview, content
    /// coordinates; nil for none.
    func previewFrame(ofKey key: Int) -> Rect? {
        if let section = CollectionNode.section(ofHeaderKey: key) { return preview.frame(ofHeaderInSection: section) }
        return key >= 0 ? preview.frame(ofItem: order.newIndex(forOld: key)) : nil
    }
}
