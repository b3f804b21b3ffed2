/// A bitmap being drawn on one worker thread: a cell's node tree is rasterised into one of these,
/// node by node, in logical coordinates scaled to physical pixels. Used by one thread at a time.
public protocol RasterContext: AnyObject {
    /// The bitmap's size in logical pixels.
    var size: Size { get }
    /// Physical pixels per logical pixel.
    var scale: Double { get }

    /// Fills `rect` with `color`, blending by its alpha.
    func fill(_ rect: Rect, color: Color)
    /// Fills `rect` with its corners rounded by `radius`, blending by the colour's alpha.
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color)
    /// Draws laid-out lines of text from the top of `rect`, each aligned within its width, each
    /// fragment in its run's style resolved against `attributes` (`TextRunStyle.font(in:scale:)`,
    /// `color(in:)`, `isUnderlined(in:)`).
    func drawText(_ layout: TextLayout, attributes: TextAttributes, in rect: Rect)
    /// Draws `image` into `rect` by `contentMode`, clipped to `rect` with corners rounded by
    /// `cornerRadius`.
    func drawImage(_ image: any DecodedImage, in rect: Rect, contentMode: ContentMode, cornerRadius: Double)

    /// Strokes a border `width` logical pixels wide just inside `rect`, its outer edge rounded by
    /// `radius` and its inner edge by `radius - width`, blending by the colour's alpha. A width
    /// under one physical pixel still draws one.
    func strokeRoundedRect(_ rect: Rect, radius: Double, width: Double, color: Color)
    /// Draws `shadow` for a shape of `rect` with corners rounded by `cornerRadius`: the shape
    /// moved by the shadow's offset, blurred by its radius, in its colour at its opacity.
    func drawShadow(_ shadow: Shadow, of rect: Rect, cornerRadius: Double)
    /// Starts a group: what is drawn until the matching `endLayer()` goes to a transparent layer
    /// of the bitmap's size, which `endLayer()` then blends at `opacity` (0–1) over what was
    /// there. Groups nest.
    func beginLayer(opacity: Double)
    /// Ends the innermost group `beginLayer(opacity:)` started, blending it into the one below.
    func endLayer()
}
