@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Text nodes whose text changes, and nodes whose looks change, once they are shown: the kept
/// layouts go, and the cell holding them is laid out again, in a collection with its neighbours
/// moving to make room.
@Suite("Text node mutable content", .serialized)
@MainActor
struct TextNodeMutableContentTests {
    private let environment = LayoutEnvironment(textMeasurer: FakeTextMeasurer(), imageDecoder: FakeImageDecoder())
    private let wide = SizeRange(min: .zero, max: Size(width: 1_000, height: 1_000))

    @Test("Setting the text or the attributes drops the kept layout: the next measurement is the new text's")
    func changeDropsTheLayoutCache() {
        let node = TextNode("ab", attributes: TextAttributes(size: 10))
        let before = node.layout(in: wide, environment: environment).size
        node.text = "abcdef"
        let after = node.layout(in: wide, environment: environment).size
        #expect(after.width == before.width * 3, "\(before) then \(after)")
        #expect(node.text == "abcdef" && node.attributedText == AttributedText("abcdef"))
        node.attributes = TextAttributes(size: 20)
        #expect(node.layout(in: wide, environment: environment).size.width == after.width * 2)
        node.attributedText = AttributedText("x") + AttributedText("y", link: "tag:y")
        #expect(node.text == "xy" && node.attributedText.linkTargets == ["tag:y"])
    }

    @Test("Text set on one thread while a worker measures it: every measurement is of one whole text, and the last text's layout wins")
    func changesRaceWithMeasuring() {
        let node = TextNode("a", attributes: TextAttributes(size: 10))
        let texts = (1...200).map { String(repeating: "x", count: $0) }
        let environment = self.environment, wide = self.wide
        let done = DispatchSemaphore(value: 0)
        Thread {
            for text in texts { node.text = text }
            done.signal()
        }.start()
        var widths = Set<Double>()
        for _ in 0..<400 { widths.insert(node.layout(in: wide, environment: environment).size.width) }
        done.wait()
        // Each character is 5 px wide: a width that is not a whole text's would be a torn read.
        #expect(widths.allSatisfy { $0 == 5 || texts.contains(String(repeating: "x", count: Int($0 / 5))) }, "\(widths.sorted())")
        #expect(node.layout(in: wide, environment: environment).size.width == 1_000, "the last text, 200 characters")
    }

    @Test("A change to a node placed in a laid-out cell asks the cell to be laid out again, once per change; the same value asks nothing")
    func changeInvalidatesTheCell() throws {
        let cell = ComposedNode(LoggingComposition(log: InterfaceStateLog()))
        let calls = Locked(0)
        cell.setLayoutInvalidationHandler { calls.withLock { $0 += 1 } }
        let title = cell.nodes.title
        title.text = "before any layout"
        #expect(calls.withLock { $0 } == 0, "the first layout reads it anyway")
        _ = cell.layout(in: wide, environment: environment)
        #expect(title.supernode === cell, "the layout adopted the title")
        title.text = "changed"
        #expect(calls.withLock { $0 } == 1)
        title.text = "changed"
        #expect(calls.withLock { $0 } == 1, "the same text changes nothing")
        title.attributes = TextAttributes(size: 30)
        title.backgroundColor = .white
        title.alpha = 0.5
        #expect(calls.withLock { $0 } == 4, "attributes, a colour and the alpha each lay the cell out again")
        title.setNeedsLayout()
        #expect(calls.withLock { $0 } == 5, "setNeedsLayout on any node reaches its cell")
    }

    @Test("A change while the cell's first layout has begun but no collection has it yet is passed on when one takes it")
    func changeBeforeTheCollectionTakesTheCell() {
        let cell = ComposedNode(LoggingComposition(log: InterfaceStateLog()))
        _ = cell.layout(in: wide, environment: environment)
        cell.nodes.title.text = "changed during the first job"
        let calls = Locked(0)
        cell.setLayoutInvalidationHandler { calls.withLock { $0 += 1 } }
        #expect(calls.withLock { $0 } == 1)
    }

    @Test("An image node given another source before it was preloaded asks its cell to be laid out again")
    func imageSourceChangeInvalidatesTheCell() {
        let cell = CellNode()
        let image = ImageNode(path: "/nonexistent/a.png")
        cell.addSubnode(image)
        _ = cell.layout(in: wide, environment: environment)
        let calls = Locked(0)
        cell.setLayoutInvalidationHandler { calls.withLock { $0 += 1 } }
        image.source = .file("/nonexistent/b.png")
        #expect(calls.withLock { $0 } == 1)
    }

    @Test("In a list, a row whose text grows is laid out again on a worker, taller, and the rows below move down by as much")
    func longerTextGrowsTheRowAndMovesItsNeighbours() throws {
        let source = TextRowSource(count: 30)
        let (list, scheduler) = GridFixture.manual(source, layout: ListLayout(estimatedRowHeight: 100))
        defer { withExtendedLifetime(source) {} }
        GridFixture.settle(list, scheduler)
        let row = try #require(list.layout.frame(ofItem: 3))
        let below = try #require(list.layout.frame(ofItem: 4))
        let cell = try #require(list.nodeForItem(at: IndexPath(item: 3, section: 0)) as? ComposedNode<LoggingComposition>)

        cell.nodes.title.text = String(repeating: "a longer text that wraps ", count: 12)
        list.tick(at: 0.01)
        #expect(scheduler.pendingKeys == [3], "only the changed row is laid out again, on a worker")
        #expect(list.layout.frame(ofItem: 3) == row, "until then the row keeps its size")
        GridFixture.settle(list, scheduler, at: 0.02)

        let grown = try #require(list.layout.frame(ofItem: 3))
        #expect(grown.height > row.height * 2, "\(row.height) then \(grown.height)")
        let moved = try #require(list.layout.frame(ofItem: 4))
        #expect(moved.minY == below.minY + grown.height - row.height, "the row below moved down by the growth")
        #expect(list.nodeForItem(at: IndexPath(item: 3, section: 0)) === cell, "the cell is kept, not made again")
        #expect(list.bitmap(forItemAt: 3)?.size.height == grown.height, "and drawn again at its new size")
    }
}
