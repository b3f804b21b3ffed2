import Foundation

extension CollectionNode {
    // MARK: - Content fading in over placeholders

    /// How long an item's content takes to fade in over the placeholder it showed, seconds
    /// (0.2 by default); 0 replaces the placeholder in one frame. Negative and non-finite
    /// values count as 0. Main thread.
    public var placeholderFadeDuration: Double {
        get { placeholderFades.duration }
        set { placeholderFades.duration = newValue.isFinite ? max(0, newValue) : 0 }
    }

    /// Texture's `neverShowPlaceholders`: items that come on screen show nothing new until their
    /// content is ready. The host waits for it before it draws a frame (at most
    /// `placeholderWaitLimit` seconds; a synchronous collection makes it there and then), and an
    /// item still without content shows the background, never its placeholder. False by
    /// default. Main thread.
    public var neverShowPlaceholders: Bool {
        get { placeholderFades.neverShowPlaceholders }
        set { placeholderFades.neverShowPlaceholders = newValue }
    }

    /// The longest the host waits for the visible items' content before a frame when
    /// `neverShowPlaceholders` is set, seconds: a stuck item must not freeze the window. Any
    /// thread.
    nonisolated public static let placeholderWaitLimit = 0.1

    /// The host drew item `index`'s placeholder (its content not ready) at `time`, seconds on
    /// its clock: the content, when it comes soon after, fades in over it. Main thread.
    public func placeholderWasShown(forItemAt index: Int, at time: Double) {
        placeholderFades.placeholderShown(item: index, at: time)
    }

    /// How opaque to draw item `index`'s content at `time`, 0…1, its placeholder drawn beneath
    /// while under 1: the host asks each frame it draws the content. Main thread.
    public func contentOpacity(forItemAt index: Int, at time: Double) -> Double {
        placeholderFades.contentOpacity(ofItem: index, at: time)
    }

    /// Before a frame: when this collection, or a collection nested in it on screen, never
    /// shows placeholders, waits until the visible items have content (at most
    /// `placeholderWaitLimit`); returns whether they have. True at once otherwise. Main thread.
    @discardableResult
    public func waitForVisibleContentIfAsked() -> Bool {
        let asked = neverShowPlaceholders || visibleNestedCollections().contains { $0.collection.neverShowPlaceholders }
        guard asked else { return true }
        return waitUntilVisibleItemsAreDrawn(timeout: Self.placeholderWaitLimit)
    }
}
