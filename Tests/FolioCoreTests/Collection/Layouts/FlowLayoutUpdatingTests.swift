@testable import FolioCore
import Foundation
import TestSupport
import Testing

/// A flow layout that follows a batch update's section edits lays out exactly as one prepared
/// anew for the new counts.
@Suite("FlowLayoutUpdating")
struct FlowLayoutUpdatingTests {
    /// Random section edits on `counts`: sections removed, inserted and recounted.
    private static func randomEdits(_ counts: inout [Int], using rng: inout SeededGenerator) -> SectionEdits {
        let removed = counts.indices.filter { _ in Int.random(in: 0..<5, using: &rng) == 0 }
        for section in removed.reversed() { counts.remove(at: section) }
        let newCount = counts.count + Int.random(in: 0...4, using: &rng)
        let inserted = Array((0..<newCount).shuffled(using: &rng).prefix(newCount - counts.count)).sorted()
        for section in inserted { counts.insert(Int.random(in: 0...12, using: &rng), at: section) }
        let insertedSet = Set(inserted)
        let recounted = counts.indices.filter { !insertedSet.contains($0) && Int.random(in: 0..<4, using: &rng) == 0 }
        for section in recounted { counts[section] = Int.random(in: 0...12, using: &rng) }
        return SectionEdits(removedSections: removed, insertedSections: inserted, recountedSections: recounted)
    }

    @Test("random edits, batch after batch, give the frames, headers and content size of a fresh layout, in both axes",
          arguments: [ScrollAxis.vertical, .horizontal])
    func editsMatchFreshLayout(axis: ScrollAxis) {
        let seed = LayoutOracle.seed("FlowLayoutUpdatingTests \(axis)")
        var rng = SeededGenerator(seed: seed)
        for trial in 0..<40 {
            let layout = FlowLayout(
                scrollAxis: axis,
                itemSize: .columns(minimumWidth: .random(in: 20...150, using: &rng), aspectRatio: .random(in: 0.2...3, using: &rng)),
                interitemSpacing: .random(in: 0...12, using: &rng), lineSpacing: .random(in: 0...12, using: &rng),
                sectionInsets: EdgeInsets(top: .random(in: 0...20, using: &rng), left: .random(in: 0...20, using: &rng),
                                          bottom: .random(in: 0...20, using: &rng), right: .random(in: 0...20, using: &rng)),
                headerHeight: Bool.random(using: &rng) ? 0 : .random(in: 1...40, using: &rng)
            )
            let container = Size(width: .random(in: 50...900, using: &rng), height: .random(in: 50...900, using: &rng))
            var counts = LayoutOracle.counts(maxSections: 30, maxItems: 200, using: &rng)
            var updated = layout
            updated.prepare(containerSize: container, sections: SectionItemCounts(counts)) { _ in nil }
            for batch in 0..<8 {
                let edits = Self.randomEdits(&counts, using: &rng)
                let sections = SectionItemCounts(counts)
                updated.prepareUpdating(containerSize: container, sections: sections, edits: edits,
                                        itemSizeHint: { _ in Issue.record("a flow layout asked a hint"); return nil },
                                        previousItem: { _ in nil })
                var fresh = layout
                fresh.prepare(containerSize: container, sections: sections) { _ in nil }
                let context = "seed \(seed), trial \(trial), batch \(batch), counts \(counts), edits \(edits)"
                #expect(updated.contentSize == fresh.contentSize, "\(context)")
                let items = (0..<sections.itemCount).filter { updated.frame(ofItem: $0) != fresh.frame(ofItem: $0) }
                #expect(items.isEmpty, "frames differ at \(items.prefix(5)), \(context)")
                let headers = (0..<sections.sectionCount).filter {
                    updated.frame(ofHeaderInSection: $0) != fresh.frame(ofHeaderInSection: $0)
                }
                #expect(headers.isEmpty, "headers differ at \(headers.prefix(5)), \(context)")
                _ = LayoutOracle.compare(updated, sections: sections, rectCount: 10, using: &rng, context: context)
            }
        }
    }

    @Test("edits that do not lead to the counts given, or a new container, lay out anew rather than wrongly")
    func mismatchedEditsPrepareAnew() {
        let layout = FlowLayout(itemSize: .fixed(Size(width: 50, height: 50)), headerHeight: 10)
        var updated = layout
        updated.prepare(containerSize: Size(width: 300, height: 300), sections: SectionItemCounts([3, 3])) { _ in nil }
        let sections = SectionItemCounts([3, 9])
        // The edits say nothing of section 1's new count.
        updated.prepareUpdating(containerSize: Size(width: 300, height: 300), sections: sections,
                                edits: SectionEdits(removedSections: [], insertedSections: [], recountedSections: []),
                                itemSizeHint: { _ in nil }, previousItem: { _ in nil })
        var fresh = layout
        fresh.prepare(containerSize: Size(width: 300, height: 300), sections: sections) { _ in nil }
        #expect(updated.contentSize == fresh.contentSize && updated.frame(ofItem: 11) == fresh.frame(ofItem: 11))
        updated.prepareUpdating(containerSize: Size(width: 120, height: 300), sections: sections,
                                edits: SectionEdits(removedSections: [], insertedSections: [], recountedSections: []),
                                itemSizeHint: { _ in nil }, previousItem: { _ in nil })
        fresh.prepare(containerSize: Size(width: 120, height: 300), sections: sections) { _ in nil }
        #expect(updated.itemsPerLine == 2 && updated.contentSize == fresh.contentSize)
    }
}
