import FolioCore
import Testing

struct RangeTransitionsTests {
    @Test("Each range is diffed on its own")
    func perRange() {
        let old = ItemRanges(visible: [5], display: [4, 5, 6], preload: [3, 4, 5, 6, 7])
        let new = ItemRanges(visible: [5, 6], display: [4, 5, 6, 7], preload: [3, 4, 5, 6, 7, 8])
        let transitions = RangeTransitions(from: old, to: new)
        #expect(transitions.visible == RangeTransition(entered: [6], left: []))
        #expect(transitions.display == RangeTransition(entered: [7], left: []))
        #expect(transitions.preload == RangeTransition(entered: [8], left: []))
        #expect(transitions[.display] == transitions.display)
        #expect(transitions[.preload] == transitions.preload)
        #expect(!transitions.isEmpty)
    }

    @Test("Identical ranges give no transitions")
    func unchanged() {
        let ranges = ItemRanges(visible: [0], display: [0, 1], preload: [0, 1, 2])
        #expect(RangeTransitions(from: ranges, to: ranges).isEmpty)
        #expect(!RangeTransitions(from: .empty, to: ranges).isEmpty)
    }
}
