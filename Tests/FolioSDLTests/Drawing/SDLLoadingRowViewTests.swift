import CSDL2
import FolioCore
import Foundation
import Testing
import TestSupport
@testable import FolioSDL

/// The "Loading…" row as the view draws it over a software renderer.
@MainActor
@Suite("Loading row", .serialized)
struct SDLLoadingRowViewTests {
    /// The row: the full width, 44 logical pixels high, at the bottom of the target.
    private static let row = Rect(x: 0, y: 240, width: 400, height: 44)
    private static let background = Color(red: 18, green: 18, blue: 21)

    /// The pixels of `rect` (physical pixels), row by row.
    private func pixels(_ target: TextureTestTarget, x: Range<Int>, y: Range<Int>) -> [Color] {
        y.flatMap { row in x.map { target.pixel(x: $0, y: row) } }
    }

    /// Clears `target` and draws the row at `time`.
    private func draw(_ view: SDLCollectionView, _ target: TextureTestTarget, time: Double) {
        target.clear(Self.background)
        let canvas = SDLCanvas(renderer: target.renderer, textMeasurer: target.measurer)
        canvas.beginFrame(bounds: Rect(origin: .zero, size: TextureTestTarget.bounds), scale: target.scale)
        view.drawLoadingRow(in: Self.row, on: canvas, time: time)
    }

    @Test("The row shows light text right of a spinner, the two centred together, and draws nothing outside itself",
          arguments: [1.0, 2.0])
    func textBesideTheSpinner(scale: Double) throws {
        try TextureTestTarget.with(scale: scale) { target in
            let view = SDLCollectionView(renderer: target.renderer)
            draw(view, target, time: 0)
            let s = Int(scale)
            let lit = { (color: Color) in Int(color.red) + Int(color.green) + Int(color.blue) > 3 * 110 }
            // The spinner (19 logical pixels) and the label take about 90; centred, they start
            // near 155.
            let spinner = pixels(target, x: 140 * s..<180 * s, y: 240 * s..<284 * s).filter(lit).count
            let label = pixels(target, x: 180 * s..<280 * s, y: 240 * s..<284 * s).filter(lit).count
            let leftOfBoth = pixels(target, x: 0..<130 * s, y: 240 * s..<284 * s).filter(lit).count
            let rightOfBoth = pixels(target, x: 290 * s..<400 * s, y: 240 * s..<284 * s).filter(lit).count
            #expect(spinner > 4 * s * s, "the dots")
            #expect(label > 40 * s * s, "the label's glyphs")
            #expect(leftOfBoth == 0 && rightOfBoth == 0, "centred: \(leftOfBoth) lit left, \(rightOfBoth) right")
            let outside = pixels(target, x: 0..<400 * s, y: 0..<236 * s) + pixels(target, x: 0..<400 * s, y: 288 * s..<300 * s)
            #expect(outside.allSatisfy { $0 == Self.background })
        }
    }

    @Test("The spinner turns with time and comes round again after its period; the label stays")
    func spinnerTurns() throws {
        try TextureTestTarget.with { target in
            let view = SDLCollectionView(renderer: target.renderer)
            let period = view.loadingRow.period
            var spinners: [[Color]] = []
            var labels: [[Color]] = []
            for time in [0, period / 4, period / 2, period] {
                draw(view, target, time: 100 + time)
                spinners.append(pixels(target, x: 140..<180, y: 240..<284))
                labels.append(pixels(target, x: 180..<280, y: 240..<284))
            }
            #expect(spinners[0] != spinners[1])
            #expect(spinners[1] != spinners[2])
            #expect(spinners[0] == spinners[3], "a whole turn later")
            #expect(labels.allSatisfy { $0 == labels[0] })
        }
    }

    @Test("Frames are due while a loading row shows, and stop with it")
    func loadingRowAsksForFrames() throws {
        try TextureTestTarget.with { target in
            let (grid, scheduler, _) = target.grid()
            target.settle(grid, scheduler)
            let view = SDLCollectionView(renderer: target.renderer)
            view.textures.uploadAll(from: grid)
            let canvas = SDLCanvas(renderer: target.renderer, textMeasurer: target.measurer)
            canvas.beginFrame(bounds: Rect(origin: .zero, size: TextureTestTarget.bounds), scale: 1)
            _ = view.draw(grid, chrome: RecordingHostChrome(), on: canvas, scale: 1, time: 0)
            #expect(!view.needsFrames)
            view.drawLoadingRow(in: Self.row, on: canvas, time: 0)
            #expect(view.needsFrames)
            _ = view.draw(grid, chrome: RecordingHostChrome(), on: canvas, scale: 1, time: 1)
            #expect(!view.needsFrames, "the collection shows no loading row")
        }
    }
}
