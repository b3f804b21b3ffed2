import CSDL2

/// The rounded corners of a rectangle in physical pixels: how much of each pixel lies inside
/// (anti-aliased over about one pixel). A plain value: any thread.
struct RasterCornerMask: Sendable {
    let rect: RasterPixelRect
    /// The corner radius in physical pixels, at most half the shorter side.
    let radius: Double

    /// Nil when the corners are too small to show (under half a pixel).
    init?(rect: RasterPixelRect, radius: Double) {
        let limit = Double(min(rect.width, rect.height)) / 2
        let r = min(radius.isFinite ? radius : limit, limit)
        guard r >= 0.5 else { return nil }
        self.rect = rect
        self.radius = r
    }

    /// The rows of pixels (half-open) that the top and bottom corners touch.
    var cornerRowCount: Int { Int(radius.rounded(.up)) }

    /// The fraction (0–1) of pixel (`x`, `y`) inside the rounded rectangle, for a pixel inside `rect`.
    @inline(__always)
    func coverage(x: Int, y: Int) -> Double {
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        let left = Double(rect.x0) + radius, right = Double(rect.x1) - radius
        let top = Double(rect.y0) + radius, bottom = Double(rect.y1) - radius
        let dx = cx < left ? left - cx : (cx > right ? cx - right : 0)
        let dy = cy < top ? top - cy : (cy > bottom ? cy - bottom : 0)
        if dx == 0 || dy == 0 { return 1 }
        let distance = (dx * dx + dy * dy).squareRoot()
        return min(1, max(0, radius - distance + 0.5))
    }

    /// The pixels inside `area` that the corners cut (coverage under 1), with their coverage.
    func cutPixels(within area: RasterPixelRect) -> [(x: Int, y: Int, coverage: Double)] {
        let area = area.intersection(rect)
        guard !area.isEmpty else { return [] }
        var cut: [(x: Int, y: Int, coverage: Double)] = []
        let columns = cornerBands(rect.x0, rect.x1).compactMap { clamp($0, area.x0, area.x1) }
        for rows in cornerBands(rect.y0, rect.y1) {
            guard let rows = clamp(rows, area.y0, area.y1) else { continue }
            for y in rows {
                for band in columns {
                    for x in band {
                        let cover = coverage(x: x, y: y)
                        if cover < 1 { cut.append((x, y, cover)) }
                    }
                }
            }
        }
        return cut
    }

    /// Multiplies the alpha of every pixel of `surface` that a corner cuts by its coverage.
    /// The surface's top-left pixel sits at (`originX`, `originY`) in the mask's coordinates.
    func apply(to surface: UnsafeMutablePointer<SDL_Surface>, originX: Int, originY: Int) {
        let placed = RasterSurface.bounds(of: surface).offsetBy(dx: originX, dy: originY)
        for (x, y, cover) in cutPixels(within: placed) {
            let row = RasterSurface.row(surface, y - originY)
            let pixel = row[x - originX]
            let alpha = UInt32((Double(pixel >> 24) * cover).rounded())
            row[x - originX] = alpha << 24 | pixel & 0x00FF_FFFF
        }
    }

    /// The pixel ranges from `low` to `high` that the corners reach: one at each end, or a single
    /// range when they meet.
    func cornerBands(_ low: Int, _ high: Int) -> [Range<Int>] {
        let n = cornerRowCount
        return low + n >= high - n ? [low..<high] : [low..<(low + n), (high - n)..<high]
    }

    private func clamp(_ range: Range<Int>, _ low: Int, _ high: Int) -> Range<Int>? {
        let clamped = max(range.lowerBound, low)..<max(max(range.lowerBound, low), min(range.upperBound, high))
        return clamped.isEmpty ? nil : clamped
    }
}
