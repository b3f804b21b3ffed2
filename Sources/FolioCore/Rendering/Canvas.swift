/// Something to draw into, in logical pixels. The platform implements it (FolioSDL over an
/// SDL renderer); tests implement recording fakes. Main thread only.
///
/// Text goes through the same engine as page text on the workers: `TextLayout` over the
/// platform's `TextMeasurer` breaks it into lines, so a string wraps into the same lines at the
/// same width whether the chrome draws it here or a page rasterises it. The string-and-style
/// methods are conveniences over `layoutText` and `drawText(_:attributes:in:)`.
@MainActor
public protocol Canvas: AnyObject {
    /// The drawable area in logical pixels, origin at the top left.
    var bounds: Rect { get }

    /// Fills `rect` with `color`, blending by its alpha.
    func fill(_ rect: Rect, color: Color)

    /// Fills `rect` with its corners rounded by `radius` logical pixels.
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color)

    /// `text` broken into lines at most `maxWidth` logical pixels wide (infinite: only at hard
    /// breaks), measured and wrapped as the workers do, at this canvas's scale.
    func layoutText(_ text: String, attributes: TextAttributes, maxWidth: Double) -> TextLayout

    /// Styled `text` broken into lines at most `maxWidth` logical pixels wide, as
    /// `layoutText(_:attributes:maxWidth:)` breaks plain text. A canvas that does not implement
    /// it lays out the text's characters without their styles.
    func layoutText(_ text: AttributedText, attributes: TextAttributes, maxWidth: Double) -> TextLayout

    /// Draws laid-out lines of text from the top of `rect`, each aligned within its width and each
    /// fragment in its own style: what `RasterContext.drawText` does on a worker.
    func drawText(_ layout: TextLayout, attributes: TextAttributes, in rect: Rect)

    /// The size `text` takes in `style`, wrapped at `maxWidth` logical pixels when given.
    func measureText(_ text: String, style: TextStyle, maxWidth: Double?) -> Size

    /// Draws `text` in `style` from the top of `rect`, wrapped at its width and aligned within it
    /// by `style.alignment`.
    func drawText(_ text: String, style: TextStyle, in rect: Rect)
}

extension Canvas {
    /// Lays out `text`'s characters without their styles. Main thread.
    public func layoutText(_ text: AttributedText, attributes: TextAttributes, maxWidth: Double) -> TextLayout {
        layoutText(text.string, attributes: attributes, maxWidth: maxWidth)
    }

    /// Lays `text` out in `style` (see `TextStyle.attributes`) and returns the layout's size.
    public func measureText(_ text: String, style: TextStyle, maxWidth: Double?) -> Size {
        layoutText(text, attributes: style.attributes, maxWidth: maxWidth ?? .infinity).size
    }

    /// Lays `text` out in `style` (see `TextStyle.attributes`) at `rect`'s width and draws it.
    public func drawText(_ text: String, style: TextStyle, in rect: Rect) {
        let attributes = style.attributes
        drawText(layoutText(text, attributes: attributes, maxWidth: rect.width), attributes: attributes, in: rect)
    }
}
