@testable import FolioCore
import TestSupport
import Testing

@Suite struct ItemJobDrawingTests {
    @Test("A job's bitmap has the cell's shadow, background, group and border in the order the tree gives")
    func jobDrawsDecorations() throws {
        let cell = CellNode()
        cell.backgroundColor = Color(red: 9, green: 9, blue: 9)
        cell.alpha = 0.5
        cell.borderWidth = 1
        cell.shadow = Shadow(radius: 2)
        let size = Size(width: 100, height: 80)
        let job = ItemJob(element: 0, generation: 0, contentVersion: 0, block: nil, node: cell, layout: nil, range: .exactly(size),
                          scale: 1, needsPreload: false, needsBitmap: true, backend: FakeRenderingBackend.make(), ticket: ItemJob.Ticket())
        let bitmap = try #require(job.run()?.bitmap as? FakeBitmap)
        let frame = Rect(origin: .zero, size: size)
        #expect(bitmap.calls == [
            .beginLayer(opacity: 0.5),
            .shadow(Shadow(radius: 2), frame, cornerRadius: 0),
            .fill(frame, Color(red: 9, green: 9, blue: 9)),
            .stroke(frame, radius: 0, width: 1, Color(red: 0, green: 0, blue: 0)),
            .endLayer,
        ])
    }
}
