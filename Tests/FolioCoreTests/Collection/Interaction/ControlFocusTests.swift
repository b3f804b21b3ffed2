@testable import FolioCore
import Foundation
import Testing

/// Tab's order over items and their controls, alone: into an item's controls, on to the next
/// item's, through an item with none, wrapping at the ends, and back with Shift+Tab.
@Suite("ControlFocus")
struct ControlFocusTests {
    /// Items 0..<5: item 1 has no controls, item 3 has three, the others two.
    private static let counts = [2, 0, 2, 3, 2]

    private static func walk(from start: (item: Int, index: Int?)?, forward: Bool, steps: Int) -> [String] {
        var current = start
        var seen: [String] = []
        for _ in 0..<steps {
            current = ControlFocus.step(from: current, forward: forward, itemCount: counts.count, start: 0,
                                        controlCount: { counts[$0] })
            seen.append(current.map { "\($0.item)" + ($0.index.map { ".\($0)" } ?? "") } ?? "none")
        }
        return seen
    }

    @Test("Tab walks every control in order, stops on an item with none, and wraps past the last item")
    func forward() {
        #expect(Self.walk(from: nil, forward: true, steps: 11) == ["0.0", "0.1", "1", "2.0", "2.1", "3.0", "3.1", "3.2", "4.0", "4.1", "0.0"])
    }

    @Test("Shift+Tab walks the same stops backwards and wraps past the first")
    func backward() {
        #expect(Self.walk(from: (0, 0), forward: false, steps: 6) == ["4.1", "4.0", "3.2", "3.1", "3.0", "2.1"])
        #expect(Self.walk(from: (2, 0), forward: false, steps: 2) == ["1", "0.1"])
    }

    @Test("From an item focused with no control, Tab goes into its controls; from nothing Shift+Tab starts at the start item's last")
    func fromItemFocus() {
        #expect(Self.walk(from: (3, nil), forward: true, steps: 1) == ["3.0"])
        #expect(Self.walk(from: (1, nil), forward: true, steps: 1) == ["2.0"])
        #expect(ControlFocus.step(from: nil, forward: false, itemCount: 5, start: 3, controlCount: { Self.counts[$0] })! == (3, 2))
        #expect(ControlFocus.step(from: nil, forward: true, itemCount: 0, start: 0, controlCount: { _ in 1 }) == nil)
    }

    @Test("A focus on a control past the item's controls (the cell changed) steps back to its last one")
    func shrunkItem() {
        let step = ControlFocus.step(from: (3, 7), forward: false, itemCount: 5, start: 0, controlCount: { Self.counts[$0] })
        #expect(step! == (3, 2))
    }
}
