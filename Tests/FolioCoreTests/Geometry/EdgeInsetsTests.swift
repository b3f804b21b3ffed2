import FolioCore
import Testing

struct EdgeInsetsTests {
    @Test("horizontal and vertical sum opposite edges")
    func sums() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 4, right: 8)
        #expect(insets.horizontal == 10)
        #expect(insets.vertical == 5)
    }

    @Test("init(all:) sets every edge; zero has none")
    func uniform() {
        #expect(EdgeInsets(all: 3) == EdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        #expect(EdgeInsets.zero == EdgeInsets(all: 0))
        #expect(EdgeInsets.zero.horizontal == 0 && EdgeInsets.zero.vertical == 0)
    }
}
