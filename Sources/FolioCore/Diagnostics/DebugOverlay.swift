/// The on-screen debug overlay (F1 in the demos): a translucent panel at the bottom left with a
/// frame-time graph and Texture's range debug bars. It keeps no state and allocates only a few
/// small arrays and strings, so it can be drawn every frame. A canvas too small to hold it
/// readably gets nothing. Main thread only.
@MainActor
public struct DebugOverlay {
    /// An overlay. Main thread only.
    public init() {}

    /// How many of the newest frames the graph shows: pass no more. Any thread.
    nonisolated public static let graphedFrameCount = FrameTimeGraph.capacity

    /// Draws the overlay on `canvas` at its bottom-left corner. Main thread only.
    /// - Parameters:
    ///   - canvas: the canvas to draw on; its bounds place the panel.
    ///   - frameWorkMilliseconds: recent frames' main-thread work, oldest first; may be empty.
    ///     Only the newest 120 are drawn.
    ///   - ranges: the pager's visible, display and preload pages.
    ///   - pagesWithContent: the pages whose content is ready to draw.
    ///   - position: the pager's fractional page position (unwrapped when circular).
    ///   - pageCount: the number of pages; 0 draws an empty strip.
    ///   - isCircular: whether page indexes wrap, so the strip shows the last pages left of page 0.
    ///   - direction: the way the pager is moving.
    ///   - memory: the bytes the pipeline holds in bitmaps and loaded data, and its budget; nil
    ///     leaves the line out.
    public func draw(on canvas: any Canvas, frameWorkMilliseconds: [Double], ranges: ItemRanges,
                     pagesWithContent: Set<Int>, position: Double, pageCount: Int, isCircular: Bool,
                     direction: ScrollDirection, memory: (held: Int, budget: Int)? = nil) {
        let metrics = DebugOverlayMetrics.self
        let bounds = canvas.bounds
        guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.width.isFinite, bounds.height.isFinite else { return }
        let contentWidth = min(metrics.preferredContentWidth, bounds.width - 2 * (metrics.margin + metrics.padding))
        guard contentWidth >= metrics.minimumContentWidth else { return }

        let textLineHeight = canvas.measureText("Ag", style: DebugOverlayPalette.text, maxWidth: nil).height
        let labelLineHeight = canvas.measureText("Ag", style: DebugOverlayPalette.label, maxWidth: nil).height
        let graph = FrameTimeGraph(frameWorkMilliseconds: frameWorkMilliseconds)
        let bars = RangeDebugBars(ranges: ranges, pagesWithContent: pagesWithContent, position: position,
                                  pageCount: pageCount, isCircular: isCircular, direction: direction)
        let graphHeight = graph.height(textLineHeight: textLineHeight)
        let barsHeight = bars.height(textLineHeight: textLineHeight, labelLineHeight: labelLineHeight)
        let memoryHeight = memory == nil ? 0 : metrics.sectionSpacing + textLineHeight
        let panelHeight = 2 * metrics.padding + graphHeight + metrics.sectionSpacing + barsHeight + memoryHeight
        guard panelHeight <= bounds.height - 2 * metrics.margin else { return }

        let panel = Rect(x: bounds.minX + metrics.margin, y: bounds.maxY - metrics.margin - panelHeight,
                         width: contentWidth + 2 * metrics.padding, height: panelHeight)
        canvas.fillRoundedRect(panel, radius: metrics.cornerRadius, color: DebugOverlayPalette.panel)
        let content = panel.insetBy(dx: metrics.padding, dy: metrics.padding)
        graph.draw(on: canvas, in: Rect(x: content.minX, y: content.minY, width: content.width, height: graphHeight),
                   gutter: metrics.gutterWidth, textLineHeight: textLineHeight, labelLineHeight: labelLineHeight)
        bars.draw(on: canvas,
                  in: Rect(x: content.minX, y: content.minY + graphHeight + metrics.sectionSpacing,
                           width: content.width, height: barsHeight),
                  gutter: metrics.gutterWidth, textLineHeight: textLineHeight, labelLineHeight: labelLineHeight)
        if let memory {
            let line = Rect(x: content.minX, y: content.maxY - textLineHeight, width: content.width, height: textLineHeight)
            canvas.drawText(Self.memoryText(held: memory.held, budget: memory.budget), style: DebugOverlayPalette.text, in: line)
        }
    }

    /// "held 12.3 of 256 MiB (bitmaps and loaded data)".
    static func memoryText(held: Int, budget: Int) -> String {
        func mebibytes(_ bytes: Int) -> String {
            let value = Double(max(0, bytes)) / Double(1 << 20)
            return value < 100 ? String((value * 10).rounded() / 10) : String(Int(value.rounded()))
        }
        return "held \(mebibytes(held)) of \(mebibytes(budget)) MiB (bitmaps and loaded data)"
    }
}
