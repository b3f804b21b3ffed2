import FolioCore
import Foundation
import TestSupport

/// A collection data source of `sections` sections of `perSection` items each, handing out node
/// blocks and recording which items were asked for.
@MainActor
final class GridDataSource: CollectionDataSource {
    var sectionCounts: [Int]
    private(set) var blocksAskedFor: [Int] = []
    private(set) var headersAskedFor: [Int] = []
    /// Flat index of each index path, as the collection numbers them.
    private var starts: [Int] {
        var starts: [Int] = []
        var total = 0
        for count in sectionCounts {
            starts.append(total)
            total += count
        }
        return starts
    }

    init(sections: Int, perSection: Int) {
        sectionCounts = Array(repeating: perSection, count: sections)
    }

    init(sectionCounts: [Int]) {
        self.sectionCounts = sectionCounts
    }

    func numberOfSections(in collectionNode: CollectionNode) -> Int { sectionCounts.count }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { sectionCounts[section] }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let index = starts[indexPath.section] + indexPath.item
        blocksAskedFor.append(index)
        return { TestPageNode(index: index, photoPath: "photo-\(index).jpg") }
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CellNodeBlock? {
        headersAskedFor.append(indexPath.section)
        return { CellNode() }
    }
}

/// Records what the collection tells its delegate.
@MainActor
final class RecordingCollectionDelegate: CollectionDelegate {
    private(set) var calls: [String] = []
    var originalSizes: [Int: Size] = [:]

    func collectionNode(_ collectionNode: CollectionNode, didSelectItemAt indexPath: IndexPath) { calls.append("select \(indexPath)") }
    func collectionNode(_ collectionNode: CollectionNode, didActivateItemAt indexPath: IndexPath) { calls.append("activate \(indexPath)") }
    func collectionNode(_ collectionNode: CollectionNode, didHighlightItemAt indexPath: IndexPath) { calls.append("highlight \(indexPath)") }
    func collectionNode(_ collectionNode: CollectionNode, didUnhighlightItemAt indexPath: IndexPath) { calls.append("unhighlight \(indexPath)") }
    func collectionNodeWillBeginScrolling(_ collectionNode: CollectionNode) { calls.append("begin") }
    func collectionNodeDidEndScrolling(_ collectionNode: CollectionNode) { calls.append("end") }
    func collectionNode(_ collectionNode: CollectionNode, originalItemSizeAt indexPath: IndexPath) -> Size? {
        originalSizes[indexPath.item]
    }

    func clear() { calls.removeAll() }
}

@MainActor
enum GridFixture {
    static let size = Size(width: 800, height: 600)

    /// A 4-column flow grid of 200×150 cells without spacing, insets or headers: item k is at
    /// column k % 4, row k / 4, so frames are easy to compute by hand.
    static let plainFlow = FlowLayout(itemSize: .fixed(Size(width: 200, height: 150)), interitemSpacing: 0, lineSpacing: 0)

    /// A collection on a manual scheduler, sized and loaded with `dataSource`.
    static func manual(_ dataSource: any CollectionDataSource, layout: any CollectionLayout = plainFlow,
                       delegate: (any CollectionDelegate)? = nil, size: Size = size) -> (CollectionNode, ManualWorkScheduler) {
        let scheduler = ManualWorkScheduler()
        let collection = CollectionNode(layout: layout, backend: FakeRenderingBackend.make(),
                                        renderMode: .asynchronous(scheduler), wake: {})
        collection.delegate = delegate
        collection.dataSource = dataSource
        collection.setBounds(size, scale: 1, at: 0)
        return (collection, scheduler)
    }

    /// A pager of `dataSource`'s pages on a manual scheduler, sized, on `initialPage`, and settled:
    /// jobs run until two passes in a row found nothing queued (the pages' nested collections
    /// queue theirs a pass after their page's).
    static func settledPager(_ dataSource: any CollectionDataSource, initialPage: Int) -> PagerNode {
        let scheduler = ManualWorkScheduler()
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .asynchronous(scheduler), initialPage: initialPage, wake: {})
        pager.dataSource = dataSource
        pager.setBounds(size, scale: 1, at: 0)
        var quiet = 0
        while quiet < 2 {
            scheduler.runAll()
            pager.tick(at: 0)
            quiet = scheduler.pendingKeys.isEmpty ? quiet + 1 : 0
        }
        return pager
    }

    /// Runs every queued job and lets the collection take the results, until nothing is left.
    static func settle(_ collection: CollectionNode, _ scheduler: ManualWorkScheduler, at time: Double = 0) {
        repeat {
            scheduler.runAll()
            collection.tick(at: time)
        } while !scheduler.pendingKeys.isEmpty
    }

    /// Presses at `point` at `time` and releases there `duration` later, ticking in between.
    static func click(_ collection: CollectionNode, at point: Point, time: Double, duration: Double = 0.05) {
        collection.handle(InputEvent(time: time, kind: .pointerDown(.mouse, point)))
        collection.tick(at: time + duration / 2)
        collection.handle(InputEvent(time: time + duration, kind: .pointerUp(.mouse, point)))
        collection.tick(at: time + duration)
    }
}
