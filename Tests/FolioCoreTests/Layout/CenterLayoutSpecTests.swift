import FolioCore
import Testing

struct CenterLayoutSpecTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var centering: CenterLayoutSpec.Centering
        var sizing: CenterLayoutSpec.Sizing
        var size: Size
        var childOrigin: Point
        var testDescription: String { "\(centering), \(sizing)" }
    }

    @Test("a 40×20 child in a range up to 200×100", arguments: [
        Case(centering: .xy, sizing: .default, size: Size(width: 200, height: 100), childOrigin: Point(x: 80, y: 40)),
        Case(centering: .x, sizing: .default, size: Size(width: 200, height: 100), childOrigin: Point(x: 80, y: 0)),
        Case(centering: .y, sizing: .default, size: Size(width: 200, height: 100), childOrigin: Point(x: 0, y: 40)),
        Case(centering: .xy, sizing: .minimumX, size: Size(width: 40, height: 100), childOrigin: Point(x: 0, y: 40)),
        Case(centering: .xy, sizing: .minimumY, size: Size(width: 200, height: 20), childOrigin: Point(x: 80, y: 0)),
        Case(centering: .xy, sizing: .minimumXY, size: Size(width: 40, height: 20), childOrigin: .zero),
        Case(centering: .x, sizing: .minimumY, size: Size(width: 200, height: 20), childOrigin: Point(x: 80, y: 0)),
        Case(centering: .y, sizing: .minimumX, size: Size(width: 40, height: 100), childOrigin: Point(x: 0, y: 40)),
    ])
    func options(_ c: Case) {
        let spec = CenterLayoutSpec(centering: c.centering, sizing: c.sizing, child: FakeLeaf("child", 40, 20))
        let layout = layOut(spec, in: SizeRange(max: Size(width: 200, height: 100)))
        #expect(layout.size == c.size)
        #expect(childFrames(of: layout) == [Rect(origin: c.childOrigin, size: Size(width: 40, height: 20))])
    }

    @Test("the child is measured from zero even in an exact range")
    func exactRange() {
        let spec = CenterLayoutSpec(child: FakeLeaf("child", 40, 20))
        let layout = layOut(spec, in: .exactly(Size(width: 200, height: 100)))
        #expect(layout.size == Size(width: 200, height: 100))
        #expect(childFrames(of: layout) == [Rect(x: 80, y: 40, width: 40, height: 20)])
    }

    @Test("with no finite maximum the spec hugs the child")
    func unconstrained() {
        let layout = layOut(CenterLayoutSpec(child: FakeLeaf("child", 40, 20)), in: .unconstrained)
        #expect(layout.size == Size(width: 40, height: 20))
        #expect(childFrames(of: layout) == [Rect(x: 0, y: 0, width: 40, height: 20)])
    }

    @Test("minimum sizing still respects the range's minimum")
    func minimumSizingRespectsRange() {
        let spec = CenterLayoutSpec(sizing: .minimumXY, child: FakeLeaf("child", 40, 20))
        let layout = layOut(spec, in: sizeRange(60, 30, 200, 100))
        #expect(layout.size == Size(width: 60, height: 30))
        #expect(childFrames(of: layout) == [Rect(x: 10, y: 5, width: 40, height: 20)])
    }
}
