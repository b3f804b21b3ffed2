@testable import FolioCore
import TestSupport
import Testing

/// Lays out as `FakeTextMeasurer` does, except that once the token it is given is cancelled it
/// returns only the first line marked `isCancelled`, as an engine stopping between paragraphs
/// does. Counts its layouts and remembers the last token.
private final class StoppingMeasurer: TextMeasurer, Sendable {
    private let inner = FakeTextMeasurer()
    let layouts = Locked(0)
    let lastToken = Locked<CancellationToken?>(nil)

    func layout(_ request: TextLayoutRequest, cancellation: CancellationToken?) -> TextLayout {
        layouts.withLock { $0 += 1 }
        lastToken.withLock { $0 = cancellation }
        let whole = inner.layout(request, cancellation: nil)
        guard cancellation?.isCancelled == true else { return whole }
        return TextLayout(request: request, lines: Array(whole.textLines.prefix(1)), isTruncated: false, isCancelled: true)
    }
}

/// A job cancelled while its text is laid out: the engine stops early and says so, and Folio
/// neither keeps nor draws what it stopped with.
@Suite("Text layout cancellation")
struct TextLayoutCancellationTests {
    /// 200 words, so that a 100-pixel line holds one word at 20 px type.
    private static let longText = (0..<200).map { "word\($0)" }.joined(separator: "\n")
    private static let attributes = TextAttributes(size: 20)

    @Test("Laying out hands the cancellation token to the engine")
    func tokenReachesTheEngine() {
        let measurer = StoppingMeasurer()
        let token = CancellationToken()
        _ = TextLayout(text: Self.longText, attributes: Self.attributes, maxWidth: 100, scale: 1, measurer: measurer, cancellation: token)
        #expect(measurer.lastToken.current === token)
        _ = TextLayout(text: Self.longText, attributes: Self.attributes, maxWidth: 100, scale: 1, measurer: measurer)
        #expect(measurer.lastToken.current == nil)
    }

    @Test("A text node keeps no layout that was cancelled")
    func nodeDoesNotCacheCancelledLayout() {
        let measurer = StoppingMeasurer()
        let node = TextNode(Self.longText, attributes: Self.attributes)
        let token = CancellationToken()
        token.cancel()
        var environment = LayoutEnvironment(textMeasurer: measurer, cancellation: token)
        let cut = node.textLayout(maxWidth: 100, environment: environment)
        #expect(cut?.isCancelled == true)
        environment.cancellation = nil
        let whole = node.textLayout(maxWidth: 100, environment: environment)
        #expect(whole?.isCancelled == false)
        #expect(whole?.lines.count == 200)
        #expect(measurer.layouts.current == 2, "the cancelled layout was reused")
        // The whole layout is kept: asking again lays nothing out.
        #expect(node.textLayout(maxWidth: 100, environment: environment) == whole)
        #expect(measurer.layouts.current == 2)
    }

    @Test("A text node draws nothing from a cancelled layout, and its whole text once not cancelled")
    func nodeDoesNotDrawCancelledLayout() {
        let measurer = StoppingMeasurer()
        let node = TextNode(Self.longText, attributes: Self.attributes)
        let token = CancellationToken()
        token.cancel()
        let frame = Rect(x: 0, y: 0, width: 100, height: 5_000)
        let cancelled = TextLayoutRecordingContext(size: frame.size)
        node.draw(in: frame, context: cancelled, environment: LayoutEnvironment(textMeasurer: measurer, cancellation: token))
        #expect(cancelled.layouts.isEmpty)
        let drawn = TextLayoutRecordingContext(size: frame.size)
        node.draw(in: frame, context: drawn, environment: LayoutEnvironment(textMeasurer: measurer))
        #expect(drawn.layouts.map(\.layout.lines.count) == [200])
    }
}
