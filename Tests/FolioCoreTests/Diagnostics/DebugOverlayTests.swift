@testable import FolioCore
import Testing

@MainActor
struct DebugOverlayTests {
    private typealias Palette = DebugOverlayPalette

    private func draw(on canvas: DebugOverlayRecordingCanvas = DebugOverlayRecordingCanvas(),
                      samples: [Double] = [], ranges: ItemRanges = .empty, content: Set<Int> = [],
                      position: Double = 0, pageCount: Int = 20, isCircular: Bool = false,
                      direction: ScrollDirection = .none) -> DebugOverlayRecordingCanvas {
        DebugOverlay().draw(on: canvas, frameWorkMilliseconds: samples, ranges: ranges, pagesWithContent: content,
                            position: position, pageCount: pageCount, isCircular: isCircular, direction: direction)
        return canvas
    }

    /// The page numbers under the strip's cells, left to right, with their centres.
    private func pageLabels(_ canvas: DebugOverlayRecordingCanvas) -> [(page: Int, midX: Double)] {
        canvas.texts.compactMap { text in Int(text.text).map { ($0, text.rect.midX) } }
    }

    /// The pages whose cell holds a rectangle filled in `color`.
    private func pagesMarked(_ color: Color, on canvas: DebugOverlayRecordingCanvas) -> Set<Int> {
        let labels = pageLabels(canvas)
        return Set(canvas.filled(color).compactMap { rect in
            labels.first { abs($0.midX - rect.midX) < 0.01 }?.page
        })
    }

    private func bars(_ canvas: DebugOverlayRecordingCanvas) -> [(rect: Rect, color: Color)] {
        let colors = [Palette.withinFastBudget, Palette.withinFrameBudget, Palette.overBudget]
        return canvas.calls.compactMap { call in
            if case let .fill(rect, color) = call, colors.contains(color) { (rect, color) } else { nil }
        }
    }

    // MARK: Memory

    @Test("The memory line says what the pipeline holds against its budget, below everything else")
    func memoryLine() throws {
        let canvas = DebugOverlayRecordingCanvas()
        DebugOverlay().draw(on: canvas, frameWorkMilliseconds: [5], ranges: .empty, pagesWithContent: [], position: 0,
                            pageCount: 20, isCircular: false, direction: .none, memory: (held: 12_900_000, budget: 256 << 20))
        let line = try #require(canvas.texts.first { $0.text.hasPrefix("held ") })
        #expect(line.text == "held 12.3 of 256 MiB (bitmaps and loaded data)")
        #expect(canvas.texts.allSatisfy { $0.rect.maxY <= line.rect.maxY + 1e-9 })
        #expect(!draw().texts.contains { $0.text.hasPrefix("held ") })
    }

    // MARK: Frame-time graph

    @Test("A slow frame draws a taller bar than a fast one, coloured by budget, newest at the right")
    func barsByBudget() {
        let canvas = draw(samples: [5, 12, 20])
        let drawn = bars(canvas)
        #expect(drawn.count == 3)
        let fast = drawn.first { $0.color == Palette.withinFastBudget }
        let middling = drawn.first { $0.color == Palette.withinFrameBudget }
        let slow = drawn.first { $0.color == Palette.overBudget }
        guard let fast, let middling, let slow else {
            Issue.record("expected one bar in each budget colour, got \(drawn.map(\.color))")
            return
        }
        #expect(slow.rect.height > middling.rect.height)
        #expect(middling.rect.height > fast.rect.height)
        #expect(abs(slow.rect.height / fast.rect.height - 4) < 1e-9)
        #expect(slow.rect.maxY == fast.rect.maxY)
        #expect(slow.rect.minX > middling.rect.minX && middling.rect.minX > fast.rect.minX)
    }

    @Test("The reference lines sit at 8.3 and 16.7 ms, labelled, the slower one higher")
    func referenceLines() throws {
        let canvas = draw(samples: [1000.0 / 60])
        let lines = canvas.filled(Palette.referenceLine)
        #expect(lines.count == 2)
        let labels = canvas.texts.map(\.text)
        #expect(labels.contains("8.3") && labels.contains("16.7"))
        try #require(lines.count == 2)
        let bar = try #require(bars(canvas).first)
        let (fastLine, frameLine) = (lines[0], lines[1])
        #expect(frameLine.minY < fastLine.minY)
        // A bar of exactly one 60 Hz frame reaches the 16.7 ms line, and is over budget.
        #expect(abs(bar.rect.minY - frameLine.minY) < 1)
        #expect(bar.color == Palette.overBudget)
        #expect(abs((bar.rect.maxY - fastLine.minY) * 2 - bar.rect.height) < 2)
    }

