import FolioCore
import Foundation
import TestSupport
import Testing

struct PagingLayoutTests {
    static func prepared(_ layout: PagingLayout, _ container: Size, _ counts: [Int]) -> PagingLayout {
        var layout = layout
        var hintCalls = 0
        layout.prepare(containerSize: container, sections: SectionItemCounts(counts)) { _ in
            hintCalls += 1
            return nil
        }
        #expect(hintCalls == 0)
        return layout
    }

    @Test("horizontal pages one container apart plus the spacing, across sections")
    func horizontalHandComputed() {
        let layout = Self.prepared(PagingLayout(pageSpacing: 20), Size(width: 300, height: 200), [2, 0, 2])
        #expect(layout.scrollAxis == .horizontal)
        #expect(layout.pageCount == 4)
        #expect(layout.pageStride == 320)
        #expect(layout.frame(ofItem: 0) == Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(layout.frame(ofItem: 2) == Rect(x: 640, y: 0, width: 300, height: 200))
        #expect(layout.frame(ofItem: 4) == nil)
        #expect(layout.contentSize == Size(width: 1260, height: 200))
        #expect(layout.items(in: Rect(x: 290, y: 10, width: 40, height: 10)) == [0, 1])
        #expect(layout.items(in: Rect(x: 300, y: 10, width: 20, height: 10)) == [], "the gap holds no page")
        #expect(layout.items(in: Rect(x: 0, y: 200, width: 2000, height: 10)) == [], "below the pages")
        #expect(layout.items(in: Rect(x: -100, y: 0, width: 5000, height: 200)) == [0, 1, 2, 3])
        #expect(layout.headers(in: Rect(x: 0, y: 0, width: 5000, height: 200)).isEmpty)
        #expect(layout.constrainedSize(ofItem: 1) == .exactly(Size(width: 300, height: 200)))
    }

    @Test("vertical pages stack down by the container's height plus the spacing")
    func verticalHandComputed() {
        let layout = Self.prepared(PagingLayout(scrollAxis: .vertical, pageSpacing: 20), Size(width: 300, height: 200), [3])
        #expect(layout.frame(ofItem: 1) == Rect(x: 0, y: 220, width: 300, height: 200))
        #expect(layout.contentSize == Size(width: 300, height: 640))
        #expect(layout.items(in: Rect(x: 0, y: 419, width: 300, height: 2)) == [1])
        #expect(layout.items(in: Rect(x: 0, y: 419, width: 300, height: 30)) == [1, 2])
    }

    @Test("rect queries match brute force on random pagers", arguments: [ScrollAxis.horizontal, .vertical])
    func randomQueriesMatchBruteForce(axis: ScrollAxis) {
        let seed = LayoutOracle.seed("PagingLayoutTests \(axis)")
        var generator = SeededGenerator(seed: seed)
        for trial in 0..<200 {
            let container = Size(width: .random(in: 1...900, using: &generator), height: .random(in: 1...900, using: &generator))
            let counts = LayoutOracle.counts(maxSections: 3, maxItems: 30, using: &generator)
            let layout = Self.prepared(PagingLayout(scrollAxis: axis, pageSpacing: .random(in: 0...40, using: &generator)), container, counts)
            LayoutOracle.compare(layout, sections: SectionItemCounts(counts), rectCount: 30, using: &generator,
                                 context: "seed \(seed), trial \(trial), container \(container)")
        }
    }

    @Test("2^52 pages cost what ten do: exact frames and answers at the far end")
    func hugePageCount() {
        let count = 1 << 52
        let layout = Self.prepared(PagingLayout(), Size(width: 1024, height: 700), [count])
        #expect(layout.contentSize == Size(width: Double(count) * 1024, height: 700))
        #expect(layout.frame(ofItem: count - 1) == Rect(x: Double(count - 1) * 1024, y: 0, width: 1024, height: 700))
        // Out there a Double steps by 1,024 pixels, so the rect is a whole number of pages.
        #expect(layout.items(in: Rect(x: Double(count - 2) * 1024, y: 0, width: 2048, height: 700)) == [count - 2, count - 1])
        #expect(layout.items(in: Rect(x: Double(count) * 1024, y: 0, width: 1e300, height: 700)).isEmpty)
    }

    @Test("degenerate inputs give no frames or empty answers, never a trap")
    func degenerateInputs() {
        for container in [Size.zero, Size(width: .nan, height: 100), Size(width: 100, height: -.infinity), Size(width: .infinity, height: 10)] {
            let layout = Self.prepared(PagingLayout(), container, [3])
            #expect(layout.contentSize == .zero)
            #expect(layout.frame(ofItem: 0) == nil)
            #expect(layout.items(in: LayoutOracle.everythingRect).isEmpty)
        }
        let none = Self.prepared(PagingLayout(), Size(width: 100, height: 100), [0, 0])
        #expect(none.contentSize == Size(width: 0, height: 100))
        #expect(none.items(in: LayoutOracle.everythingRect).isEmpty)
        let hostile = Self.prepared(PagingLayout(scrollAxis: .vertical, pageSpacing: .nan), Size(width: 100, height: 50), [3])
        #expect(hostile.pageSpacing == 0)
        #expect(hostile.frame(ofItem: 2) == Rect(x: 0, y: 100, width: 100, height: 50))
        #expect(hostile.items(in: LayoutOracle.everythingRect) == [0, 1, 2])
        #expect(Self.prepared(PagingLayout(pageSpacing: -30), Size(width: 100, height: 50), [3]).frame(ofItem: 1)?.minX == 100)
        for rect in LayoutOracle.hostileRects {
            #expect(hostile.items(in: rect).isEmpty)
        }
        #expect(hostile.frame(ofItem: -1) == nil)
    }
}
