import FolioCore

/// A rectangle of whole physical pixels, `x0..<x1` by `y0..<y1`. A plain value: any thread.
struct RasterPixelRect: Hashable, Sendable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    /// Edges further out than this are clamped, so converting a huge or infinite logical
    /// coordinate never overflows an `Int`.
    private static let edgeLimit = 1_000_000_000.0

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    /// The pixels covered by the logical `rect` at `scale`, each edge snapped to the nearest pixel
    /// boundary (so rectangles that share an edge share it exactly). Empty when `rect` is not finite.
    init(_ rect: Rect, scale: Double) {
        func edge(_ value: Double) -> Int { Int(min(Self.edgeLimit, max(-Self.edgeLimit, value)).rounded()) }
        let x0 = rect.minX * scale, y0 = rect.minY * scale, x1 = rect.maxX * scale, y1 = rect.maxY * scale
        guard !(x0.isNaN || y0.isNaN || x1.isNaN || y1.isNaN) else {
            self.init(x0: 0, y0: 0, x1: 0, y1: 0)
            return
        }
        self.init(x0: edge(x0), y0: edge(y0), x1: edge(x1), y1: edge(y1))
    }

    var width: Int { max(0, x1 - x0) }
    var height: Int { max(0, y1 - y0) }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ other: RasterPixelRect) -> RasterPixelRect {
        RasterPixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    func offsetBy(dx: Int, dy: Int) -> RasterPixelRect {
        RasterPixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy)
    }
}
