import FolioCore
import Testing

struct SizeTests {
    @Test("A size is empty when either side is zero or negative", arguments: [
        (Size(width: 800, height: 600), false),
        (Size(width: 0, height: 600), true),
        (Size(width: 800, height: 0), true),
        (Size(width: -1, height: 600), true),
        (Size.zero, true),
        (Size(width: 0.5, height: 0.5), false),
    ])
    func isEmpty(size: Size, expected: Bool) {
        #expect(size.isEmpty == expected)
    }
}
