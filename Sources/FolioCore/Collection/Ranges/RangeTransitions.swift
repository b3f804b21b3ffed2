/// What changed in each range between two updates, so the owner can act on it. A plain value:
/// usable on any thread.
///
/// The owner (the pager, on the main thread):
/// - `preload.entered`: start node creation, layout and image decoding;
/// - `display.entered`: rasterise the page's content;
/// - `visible.entered` / `visible.left`: send will-display / did-end-display;
/// - `display.left`: free the page's bitmaps and textures;
/// - `preload.left`: free its decoded images (and cancel its pending work).
public struct RangeTransitions: Hashable, Sendable {
    /// Pages that came into or went out of view.
    public let visible: RangeTransition
    /// Pages that entered or left the display range.
    public let display: RangeTransition
    /// Pages that entered or left the preload range.
    public let preload: RangeTransition

    /// The changes from `old` to `new`.
    public init(from old: ItemRanges, to new: ItemRanges) {
        visible = RangeTransition(from: old.visible, to: new.visible)
        display = RangeTransition(from: old.display, to: new.display)
        preload = RangeTransition(from: old.preload, to: new.preload)
    }

    /// No page entered or left any range.
    public var isEmpty: Bool { visible.isEmpty && display.isEmpty && preload.isEmpty }

    /// The transition of the `type` range.
    public subscript(type: RangeType) -> RangeTransition {
        switch type {
        case .display: display
        case .preload: preload
        }
    }
}
