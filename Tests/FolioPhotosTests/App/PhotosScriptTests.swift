import FolioCore
@testable import FolioPhotos
import Testing

/// The benchmark's scripts for folio-photos: the flings match the grid demo's, idle leaves the
/// end to the scan, and the library script reaches the bottom of a library of any size.
@Suite("folio-photos scripts")
@MainActor
struct PhotosScriptTests {
    private let size = Size(width: 1280, height: 800)

    /// The script's presses (pointer down), in order.
    private func presses(_ script: InputScript) -> [InputScript.Step] {
        script.steps.filter { if case .pointerDown = $0.action { true } else { false } }
    }

    @Test("fling and fling2000 flick 20 times, ten down the grid and ten back, and quit a second after")
    func flings() {
        for (script, speed) in [(PhotosScript.fling, 5_000.0), (.fling2000, 2_000.0)] {
            let input = script.inputScript(size: size, photoCount: 10_000, sectionCount: 100)
            let downs = presses(input)
            #expect(downs.count == 20)
            #expect(input.steps.last?.action == .quit)
            #expect(abs(input.duration - (0.3 + 20 * 0.6 + 1)) < 1e-9)
            // The first flick drags up the screen by speed × 48 ms.
            let ups = input.steps.filter { if case .pointerUp = $0.action { true } else { false } }
            if case .pointerDown(let start) = downs[0].action, case .pointerUp(let end) = ups[0].action {
                #expect(abs((start.y - end.y) - speed * 0.048) < 1e-6)
            } else {
                Issue.record("no first flick")
            }
        }
    }

    @Test("idle has no input and no quit of its own: the run quits after the scan")
    func idle() {
        let input = PhotosScript.idle.inputScript(size: size, photoCount: 10_000, sectionCount: 100)
        #expect(input.steps.isEmpty)
        #expect(PhotosScript.idle.quitsAfterScan)
        #expect(!PhotosScript.fling.quitsAfterScan)
    }

    @Test("library flicks more for a taller library, all down, then presses End and quits")
    func library() {
        let small = PhotosScript.library.inputScript(size: size, photoCount: 100, sectionCount: 2)
        let large = PhotosScript.library.inputScript(size: size, photoCount: 10_000, sectionCount: 120)
        #expect(presses(large).count > presses(small).count)
        // 10,000 photos in 7 columns of about 182 px: over 260,000 px, at most 2,000 px a flick.
        #expect(presses(large).count >= 130)
        let keys = large.steps.filter { $0.action == .key(.end) }
        #expect(keys.count == 1)
        #expect(large.steps.last?.action == .quit)
        #expect((keys.first?.time ?? .infinity) < large.duration)
        let ups = large.steps.compactMap { step -> Double? in if case .pointerUp(let point) = step.action { point.y } else { nil } }
        #expect(ups.allSatisfy { $0 < size.height * 0.7 })
    }

    @Test("The estimated flow height grows with photos and sections and is about a row per 7 photos at 1280 px")
    func flowHeight() {
        let height = PhotosScript.flowHeight(width: 1280, photoCount: 7_000, sectionCount: 0)
        // 1,000 rows of a 178.3 px cell and a 4 px gap.
        #expect(abs(height - 1_000 * (1272.0 - 24) / 7 - 1_000 * 4) < 1)
        #expect(PhotosScript.flowHeight(width: 1280, photoCount: 7_000, sectionCount: 10) > height)
        #expect(PhotosScript.flowHeight(width: 200, photoCount: 1, sectionCount: 1) > 0)
    }
}
