import FolioCore
import TestSupport

/// A canvas that records what is drawn on it. Text is monospace: each character is 0.55 of the
/// font size wide and a line is 1.25 sizes tall, close to DejaVu Sans. Main thread only.
@MainActor
final class DebugOverlayRecordingCanvas: Canvas {
    enum Call: Hashable {
        case fill(Rect, Color)
        case roundedRect(Rect, radius: Double, Color)
        case text(String, TextStyle, Rect)
    }

    let bounds: Rect
    private(set) var calls: [Call] = []

    init(width: Double = 1280, height: Double = 800) {
        bounds = Rect(x: 0, y: 0, width: width, height: height)
    }

    func fill(_ rect: Rect, color: Color) { calls.append(.fill(rect, color)) }

    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        calls.append(.roundedRect(rect, radius: radius, color))
    }

    func measureText(_ text: String, style: TextStyle, maxWidth: Double?) -> Size {
        Size(width: Double(text.count) * style.size * 0.55, height: style.size * 1.25)
    }

    func drawText(_ text: String, style: TextStyle, in rect: Rect) { calls.append(.text(text, style, rect)) }

    func layoutText(_ text: String, attributes: TextAttributes, maxWidth: Double) -> TextLayout {
        TextLayout(text: text, attributes: attributes, maxWidth: maxWidth, scale: 1, measurer: FakeTextMeasurer(advance: 0.55, lineHeight: 1.25))
    }

    /// Recorded as the lines joined by newlines, in the attributes' style.
    func drawText(_ layout: TextLayout, attributes: TextAttributes, in rect: Rect) {
        let style = TextStyle(size: attributes.size, weight: attributes.weight, color: attributes.color, alignment: attributes.alignment)
        calls.append(.text(layout.lines.joined(separator: "\n"), style, rect))
    }

    /// Rectangles filled (square or rounded) in `color`.
    func filled(_ color: Color) -> [Rect] {
        calls.compactMap { call in
            switch call {
            case let .fill(rect, c) where c == color: rect
            case let .roundedRect(rect, _, c) where c == color: rect
            default: nil
            }
        }
    }

    /// Every string drawn, with its rectangle, in drawing order.
    var texts: [(text: String, rect: Rect)] {
        calls.compactMap { call in
            if case let .text(text, _, rect) = call { (text, rect) } else { nil }
        }
    }

    /// Every rectangle drawn into, text boxes included.
    var allRects: [Rect] {
        calls.map { call in
            switch call {
            case let .fill(rect, _), let .roundedRect(rect, _, _), let .text(_, _, rect): rect
            }
        }
    }
}
