import FolioCore
import Foundation
import Testing
import TestSupport

/// An image node decodes with its job's cancellation token, shows and logs a failure once, and
/// after a cancelled decode is as it was: nothing shown, nothing logged, free to decode again.
@Suite("Image node")
struct ImageNodeTests {
    /// A decoder whose answers the test sets, recording the tokens and sizes it was given.
    final class ScriptedDecoder: ImageDecoder, Sendable {
        enum Answer: Sendable {
            case image(width: Int, height: Int)
            case failure(String)
            /// Cancels the token it is given, as a page leaving the range would mid-decode.
            case cancelMidway
        }

        let answer: Locked<Answer>
        let calls = Locked<[(token: CancellationToken?, size: Size?)]>([])

        init(_ answer: Answer) {
            self.answer = Locked(answer)
        }

        /// Bytes in memory are decoded as the file named `name` would be.
        func decodeImage(data: Data, name: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
            try decodeImage(atPath: name, maxPixelSize: maxPixelSize, cancellation: cancellation)
        }

        func decodeImage(atPath path: String, maxPixelSize: Size?, cancellation: CancellationToken?) throws(ImageDecodingError) -> any DecodedImage {
            calls.withLock { $0.append((cancellation, maxPixelSize)) }
            switch answer.withLock({ $0 }) {
            case .image(let width, let height):
                return FakeDecodedImage(width: width, height: height)
            case .failure(let reason):
                throw ImageDecodingError(path: path, reason: reason)
            case .cancelMidway:
                cancellation?.cancel()
                throw .cancelled(path: path)
            }
        }
    }

    /// Log lines about `path` written while `body` runs.
    private func logLines(about path: String, _ body: () -> Void) -> [String] {
        LogCapture.lines(during: body).filter { $0.contains(path) }
    }

    private let frame = Rect(x: 0, y: 0, width: 200, height: 100)

    private func environment(_ decoder: ScriptedDecoder, token: CancellationToken? = CancellationToken()) -> LayoutEnvironment {
        LayoutEnvironment(displayScale: 2, textMeasurer: FakeTextMeasurer(), imageDecoder: decoder, cancellation: token)
    }

    private func draw(_ node: ImageNode, environment: LayoutEnvironment) -> [FakeDrawCall] {
        let context = FakeRasterizer().makeContext(size: frame.size, scale: environment.displayScale) as! FakeRasterContext
        node.draw(in: frame, context: context, environment: environment)
        return context.calls
    }

    @Test func decodesWithTheJobsTokenAtThePixelsOfItsFrame() {
        let decoder = ScriptedDecoder(.image(width: 400, height: 200))
        let token = CancellationToken()
        let node = ImageNode(path: "/photos/\(UUID()).jpg")
        node.preload(size: frame.size, environment: environment(decoder, token: token))
        let calls = decoder.calls.withLock { $0 }
        #expect(calls.count == 1 && calls.first?.token === token && calls.first?.size == Size(width: 400, height: 200))
        #expect(node.decodedImage?.pixelWidth == 400)
        #expect(node.preloadedByteCount == 400 * 200 * 4)
        node.clearPreloadedData()
        #expect(node.preloadedByteCount == 0 && node.decodedImage == nil)
    }

    @Test func cancelledDecodeIsNeitherShownNorLoggedAndRunsAgainLater() {
        let decoder = ScriptedDecoder(.cancelMidway)
        let path = "/photos/\(UUID()).jpg"
        let node = ImageNode(path: path)
        var calls: [FakeDrawCall] = []
        let lines = logLines(about: path) {
            calls = draw(node, environment: environment(decoder))
        }
        #expect(lines.isEmpty)
        #expect(calls.isEmpty, "a cancelled job's drawing is thrown away: nothing is drawn, no panel")
        #expect(node.decodedImage == nil && node.decodingError == nil && node.preloadedByteCount == 0)
        // The page comes back into range with a fresh token: the node decodes.
        decoder.answer.withLock { $0 = .image(width: 40, height: 20) }
        let drawn = draw(node, environment: environment(decoder))
        #expect(drawn == [.image(40, 20, frame)])
        #expect(decoder.calls.withLock { $0.count } == 2)
    }

    @Test func failureShowsItsReasonAndIsLoggedOnce() {
        let decoder = ScriptedDecoder(.failure("image is too large: 65500×65500 px, over 32768 px a side"))
        let path = "/photos/\(UUID()).jpg"
        let node = ImageNode(path: path)
        var first: [FakeDrawCall] = []
        let lines = logLines(about: path) {
            first = draw(node, environment: environment(decoder))
            node.clearPreloadedData()  // a failure is kept: no second decode, no second line
            _ = draw(node, environment: environment(decoder))
        }
        #expect(lines == ["cannot show image \(path): image is too large: 65500×65500 px, over 32768 px a side"])
        #expect(decoder.calls.withLock { $0.count } == 1)
        #expect(node.decodingError?.reason.hasPrefix("image is too large") == true && node.preloadedByteCount == 0)
        let text = first.flatMap { call -> [String] in
            if case .text(let lines, _) = call { return lines }
            return []
        }.joined(separator: " ")
        #expect(text.contains("Photo unavailable") && text.contains("65500×65500"), "\(text)")
    }

    @Test func withoutADecoderThePanelSaysSo() {
        let node = ImageNode(path: "/photos/a.jpg")
        let context = FakeRasterizer().makeContext(size: frame.size, scale: 1) as! FakeRasterContext
        node.draw(in: frame, context: context, environment: LayoutEnvironment(textMeasurer: FakeTextMeasurer()))
        #expect(context.calls.contains { if case .text(let lines, _) = $0 { lines.joined().contains("decoder") } else { false } })
    }
}