    @Test("At most the newest 120 frames are drawn, and the p95 is over those")
    func capacityAndPercentile() {
        let old = [Double](repeating: 1000, count: 80)
        let recent = (1...120).map { Double($0) / 10 }
        let canvas = draw(samples: old + recent)
        #expect(bars(canvas).count == 120)
        #expect(canvas.texts.contains { $0.text.contains("frame 12.0 ms") && $0.text.contains("p95 11.4 ms") })
    }

    @Test("The p95 of 1…100 ms is 95 ms by nearest rank")
    func percentile() {
        let canvas = draw(samples: (1...100).map(Double.init))
        #expect(canvas.texts.contains { $0.text == "frame 100.0 ms · p95 95.0 ms of 100" })
    }

    @Test("No samples draw no bars and say so")
    func emptySamples() {
        let canvas = draw(samples: [])
        #expect(bars(canvas).isEmpty)
        #expect(canvas.texts.contains { $0.text.contains("no samples") })
        #expect(canvas.filled(Palette.referenceLine).count == 2)
    }

    @Test("Glitched samples neither trap nor draw outside the plot")
    func glitchedSamples() {
        let canvas = draw(samples: [.nan, -3, .infinity, 4, 0])
        let drawn = bars(canvas)
        #expect(drawn.count == 2)
        let full = drawn.first { $0.color == Palette.overBudget }
        #expect(full?.rect.height == FrameTimeGraph.plotHeight)
        #expect(drawn.allSatisfy { $0.rect.height > 0 && $0.rect.height <= FrameTimeGraph.plotHeight })
    }

    // MARK: Range strip

    @Test("The strip marks exactly the pages in each range and those with content")
    func marksRanges() {
        let ranges = ItemRanges(visible: [5], display: [4, 5, 6], preload: [3, 4, 5, 6, 7, 8])
        let canvas = draw(ranges: ranges, content: [4, 5, 6, 7, 42], position: 5, pageCount: 20)
        #expect(pageLabels(canvas).map(\.page) == Array(0...16))
        #expect(pagesMarked(Palette.visible, on: canvas) == [5])
        #expect(pagesMarked(Palette.display, on: canvas) == [4, 5, 6])
        #expect(pagesMarked(Palette.preload, on: canvas) == [3, 4, 5, 6, 7, 8])
        #expect(pagesMarked(Palette.contentReady, on: canvas) == [4, 5, 6, 7])
        #expect(pagesMarked(Palette.contentMissing, on: canvas) == Set(0...16).subtracting([4, 5, 6, 7]))
        #expect(canvas.filled(Palette.track).count == 17 * 3 - (1 + 3 + 6))
    }

    @Test("A bounded pager's window centres on the position and stops at the ends", arguments: [
        (50.0, Array(42...58)),
        (99.0, Array(83...99)),
        (99.3, Array(83...99)),
        (-0.4, Array(0...16)),
    ])
    func boundedWindow(position: Double, expected: [Int]) {
        let canvas = draw(position: position, pageCount: 100)
        #expect(pageLabels(canvas).map(\.page) == expected)
    }

    @Test("A circular pager near page 0 shows the last pages on its left", arguments: [0.2, -59.8, 30.2, 3000.2])
    func circularWrap(position: Double) {
        let ranges = ItemRanges(visible: [0, 1], display: [29, 0, 1], preload: [28, 29, 0, 1, 2])
        let canvas = draw(ranges: ranges, content: [29, 0], position: position, pageCount: 30, isCircular: true)
        #expect(pageLabels(canvas).map(\.page) == Array(22...29) + Array(0...8))
        #expect(pagesMarked(Palette.visible, on: canvas) == [0, 1])
        #expect(pagesMarked(Palette.display, on: canvas) == [29, 0, 1])
        #expect(pagesMarked(Palette.preload, on: canvas) == [28, 29, 0, 1, 2])
        #expect(pagesMarked(Palette.contentReady, on: canvas) == [29, 0])
        #expect(canvas.texts.contains { $0.text.contains("circular") })
    }

    @Test("A circular pager shorter than the strip shows each page once")
    func shortCircular() {
        let canvas = draw(position: 0, pageCount: 5, isCircular: true)
        #expect(pageLabels(canvas).map(\.page) == [3, 4, 0, 1, 2])
    }

