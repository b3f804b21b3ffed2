@testable import FolioCore
import Testing

/// The hover state on its own: item changes reported once each, and events at most one an
/// interval, the latest item winning.
@Suite("Collection hover")
@MainActor
struct CollectionHoverTests {
    @Test("setting the same item again is no change; another is, with the item left")
    func itemChanges() {
        var hover = CollectionHover()
        #expect(hover.setItem(3).map { [$0.left, $0.entered] } == [nil, 3])
        #expect(hover.setItem(3) == nil)
        #expect(hover.setItem(nil).map { [$0.left, $0.entered] } == [3, nil])
    }

    @Test("an event is due at once after a quiet interval, then not before the interval has passed")
    func eventTiming() {
        var hover = CollectionHover()
        #expect(hover.eventDeadline == nil, "nothing changed")
        _ = hover.setItem(1)
        #expect(hover.takeEvent(at: 5) == .hover(item: 1))
        _ = hover.setItem(2)
        #expect(hover.eventDeadline.map { abs($0 - 5.1) < 1e-9 } == true)
        #expect(hover.takeEvent(at: 5.05) == nil)
        _ = hover.setItem(nil)
        #expect(hover.takeEvent(at: 5.1) == .hover(item: nil), "the latest wins")
        #expect(hover.eventDeadline == nil)
    }
}
