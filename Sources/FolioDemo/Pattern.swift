import FolioCore

/// A generated picture for the stress demo: a grid of rounded tiles whose colours follow the page
/// number, hundreds of fills drawn on a worker — the cost of a real image without a file. A plain
/// value: usable on any thread.
struct Pattern: Drawing {
    /// The page index the colours follow.
    var seed: Int

    func draw(in frame: Rect, context: any RasterContext, environment: LayoutEnvironment) {
        context.fillRoundedRect(frame, radius: 14, color: Color(hue: Double(Self.cycle(seed, 360)), saturation: 0.25, lightness: 0.18))
        // Tiles stay roughly square whatever the frame's shape, so a picture squeezed by a short
        // window shows fewer rows rather than hairlines.
        let columns = 24
        let gap = 4.0
        let width = (frame.width - gap * Double(columns + 1)) / Double(columns)
        guard width > 1 else { return }
        let rows = min(24, Int(((frame.height - gap) / (width + gap)).rounded()))
        guard rows >= 1 else { return }
        let height = (frame.height - gap * Double(rows + 1)) / Double(rows)
        guard height > 1 else { return }
        for row in 0..<rows {
            // Hundreds of fills: a job that is no longer wanted (the app is quitting, the page
            // left the range) stops between rows rather than finishing the picture.
            if environment.cancellation?.isCancelled == true { return }
            for column in 0..<columns {
                let hue = Double(Self.cycle(seed &* 37 &+ row * 11 + column * 7, 360))
                let lightness = 0.35 + 0.3 * Double(Self.cycle(row * column &+ seed, 5)) / 4
                let tile = Rect(x: frame.minX + gap + Double(column) * (width + gap),
                                y: frame.minY + gap + Double(row) * (height + gap), width: width, height: height)
                context.fillRoundedRect(tile, radius: min(width, height) / 4, color: Color(hue: hue, saturation: 0.55, lightness: lightness))
            }
        }
    }

    /// `value` in 0..<`period`. The seed is a page index, up to 2⁵² and any `Int` in principle:
    /// the colours are a hash of it, so the arithmetic above wraps instead of trapping, and the
    /// remainder of a wrapped (possibly negative) value is brought back into the cycle.
    static func cycle(_ value: Int, _ period: Int) -> Int {
        let remainder = value % period
        return remainder < 0 ? remainder + period : remainder
    }
}
