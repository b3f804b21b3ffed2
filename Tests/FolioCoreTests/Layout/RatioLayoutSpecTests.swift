import FolioCore
import Testing

struct RatioLayoutSpecTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var range: SizeRange
        var expected: Size
        var note: String
        var testDescription: String { note }
    }

    @Test("takes the largest size of the ratio that fits, and lays the child out at exactly it", arguments: [
        Case(range: sizeRange(0, 0, 400, 100), expected: Size(width: 200, height: 100), note: "wide range"),
        Case(range: sizeRange(0, 0, 100, 400), expected: Size(width: 100, height: 50), note: "tall range"),
        Case(range: sizeRange(0, 0, 300, .infinity), expected: Size(width: 300, height: 150), note: "width only"),
        Case(range: sizeRange(0, 0, .infinity, 100), expected: Size(width: 200, height: 100), note: "height only"),
        Case(range: .exactly(Size(width: 300, height: 200)), expected: Size(width: 300, height: 200),
             note: "an exact range wins over the ratio"),
        Case(range: sizeRange(0, 150, 200, .infinity), expected: Size(width: 200, height: 150),
             note: "a minimum above the ratio gives the nearest allowed size"),
    ])
    func ratio(_ c: Case) {
        let spec = RatioLayoutSpec(ratio: 0.5, child: FakeLeaf("photo", 1000, 1000))
        let layout = layOut(spec, in: c.range)
        #expect(layout.size == c.expected)
        #expect(childFrames(of: layout) == [Rect(origin: .zero, size: c.expected)])
    }

    @Test("with no finite maximum the child keeps its own size")
    func unconstrained() {
        let layout = layOut(RatioLayoutSpec(ratio: 0.5, child: FakeLeaf("photo", 64, 48)), in: .unconstrained)
        #expect(layout.size == Size(width: 64, height: 48))
    }

    @Test("a ratio that is not a positive number is ignored", arguments: [0, -1, Double.nan, Double.infinity])
    func invalidRatio(_ ratio: Double) {
        let spec = RatioLayoutSpec(ratio: ratio, child: FakeLeaf("photo", 64, 48))
        let layout = layOut(spec, in: SizeRange(max: Size(width: 400, height: 100)))
        #expect(layout.size == Size(width: 64, height: 48))
    }

    @Test("a tall ratio in a column takes the full width")
    func portraitInColumn() {
        let spec = RatioLayoutSpec(ratio: 1.5, child: FakeLeaf("photo", 10, 10))
        let layout = layOut(spec, in: sizeRange(0, 0, 320, .infinity))
        #expect(layout.size == Size(width: 320, height: 480))
    }
}
