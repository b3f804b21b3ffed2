// MARK: - Options

extension CenterLayoutSpec {
    /// The axes a ``CenterLayoutSpec`` centres its child in (Texture's
    /// `ASCenterLayoutSpecCenteringOptions`). A plain value: usable on any thread.
    public enum Centering: Hashable, Sendable {
        /// Centred horizontally; at the top vertically.
        case x
        /// Centred vertically; at the left horizontally.
        case y
        /// Centred in both axes.
        case xy

        var centersX: Bool { self != .y }
        var centersY: Bool { self != .x }
    }

    /// The axes in which a ``CenterLayoutSpec`` shrinks to its child's size rather than taking all
    /// the room it is offered (Texture's `ASCenterLayoutSpecSizingOptions`). A plain value: usable
    /// on any thread.
    public enum Sizing: Hashable, Sendable {
        /// Takes the range's finite maximum in both axes.
        case `default`
        /// As narrow as the child (within the range); full height.
        case minimumX
        /// As short as the child (within the range); full width.
        case minimumY
        /// As small as the child in both axes (within the range).
        case minimumXY

        var shrinksWidth: Bool { self == .minimumX || self == .minimumXY }
        var shrinksHeight: Bool { self == .minimumY || self == .minimumXY }
    }
}
