@testable import FolioCore
import Foundation
import Testing

@Suite struct DisplayNodeDecorationTests {
    @Test("A new node has no border, no shadow and full alpha; its border colour is black as in Texture")
    func defaults() {
        let node = DisplayNode()
        #expect(node.borderWidth == 0)
        #expect(node.borderColor == Color(red: 0, green: 0, blue: 0))
        #expect(node.shadow == nil)
        #expect(node.alpha == 1)
    }

    @Test("Alpha is clamped into 0...1 and NaN counts as opaque; border widths are never negative")
    func clamping() {
        let node = DisplayNode()
        node.alpha = -0.5
        #expect(node.alpha == 0)
        node.alpha = 3
        #expect(node.alpha == 1)
        node.alpha = 0.25
        #expect(node.alpha == 0.25)
        node.alpha = .nan
        #expect(node.alpha == 1)
        node.borderWidth = -2
        #expect(node.borderWidth == 0)
        node.borderWidth = .infinity
        #expect(node.borderWidth == 0)
        node.borderWidth = 1.5
        #expect(node.borderWidth == 1.5)
    }

    @Test("The decoration the pipeline reads carries the corner radius with it")
    func decorationSnapshot() {
        let node = DisplayNode()
        node.cornerRadius = 7
        node.borderWidth = 2
        node.borderColor = Color(red: 1, green: 2, blue: 3)
        node.shadow = Shadow(radius: 5)
        node.alpha = 0.75
        let decoration = node.decoration
        #expect(decoration == NodeDecoration(borderWidth: 2, borderColor: Color(red: 1, green: 2, blue: 3), shadow: Shadow(radius: 5), alpha: 0.75,
                                             cornerRadius: 7))
        #expect(decoration.hasBorder && decoration.visibleShadow != nil)
    }

    @Test("Setting and reading the decoration from several threads at once keeps every value whole")
    func threadSafety() {
        let node = DisplayNode()
        let widths = [1.0, 2.0, 3.0]
        let shadows = [Shadow(radius: 1), Shadow(radius: 2), nil]
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<2_000 {
                if worker % 2 == 0 {
                    let pick = (worker + round) % 3
                    node.borderWidth = widths[pick]
                    node.shadow = shadows[pick]
                    node.alpha = Double(pick) / 2
                    node.borderColor = Color(red: UInt8(pick), green: 0, blue: 0)
                } else {
                    let decoration = node.decoration
                    precondition(decoration.borderWidth == 0 || widths.contains(decoration.borderWidth))
                    precondition(decoration.shadow == nil || shadows.contains(decoration.shadow))
                    precondition([0, 0.5, 1].contains(decoration.alpha))
                    _ = node.alpha + node.borderWidth
                }
            }
        }
        #expect(widths.contains(node.borderWidth))
        #expect([0, 0.5, 1].contains(node.alpha))
    }
}
