import FolioCore
import Foundation
import TestSupport
import Testing

/// Brute-force answers to a layout's rect queries (every frame tested for intersection), random
/// rects that include edges lying exactly on frame edges, and the comparisons the layout tests
/// share.
enum LayoutOracle {
    /// A fresh seed (or the one in `FOLIO_SEED`), printed so a failure can be replayed.
    static func seed(_ suite: String) -> UInt64 {
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_SEED", environment: ProcessInfo.processInfo.environment)
        print("\(suite): seed \(seed) (replay with FOLIO_SEED=\(seed))")
        return seed
    }

    /// The items in `indexes` whose frames intersect `rect`, ascending.
    static func items(of layout: some CollectionLayout, in rect: Rect, among indexes: Range<Int>) -> [Int] {
        indexes.filter { layout.frame(ofItem: $0)?.intersects(rect) == true }
    }

    /// The sections whose header frames intersect `rect`, ascending.
    static func headers(of layout: some CollectionLayout, in rect: Rect, sectionCount: Int) -> [Int] {
        (0..<sectionCount).filter { layout.frame(ofHeaderInSection: $0)?.intersects(rect) == true }
    }

    /// Random section counts: up to `maxSections` sections of up to `maxItems` items, about one
    /// in four empty.
    static func counts(maxSections: Int, maxItems: Int, using generator: inout SeededGenerator) -> [Int] {
        (0..<Int.random(in: 0...maxSections, using: &generator)).map { _ in
            Bool.random(using: &generator) && Bool.random(using: &generator) ? 0 : Int.random(in: 0...maxItems, using: &generator)
        }
    }

    /// A random rect around content of `contentSize`: anywhere from before its start to past its
    /// end, sometimes empty, sometimes spanning it all, and often with an edge exactly on an
    /// edge of one of `frames` (where an off-by-one in a search would show).
    static func rect(around contentSize: Size, frames: [Rect], using generator: inout SeededGenerator) -> Rect {
        let width = max(contentSize.width, 1), height = max(contentSize.height, 1)
        var x = Double.random(in: -0.2 * width...1.1 * width, using: &generator)
        var y = Double.random(in: -0.2 * height...1.1 * height, using: &generator)
        var w = Double.random(in: 0...0.4 * width, using: &generator)
        var h = Double.random(in: 0...0.4 * height, using: &generator)
        switch Int.random(in: 0..<8, using: &generator) {
        case 0: (w, h) = (0, h)
        case 1: (x, y, w, h) = (-1, -1, width + 2, height + 2)
        case 2, 3, 4:
            if let frame = frames.randomElement(using: &generator) {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: y = frame.maxY
                case 1: h = max(0, frame.minY - y)
                case 2: x = frame.maxX
                default: (x, y, w, h) = (frame.minX, frame.minY, frame.width, frame.height)
                }
            }
        default: break
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// Compares `items(in:)` and `headers(in:)` with brute force for `rectCount` random rects, and
    /// checks every frame is finite and not negative in size. Returns the number of mismatches.
    @discardableResult
    static func compare(
        _ layout: some CollectionLayout, sections: SectionItemCounts, rectCount: Int,
        using generator: inout SeededGenerator, context: String
    ) -> Int {
        let indexes = 0..<sections.itemCount
        let frames = indexes.compactMap { layout.frame(ofItem: $0) }
            + (0..<sections.sectionCount).compactMap { layout.frame(ofHeaderInSection: $0) }
        var mismatches = 0
        for frame in frames where !isSound(frame) {
            Issue.record("\(context): unsound frame \(frame)")
            mismatches += 1
            break
        }
        for _ in 0..<rectCount {
            let rect = rect(around: layout.contentSize, frames: frames, using: &generator)
            let expected = items(of: layout, in: rect, among: indexes)
            let actual = layout.items(in: rect)
            if actual != expected {
                Issue.record("\(context): items in \(rect): \(actual), brute force \(expected)")
                mismatches += 1
            }
            let expectedHeaders = headers(of: layout, in: rect, sectionCount: sections.sectionCount)
            let actualHeaders = layout.headers(in: rect)
            if actualHeaders != expectedHeaders {
                Issue.record("\(context): headers in \(rect): \(actualHeaders), brute force \(expectedHeaders)")
                mismatches += 1
            }
            if mismatches > 5 { break }
        }
        return mismatches
    }

    /// Finite, with a size that is not negative.
    static func isSound(_ frame: Rect) -> Bool {
        [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) && frame.width >= 0 && frame.height >= 0
    }

    /// Rects no layout may answer anything for, or trap on.
    static let hostileRects: [Rect] = [
        Rect(x: .nan, y: 0, width: 100, height: 100),
        Rect(x: 0, y: .nan, width: 100, height: 100),
        Rect(x: 0, y: 0, width: .nan, height: 100),
        Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity),
        Rect(x: 0, y: 0, width: -10, height: 100),
        Rect(x: 0, y: 0, width: 100, height: 0),
    ]

    /// A rect with infinite extent from a finite origin: every item below and right of it.
    static let everythingRect = Rect(x: -1e300, y: -1e300, width: .infinity, height: .infinity)
}
