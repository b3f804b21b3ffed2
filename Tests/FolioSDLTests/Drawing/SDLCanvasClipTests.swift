import CSDL2
import FolioCore
import Foundation
import Testing
import TestSupport
@testable import FolioSDL

/// The canvas's clip stack over a software renderer: what a fill of the whole canvas reaches.
@MainActor
@Suite("Canvas clip", .serialized)
struct SDLCanvasClipTests {
    private static let whole = Rect(origin: .zero, size: TextureTestTarget.bounds)
    private static let red = Color(red: 255, green: 0, blue: 0)
    private static let green = Color(red: 0, green: 255, blue: 0)
    private static let blue = Color(red: 0, green: 0, blue: 255)

    @Test("Clips nest by intersection in logical pixels mapped to physical ones, and popping restores the one before",
          arguments: [1.0, 2.0])
    func nestedClips(scale: Double) throws {
        try TextureTestTarget.with(scale: scale) { target in
            let canvas = SDLCanvas(renderer: target.renderer, textMeasurer: target.measurer)
            canvas.beginFrame(bounds: Self.whole, scale: scale)
            @MainActor func pixel(_ x: Double, _ y: Double) -> Color { target.pixel(x: Int(x * scale), y: Int(y * scale)) }
            #expect(canvas.pushClip(Rect(x: 100, y: 50, width: 200, height: 100)))
            #expect(canvas.pushClip(Rect(x: 250, y: 100, width: 100, height: 100)))
            canvas.fill(Self.whole, color: Self.red)
            // Only (250...300, 100...150).
            #expect(pixel(250, 100) == Self.red)
            #expect(pixel(299.5, 149.5) == Self.red)
            #expect(pixel(300, 120) == .black)
            #expect(pixel(270, 150) == .black)
            #expect(pixel(249.5, 120) == .black)
            canvas.popClip()
            canvas.fill(Self.whole, color: Self.green)
            #expect(pixel(100, 50) == Self.green)
            #expect(pixel(299.5, 149.5) == Self.green)
            #expect(pixel(99.5, 100) == .black)
            #expect(pixel(150, 150) == .black)
            canvas.popClip()
            canvas.fill(Self.whole, color: Self.blue)
            #expect(pixel(0, 0) == Self.blue)
            #expect(pixel(399.5, 299.5) == Self.blue)
        }
    }

    @Test("A clip outside the one in place leaves nothing to draw into; one starting at a fraction of a pixel rounds to the nearest edge")
    func emptyAndFractionalClips() throws {
        try TextureTestTarget.with { target in
            let canvas = SDLCanvas(renderer: target.renderer, textMeasurer: target.measurer)
            canvas.beginFrame(bounds: Self.whole, scale: 1)
            #expect(canvas.pushClip(Rect(x: 0, y: 0, width: 100, height: 100)))
            #expect(!canvas.pushClip(Rect(x: 200, y: 0, width: 100, height: 100)))
            canvas.fill(Self.whole, color: Self.red)
            #expect(target.pixel(x: 50, y: 50) == .black)
            #expect(target.pixel(x: 250, y: 50) == .black)
            canvas.popClip()
            canvas.popClip()
            #expect(!canvas.pushClip(Rect(x: .nan, y: 0, width: 10, height: 10)), "an unusable rect clips everything away")
            canvas.popClip()
            #expect(canvas.pushClip(Rect(x: 10.4, y: 10.6, width: 20, height: 20)))
            canvas.fill(Self.whole, color: Self.red)
            #expect(target.pixel(x: 10, y: 11) == Self.red)
            #expect(target.pixel(x: 9, y: 20) == .black)
            #expect(target.pixel(x: 20, y: 10) == .black)
            #expect(target.pixel(x: 29, y: 30) == Self.red)
            #expect(target.pixel(x: 30, y: 20) == .black)
            #expect(target.pixel(x: 20, y: 31) == .black)
        }
    }

    @Test("A new frame starts unclipped, whatever the last one left pushed")
    func beginFrameClearsTheClip() throws {
        try TextureTestTarget.with { target in
            let canvas = SDLCanvas(renderer: target.renderer, textMeasurer: target.measurer)
            canvas.beginFrame(bounds: Self.whole, scale: 1)
            canvas.pushClip(Rect(x: 0, y: 0, width: 10, height: 10))
            canvas.beginFrame(bounds: Self.whole, scale: 1)
            canvas.fill(Self.whole, color: Self.red)
            #expect(target.pixel(x: 200, y: 200) == Self.red)
        }
    }
}
