import Foundation

/// The debug overlay's frame-time graph: one bar per recent frame, newest at the right, measured
/// against the 120 Hz and 60 Hz budgets, under a line with the latest frame and the p95.
/// Main thread only.
@MainActor
struct FrameTimeGraph {
    /// The most frames shown: two seconds at 60 Hz.
    nonisolated static let capacity = 120
    /// The 120 Hz frame budget, in milliseconds.
    static let fastBudget = 1000.0 / 120
    /// The 60 Hz frame budget, in milliseconds.
    static let frameBudget = 1000.0 / 60
    // A fixed scale keeps the reference lines still, so bars are read against them at a glance;
    // longer frames are clipped at the top, and are red anyway.
    /// The work a full-height bar stands for, in milliseconds: two 60 Hz frames.
    static let ceiling = 2 * frameBudget
    /// The plot's height in logical pixels.
    static let plotHeight = 56.0

    /// The frames shown, oldest first: the newest `capacity` of those given.
    let samples: ArraySlice<Double>

    init(frameWorkMilliseconds: [Double]) {
        samples = frameWorkMilliseconds.suffix(Self.capacity)
    }

    /// The graph's height with header lines `textLineHeight` tall.
    func height(textLineHeight: Double) -> Double {
        textLineHeight + DebugOverlayMetrics.rowSpacing + Self.plotHeight
    }

    /// Draws the header line and the plot in `rect`, reference labels in its left `gutter`.
    func draw(on canvas: any Canvas, in rect: Rect, gutter: Double, textLineHeight: Double, labelLineHeight: Double) {
        canvas.drawText(summary, style: DebugOverlayPalette.text,
                        in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: textLineHeight))
        let plot = Rect(x: rect.minX + gutter, y: rect.minY + textLineHeight + DebugOverlayMetrics.rowSpacing,
                        width: rect.width - gutter, height: Self.plotHeight)
        canvas.fill(plot, color: DebugOverlayPalette.plot)
        drawBars(on: canvas, in: plot)
        // Over the bars, so a tall bar does not hide the budget it broke.
        drawReferenceLine(on: canvas, in: plot, gutter: gutter, milliseconds: Self.fastBudget, label: "8.3",
                          labelLineHeight: labelLineHeight)
        drawReferenceLine(on: canvas, in: plot, gutter: gutter, milliseconds: Self.frameBudget, label: "16.7",
                          labelLineHeight: labelLineHeight)
    }

    /// The bar colour for a frame of `milliseconds`.
    static func color(forMilliseconds milliseconds: Double) -> Color {
        if milliseconds < fastBudget { return DebugOverlayPalette.withinFastBudget }
        if milliseconds < frameBudget { return DebugOverlayPalette.withinFrameBudget }
        return DebugOverlayPalette.overBudget
    }

    /// The value at `fraction` (0…1) of `values` by the nearest-rank method; 0 when empty.
    static func percentile(_ fraction: Double, of values: ArraySlice<Double>) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.map(sanitized).sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    // A timing glitch must not draw a NaN rectangle or a bar hanging below the axis.
    static func sanitized(_ milliseconds: Double) -> Double {
        milliseconds.isNaN ? 0 : max(0, milliseconds)
    }

    /// The header line: the latest frame's work and the p95 over the frames shown.
    var summary: String {
        guard let latest = samples.last else { return "frame work: no samples" }
        let p95 = Self.percentile(0.95, of: samples)
        return "frame \(Self.format(Self.sanitized(latest))) ms · p95 \(Self.format(p95)) ms of \(samples.count)"
    }

    private static func format(_ milliseconds: Double) -> String {
        String(format: "%.1f", milliseconds)
    }

    private func drawBars(on canvas: any Canvas, in plot: Rect) {
        let slot = plot.width / Double(Self.capacity)
        // A one-pixel gap separates bars only when they are wide enough to spare it.
        let barWidth = slot >= 2 ? slot - 1 : slot
        for (age, sample) in samples.reversed().enumerated() {
            let milliseconds = Self.sanitized(sample)
            let barHeight = plot.height * min(milliseconds, Self.ceiling) / Self.ceiling
            guard barHeight > 0 else { continue }
            let x = plot.maxX - Double(age + 1) * slot
            canvas.fill(Rect(x: x, y: plot.maxY - barHeight, width: barWidth, height: barHeight),
                        color: Self.color(forMilliseconds: milliseconds))
        }
    }

    private func drawReferenceLine(on canvas: any Canvas, in plot: Rect, gutter: Double, milliseconds: Double,
                                   label: String, labelLineHeight: Double) {
        let y = (plot.maxY - plot.height * milliseconds / Self.ceiling).rounded(.down)
        canvas.fill(Rect(x: plot.minX, y: y, width: plot.width, height: 1), color: DebugOverlayPalette.referenceLine)
        var style = DebugOverlayPalette.label
        style.alignment = .trailing
        let labelY = min(max(y - labelLineHeight / 2, plot.minY), plot.maxY - labelLineHeight)
        canvas.drawText(label, style: style,
                        in: Rect(x: plot.minX - gutter, y: labelY, width: max(0, gutter - 4), height: labelLineHeight))
    }
}
