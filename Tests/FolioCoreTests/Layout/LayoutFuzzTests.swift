import FolioCore
import Foundation
import TestSupport
import Testing

/// Random trees of nested specs with random styles, in random ranges, must never produce a frame
/// that is `NaN`, infinite or negative, nor a size outside the range.
///
/// (`LayoutDimension` is spelled out because Foundation also has a `LayoutDimension`.)
/// The seed is printed; replay a failure with `FOLIO_SEED=<seed> swift test --filter LayoutFuzzTests`.
struct LayoutFuzzTests {
    static let treeCount = 400

    @Test("no NaN, infinity or negative size anywhere in random nested specs")
    func randomTrees() {
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_SEED", environment: ProcessInfo.processInfo.environment)
        print("seed \(seed) (replay with FOLIO_SEED=\(seed))")
        var random = RandomTree(generator: SeededGenerator(seed: seed))
        for tree in 0..<Self.treeCount {
            let element = random.element(depth: 0)
            let range = random.range()
            let layout = layOut(element, in: range)
            if range.clamp(layout.size) != layout.size {
                Issue.record("seed \(seed), tree \(tree): size \(layout.size) outside \(range)")
            }
            for positioned in layout.flattened() where !Self.isSound(positioned.frame) {
                Issue.record("seed \(seed), tree \(tree): \(type(of: positioned.element)) at \(positioned.frame)")
                break
            }
        }
    }

    @Test("the soundness check rejects what it should")
    func soundnessCheckCanFail() {
        #expect(Self.isSound(Rect(x: -5, y: 3, width: 0, height: 10)))
        #expect(!Self.isSound(Rect(x: .nan, y: 0, width: 1, height: 1)))
        #expect(!Self.isSound(Rect(x: 0, y: .infinity, width: 1, height: 1)))
        #expect(!Self.isSound(Rect(x: 0, y: 0, width: -1, height: 1)))
        #expect(!Self.isSound(Rect(x: 0, y: 0, width: 1, height: .infinity)))
    }

    static func isSound(_ frame: Rect) -> Bool {
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        return values.allSatisfy(\.isFinite) && frame.width >= 0 && frame.height >= 0
    }
}

/// Builds random layout trees, including hostile values, from a seeded generator.
private struct RandomTree {
    var generator: SeededGenerator

    mutating func element(depth: Int) -> any LayoutElement {
        let kind = depth >= 4 ? Int.random(in: 0...2, using: &generator) : Int.random(in: 0...8, using: &generator)
        switch kind {
        case 0: return FakeLeaf("leaf", length(), length(), style: style())
        case 1: return FakeTextLeaf("text", characters: Int.random(in: 0...80, using: &generator), style: style())
        case 2: return FakeBrokenLeaf(name: "broken", answer: Size(width: hostile(), height: hostile()), style: style())
        case 3, 4: return stack(depth: depth)
        case 5: return withStyle(InsetLayoutSpec(insets: insets(), child: element(depth: depth + 1)))
        case 6: return withStyle(OverlayLayoutSpec(child: element(depth: depth + 1), overlay: element(depth: depth + 1)))
        case 7: return withStyle(RatioLayoutSpec(ratio: pick([0.5, 1, 1.5, 0, -1, .nan, 1e-9, 1e9]),
                                                 child: element(depth: depth + 1)))
        default: return center(depth: depth)
        }
    }

    mutating func stack(depth: Int) -> any LayoutElement {
        let count = Int.random(in: 0...4, using: &generator)
        var stack = StackLayoutSpec(
            direction: pick([.horizontal, .vertical]),
            spacing: pick([0, 5, -3, .nan, .infinity]),
            justifyContent: pick([.start, .center, .end, .spaceBetween, .spaceAround]),
            alignItems: pick([.start, .center, .end, .stretch]),
            children: (0..<count).map { _ in element(depth: depth + 1) }
        )
        stack.style = style()
        return stack
    }

    mutating func center(depth: Int) -> any LayoutElement {
        var center = CenterLayoutSpec(
            centering: pick([.x, .y, .xy]),
            sizing: pick([.default, .minimumX, .minimumY, .minimumXY]),
            child: element(depth: depth + 1)
        )
        center.style = style()
        return center
    }

    mutating func withStyle(_ spec: InsetLayoutSpec) -> any LayoutElement {
        var spec = spec
        spec.style = style()
        return spec
    }

    mutating func withStyle(_ spec: OverlayLayoutSpec) -> any LayoutElement {
        var spec = spec
        spec.style = style()
        return spec
    }

    mutating func withStyle(_ spec: RatioLayoutSpec) -> any LayoutElement {
        var spec = spec
        spec.style = style()
        return spec
    }

    mutating func style() -> LayoutStyle {
        guard Bool.random(using: &generator) else { return LayoutStyle() }
        return LayoutStyle(
            width: dimension(), height: dimension(),
            minWidth: dimension(), minHeight: dimension(), maxWidth: dimension(), maxHeight: dimension(),
            flexGrow: pick([0, 0, 1, 2, -1, .nan, .infinity]),
            flexShrink: pick([0, 0, 1, 3, -1, .nan]),
            flexBasis: dimension(),
            alignSelf: pick([nil, .start, .center, .end, .stretch]),
            spacingBefore: pick([0, 0, 4, -2, .nan]),
            spacingAfter: pick([0, 0, 6, .infinity])
        )
    }

    mutating func dimension() -> LayoutDimension {
        pick([.auto, .auto, .auto, .points(length()), .fraction(pick([0, 0.25, 0.5, 1, 1.5, -0.5])),
              .points(hostile()), .fraction(.nan)])
    }

    mutating func range() -> SizeRange {
        let width = pick([length(), .infinity])
        let height = pick([length(), .infinity])
        let exact = Bool.random(using: &generator)
        let minimum = exact && width.isFinite && height.isFinite
            ? Size(width: width, height: height)
            : Size(width: pick([0, length()]), height: pick([0, length()]))
        return SizeRange(min: minimum, max: Size(width: width, height: height))
    }

    mutating func insets() -> EdgeInsets {
        EdgeInsets(top: pick([0, 8, -4, .nan]), left: pick([0, 12, .infinity]),
                   bottom: pick([0, 8, 500]), right: pick([0, 3, -.infinity]))
    }

    mutating func length() -> Double {
        pick([0, 1, 10, 37.5, 100, 320, 1000])
    }

    mutating func hostile() -> Double {
        pick([.nan, .infinity, -.infinity, -10, 0, 1e12, 25])
    }

    mutating func pick<T>(_ options: [T]) -> T {
        options[Int.random(in: 0..<options.count, using: &generator)]
    }
}
