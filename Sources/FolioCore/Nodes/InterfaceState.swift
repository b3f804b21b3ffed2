/// Where a node's cell stands with the collection showing it, Texture's `ASInterfaceState`: in the
/// preload range (made, laid out, its images loading), in the display range (drawn ahead into a
/// bitmap) and visible (on screen, drawn by the host). The three nest: a visible node is in the
/// display range, and one in the display range is in the preload range; ``DisplayNode`` moves
/// through them one step at a time (see <doc:InterfaceStates>). A plain value: usable on any
/// thread.
public struct InterfaceState: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The states' bits: preload 1, display 2, visible 4.
    public let rawValue: UInt8

    /// An interface state from its raw bits. Any thread.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// In the preload range: the node is made and laid out, its images decoded or fetched.
    public static let preload = InterfaceState(rawValue: 1 << 0)
    /// In the display range: the cell is drawn into a bitmap ahead of being shown.
    public static let display = InterfaceState(rawValue: 1 << 1)
    /// On screen: the host draws the cell.
    public static let visible = InterfaceState(rawValue: 1 << 2)

    /// The state with the ranges it implies: a visible node is also in the display and preload
    /// ranges, one in the display range also in the preload range. Any thread.
    public var nested: InterfaceState {
        var state = self
        if state.contains(.visible) { state.insert(.display) }
        if state.contains(.display) { state.insert(.preload) }
        return state
    }

    /// How deep the state goes: 0 outside every range, 1 preload, 2 display, 3 visible. Any
    /// thread.
    var depth: Int {
        let state = nested
        return state.contains(.visible) ? 3 : state.contains(.display) ? 2 : state.contains(.preload) ? 1 : 0
    }

    /// The nested state `depth` steps deep (0...3). Any thread.
    static func atDepth(_ depth: Int) -> InterfaceState {
        [[], .preload, [.preload, .display], [.preload, .display, .visible]][min(3, max(0, depth))]
    }

    /// "preload, display, visible", or "none". Any thread.
    public var description: String {
        let names = [(InterfaceState.preload, "preload"), (.display, "display"), (.visible, "visible")]
            .filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}
