import FolioCore
import Foundation
import Testing

@Suite("Pinned section headers")
struct PinnedHeaderTests {
    /// A viewport of 300×200 whose top is at `offset`.
    static func viewport(at offset: Double) -> Rect { Rect(x: 0, y: offset, width: 300, height: 200) }

    /// Two rows of 100-point items 10 apart under a 20-point header, in each of `counts`' sections:
    /// with 3 items a line (300 wide), sections of 4 items are 20 + 100 + 10 + 100 = 230 long.
    static func flow(pinned: Bool = true, axis: ScrollAxis = .vertical, counts: [Int] = [4, 4, 4]) -> FlowLayout {
        var layout = FlowLayout(scrollAxis: axis, itemSize: .fixed(Size(width: 100, height: 100)), interitemSpacing: 0,
                                lineSpacing: 10, headerHeight: 20, pinsHeaders: pinned)
        layout.prepare(containerSize: Size(width: 300, height: axis == .vertical ? 200 : 300),
                       sections: SectionItemCounts(counts)) { _ in nil }
        return layout
    }

    @Test("the pinning arithmetic holds a header at the edge, never above its place nor past its section's end")
    func pinningArithmetic() {
        let header = Rect(x: 0, y: 100, width: 50, height: 20)
        func pinnedY(_ start: Double) -> Double {
            PinnedHeader.pinning(section: 2, header: header, sectionEnd: 300, visibleStart: start, axis: .vertical).frame.minY
        }
        #expect(pinnedY(40) == 100, "before its section: at its own place")
        #expect(pinnedY(150) == 150)
        #expect(pinnedY(279) == 279)
        #expect(pinnedY(285) == 280, "the section's end pushes it up")
        #expect(pinnedY(500) == 280)
        let across = PinnedHeader.pinning(section: 0, header: Rect(x: 10, y: 0, width: 20, height: 90), sectionEnd: 200,
                                          visibleStart: 50, axis: .horizontal)
        #expect(across == PinnedHeader(section: 0, frame: Rect(x: 50, y: 0, width: 20, height: 90)))
    }

    @Test("a flow's pinned header follows the viewport's top through its section, then is pushed off by the next")
    func flowAcrossSectionBoundaries() {
        let layout = Self.flow()
        #expect(layout.frame(ofHeaderInSection: 1) == Rect(x: 0, y: 230, width: 300, height: 20))
        let expected: [(offset: Double, section: Int, y: Double)] = [
            (-30, 0, 0), (0, 0, 0), (100, 0, 100), (210, 0, 210), (215, 0, 210), (229.5, 0, 210),
            (230, 1, 230), (300, 1, 300), (455, 1, 440), (460, 2, 460), (600, 2, 600), (680, 2, 670),
        ]
        for (offset, section, y) in expected {
            let pinned = layout.pinnedHeader(in: Self.viewport(at: offset))
            #expect(pinned == PinnedHeader(section: section, frame: Rect(x: 0, y: y, width: 300, height: 20)), "offset \(offset)")
        }
        // The pinned header's own frame, where items are found, is unchanged.
        #expect(layout.frame(ofHeaderInSection: 0) == Rect(x: 0, y: 0, width: 300, height: 20))
    }

    @Test("a horizontal flow pins its headers at the left edge")
    func horizontalFlow() {
        // Columns of 3 items 100 wide: a section of 4 is a 20-wide header and two columns (230).
        let layout = Self.flow(axis: .horizontal)
        let pinned = layout.pinnedHeader(in: Rect(x: 250, y: 0, width: 300, height: 300))
        #expect(pinned == PinnedHeader(section: 1, frame: Rect(x: 250, y: 0, width: 20, height: 300)))
        let pushed = layout.pinnedHeader(in: Rect(x: 220, y: 0, width: 300, height: 300))
        #expect(pushed == PinnedHeader(section: 0, frame: Rect(x: 210, y: 0, width: 20, height: 300)))
    }