    @Test("The viewport outline starts at the fractional position and is one cell wide")
    func positionMarker() {
        let canvas = draw(position: 3.5, pageCount: 20)
        let labels = pageLabels(canvas)
        let marker = canvas.filled(Palette.positionMarker)
        guard let three = labels.first(where: { $0.page == 3 }), let four = labels.first(where: { $0.page == 4 }),
              let left = marker.map(\.minX).min(), let right = marker.map(\.maxX).max() else {
            Issue.record("no labels or marker drawn")
            return
        }
        let slot = four.midX - three.midX
        #expect(abs(left - three.midX) < 0.01)
        #expect(abs(right - left - slot) < 0.01)
    }

    @Test("The scroll direction is shown", arguments: [
        (ScrollDirection.forward, "→"), (.backward, "←"), (.none, "still"),
    ])
    func direction(direction: ScrollDirection, mark: String) {
        let canvas = draw(position: 2, direction: direction)
        #expect(canvas.texts.contains { $0.text.contains(mark) })
    }

    @Test("No pages draw an empty strip")
    func noPages() {
        for isCircular in [false, true] {
            let canvas = draw(samples: [3], ranges: ItemRanges(visible: [0], display: [], preload: []),
                              position: 0, pageCount: 0, isCircular: isCircular)
            #expect(pageLabels(canvas).isEmpty)
            #expect(canvas.filled(Palette.visible).isEmpty && canvas.filled(Palette.track).isEmpty)
            #expect(canvas.texts.contains { $0.text == "no pages" })
        }
    }

    @Test("One page, at any position, shows one cell", arguments: [0, 0.7, -0.3, 1e15, -1e15, .nan, .infinity])
    func onePage(position: Double) {
        for isCircular in [false, true] {
            let canvas = draw(ranges: ItemRanges(visible: [0], display: [0], preload: [0]), content: [0],
                              position: position, pageCount: 1, isCircular: isCircular)
            #expect(pageLabels(canvas).map(\.page) == [0])
            #expect(pagesMarked(Palette.visible, on: canvas) == [0])
            #expect(pagesMarked(Palette.contentReady, on: canvas) == [0])
        }
    }

    // MARK: Placement

    @Test("Everything is drawn inside the canvas, text in boxes wide enough not to wrap", arguments: [
        (1280.0, 800.0), (640, 480), (320, 260), (320, 240), (200, 150), (50, 50), (0, 0),
    ])
    func insideBounds(width: Double, height: Double) {
        let scenarios: [(position: Double, pageCount: Int, isCircular: Bool)] = [
            (0, 0, false), (0, 1, true), (3.5, 20, false), (-0.3, 20, false), (999_999.5, 1_000_000, true),
            (-2.25, 1_000_000, true), (19.2, 20, false),
        ]
        let samples = (0..<200).map { Double($0 % 7) * 4.5 } + [1000, .infinity]
        for scenario in scenarios {
            let canvas = DebugOverlayRecordingCanvas(width: width, height: height)
            _ = draw(on: canvas, samples: samples, ranges: ItemRanges(visible: [0], display: [1], preload: [2]),
                     position: scenario.position, pageCount: scenario.pageCount, isCircular: scenario.isCircular,
                     direction: .backward)
            #expect(canvas.calls.isEmpty == (width < 320), "a canvas of \(width)×\(height)")
            for rect in canvas.allRects {
                #expect(rect.minX >= canvas.bounds.minX && rect.maxX <= canvas.bounds.maxX + 1e-9, "\(rect)")
                #expect(rect.minY >= canvas.bounds.minY && rect.maxY <= canvas.bounds.maxY + 1e-9, "\(rect)")
                #expect(rect.width >= 0 && rect.height >= 0, "\(rect)")
            }
            for call in canvas.calls {
                guard case let .text(text, style, rect) = call else { continue }
                let size = canvas.measureText(text, style: style, maxWidth: nil)
                #expect(size.width <= rect.width, "\"\(text)\" is wider than its box \(rect)")
                #expect(size.height <= rect.height + 1e-9, "\"\(text)\" is taller than its box \(rect)")
            }
        }
    }

    @Test("The panel sits at the bottom-left corner; a canvas too small for it gets nothing")
    func placement() {
        let large = draw(on: DebugOverlayRecordingCanvas(width: 1280, height: 800), samples: [4])
        let panel = large.filled(Palette.panel)
        #expect(panel.count == 1)
        #expect(panel.first?.minX == DebugOverlayMetrics.margin)
        #expect(panel.first?.maxY == 800 - DebugOverlayMetrics.margin)
        #expect(draw(on: DebugOverlayRecordingCanvas(width: 200, height: 600), samples: [4]).calls.isEmpty)
        #expect(draw(on: DebugOverlayRecordingCanvas(width: 1280, height: 100), samples: [4]).calls.isEmpty)
    }
}
