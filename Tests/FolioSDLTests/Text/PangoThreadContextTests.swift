import CSDL2
import Foundation
import FolioCore
import Testing
@testable import FolioSDL

/// Every thread's fonts let go of at rest (`SDLTextMeasurer.releaseEveryThreadFonts()`): the
/// contexts go, text drawn afterwards is the same to the pixel, a thread asleep has its fonts
/// freed from another, and one in use is not freed under it.
@Suite("Thread fonts released at rest", .serialized)
struct PangoThreadContextTests {
    /// Scripts that need fallback faces (CJK, Arabic, colour emoji) beside the bundled Latin.
    private static let text = "Folio 世界 한국어 مرحبا 😀🎉 नमस्ते"
    private static let attributes = TextAttributes(size: 24)
    private let measurer: SDLTextMeasurer

    init() throws {
        measurer = try RasterTestSupport.measurer()
    }

    /// `Self.text` drawn in black on white on the calling thread, as ARGB pixels.
    private func drawnPixels() throws -> [UInt32] {
        let size = Size(width: 320, height: 120)
        let context = try #require(SDLRasterContext(size: size, scale: 1, textMeasurer: measurer))
        context.fill(Rect(origin: .zero, size: size), color: .white)
        let layout = TextLayout(text: Self.text, attributes: Self.attributes, maxWidth: size.width, scale: 1, measurer: measurer)
        context.drawText(layout, attributes: Self.attributes, in: Rect(origin: .zero, size: size))
        let surface = try #require(context.takeSurface())
        defer { SDL_FreeSurface(surface) }
        var pixels: [UInt32] = []
        for y in 0..<Int(surface.pointee.h) {
            for x in 0..<Int(surface.pointee.w) { pixels.append(RasterSurface.pixel(surface, x: x, y: y)) }
        }
        return pixels
    }

    @Test("Letting go of every thread's fonts empties the calling thread's; text drawn after is the same to the pixel")
    func releaseThenDraw() throws {
        let before = try drawnPixels()
        #expect(before.contains { $0 & 0xFF != 0xFF }, "the text drew ink")
        #expect(PangoThreadContext.current.fontContextCount == 1)
        #expect(SDLTextMeasurer.releaseEveryThreadFonts() >= 1)
        #expect(PangoThreadContext.current.fontContextCount == 0, "the calling thread's font context is gone")
        let after = try drawnPixels()
        #expect(PangoThreadContext.current.fontContextCount == 1, "drawing made a new one")
        #expect(after == before)
        SDLTextMeasurer.closeThreadFonts()
    }

    @Test("The thread that draws frames keeps its fonts at rest: its next frame would pay for making them again")
    func drawingThreadKept() throws {
        let request = TextLayoutRequest(text: AttributedText(Self.text), attributes: Self.attributes, maxWidth: 200, scale: 1)
        let counts = Locked<[Int]>([]), lines = Locked<[[TextLine]]>([])
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread { [measurer] in
            SDLTextMeasurer.keepThreadFontsAtRest()
            lines.withLock { $0.append(measurer.layout(request, cancellation: nil).textLines) }
            SDLTextMeasurer.releaseEveryThreadFonts()
            counts.withLock { $0.append(PangoThreadContext.current.fontContextCount) }
            lines.withLock { $0.append(measurer.layout(request, cancellation: nil).textLines) }
            SDLTextMeasurer.closeThreadFonts()
            finished.signal()
        }
        thread.start()
        finished.wait()
        #expect(counts.current == [1], "the kept thread's context stays")
        let laidOut = lines.current
        #expect(laidOut.count == 2 && laidOut[0] == laidOut[1])
    }

    @Test("A thread asleep has its fonts freed from another, and lays out the same lines when it wakes")
    func asleepThreadReleased() throws {
        let request = TextLayoutRequest(text: AttributedText(Self.text), attributes: Self.attributes, maxWidth: 200, scale: 1)
        let counts = Locked<[Int]>([]), lines = Locked<[[TextLine]]>([])
        let laidOut = DispatchSemaphore(value: 0), released = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        let thread = Thread { [measurer] in
            lines.withLock { $0.append(measurer.layout(request, cancellation: nil).textLines) }
            counts.withLock { $0.append(PangoThreadContext.current.fontContextCount) }
            laidOut.signal()
            released.wait()
            counts.withLock { $0.append(PangoThreadContext.current.fontContextCount) }
            lines.withLock { $0.append(measurer.layout(request, cancellation: nil).textLines) }
            SDLTextMeasurer.closeThreadFonts()
            finished.signal()
        }
        thread.start()
        laidOut.wait()
        #expect(SDLTextMeasurer.releaseEveryThreadFonts() >= 1)
        released.signal()
        finished.wait()
        #expect(counts.current == [1, 0], "the sleeping thread's context was taken while it slept")
        let results = lines.current
        #expect(results.count == 2)
        #expect(results.first?.isEmpty == false)
        #expect(results.first == results.last, "the same lines from the new fonts")
    }

    @Test("A font context in use when every thread's fonts are let go of stays usable until its thread is done with it")
    func inUseKept() throws {
        let request = TextLayoutRequest(text: AttributedText(Self.text), attributes: Self.attributes, maxWidth: 200, scale: 1)
        let inUse = measurer.fontContext
        let first = inUse.block(for: request, cancellation: nil).layout.textLines
        #expect(SDLTextMeasurer.releaseEveryThreadFonts() >= 1)
        #expect(PangoThreadContext.current.fontContextCount == 0)
        // Still alive (this test holds it) and still works: a different request is laid out anew.
        let other = TextLayoutRequest(text: AttributedText(Self.text + " 2"), attributes: Self.attributes, maxWidth: 200, scale: 1)
        #expect(!inUse.block(for: other, cancellation: nil).layout.textLines.isEmpty)
        #expect(inUse.block(for: request, cancellation: nil).layout.textLines == first)
        #expect(measurer.fontContext !== inUse, "the thread's next use makes a new context")
        SDLTextMeasurer.closeThreadFonts()
    }

    @Test("Text drawn while another thread keeps letting go of every thread's fonts is the same to the pixel each time")
    func releasesWhileDrawing() throws {
        let reference = try drawnPixels()
        let stop = Locked(false), releases = Locked(0)
        let done = DispatchSemaphore(value: 0)
        let releaser = Thread {
            while !stop.current {
                SDLTextMeasurer.releaseEveryThreadFonts()
                releases.withLock { $0 += 1 }
            }
            done.signal()
        }
        releaser.start()
        var differing = 0
        for _ in 0..<12 where try drawnPixels() != reference { differing += 1 }
        stop.withLock { $0 = true }
        done.wait()
        #expect(releases.current > 0)
        #expect(differing == 0)
        SDLTextMeasurer.closeThreadFonts()
    }
}
