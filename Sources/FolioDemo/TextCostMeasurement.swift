import FolioCore
import FolioSDL
import Foundation

/// Times Folio's text engine as a worker uses it, for `folio-demo text-cost`: each
/// `TextCostParagraph` laid out (`TextLayout`, made afresh every time) at 15 logical px for lines
/// of at most 360, at scale 1 and 2, then drawn (`SDLRasterContext.drawText`) into a new bitmap
/// of the layout's size, as a worker lays a cell out and then draws it. The engine keeps each
/// thread's recent layouts, so every timing asks for a width a ten-millionth of a pixel apart
/// from the others: a layout made afresh, never one remembered. It goes through the engine's
/// public surface alone (`SDLTextMeasurer`, `TextLayout`, `SDLRasterContext`), so the same
/// measurement holds whatever engine is behind it. A plain value: usable on any thread; measuring happens on the thread
/// that calls `measure`.
struct TextCostMeasurement: Sendable {
    /// One thing timed: a paragraph at a scale.
    struct Case: Hashable, Sendable {
        let paragraph: TextCostParagraph
        let scale: Double
    }

    /// One timing of a case, in milliseconds, and the layout it made.
    struct Sample {
        /// `TextLayout` alone.
        let layoutMs: Double
        /// `TextLayout`, a bitmap of its size, and `drawText` into it.
        let layoutAndDrawMs: Double
        let layout: TextLayout
    }

    /// Why a measurement has no result.
    enum Failure: Error, Equatable {
        /// A quit signal came: the run stopped between repetitions.
        case interrupted
        /// A case's layout had a size no bitmap can take (empty, or beyond the rasteriser's limit).
        case noBitmap(Case, Size)

        var message: String {
            switch self {
            case .interrupted:
                "text-cost: stopped by a signal before the measurement finished"
            case .noBitmap(let item, let size):
                "text-cost: the \(item.paragraph.rawValue) paragraph at scale \(item.scale) laid out as \(size.width)x\(size.height), which no bitmap can take"
            }
        }
    }

    /// The text's size in logical pixels.
    static let fontSize = 15.0
    /// The widest a line may be, in logical pixels.
    static let maxWidth = 360.0
    /// The scales each paragraph is laid out and drawn at.
    static let scales: [Double] = [1, 2]
    /// Untimed passes over every case first: the thread's fonts opened, the engine's caches
    /// filled, its code paged in, as on a worker that has been running a while.
    static let warmUpPasses = 5
    /// Timed repetitions of each case unless told otherwise: enough for a steady p90, and with
    /// the warm-up about 2 s of the release build on a 2-core machine (2026).
    static let defaultRepetitions = 150

    /// Every case, paragraph by paragraph, each at every scale.
    static let cases: [Case] = TextCostParagraph.allCases.flatMap { paragraph in
        scales.map { Case(paragraph: paragraph, scale: $0) }
    }

    let measurer: SDLTextMeasurer
    /// Timed repetitions of each case.
    let repetitions: Int

    /// Measures on a thread started for it, as a worker of a pool would (the thread's fonts
    /// closed before it ends), and waits for it. SDL must be started. Any thread
    /// but the new one; the main thread waits meanwhile, doing nothing.
    func measureOnOwnThread() -> Result<TextCostReport, Failure> {
        let result = Locked<Result<TextCostReport, Failure>>(.failure(.interrupted))
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            let outcome = Result { () throws(Failure) in try measure(stopping: { SDLLibrary.hasReceivedQuitSignal }) }
            SDLTextMeasurer.closeThreadFonts()
            result.withLock { $0 = outcome }
            finished.signal()
        }
        thread.name = "folio-text-cost"
        thread.start()
        finished.wait()
        return result.current
    }

    /// Warms up, then times every case `repetitions` times, the cases taking turns within each
    /// repetition so that they see the same drift of a shared machine. Checks `shouldStop`
    /// between repetitions. On the calling thread, with its fonts.
    func measure(stopping shouldStop: () -> Bool = { false }) throws(Failure) -> TextCostReport {
        let cases = Self.cases
        let texts = cases.map(\.paragraph.text)
        var serial = 0
        for _ in 0..<Self.warmUpPasses {
            if shouldStop() { throw .interrupted }
            for (index, item) in cases.enumerated() {
                serial += 1
                _ = try Self.time(item, text: texts[index], serial: serial, measurer: measurer)
            }
        }
        var samples = Array(repeating: [Sample](), count: cases.count)
        for _ in 0..<repetitions {
            if shouldStop() { throw .interrupted }
            for (index, item) in cases.enumerated() {
                serial += 1
                samples[index].append(try Self.time(item, text: texts[index], serial: serial, measurer: measurer))
            }
        }
        return TextCostReport(
            repetitions: repetitions, warmUpPasses: Self.warmUpPasses, fontSize: Self.fontSize, maxWidth: Self.maxWidth,
            paragraphs: zip(cases, samples).map { item, samples in TextCostReport.Entry(item, samples: samples) }
        )
    }

    /// Lays `text` out for `item` and stops the clock; then draws it into a new bitmap of the
    /// layout's size and stops the clock again. The bitmap is freed after the second reading.
    /// `serial`, different for every call, makes the width wider by that many ten-millionths of a
    /// pixel (less than a Pango unit, 1/1024 px, for 9,000 calls): the same lines, but a request
    /// no cache has seen.
    static func time(_ item: Case, text: String, serial: Int, measurer: SDLTextMeasurer) throws(Failure) -> Sample {
        let clock = ContinuousClock()
        let attributes = TextAttributes(size: fontSize)
        let width = maxWidth + Double(serial) * 1e-7
        let start = clock.now
        let layout = TextLayout(text: text, attributes: attributes, maxWidth: width, scale: item.scale, measurer: measurer)
        let laidOut = clock.now
        let size = layout.size
        guard let context = SDLRasterContext(size: size, scale: item.scale, textMeasurer: measurer) else {
            throw .noBitmap(item, size)
        }
        context.drawText(layout, attributes: attributes, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
        let drawn = clock.now
        withExtendedLifetime(context) {}
        return Sample(layoutMs: (laidOut - start).seconds * 1000, layoutAndDrawMs: (drawn - start).seconds * 1000, layout: layout)
    }
}
