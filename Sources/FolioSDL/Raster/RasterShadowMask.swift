/// The blurred coverage of a rounded rectangle: the alpha of its shadow, pixel by pixel, as a
/// Gaussian blur approximated by three box blurs in each direction (in physical pixels).
///
/// A rounded rectangle's sides are straight, so away from the corners every row of the blurred
/// shape is the same, and so is every column: the mask is computed for the shape with its
/// straight middle squeezed to one pixel, and that pixel's row and column stand for the whole
/// middle. The work then follows the blur and the corners, not the shape's size. A plain value:
/// any thread.
struct RasterShadowMask {
    /// The pixels the shadow can touch: the shape grown by the blur's reach.
    let area: RasterPixelRect
    /// The squeezed mask, `columns` × `rows`, 0–255.
    private let values: [UInt8]
    private let columns: Int
    private let rows: Int
    /// The pixels at each end of a row or column that are kept as they are; the middle maps to
    /// the one pixel after them.
    private let kept: Int

    /// The widest blur drawn, as a standard deviation in physical pixels: softer shadows are
    /// drawn at this. A radius comes from data, and the mask grows with the square of the blur
    /// (a radius of a million pixels would ask for terabytes); at this one a shadow fades over
    /// about 380 pixels, more than any drop shadow needs, and its mask holds a few megabytes.
    static let maximumSigma = 128.0

    /// The mask of `shape` with corners rounded by `cornerRadius`, blurred with a Gaussian of
    /// standard deviation `sigma` (at most `maximumSigma`), all in physical pixels. Nil for an
    /// empty shape.
    init?(shape: RasterPixelRect, cornerRadius: Double, sigma: Double) {
        guard !shape.isEmpty else { return nil }
        let boxes = Self.boxRadii(sigma: min(sigma, Self.maximumSigma))
        let reach = boxes.reduce(0, +)
        let radius = min(cornerRadius.isFinite ? max(0, cornerRadius) : 0, Double(min(shape.width, shape.height)) / 2)
        area = RasterPixelRect(x0: shape.x0 - reach, y0: shape.y0 - reach, x1: shape.x1 + reach, y1: shape.y1 + reach)
        // Beyond `kept` pixels from an end, the blur only sees the straight part of the sides.
        kept = 2 * reach + Int(radius.rounded(.up))
        columns = min(area.width, 2 * kept + 1)
        rows = min(area.height, 2 * kept + 1)
        let squeezed = RasterPixelRect(x0: reach, y0: reach, x1: columns - reach, y1: rows - reach)
        let corners = RasterCornerMask(rect: squeezed, radius: radius)
        var buffer = [Float](repeating: 0, count: columns * rows)
        for y in squeezed.y0..<squeezed.y1 {
            for x in squeezed.x0..<squeezed.x1 {
                buffer[y * columns + x] = Float(corners?.coverage(x: x, y: y) ?? 1)
            }
        }
        var scratch = [Float](repeating: 0, count: max(columns, rows))
        for box in boxes where box > 0 {
            Self.blur(&buffer, &scratch, count: columns, lines: rows, step: 1, lineStep: columns, radius: box)
        }
        for box in boxes where box > 0 {
            Self.blur(&buffer, &scratch, count: rows, lines: columns, step: columns, lineStep: 1, radius: box)
        }
        values = buffer.map { UInt8(min(255, max(0, ($0 * 255).rounded()))) }
    }

    /// The squeezed index of the pixel `offset` from the area's start along a side of `length`.
    @inline(__always)
    private func squeezed(_ offset: Int, length: Int) -> Int {
        let kept = self.kept
        if offset < kept || length <= 2 * kept + 1 { return offset }
        return offset >= length - kept ? offset - (length - 2 * kept - 1) : kept
    }

    /// The mask at pixel (`x`, `y`), which must lie inside `area`.
    func value(x: Int, y: Int) -> UInt8 {
        values[squeezed(y - area.y0, length: area.height) * columns + squeezed(x - area.x0, length: area.width)]
    }

    /// Calls `span` for the pixels of row `y` (inside `area`) from `x0` to `x1` (inside `area`),
    /// in runs that share one value: single pixels near the ends, the middle as one run.
    func forEachRun(y: Int, from x0: Int, to x1: Int, _ span: (_ start: Int, _ count: Int, _ value: UInt8) -> Void) {
        let row = squeezed(y - area.y0, length: area.height) * columns
        let middle = area.width > 2 * kept + 1 ? (area.x0 + kept)..<(area.x1 - kept) : area.x0..<area.x0
        var x = x0
        while x < x1 {
            if middle.contains(x) {
                let end = min(x1, middle.upperBound)
                span(x, end - x, values[row + kept])
                x = end
            } else {
                span(x, 1, values[row + squeezed(x - area.x0, length: area.width)])
                x += 1
            }
        }
    }

    /// The radii of three box blurs whose sum approximates a Gaussian of standard deviation
    /// `sigma` (boxes of two widths, chosen so that their variances add up to sigma²).
    static func boxRadii(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma >= 0.5 else { return [] }
        let n = 3.0
        var lower = Int((12 * sigma * sigma / n + 1).squareRoot())
        if lower % 2 == 0 { lower -= 1 }
        let l = Double(lower)
        let smaller = Int(((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded())
        return (0..<3).map { index in ((index < smaller ? lower : lower + 2) - 1) / 2 }
    }

    /// One box blur of `radius` along each of `lines` lines of `count` values, `step` apart
    /// within a line and `lineStep` apart between lines; outside the buffer counts as 0.
    private static func blur(_ buffer: inout [Float], _ scratch: inout [Float], count: Int, lines: Int, step: Int, lineStep: Int, radius: Int) {
        let scale = 1 / Float(2 * radius + 1)
        for line in 0..<lines {
            let base = line * lineStep
            for i in 0..<count { scratch[i] = buffer[base + i * step] }
            var sum: Float = 0
            for i in 0..<min(radius, count) { sum += scratch[i] }
            for i in 0..<count {
                if i + radius < count { sum += scratch[i + radius] }
                buffer[base + i * step] = max(0, sum * scale)
                if i - radius >= 0 { sum -= scratch[i - radius] }
            }
        }
    }
}
