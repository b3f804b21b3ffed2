import FolioCore
import Testing

struct LayoutElementTests {
    @Test("the style's preferred size narrows the range")
    func preferredSizeNarrows() {
        let leaf = FakeLeaf("leaf", 10, 10, style: LayoutStyle(width: .points(60), height: .points(40)))
        let layout = layOut(leaf, in: SizeRange(max: Size(width: 200, height: 200)))
        #expect(layout.size == Size(width: 60, height: 40))
    }

    @Test("the parent's range beats the style where they disagree")
    func parentRangeWins() {
        let leaf = FakeLeaf("leaf", 10, 10, style: LayoutStyle(width: .points(300), height: .points(5)))
        let layout = layOut(leaf, in: sizeRange(0, 20, 200, 200))
        #expect(layout.size == Size(width: 200, height: 20))
    }

    @Test("min and max dimensions bound the content size")
    func minAndMax() {
        let style = LayoutStyle(minWidth: .points(50), maxHeight: .points(30))
        let layout = layOut(FakeLeaf("leaf", 10, 100, style: style), in: .unconstrained)
        #expect(layout.size == Size(width: 50, height: 30))
    }

    @Test("fractions resolve against the parent size passed in, not the range")
    func fractionsUseParentSize() {
        let leaf = FakeLeaf("leaf", 10, 10, style: LayoutStyle(width: .fraction(0.5), height: .fraction(0.25)))
        let layout = leaf.layoutRespectingStyle(
            in: SizeRange(max: Size(width: 1000, height: 1000)),
            parentSize: Size(width: 300, height: 400),
            environment: LayoutEnvironment()
        )
        #expect(layout.size == Size(width: 150, height: 100))
    }

    @Test("a fraction of an unknown parent size falls back to the content")
    func fractionOfInfiniteParent() {
        let leaf = FakeLeaf("leaf", 70, 30, style: LayoutStyle(width: .fraction(0.5)))
        let layout = leaf.layoutRespectingStyle(
            in: .unconstrained, parentSize: Size(width: .infinity, height: .infinity), environment: LayoutEnvironment()
        )
        #expect(layout.size == Size(width: 70, height: 30))
    }

    struct BrokenCase: Sendable, CustomTestStringConvertible {
        var answer: Size
        var expected: Size
        var testDescription: String { "answers \(answer.width)×\(answer.height)" }
    }

    @Test("a misbehaving element's size is clamped into the range", arguments: [
        BrokenCase(answer: Size(width: .nan, height: .nan), expected: Size(width: 10, height: 20)),
        BrokenCase(answer: Size(width: -50, height: -.infinity), expected: Size(width: 10, height: 20)),
        BrokenCase(answer: Size(width: .infinity, height: .infinity), expected: Size(width: 100, height: 20)),
        BrokenCase(answer: Size(width: 500, height: 500), expected: Size(width: 100, height: 500)),
    ])
    func brokenElementIsClamped(_ c: BrokenCase) {
        let leaf = FakeBrokenLeaf(name: "broken", answer: c.answer)
        let layout = layOut(leaf, in: sizeRange(10, 20, 100, .infinity))
        #expect(layout.size == c.expected)
    }

    @Test("layout(in:) alone ignores the style")
    func plainLayoutIgnoresStyle() {
        let leaf = FakeLeaf("leaf", 10, 10, style: LayoutStyle(width: .points(60), height: .points(40)))
        let layout = leaf.layout(in: .unconstrained, environment: LayoutEnvironment())
        #expect(layout.size == Size(width: 10, height: 10))
    }
}
