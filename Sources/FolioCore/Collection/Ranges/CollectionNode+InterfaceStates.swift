extension CollectionNode {
    // MARK: - Interface states of nested collections

    /// Whether the collection is on screen: always for one the host shows; for a nested
    /// collection, while its item is on screen in its parent (and the parent is). Its cells are
    /// `.visible` only then. Main thread.
    public var isShownOnScreen: Bool { data.isShownOnScreen }

    /// Says whether the collection is on screen (see `isShownOnScreen`): its cells move into or
    /// out of `.visible` at once, and so do those of its own nested collections on screen in it.
    func setShownOnScreen(_ shown: Bool) {
        guard shown != data.isShownOnScreen else { return }
        data.isShownOnScreen = shown
        let visible = rangeController.ranges.visible
        for item in nesting.items {
            nesting.collection(ofItem: item)?.setShownOnScreen(shown && visible.contains(item))
        }
    }
}
