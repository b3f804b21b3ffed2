import CSDL2
import FolioCore
import Foundation
import Testing
@testable import FolioSDL

/// The main thread's text (`SDLCanvas`, here over a software renderer on a surface) against the
/// workers' (`TextLayout` and `SDLRasterContext` on a thread of their own): one engine, so the
/// same lines and the same pixels.
@MainActor
@Suite("Canvas text", .serialized)
struct SDLCanvasTextTests {
    let measurer: SDLTextMeasurer

    init() throws {
        measurer = try RasterTestSupport.measurer()
    }

    nonisolated static let paragraph = """
        Folio lays out every page on a worker thread, wrapping its text greedily at word boundaries; \
        a word such as Donaudampfschifffahrtsgesellschaftskapitän, wider than a narrow column, is broken by character.
        A hard break starts a new paragraph.
        """

    /// Runs `body` on a new thread, as a worker runs a page job, closing its fonts afterwards.
    private func onWorker<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        let result = Locked<Result?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            result.withLock { $0 = body() }
            SDLTextMeasurer.closeThreadFonts()
            done.signal()
        }.start()
        done.wait()
        return result.current!
    }

    /// Runs `body` with a canvas of `size` logical pixels at `scale` over a software renderer
    /// drawing into an ARGB8888 surface, cleared to white; the canvas goes before its renderer.
    private func withCanvas<Result>(size: Size, scale: Double, _ body: (SDLCanvas, UnsafeMutablePointer<SDL_Surface>) throws -> Result) throws -> Result {
        let surface = try #require(RasterSurface.make(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded())))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        let result: Result
        do {
            let canvas = SDLCanvas(renderer: renderer, textMeasurer: measurer)
            canvas.beginFrame(bounds: Rect(origin: .zero, size: size), scale: scale)
            canvas.clear(.white)
            result = try body(canvas, surface)
        }
        return result
    }

    @Test("The same paragraph wraps into identical lines on the main thread and on a worker",
          arguments: [1.0, 1.5, 2.0])
    func sameLinesOnBothThreads(scale: Double) throws {
        let widths = [40.0, 97.5, 150, 233.25, 400, .infinity]
        let styles = [
            TextAttributes(size: 15),
            TextAttributes(size: 22, weight: .bold, alignment: .center, maxLines: 3),
            TextStyle(size: 13, alignment: .trailing).attributes,
        ]
        let cases = widths.flatMap { width in styles.map { (width, $0) } }
        let measurer = measurer
        let workerLayouts = onWorker {
            cases.map { width, attributes in
                TextLayout(text: Self.paragraph, attributes: attributes, maxWidth: width, scale: scale, measurer: measurer)
            }
        }
        try withCanvas(size: Size(width: 10, height: 10), scale: scale) { canvas, _ in
            for ((width, attributes), worker) in zip(cases, workerLayouts) {
                let main = canvas.layoutText(Self.paragraph, attributes: attributes, maxWidth: width)
                #expect(main.lines == worker.lines, "width \(width), \(attributes)")
                #expect(main == worker, "width \(width), \(attributes)")
                // The paragraph really wraps (or is cut) here, so the comparison means something.
                let limit = attributes.maxLines == 0 ? Int.max : attributes.maxLines
                #expect(main.lines.count >= min(limit, width < 300 ? 4 : 2))
            }
            // The string-and-style conveniences go through the same layout.
            let style = TextStyle(size: 15)
            let worker = workerLayouts[widths.firstIndex(of: 150)! * styles.count]
            #expect(canvas.measureText(Self.paragraph, style: style, maxWidth: 150).width == worker.size.width)
        }
    }

    @Test("Chrome text is drawn with the workers' pixels, line for line", arguments: [1.0, 2.0])
    func samePixelsOnBothThreads(scale: Double) throws {
        let size = Size(width: 240, height: 260)
        let box = Rect(x: 12, y: 8, width: 216, height: 240)
        let attributes = TextAttributes(size: 14, color: Color(red: 20, green: 40, blue: 90), alignment: .center)
        let measurer = measurer
        let rasterizer = SDLRasterizer(textMeasurer: measurer)
        let workerBitmap = onWorker { () -> SDLSurfaceBitmap? in
            guard let context = rasterizer.makeContext(size: size, scale: scale) else { return nil }
            context.fill(Rect(origin: .zero, size: size), color: .white)
            let layout = TextLayout(text: Self.paragraph, attributes: attributes, maxWidth: box.width, scale: scale, measurer: measurer)
            context.drawText(layout, attributes: attributes, in: box)
            return rasterizer.finishBitmap(context)
        }
        let worker = try #require(workerBitmap)
        try withCanvas(size: size, scale: scale) { canvas, surface in
            let layout = canvas.layoutText(Self.paragraph, attributes: attributes, maxWidth: box.width)
            canvas.drawText(layout, attributes: attributes, in: box)
            var inkMain = 0, inkWorker = 0, largestDifference = 0
            for y in 0..<worker.pixelHeight {
                for x in 0..<worker.pixelWidth {
                    let drawn = RasterSurface.pixel(surface, x: x, y: y)
                    let made = RasterSurface.pixel(worker.surface, x: x, y: y)
                    if drawn & 0xFF < 200 { inkMain += 1 }
                    if made & 0xFF < 200 { inkWorker += 1 }
                    for shift in [0, 8, 16] as [UInt32] {
                        largestDifference = max(largestDifference, abs(Int((drawn >> shift) & 0xFF) - Int((made >> shift) & 0xFF)))
                    }
                }
            }
            #expect(inkMain > Int(1000 * scale * scale), "only \(inkMain) inked pixels")
            // Blending rounds differently in SDL's renderer and Folio's compositor; glyphs do not move.
            #expect(largestDifference <= 3, "largest channel difference \(largestDifference)")
            // The canvas draws each line into a padded straight-alpha texture that SDL blends over
            // the background, which leaves edge pixels a level or two darker than the worker's
            // drawing straight onto it: at a hard threshold that counts about 1% more ink at scale 1.
            #expect(abs(inkMain - inkWorker) <= inkWorker / 50, "\(inkMain) against \(inkWorker)")
        }
    }

    @Test("Chrome draws text in any script as the workers do: an Arabic label starts at the right, its emoji in colour")
    func worldTextInChrome() throws {
        try withCanvas(size: Size(width: 300, height: 60), scale: 1) { canvas, surface in
            let attributes = TextAttributes(size: 24)
            let layout = canvas.layoutText("مرحبا 😀", attributes: attributes, maxWidth: 280)
            canvas.drawText(layout, attributes: attributes, in: Rect(x: 10, y: 10, width: 280, height: 40))
            var coloured = 0, leftmostInk = 300, rightmostInk = 0
            for y in 0..<60 {
                for x in 0..<300 {
                    let pixel = RasterSurface.pixel(surface, x: x, y: y)
                    let r = Int(pixel >> 16 & 255), g = Int(pixel >> 8 & 255), b = Int(pixel & 255)
                    if max(r, g, b) - min(r, g, b) > 60 { coloured += 1 }
                    if max(r, g, b) < 200 || max(r, g, b) - min(r, g, b) > 60 {
                        leftmostInk = min(leftmostInk, x)
                        rightmostInk = max(rightmostInk, x)
                    }
                }
            }
            #expect(coloured > 100, "the emoji is not in colour")
            #expect(rightmostInk >= 284 && leftmostInk > 120, "ink from \(leftmostInk) to \(rightmostInk)")
        }
    }

    @Test("Clear or empty text draws nothing")
    func clearTextDrawsNothing() throws {
        try withCanvas(size: Size(width: 80, height: 40), scale: 1) { canvas, surface in
            canvas.drawText("Hidden", style: TextStyle(size: 16, color: .clear), in: Rect(x: 0, y: 0, width: 80, height: 40))
            canvas.drawText("", style: TextStyle(size: 16), in: Rect(x: 0, y: 0, width: 80, height: 40))
            for y in 0..<40 {
                for x in 0..<80 { #expect(RasterSurface.pixel(surface, x: x, y: y) == 0xFFFF_FFFF) }
            }
        }
    }
}
