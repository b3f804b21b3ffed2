/// Something to draw into, in logical pixels. The platform implements it (FolioSDL over an
/// SDL renderer); tests implement recording fakes. Main thread only.
@MainActor
public protocol Canvas: AnyObject {
    /// The drawable area in logical pixels, origin at the top left.
    var bounds: Rect { get }

    /// Fills `rect` with `color`, blending by its alpha.
    func fill(_ rect: Rect, color: Color)

    /// Fills `rect` with its corners rounded by `radius` logical pixels.
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color)

    /// The size `text` takes in `style`, wrapped at `maxWidth` logical pixels when given.
    func measureText(_ text: String, style: TextStyle, maxWidth: Double?) -> Size

    /// Draws `text` in `style` from the top of `rect`, wrapped at its width and aligned within it
    /// by `style.alignment`.
    func drawText(_ text: String, style: TextStyle, in rect: Rect)
}
