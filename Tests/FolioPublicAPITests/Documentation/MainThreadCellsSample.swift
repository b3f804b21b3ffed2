import FolioCore
import Foundation
import Testing

// The samples of the FolioCore article "Cells drawn on the main thread", as they appear there:
// this file compiles them, and the suite below runs them.

/// A cell showing the time of day, drawn on the main thread four times a second while on screen.
func makeClockCell() -> MainThreadCellNode {
    let style = TextStyle(size: 24, weight: .bold, color: .white, alignment: .center)
    let cell = MainThreadCellNode(redrawInterval: 0.25) { canvas, frame, _ in
        let now = Calendar.current.dateComponents([.hour, .minute, .second], from: Date())
        let text = String(format: "%02d:%02d:%02d", now.hour ?? 0, now.minute ?? 0, now.second ?? 0)
        canvas.drawText(text, style: style, in: frame.insetBy(dx: 12, dy: 8))
    }
    cell.backgroundColor = Color(red: 24, green: 24, blue: 28)
    cell.style.preferredSize = Size(width: 320, height: 44)
    return cell
}

/// A download the main thread advances, and a progress bar that reads it each time it is
/// drawn: the closure runs on the main thread, so it may read the main thread's model, which a
/// node block may not.
@MainActor
final class Download {
    let name: String
    var fraction = 0.0

    init(name: String) { self.name = name }
}

func makeProgressCell(for download: Download) -> MainThreadCellNode {
    let cell = MainThreadCellNode { canvas, frame, _ in
        let track = frame.insetBy(dx: 16, dy: frame.height / 2 - 4)
        canvas.fillRoundedRect(track, radius: 4, color: Color(red: 60, green: 60, blue: 66))
        let done = Rect(x: track.minX, y: track.minY, width: track.width * download.fraction, height: track.height)
        canvas.fillRoundedRect(done, radius: 4, color: Color(red: 90, green: 160, blue: 255))
    }
    cell.style.preferredSize = Size(width: 320, height: 32)
    return cell
}

private struct FileRow: NodeComposition {
    var name: String

    func makeNodes() -> TextNode { TextNode(name, attributes: TextAttributes(size: 16)) }

    func layoutSpec(for nodes: TextNode, within constrainedSize: SizeRange) -> any LayoutElement {
        InsetLayoutSpec(insets: EdgeInsets(all: 8), child: nodes)
    }
}

@MainActor
final class Downloads: CollectionDataSource {
    var files: [Download]
    init(files: [Download]) { self.files = files }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int {
        files.count + 1                                  // the clock, then one row a file
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        guard indexPath.item > 0 else { return { makeClockCell() } }
        let download = files[indexPath.item - 1]
        guard download.fraction >= 1 else { return { makeProgressCell(for: download) } }
        let row = FileRow(name: download.name)           // done: an ordinary cell, drawn on a worker
        return { ComposedNode(row) }
    }

    func download(_ download: Download, advancedTo fraction: Double, in list: CollectionNode) {
        guard let index = files.firstIndex(where: { $0 === download }) else { return }
        download.fraction = fraction
        let indexPath = IndexPath(item: index + 1, section: 0)
        if fraction >= 1 {
            list.reloadItems(at: [indexPath])            // becomes a FileRow
        } else {
            (list.nodeForItem(at: indexPath) as? MainThreadCellNode)?.setNeedsDisplay()
        }
    }
}

/// A canvas that records the rectangles filled on it. Main thread.
@MainActor
private final class FillRecordingCanvas: Canvas {
    let bounds = Rect(x: 0, y: 0, width: 320, height: 480)
    private(set) var fills: [Rect] = []
    private(set) var texts: [String] = []

    func fill(_ rect: Rect, color: Color) { fills.append(rect) }
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) { fills.append(rect) }
    func layoutText(_ text: String, attributes: TextAttributes, maxWidth: Double) -> TextLayout {
        TextLayout(text: text, attributes: attributes, maxWidth: maxWidth, scale: 1, measurer: FixedWidthText())
    }
    func drawText(_ layout: TextLayout, attributes: TextAttributes, in rect: Rect) {
        texts.append(layout.lines.joined(separator: "\n"))
    }
}

@Suite("Documentation: Cells drawn on the main thread")
@MainActor
struct MainThreadCellsSampleTests {
    @Test("the clock and the progress bars are laid out without bitmaps; a finished download becomes an ordinary row")
    func downloadsList() throws {
        let downloads = Downloads(files: [Download(name: "a.zip"), Download(name: "b.zip")])
        let list = CollectionNode(layout: ListLayout(), backend: PublicBackend.make(),
                                  renderMode: .asynchronous(InlineScheduler()), wake: {})
        list.dataSource = downloads
        list.setBounds(Size(width: 320, height: 480), scale: 1, at: 0)
        #expect(list.waitUntilVisibleItemsAreDrawn(timeout: 1))
        let clock = try #require(list.mainThreadCell(forItemAt: 0))
        #expect(clock.redrawInterval == 0.25)
        #expect(list.bitmap(forItemAt: 0) == nil && list.bitmap(forItemAt: 1) == nil)
        #expect(list.frameOnScreen(ofItem: 1)?.height == 32)

        let canvas = FillRecordingCanvas()
        clock.draw(on: canvas, in: Rect(x: 0, y: 0, width: 320, height: 44), at: 0)
        #expect(canvas.texts.count == 1 && canvas.texts[0].count == 8, "hh:mm:ss")

        let bar = try #require(list.mainThreadCell(forItemAt: 1))
        downloads.download(downloads.files[0], advancedTo: 0.5, in: list)
        #expect(bar.needsDisplay)
        bar.draw(on: canvas, in: Rect(x: 0, y: 44, width: 320, height: 32), at: 0)
        #expect(canvas.fills.suffix(2).map(\.width) == [288, 144])

        downloads.download(downloads.files[0], advancedTo: 1, in: list)
        #expect(list.waitUntilVisibleItemsAreDrawn(timeout: 1))
        #expect(list.mainThreadCell(forItemAt: 1) == nil)
        #expect(list.bitmap(forItemAt: 1) != nil, "the finished download is drawn on a worker")
    }
}
