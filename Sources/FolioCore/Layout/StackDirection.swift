/// The axis a stack lays its children along (Texture's `ASStackLayoutDirection`). A plain value:
/// usable on any thread.
public enum StackDirection: Hashable, Sendable {
    /// Children left to right; the main axis is x, the cross axis y.
    case horizontal
    /// Children top to bottom; the main axis is y, the cross axis x.
    case vertical
}

// MARK: - Main and cross axes

extension StackDirection {
    /// The length of `size` along the main axis.
    func main(_ size: Size) -> Double {
        self == .horizontal ? size.width : size.height
    }

    /// The length of `size` along the cross axis.
    func cross(_ size: Size) -> Double {
        self == .horizontal ? size.height : size.width
    }

    /// The size with `main` along the main axis and `cross` along the cross axis.
    func size(main: Double, cross: Double) -> Size {
        self == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }

    /// The point at `main` along the main axis and `cross` along the cross axis.
    func point(main: Double, cross: Double) -> Point {
        self == .horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
    }
}
