import CSDL2
import FolioCore
import Foundation
import Testing
@testable import FolioSDL

/// Styled text on the main thread's canvas: laid out and drawn as a worker lays out and draws it,
/// runs, sizes, colours and underlines alike.
@MainActor
@Suite("Canvas attributed text", .serialized)
struct SDLCanvasAttributedTextTests {
    let measurer: SDLTextMeasurer

    init() throws {
        measurer = try RasterTestSupport.measurer()
    }

    nonisolated static let text = AttributedText("Ada", .bold) + " wrote about " + AttributedText("#swift", link: "tag:swift")
        + " and " + AttributedText("big", .size(26)) + AttributedText(" red words", .color(Color(red: 200, green: 0, blue: 0)))
        + " that wrap over lines, with " + AttributedText("a link across two lines", link: "x:2") + " at the end."

    @Test("Styled text wraps into the same lines and draws the same pixels on the canvas as on a worker", arguments: [1.0, 2.0])
    func samePixelsOnBothThreads(scale: Double) throws {
        let size = Size(width: 240, height: 200)
        let box = Rect(x: 12, y: 8, width: 216, height: 180)
        let attributes = TextAttributes(size: 14, color: Color(red: 20, green: 40, blue: 90))
        let measurer = measurer
        let rasterizer = SDLRasterizer(textMeasurer: measurer)
        let made = Locked<(SDLSurfaceBitmap?, TextLayout?)>((nil, nil))
        let done = DispatchSemaphore(value: 0)
        Thread {
            let layout = TextLayout(text: Self.text, attributes: attributes, maxWidth: box.width, scale: scale, measurer: measurer)
            if let context = rasterizer.makeContext(size: size, scale: scale) {
                context.fill(Rect(origin: .zero, size: size), color: .white)
                context.drawText(layout, attributes: attributes, in: box)
                made.withLock { $0 = (rasterizer.finishBitmap(context), layout) }
            }
            SDLTextMeasurer.closeThreadFonts()
            done.signal()
        }.start()
        done.wait()
        let worker = try #require(made.current.0), workerLayout = try #require(made.current.1)
        #expect(workerLayout.lines.count >= 4, "\(workerLayout.lines)")

        let surface = try #require(RasterSurface.make(width: Int(size.width * scale), height: Int(size.height * scale)))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        do {
            let canvas = SDLCanvas(renderer: renderer, textMeasurer: measurer)
            canvas.beginFrame(bounds: Rect(origin: .zero, size: size), scale: scale)
            canvas.clear(.white)
            let layout = canvas.layoutText(Self.text, attributes: attributes, maxWidth: box.width)
            #expect(layout == workerLayout)
            canvas.drawText(layout, attributes: attributes, in: box)
        }
        var largestDifference = 0, inked = 0
        for y in 0..<worker.pixelHeight {
            for x in 0..<worker.pixelWidth {
                let drawn = RasterSurface.pixel(surface, x: x, y: y), rastered = RasterSurface.pixel(worker.surface, x: x, y: y)
                if drawn & 0xFF < 200 { inked += 1 }
                for shift in [0, 8, 16] as [UInt32] {
                    largestDifference = max(largestDifference, abs(Int((drawn >> shift) & 0xFF) - Int((rastered >> shift) & 0xFF)))
                }
            }
        }
        #expect(inked > Int(800 * scale * scale), "only \(inked) inked pixels")
        // Blending rounds differently in SDL's renderer and Folio's compositor; glyphs do not move.
        #expect(largestDifference <= 3, "largest channel difference \(largestDifference)")
    }
}
