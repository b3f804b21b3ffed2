import FolioCore
import Testing

struct RangeTransitionTests {
    @Test("Entered and left are the two differences")
    func differences() {
        let transition = RangeTransition(from: [3, 4, 5], to: [4, 5, 6, 7])
        #expect(transition.entered == [6, 7])
        #expect(transition.left == [3])
        #expect(!transition.isEmpty)
    }

    @Test("No change is empty")
    func unchanged() {
        #expect(RangeTransition(from: [1, 2], to: [2, 1]).isEmpty)
        #expect(RangeTransition(from: [], to: []).isEmpty)
        #expect(RangeTransition(entered: [], left: []) == RangeTransition(from: [7], to: [7]))
    }
}
