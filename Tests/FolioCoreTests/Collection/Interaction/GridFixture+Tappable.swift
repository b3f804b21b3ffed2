@testable import FolioCore
import TestSupport

extension GridFixture {
    /// A settled grid of 40 `TappableCellNode`s whose delegate records the pointer's calls,
    /// with the calls and events of loading it cleared: item 5's photo is at (200, 150, 200, 100)
    /// and its badge at (350, 150, 50, 50).
    static func tappableGrid() -> (CollectionNode, ManualWorkScheduler, TappableGridSource, PointerRecordingDelegate) {
        let source = TappableGridSource(count: 40)
        let delegate = PointerRecordingDelegate()
        let (grid, scheduler) = manual(source, delegate: delegate)
        settle(grid, scheduler)
        delegate.clear()
        _ = grid.takeCollectionEvents()
        return (grid, scheduler, source, delegate)
    }
}
