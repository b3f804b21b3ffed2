/// What a collection reports to its host after input or time moved it, for the app's event
/// stream. Items are flat indexes (counted across sections). A plain value: usable on any thread.
public indirect enum CollectionEvent: Hashable, Sendable {
    /// A pager came to rest on `page`.
    case settled(page: Int)
    /// Free scrolling came to rest at `offset` (logical pixels from the start along the scroll
    /// axis), with items `first` through `last` (flat) at least partly visible; -1 for both when
    /// nothing is.
    case scrollSettled(offset: Double, first: Int, last: Int)
    /// An item was selected, and it is the only one selected.
    case selected(item: Int)
    /// The selection changed and holds more than one item (`allowsMultipleSelection`): all of
    /// them, in ascending order.
    case selectedItems([Int])
    /// An item moved by hand (interactive movement) was dropped at `to`, from `from`.
    case moved(from: Int, to: Int)
    /// The action `action` (its name in lower case) was chosen from the context menu of `item`.
    case menu(item: Int, action: String)
    /// A tappable node named `node` (`DisplayNode.tapName`) in `item` was tapped.
    case tapped(item: Int, node: String)
    /// The pointer came to hover `item`, or nothing (nil).
    case hover(item: Int?)
    /// An item was activated (Enter on the focused item, or a double-click).
    case activated(item: Int)
    /// A collection nested in `item` (a feed on a pager's page) reported `event`.
    case nested(item: Int, event: CollectionEvent)
    /// A pager's page came to rest zoomed at `scale`, relative to the fit (1 is the fit, back
    /// from a zoom): once per gesture or animation that changed the scale, never per frame.
    case zoomed(scale: Double)

    /// Whether the event reports input (a selection, an activation), which a host reports as
    /// soon as it has handled that input, in the order the input came; the others report what
    /// comes on screen (motion at rest), after the frame that shows it. Any thread.
    public var reportsInput: Bool {
        switch self {
        case .selected, .selectedItems, .activated, .moved, .menu, .tapped, .hover: true
        case .settled, .scrollSettled, .zoomed: false
        case .nested(_, let event): event.reportsInput
        }
    }
}
