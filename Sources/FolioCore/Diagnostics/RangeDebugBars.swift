import Foundation

/// The debug overlay's range strip, after Texture's `ASRangeControllerDebugOverlay`: a cell per
/// page around the position, labelled with its index, with a row each for content readiness and
/// the visible, display and preload ranges, and an outline where the viewport is. Main thread only.
@MainActor
struct RangeDebugBars {
    /// Pages shown on each side of the current one.
    static let radius = 8
    /// The number of cells the strip is divided into, whether or not each holds a page.
    static let slotCount = 2 * radius + 1
    /// The height of the content-readiness row, in logical pixels.
    static let contentRowHeight = 10.0
    /// The height of each range's row, in logical pixels.
    static let rangeRowHeight = 10.0

    let ranges: ItemRanges
    let pagesWithContent: Set<Int>
    let window: RangeDebugBarsWindow
    let direction: ScrollDirection

    init(ranges: ItemRanges, pagesWithContent: Set<Int>, position: Double, pageCount: Int, isCircular: Bool,
         direction: ScrollDirection) {
        self.ranges = ranges
        self.pagesWithContent = pagesWithContent
        self.direction = direction
        window = RangeDebugBarsWindow(position: position, pageCount: pageCount, isCircular: isCircular,
                                      slots: Self.slotCount)
    }

    /// The strip's height with header lines `textLineHeight` and labels `labelLineHeight` tall.
    func height(textLineHeight: Double, labelLineHeight: Double) -> Double {
        let spacing = DebugOverlayMetrics.rowSpacing
        return textLineHeight + spacing + labelLineHeight + spacing + Self.contentRowHeight
            + 3 * (spacing + Self.rangeRowHeight)
    }

    /// Draws the header, the row labels in the left `gutter` and the cells in `rect`.
    func draw(on canvas: any Canvas, in rect: Rect, gutter: Double, textLineHeight: Double, labelLineHeight: Double) {
        let spacing = DebugOverlayMetrics.rowSpacing
        drawHeader(on: canvas, in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: textLineHeight))
        let labelsY = rect.minY + textLineHeight + spacing
        let contentY = labelsY + labelLineHeight + spacing
        let visibleY = contentY + Self.contentRowHeight + spacing
        let displayY = visibleY + Self.rangeRowHeight + spacing
        let preloadY = displayY + Self.rangeRowHeight + spacing
        let rows: [(label: String, y: Double, height: Double)] = [
            ("ready", contentY, Self.contentRowHeight),
            ("vis", visibleY, Self.rangeRowHeight),
            ("disp", displayY, Self.rangeRowHeight),
            ("pre", preloadY, Self.rangeRowHeight),
        ]
        var rowLabel = DebugOverlayPalette.label
        rowLabel.alignment = .trailing
        for row in rows {
            let y = min(row.y + (row.height - labelLineHeight) / 2, rect.maxY - labelLineHeight)
            canvas.drawText(row.label, style: rowLabel,
                            in: Rect(x: rect.minX, y: max(y, rect.minY), width: max(0, gutter - 4), height: labelLineHeight))
        }

