import FolioCore
import Testing

struct DimensionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var dimension: LayoutDimension
        var parent: Double
        var expected: Double?
        var testDescription: String { "\(dimension) of \(parent)" }
    }

    @Test("resolves to a finite length of at least zero, or nil for auto", arguments: [
        Case(dimension: .auto, parent: 200, expected: nil),
        Case(dimension: .points(30), parent: 200, expected: 30),
        Case(dimension: .points(30), parent: .infinity, expected: 30),
        Case(dimension: .points(-30), parent: 200, expected: 0),
        Case(dimension: .points(.nan), parent: 200, expected: nil),
        Case(dimension: .points(.infinity), parent: 200, expected: nil),
        Case(dimension: .fraction(0.25), parent: 200, expected: 50),
        Case(dimension: .fraction(1.5), parent: 200, expected: 300),
        Case(dimension: .fraction(-0.5), parent: 200, expected: 0),
        Case(dimension: .fraction(0.5), parent: .infinity, expected: nil),
        Case(dimension: .fraction(0), parent: .infinity, expected: nil),
        Case(dimension: .fraction(0.5), parent: .nan, expected: nil),
        Case(dimension: .fraction(.nan), parent: 200, expected: nil),
    ])
    func resolve(_ c: Case) {
        #expect(c.dimension.resolve(against: c.parent) == c.expected)
    }
}
