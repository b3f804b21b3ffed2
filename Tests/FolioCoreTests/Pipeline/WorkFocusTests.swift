import FolioCore
import Testing

struct WorkFocusTests {
    @Test("Linear distance without a circular page count")
    func linear() {
        let focus = WorkFocus(position: 10)
        #expect(focus.distance(to: 10) == 0)
        #expect(focus.distance(to: 7) == 3)
        #expect(focus.distance(to: 14) == 4)
        #expect(WorkFocus(position: 1, pageCount: 20, isCircular: false).distance(to: 19) == 18)
    }

    @Test("Circular distance goes the shorter way round")
    func circular() {
        let focus = WorkFocus(position: 0.5, pageCount: 20, isCircular: true)
        #expect(focus.distance(to: 19) == 1.5)
        #expect(focus.distance(to: 2) == 1.5)
        #expect(focus.distance(to: 10) == 9.5)
    }
}
