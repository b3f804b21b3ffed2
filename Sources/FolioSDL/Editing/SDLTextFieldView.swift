import FolioCore

/// Draws an `EditableTextNode` over the window's content: a rounded light panel, with a focus
/// ring when it has the keyboard; within the text frame (clipped, and moved by the field's
/// scroll offset) the selection's rectangles (a quieter grey when the field is not focused),
/// the text or the placeholder, an input method's composition underlined, and the blinking
/// caret. The text is laid out and drawn by the same engine as the rest of the window (each
/// line a texture kept while unchanged), so typing never waits for a worker. Main thread only.
@MainActor
struct SDLTextFieldView {
    /// The panel behind the text. Main thread.
    var panelColor = Color(red: 250, green: 250, blue: 252)
    /// The panel's edge when the field does not have the keyboard. Main thread.
    var edgeColor = Color(red: 170, green: 174, blue: 186)
    /// The ring around a focused field, and its caret. Main thread.
    var accentColor = Color(red: 58, green: 120, blue: 220)
    /// The selection behind the text of the focused field. Main thread.
    var selectionColor = Color(red: 58, green: 120, blue: 220, alpha: 90)
    /// The selection of a field without the keyboard. Main thread.
    var inactiveSelectionColor = Color(red: 120, green: 124, blue: 136, alpha: 60)
    /// The placeholder's opacity relative to the text's colour. Main thread.
    var placeholderAlpha: UInt8 = 110
    /// The panel's corner radius, logical pixels. Main thread.
    var cornerRadius = 6.0
    /// The focus ring's width, logical pixels. Main thread.
    var ringWidth = 2.0

    /// Draws `field` on `canvas`, whose coordinates are the window's, as it is at `time`. Main thread.
    func draw(_ field: EditableTextNode, on canvas: SDLCanvas, textures: SDLTextFieldTextures?, at time: Double) {
        let frame = field.frame
        guard frame.width > 0, frame.height > 0 else { return }
        let edge = field.isFocused ? ringWidth : 1
        canvas.fillRoundedRect(frame, radius: cornerRadius, color: field.isFocused ? accentColor : edgeColor)
        canvas.fillRoundedRect(frame.insetBy(dx: edge, dy: edge), radius: max(0, cornerRadius - edge), color: panelColor)
        guard canvas.pushClip(field.textFrame) else {
            canvas.popClip()
            return
        }
        defer { canvas.popClip() }
        let model = field.model
        let origin = field.textOrigin
        let layout = field.editingLayout()
        if let layout, !model.displaySelection.isEmpty {
            let color = field.isFocused ? selectionColor : inactiveSelectionColor
            for rect in layout.selectionRects(for: model.displaySelection) {
                canvas.fill(rect.offsetBy(dx: origin.x, dy: origin.y), color: color)
            }
        }
        // The engine's own drawing of its layout puts the glyphs exactly at its carets.
        let pango = model.displayText.isEmpty ? nil : layout as? PangoEditingLayout
        let drawnByEngine = pango.map { textures?.draw($0, of: field, color: field.attributes.color, at: origin, scale: canvas.scale) == true }
        if drawnByEngine != true { drawText(of: field, at: origin, on: canvas) }
        if let layout, field.caretIsVisible(at: time) {
            let caret = layout.caretRect(at: model.displayCaret)
            let width = EditableTextNode.caretWidth
            canvas.fill(Rect(x: origin.x + caret.minX - width / 2, y: origin.y + caret.minY, width: width, height: caret.height),
                        color: accentColor)
        }
    }

    /// The shown text with its composition underlined, or the placeholder when there is
    /// neither text nor composition, from `origin` (the layout's top-left corner), laid out by
    /// the canvas: the placeholder, and the text when the engine's texture cannot be made.
    private func drawText(of field: EditableTextNode, at origin: Point, on canvas: SDLCanvas) {
        let model = field.model
        var attributes = field.attributes
        attributes.maxLines = 0
        let text: AttributedText
        if model.displayText.isEmpty {
            guard !field.placeholder.isEmpty else { return }
            attributes.color.alpha = placeholderAlpha
            text = AttributedText(field.placeholder)
        } else {
            text = Self.underliningComposition(of: model.displayText, at: model.displayComposition)
        }
        let width = field.isMultiline ? field.textFrame.width : .infinity
        let layout = canvas.layoutText(text, attributes: attributes, maxWidth: width)
        canvas.drawText(layout, attributes: attributes,
                        in: Rect(origin: origin, size: Size(width: field.isMultiline ? width : layout.size.width, height: layout.size.height)))
    }

    /// `text` with the UTF-8 range `composition` in an underlined run; the range is clamped to
    /// the text and moved onto character boundaries. Main thread.
    static func underliningComposition(of text: String, at composition: Range<Int>?) -> AttributedText {
        guard let composition, !composition.isEmpty else { return AttributedText(text) }
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: min(max(0, composition.lowerBound), utf8.count))
        let upper = utf8.index(utf8.startIndex, offsetBy: min(max(0, composition.upperBound), utf8.count))
        let start = text.indices.last { $0 <= lower } ?? text.startIndex
        let end = upper == text.endIndex ? upper : text.indices.last { $0 <= upper } ?? text.startIndex
        guard start < end else { return AttributedText(text) }
        return AttributedText(runs: [
            TextRun(String(text[..<start])),
            TextRun(String(text[start..<end]), style: .underlined),
            TextRun(String(text[end...])),
        ].filter { !$0.text.isEmpty })
    }
}