        let strip = Rect(x: rect.minX + gutter, y: labelsY, width: rect.width - gutter, height: rect.maxY - labelsY)
        guard window.count > 0, strip.width > 0 else { return }
        let slot = strip.width / Double(Self.slotCount)
        // A short pager's few cells sit in the middle, where the current page would be.
        let runX = strip.minX + Double(Self.slotCount - window.count) * slot / 2
        let stride = labelStride(on: canvas, slot: slot)
        for index in 0..<window.count {
            let page = window.page(at: index)
            let x = runX + Double(index) * slot
            if (index - window.currentSlot) % stride == 0 {
                drawPageLabel(page, isCurrent: index == window.currentSlot, on: canvas, cellX: x, slot: slot,
                              stride: stride, strip: strip, y: labelsY, height: labelLineHeight)
            }
            let cellX = x + 0.5, cellWidth = max(0.5, slot - 1)
            let dot = min(6, max(1, slot - 4))
            canvas.fillRoundedRect(
                Rect(x: x + (slot - dot) / 2, y: contentY + (Self.contentRowHeight - dot) / 2, width: dot, height: dot),
                radius: dot / 2,
                color: pagesWithContent.contains(page) ? DebugOverlayPalette.contentReady : DebugOverlayPalette.contentMissing)
            canvas.fill(Rect(x: cellX, y: visibleY, width: cellWidth, height: Self.rangeRowHeight),
                        color: ranges.visible.contains(page) ? DebugOverlayPalette.visible : DebugOverlayPalette.track)
            canvas.fill(Rect(x: cellX, y: displayY, width: cellWidth, height: Self.rangeRowHeight),
                        color: ranges.display.contains(page) ? DebugOverlayPalette.display : DebugOverlayPalette.track)
            canvas.fill(Rect(x: cellX, y: preloadY, width: cellWidth, height: Self.rangeRowHeight),
                        color: ranges.preload.contains(page) ? DebugOverlayPalette.preload : DebugOverlayPalette.track)
        }
        drawPositionMarker(on: canvas, strip: strip, runX: runX, slot: slot,
                           top: labelsY, bottom: preloadY + Self.rangeRowHeight)
    }

    private func drawHeader(on canvas: any Canvas, in rect: Rect) {
        let position = window.count > 0
            ? "page \(String(format: "%.2f", window.displayPosition)) of \(window.pageCount)"
            : "no pages"
        canvas.drawText(position, style: DebugOverlayPalette.text, in: rect)
        let arrow = switch direction {
        case .forward: "→ forward"
        case .backward: "← backward"
        case .none: "· still"
        }
        var trailing = DebugOverlayPalette.text
        trailing.alignment = .trailing
        canvas.drawText(window.isCircular ? "circular  \(arrow)" : arrow, style: trailing, in: rect)
    }

    // Long indexes (a million pages) do not fit a cell; labelling every stride-th cell, counted
    // from the current one, keeps them apart. The widest index is measured once per frame.
    private func labelStride(on canvas: any Canvas, slot: Double) -> Int {
        guard slot > 0 else { return 1 }
        let widest = canvas.measureText("\(max(0, window.pageCount - 1))", style: DebugOverlayPalette.currentLabel,
                                        maxWidth: nil).width
        let stride = ((widest + 2) / slot).rounded(.up)
        return stride.isFinite ? min(max(1, Int(stride)), Self.slotCount) : 1
    }

    private func drawPageLabel(_ page: Int, isCurrent: Bool, on canvas: any Canvas, cellX: Double, slot: Double,
                               stride: Int, strip: Rect, y: Double, height: Double) {
        var style = isCurrent ? DebugOverlayPalette.currentLabel : DebugOverlayPalette.label
        style.alignment = .center
        let width = min(slot * Double(stride), strip.width)
        let x = min(max(cellX + slot / 2 - width / 2, strip.minX), strip.maxX - width)
        canvas.drawText("\(page)", style: style, in: Rect(x: x, y: y, width: width, height: height))
    }

    // An outline one page wide starting at the fractional position: the viewport as the strip
    // sees it, so a half-turned page straddles two cells.
    private func drawPositionMarker(on canvas: any Canvas, strip: Rect, runX: Double, slot: Double,
                                    top: Double, bottom: Double) {
        let left = max(runX + window.markerOffset * slot, strip.minX)
        let right = min(runX + (window.markerOffset + 1) * slot, strip.maxX)
        guard right - left >= 1, bottom - top >= 2 else { return }
        let color = DebugOverlayPalette.positionMarker
        canvas.fill(Rect(x: left, y: top, width: right - left, height: 1), color: color)
        canvas.fill(Rect(x: left, y: bottom - 1, width: right - left, height: 1), color: color)
        canvas.fill(Rect(x: left, y: top, width: 1, height: bottom - top), color: color)
        canvas.fill(Rect(x: right - 1, y: top, width: 1, height: bottom - top), color: color)
    }
}
