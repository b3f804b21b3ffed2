/// The axis a scroller moves along. A plain value: usable on any thread.
public enum ScrollAxis: Hashable, Sendable {
    /// Content moves up and down; offsets are y.
    case vertical
    /// Content moves left and right; offsets are x.
    case horizontal

    /// A point's coordinate along the axis.
    func coordinate(of point: Point) -> Double {
        self == .vertical ? point.y : point.x
    }

    /// A point's coordinate across the axis.
    func crossCoordinate(of point: Point) -> Double {
        self == .vertical ? point.x : point.y
    }

    /// The component of a (`dx`, `dy`) delta along the axis.
    func component(dx: Double, dy: Double) -> Double {
        self == .vertical ? dy : dx
    }
}
