import FolioCore
import Testing

struct LayoutStyleTests {
    @Test("defaults ask for nothing")
    func defaults() {
        let style = LayoutStyle()
        #expect(style.width == .auto && style.height == .auto)
        #expect(style.minWidth == .auto && style.maxHeight == .auto)
        #expect(style.flexGrow == 0 && style.flexShrink == 0 && style.flexBasis == .auto)
        #expect(style.alignSelf == nil)
        #expect(style.spacingBefore == 0 && style.spacingAfter == 0)
        #expect(style.preferredSize == nil)
        #expect(style.resolvedSizeRange(parentSize: Size(width: 100, height: 100)) == .unconstrained)
    }

    @Test("preferredSize reads two point dimensions and writes both")
    func preferredSize() {
        var style = LayoutStyle()
        style.preferredSize = Size(width: 30, height: 40)
        #expect(style.width == .points(30))
        #expect(style.height == .points(40))
        #expect(style.preferredSize == Size(width: 30, height: 40))

        style.height = .fraction(0.5)
        #expect(style.preferredSize == nil)

        style.preferredSize = nil
        #expect(style.width == .auto && style.height == .auto)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var width: LayoutDimension
        var minWidth: LayoutDimension = .auto
        var maxWidth: LayoutDimension = .auto
        var expected: (min: Double, max: Double)
        var note: String
        var testDescription: String { note }
    }

    @Test("resolvedSizeRange: min overrides max overrides the preferred size", arguments: [
        Case(width: .auto, expected: (0, .infinity), note: "nothing set"),
        Case(width: .points(50), expected: (50, 50), note: "preferred"),
        Case(width: .fraction(0.25), expected: (50, 50), note: "fraction of the parent"),
        Case(width: .auto, minWidth: .points(20), maxWidth: .points(80), expected: (20, 80), note: "min and max"),
        Case(width: .points(100), maxWidth: .points(80), expected: (80, 80), note: "preferred above max"),
        Case(width: .points(10), minWidth: .points(20), expected: (20, 20), note: "preferred below min"),
        Case(width: .points(50), minWidth: .points(90), maxWidth: .points(80), expected: (90, 90),
             note: "min above max"),
        Case(width: .auto, maxWidth: .fraction(0.5), expected: (0, 100), note: "fractional max"),
    ])
    func resolvedSizeRange(_ c: Case) {
        let style = LayoutStyle(width: c.width, minWidth: c.minWidth, maxWidth: c.maxWidth)
        let resolved = style.resolvedSizeRange(parentSize: Size(width: 200, height: 200))
        #expect(resolved.min.width == c.expected.min)
        #expect(resolved.max.width == c.expected.max)
        #expect(resolved.min.height == 0 && resolved.max.height == .infinity)
    }

    @Test("fractions of an unknown parent size are auto")
    func fractionOfUnknownParent() {
        let style = LayoutStyle(width: .fraction(0.5), height: .fraction(0.5))
        let resolved = style.resolvedSizeRange(parentSize: Size(width: .infinity, height: 300))
        #expect(resolved.min.width == 0 && resolved.max.width == .infinity)
        #expect(resolved.min.height == 150 && resolved.max.height == 150)
    }
}
