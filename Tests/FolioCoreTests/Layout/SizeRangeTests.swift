import FolioCore
import Testing

struct SizeRangeTests {
    @Test("exactly allows one size; init(max:) starts at zero; unconstrained allows any")
    func factories() {
        let exact = SizeRange.exactly(Size(width: 30, height: 40))
        #expect(exact.min == Size(width: 30, height: 40))
        #expect(exact.max == Size(width: 30, height: 40))
        #expect(exact.isExact)

        let upTo = SizeRange(max: Size(width: 30, height: 40))
        #expect(upTo.min == .zero)
        #expect(upTo.max == Size(width: 30, height: 40))
        #expect(!upTo.isExact)

        #expect(SizeRange.unconstrained.min == .zero)
        #expect(SizeRange.unconstrained.max == Size(width: .infinity, height: .infinity))
    }

    struct RepairCase: Sendable, CustomTestStringConvertible {
        var minimum: Double
        var maximum: Double
        var expectedMin: Double
        var expectedMax: Double
        var testDescription: String { "min \(minimum), max \(maximum)" }
    }

    @Test("the initialiser repairs minimums and maximums", arguments: [
        RepairCase(minimum: 10, maximum: 20, expectedMin: 10, expectedMax: 20),
        RepairCase(minimum: 30, maximum: 20, expectedMin: 30, expectedMax: 30),
        RepairCase(minimum: -5, maximum: 20, expectedMin: 0, expectedMax: 20),
        RepairCase(minimum: 10, maximum: -5, expectedMin: 10, expectedMax: 10),
        RepairCase(minimum: .nan, maximum: 20, expectedMin: 0, expectedMax: 20),
        RepairCase(minimum: .infinity, maximum: .infinity, expectedMin: 0, expectedMax: .infinity),
        RepairCase(minimum: 10, maximum: .nan, expectedMin: 10, expectedMax: .infinity),
        RepairCase(minimum: 0, maximum: .infinity, expectedMin: 0, expectedMax: .infinity),
    ])
    func repairs(_ c: RepairCase) {
        let repaired = sizeRange(c.minimum, c.minimum, c.maximum, c.maximum)
        #expect(repaired.min == Size(width: c.expectedMin, height: c.expectedMin))
        #expect(repaired.max == Size(width: c.expectedMax, height: c.expectedMax))
    }

    struct ClampCase: Sendable, CustomTestStringConvertible {
        var value: Double
        var maximum: Double
        var expected: Double
        var testDescription: String { "\(value) in 10...\(maximum)" }
    }

    @Test("clamp keeps each axis within the range and always finite", arguments: [
        ClampCase(value: 15, maximum: 20, expected: 15),
        ClampCase(value: 5, maximum: 20, expected: 10),
        ClampCase(value: 25, maximum: 20, expected: 20),
        ClampCase(value: -3, maximum: 20, expected: 10),
        ClampCase(value: .nan, maximum: 20, expected: 10),
        ClampCase(value: .infinity, maximum: 20, expected: 20),
        ClampCase(value: 1e6, maximum: .infinity, expected: 1e6),
        ClampCase(value: .infinity, maximum: .infinity, expected: 10),
        ClampCase(value: .nan, maximum: .infinity, expected: 10),
    ])
    func clamp(_ c: ClampCase) {
        let allowed = sizeRange(10, 10, c.maximum, c.maximum)
        #expect(allowed.clamp(Size(width: c.value, height: 12)) == Size(width: c.expected, height: 12))
        #expect(allowed.clamp(Size(width: 12, height: c.value)) == Size(width: 12, height: c.expected))
    }

    struct IntersectionCase: Sendable, CustomTestStringConvertible {
        var other: (min: Double, max: Double)
        var expected: (min: Double, max: Double)
        var note: String
        var testDescription: String { note }
    }

    @Test("intersection keeps the overlap, or this range's nearest end when there is none", arguments: [
        IntersectionCase(other: (20, 80), expected: (20, 50), note: "overlapping above"),
        IntersectionCase(other: (0, 30), expected: (10, 30), note: "overlapping below"),
        IntersectionCase(other: (20, 30), expected: (20, 30), note: "inside"),
        IntersectionCase(other: (0, .infinity), expected: (10, 50), note: "containing"),
        IntersectionCase(other: (60, 90), expected: (50, 50), note: "entirely above"),
        IntersectionCase(other: (0, 5), expected: (10, 10), note: "entirely below"),
    ])
    func intersection(_ c: IntersectionCase) {
        let base = sizeRange(10, 10, 50, 50)
        let other = sizeRange(c.other.min, 0, c.other.max, .infinity)
        let result = base.intersection(other)
        #expect(result.min.width == c.expected.min)
        #expect(result.max.width == c.expected.max)
        #expect(result.min.height == 10)
        #expect(result.max.height == 50)
    }

    @Test("an infinite maximum intersected with a finite one is finite")
    func intersectionWithInfinity() {
        let result = SizeRange.unconstrained.intersection(SizeRange(max: Size(width: 40, height: .infinity)))
        #expect(result.max == Size(width: 40, height: .infinity))
        #expect(result.min == .zero)
    }
}