    @Test("empty sections are their headers alone, and pass the pin on at once")
    func emptySections() {
        // Sections: 0 is 20 + 100 (one line), 1 and 2 are headers alone at 120 and 140, 3 at 160.
        let layout = Self.flow(counts: [1, 0, 0, 2])
        #expect(layout.pinnedHeader(in: Self.viewport(at: 125))?.section == 1)
        #expect(layout.pinnedHeader(in: Self.viewport(at: 125))?.frame.minY == 120, "pushed by the header after it")
        #expect(layout.pinnedHeader(in: Self.viewport(at: 150))?.section == 2)
        #expect(layout.pinnedHeader(in: Self.viewport(at: 170)) == PinnedHeader(section: 3, frame: Rect(x: 0, y: 170, width: 300, height: 20)))
    }

    @Test("nothing is pinned unless asked, without headers, or without sections")
    func nothingPinned() {
        #expect(Self.flow(pinned: false).pinnedHeader(in: Self.viewport(at: 100)) == nil)
        var headerless = FlowLayout(itemSize: .fixed(Size(width: 100, height: 100)), pinsHeaders: true)
        headerless.prepare(containerSize: Size(width: 300, height: 200), sections: SectionItemCounts([4])) { _ in nil }
        #expect(headerless.pinnedHeader(in: Self.viewport(at: 100)) == nil)
        #expect(Self.flow(counts: []).pinnedHeader(in: Self.viewport(at: 0)) == nil)
        #expect(Self.flow().pinnedHeader(in: Rect(x: 0, y: .nan, width: 300, height: 200)) == nil)
        #expect(ListLayout(headerHeight: 20).pinnedHeader(in: Self.viewport(at: 0)) == nil)
    }

    @Test("a list's pinned header is pushed off by its section's bottom inset and the next header, measured rows included")
    func list() {
        var layout = ListLayout(estimatedRowHeight: 50, rowSpacing: 5, sectionInsets: EdgeInsets(top: 4, left: 0, bottom: 6, right: 0),
                                headerHeight: 20, pinsHeaders: true)
        layout.prepare(containerSize: Size(width: 300, height: 200), sections: SectionItemCounts([2, 3])) { _ in nil }
        // Section 0: header 0-20, inset to 24, rows 24-74 and 79-129, inset to 135.
        #expect(layout.frame(ofHeaderInSection: 1)?.minY == 135)
        #expect(layout.pinnedHeader(in: Self.viewport(at: 60)) == PinnedHeader(section: 0, frame: Rect(x: 0, y: 60, width: 300, height: 20)))
        #expect(layout.pinnedHeader(in: Self.viewport(at: 120))?.frame.minY == 115)
        #expect(layout.pinnedHeader(in: Self.viewport(at: 140)) == PinnedHeader(section: 1, frame: Rect(x: 0, y: 140, width: 300, height: 20)))
        // Row 1 measured 30 taller: section 1 starts at 165.
        let measured = layout.setMeasuredSize(Size(width: 300, height: 80), ofItem: 1)
        #expect(measured)
        #expect(layout.pinnedHeader(in: Self.viewport(at: 140)) == PinnedHeader(section: 0, frame: Rect(x: 0, y: 140, width: 300, height: 20)))
        #expect(layout.pinnedHeader(in: Self.viewport(at: 150))?.frame.minY == 145)
        #expect(layout.pinnedHeader(in: Self.viewport(at: 1_000))?.section == 1, "past the content: the last section")
    }

    @Test("a masonry pins the header of the section whose columns pass the top")
    func masonry() {
        var layout = MasonryLayout(minimumColumnWidth: 100, columnSpacing: 0, interitemSpacing: 0, headerHeight: 20, pinsHeaders: true)
        // Three 100-point columns of square items: section 0 (4 items) is 20 + 200, section 1 starts at 220.
        layout.prepare(containerSize: Size(width: 300, height: 200), sections: SectionItemCounts([4, 3])) { _ in nil }
        #expect(layout.pinnedHeader(in: Self.viewport(at: 150)) == PinnedHeader(section: 0, frame: Rect(x: 0, y: 150, width: 300, height: 20)))
        #expect(layout.pinnedHeader(in: Self.viewport(at: 210))?.frame.minY == 200)
        #expect(layout.pinnedHeader(in: Self.viewport(at: 230)) == PinnedHeader(section: 1, frame: Rect(x: 0, y: 230, width: 300, height: 20)))
        #expect(layout.pinnedHeader(in: Self.viewport(at: 400))?.frame.minY == 320, "at its section's end, the content's")
    }
}
