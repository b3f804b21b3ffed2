/// What the arrow keys do in a collection. A plain value: usable on any thread.
public enum CollectionKeyboardMode: Hashable, Sendable {
    /// The arrows move a focus ring from item to item, Enter activates it, Home and End focus
    /// the first and last item: a grid.
    case focus
    /// The arrows along the scroll axis scroll by a step (a wheel notch), Home and End go to the
    /// top and the end: a feed you read rather than pick from.
    case scroll
}
