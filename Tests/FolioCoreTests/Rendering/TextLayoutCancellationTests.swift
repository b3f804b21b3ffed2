@testable import FolioCore
import Foundation
import TestSupport
import Testing

/// Measures like `FakeTextMeasurer` and cancels `token` on its `cancelAfter`th width query,
/// counting the queries: a job cancelled while its text is being laid out.
private final class CancellingMeasurer: TextMeasurer, @unchecked Sendable {
    // @unchecked: used by one thread at a time in these tests; `queries` is locked anyway.
    private let inner = FakeTextMeasurer()
    private let cancelAfter: Int
    let token: CancellationToken
    let queries = Locked(0)

    init(cancelAfter: Int, token: CancellationToken) {
        self.cancelAfter = cancelAfter
        self.token = token
    }

    func width(of text: String, font: FontSpec) -> Double {
        let count = queries.withLock { count in
            count += 1
            return count
        }
        if count == cancelAfter { token.cancel() }
        return inner.width(of: text, font: font)
    }

    func lineHeight(font: FontSpec) -> Double { inner.lineHeight(font: font) }
}

struct TextLayoutCancellationTests {
    /// 2,000 words of 9 characters, so that a 100-pixel line holds one word at 20 px type.
    private static let longText = (0..<2_000).map { String(format: "word%05d", $0) }.joined(separator: " ")
    private static let attributes = TextAttributes(size: 20)

    @Test("A long text stops between lines soon after its token is cancelled")
    func stopsBetweenLines() {
        let token = CancellationToken()
        let measurer = CancellingMeasurer(cancelAfter: 50, token: token)
        let layout = TextLayout(text: Self.longText, attributes: Self.attributes, maxWidth: 100, scale: 1,
                                measurer: measurer, cancellation: token)
        #expect(layout.isCancelled)
        #expect(!layout.lines.isEmpty && layout.lines.count < 60, "it went on to \(layout.lines.count) lines")
        #expect(measurer.queries.current < 120, "it measured \(measurer.queries.current) times")
    }

    @Test("A token that is never cancelled changes nothing")
    func uncancelledIsComplete() {
        let token = CancellationToken()
        let measurer = CancellingMeasurer(cancelAfter: .max, token: token)
        let layout = TextLayout(text: Self.longText, attributes: Self.attributes, maxWidth: 100, scale: 1,
                                measurer: measurer, cancellation: token)
        let plain = TextLayout(text: Self.longText, attributes: Self.attributes, maxWidth: 100, scale: 1,
                               measurer: FakeTextMeasurer())
        #expect(!layout.isCancelled)
        #expect(layout == plain)
        #expect(layout.lines.count == 2_000)
    }

    @Test("A word broken by character also stops between its pieces")
    func stopsInsideLongWord() {
        let token = CancellationToken()
        let measurer = CancellingMeasurer(cancelAfter: 200, token: token)
        let word = String(repeating: "x", count: 5_000)
        let layout = TextLayout(text: word, attributes: Self.attributes, maxWidth: 100, scale: 1,
                                measurer: measurer, cancellation: token)
        #expect(layout.isCancelled)
        #expect(layout.lines.count < 50, "it went on to \(layout.lines.count) of 500 lines")
    }

    @Test("A text node keeps no layout that was cancelled")
    func nodeDoesNotCacheCancelledLayout() {
        let node = TextNode(Self.longText, attributes: Self.attributes)
        let token = CancellationToken()
        token.cancel()
        var environment = LayoutEnvironment(textMeasurer: FakeTextMeasurer(), cancellation: token)
        let cut = node.textLayout(maxWidth: 100, environment: environment)
        #expect(cut?.isCancelled == true)
        environment.cancellation = nil
        let whole = node.textLayout(maxWidth: 100, environment: environment)
        #expect(whole?.isCancelled == false)
        #expect(whole?.lines.count == 2_000)
    }
}
