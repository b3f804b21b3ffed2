@testable import FolioCore
import Foundation
import TestSupport

/// A cell named by the model's id for it: it fills itself with a colour made from the id (so a
/// bitmap tells whose it is), measures `height` tall at the width it is given, and calls `gate`
/// on the worker while it measures (tests hold a job open with it).
final class ModelCellNode: CellNode, @unchecked Sendable {
    let id: Int
    let height: Locked<Double>
    let gate = Locked<(@Sendable () -> Void)?>(nil)

    init(id: Int, height: Double) {
        self.id = id
        self.height = Locked(height)
        super.init()
        backgroundColor = ModelCellNode.color(ofID: id)
    }

    static func color(ofID id: Int) -> Color {
        Color(red: UInt8(id % 256), green: UInt8(id / 256 % 256), blue: 77)
    }

    override func calculateSizeThatFits(_ constrainedSize: SizeRange, environment: LayoutEnvironment) -> Size {
        let height = self.height.current
        gate.current?()
        let width = constrainedSize.max.width.isFinite ? constrainedSize.max.width : constrainedSize.min.width
        return constrainedSize.clamp(Size(width: width, height: height))
    }
}

/// A data source over an app's model: sections of item ids, each item's node a `ModelCellNode`
/// of its id. Tests change `sections` and tell the collection what changed.
@MainActor
final class ModelDataSource: CollectionDataSource, PagerDataSource {
    var sections: [[Int]]
    /// Each id's height, 100 unless set.
    var heights: [Int: Double] = [:]
    /// The ids whose blocks were asked for, in order.
    private(set) var blocksAskedFor: [Int] = []
    /// The ids whose blocks ran, with the threads they ran on.
    let blockRuns = Locked<[(id: Int, thread: String)]>([])
    /// Called at the start of every block, on its thread, with the id (tests hold a block open
    /// with it).
    let beforeBlock = Locked<@Sendable (Int) -> Void>({ _ in })

    init(sections: [[Int]]) {
        self.sections = sections
    }

    convenience init(count: Int) {
        self.init(sections: [Array(0..<count)])
    }

    var ids: [Int] {
        get { sections.flatMap { $0 } }
        set { sections = [newValue] }
    }

    func numberOfSections(in collectionNode: CollectionNode) -> Int { sections.count }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let id = sections[indexPath.section][indexPath.item], height = heights[id] ?? 100
        blocksAskedFor.append(id)
        let runs = blockRuns, before = beforeBlock
        return {
            before.current(id)
            runs.withLock { $0.append((id, ThreadIdentity.current)) }
            return ModelCellNode(id: id, height: height)
        }
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { ids.count }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        collectionNode(pagerNode, nodeBlockForItemAt: IndexPath(item: index, section: 0))
    }
}

/// Records the calls of batch updates' completions.
@MainActor
final class CompletionRecorder {
    private(set) var calls: [Bool] = []
    var handler: (Bool) -> Void { { self.calls.append($0) } }
}

@MainActor
enum UpdateFixture {
    static let size = Size(width: 800, height: 600)

    /// A 4-column grid of 200×150 cells without gaps (item k at column k % 4, row k / 4), 16
    /// items on screen, on a manual scheduler, everything in range made and drawn.
    static func grid(_ source: ModelDataSource, delegate: (any CollectionDelegate)? = nil) -> (CollectionNode, ManualWorkScheduler) {
        let (grid, scheduler) = GridFixture.manual(source, delegate: delegate)
        GridFixture.settle(grid, scheduler)
        return (grid, scheduler)
    }

    /// A list of full-width rows as tall as the model says (estimated at 100), settled.
    static func list(_ source: ModelDataSource, delegate: (any CollectionDelegate)? = nil) -> (CollectionNode, ManualWorkScheduler) {
        let (list, scheduler) = GridFixture.manual(source, layout: ListLayout(estimatedRowHeight: 100), delegate: delegate)
        GridFixture.settle(list, scheduler)
        return (list, scheduler)
    }

    /// Runs the queued work and takes it, at the collection's current time, until none is left.
    static func settle(_ collection: CollectionNode, _ scheduler: ManualWorkScheduler) {
        GridFixture.settle(collection, scheduler, at: collection.now)
    }

    /// Moves the content to `offset` at once, then settles.
    static func scroll(_ collection: CollectionNode, _ scheduler: ManualWorkScheduler, to offset: Double) {
        collection.absorb(collection.scrollModel.setOffset(offset, at: collection.now))
        settle(collection, scheduler)
    }

    /// The first frame after a change, at the collection's own time: it starts the change's
    /// motions, which run their whole course from the frame after they were begun.
    static func firstFrame(_ collection: CollectionNode) {
        collection.tick(at: collection.now)
    }

    /// Ticks at 60 Hz from the collection's time until it stops moving (at most `limit`
    /// seconds); returns the time it stopped at.
    @discardableResult
    static func runAnimations(_ collection: CollectionNode, limit: Double = 3) -> Double {
        let start = collection.now
        var time = start
        while collection.tick(at: time), time - start < limit { time += 1.0 / 60 }
        return time
    }

    /// What the host draws, by key: the frame and alpha of every item, ghost and header.
    static func drawn(_ collection: CollectionNode) -> [Int: VisibleItem] {
        Dictionary(collection.visibleItems().map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The ghosts the host draws.
    static func ghosts(_ collection: CollectionNode) -> [VisibleItem] {
        collection.visibleItems().filter { CollectionNode.isGhostKey($0.index) }
    }

    /// The model id a bitmap was drawn for (from the fill colour its cell drew), or nil.
    static func id(ofBitmap bitmap: (any ItemBitmap)?) -> Int? {
        guard let bitmap = bitmap as? FakeBitmap else { return nil }
        for call in bitmap.calls {
            if case .fill(_, let color) = call, color.blue == 77 { return Int(color.red) + Int(color.green) * 256 }
        }
        return nil
    }

    /// The id of the node item `index` holds, if made.
    static func nodeID(_ collection: CollectionNode, _ index: Int) -> Int? {
        (collection.data.elements[index]?.node as? ModelCellNode)?.id
    }

    static func paths(_ items: some Sequence<Int>, section: Int = 0) -> [IndexPath] {
        items.map { IndexPath(item: $0, section: section) }
    }

    /// Whether `value` lies strictly between `a` and `b` (either order).
    static func isStrictlyBetween(_ value: Double, _ a: Double, _ b: Double) -> Bool {
        min(a, b) < value && value < max(a, b)
    }
}
