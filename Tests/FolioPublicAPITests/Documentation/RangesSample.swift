import FolioCore
import Testing

// The samples of the FolioCore article "Ranges and memory", as they appear there: this file
// compiles them, and the suite below runs them.

private struct Numbered: NodeComposition {
    var number: Int

    func makeNodes() -> TextNode { TextNode("\(number)", attributes: TextAttributes(size: 40)) }

    func layoutSpec(for nodes: TextNode, within constrainedSize: SizeRange) -> any LayoutElement {
        CenterLayoutSpec(child: nodes)
    }
}

@MainActor
private final class Numbers: PagerDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func numberOfPages(in pagerNode: PagerNode) -> Int { count }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        { ComposedNode(Numbered(number: index)) }
    }
}

@MainActor
private func tune(_ pager: PagerNode) {
    var tuning = RangeTuning.pager
    tuning[.full, .preload] = RangeTuningParameters(leadingBufferScreenfuls: 3, trailingBufferScreenfuls: 1)
    pager.rangeTuning = tuning
    pager.memoryBudget = 128 << 20       // bitmaps and decoded images, in bytes
    pager.retainedItemLimit = 64         // nodes kept beyond the ranges
}

@MainActor
private func windowWasHidden(_ pager: PagerNode, hidden: Bool) {
    // Frees every bitmap and decoded image beyond the visible page at once.
    pager.forcedRangeMode = hidden ? .visibleOnly : nil
}

@Suite("Documentation: Ranges and memory")
@MainActor
struct RangesSampleTests {
    @Test("the article's tuning reaches three pages ahead, and a hidden window keeps the visible page only")
    func tuningAndHiding() {
        let pager = PagerNode(backend: PublicBackend.make(), renderMode: .asynchronous(InlineScheduler()),
                              initialPage: 500_000, wake: {})
        pager.dataSource = Numbers(count: 1_000_000)
        tune(pager)
        pager.setBounds(Size(width: 800, height: 600), scale: 1, at: 0)
        #expect(pager.memoryBudget == 128 << 20 && pager.retainedItemLimit == 64)
        // Before the first scroll the pager is in `.minimum`; the tuned `.full` applies after it.
        #expect(pager.ranges.preload == Set(499_999...500_001))
        pager.forcedRangeMode = .full
        _ = pager.tick(at: 0.5)
        #expect(pager.ranges.preload == Set(499_999...500_003))
        windowWasHidden(pager, hidden: true)
        _ = pager.tick(at: 1)
        #expect(pager.ranges.preload == [500_000])
        windowWasHidden(pager, hidden: false)
        #expect(pager.forcedRangeMode == nil)
    }
}
