import CSDL2
import FolioCore

/// Draws a collection in the window: each visible item from its texture (its placeholder until
/// the texture exists), the pressed item's highlight, the selection and the keyboard focus ring,
/// and the scroll indicator; then the app's chrome. It owns the texture cache, which it brings up
/// to date from the bitmaps the collection pushes. Main thread only.
@MainActor
final class SDLCollectionView {
    /// The tint over a pressed item.
    var highlightColor = Color(red: 0, green: 0, blue: 0, alpha: 90)
    /// The border of the selected item.
    var selectionColor = Color(red: 90, green: 160, blue: 255)
    /// The keyboard focus ring.
    var focusColor = Color(red: 255, green: 255, blue: 255, alpha: 230)
    /// The scroll indicator's thumb.
    var indicatorColor = Color(red: 230, green: 230, blue: 235)

    let textures: SDLItemTextureCache
    private let renderer: OpaquePointer

    /// A view drawing through `renderer`; `owner` (the window), when given, is held by the
    /// texture cache until it has freed its textures.
    init(renderer: OpaquePointer, owner: AnyObject? = nil) {
        self.renderer = renderer
        textures = SDLItemTextureCache(renderer: renderer, owner: owner)
    }

    /// Draws `root` on `canvas` (whose frame has begun) at `scale` physical pixels per logical
    /// pixel, uploading what the texture budget allows first.
    func draw(_ root: CollectionNode, chrome: any HostChrome, on canvas: any Canvas, scale: Double) -> FrameContent {
        let visible = root.visibleItems()
        textures.update(from: root, visible: visible.map(\.index))
        var content = FrameContent()
        if root.itemCount == 0 { chrome.drawEmptyState(of: root, on: canvas) }
        for item in visible {
            let frame = item.frame
            let pixels = SDL_FRect(x: Float(frame.minX * scale), y: Float(frame.minY * scale),
                                   w: Float(frame.width * scale), h: Float(frame.height * scale))
            switch textures.draw(item.index, in: pixels) {
            case .drawnFirstTime:
                content.itemsWithNewContent.append(item.index)
            case .drawn:
                break
            case .missing:
                chrome.drawPlaceholder(forItem: item.index, in: frame, of: root, on: canvas)
                content.showedPlaceholder = true
            }
        }
        drawStates(of: root, on: canvas)
        if let indicator = root.scrollIndicator() {
            var color = indicatorColor
            color.alpha = UInt8((Double(color.alpha) * 0.55 * indicator.opacity).rounded())
            canvas.fillRoundedRect(indicator.frame, radius: min(indicator.frame.width, indicator.frame.height) / 2, color: color)
        }
        chrome.drawChrome(over: root, on: canvas)
        return content
    }

    /// The highlight, selection and focus of the items on screen.
    private func drawStates(of root: CollectionNode, on canvas: any Canvas) {
        if let item = root.highlightedItem, let frame = root.frameOnScreen(ofItem: item) {
            canvas.fill(frame, color: highlightColor)
        }
        if let item = root.selectedItem, let frame = root.frameOnScreen(ofItem: item) {
            stroke(frame, width: 3, color: selectionColor, on: canvas)
        }
        if let item = root.focusedItem, let frame = root.frameOnScreen(ofItem: item) {
            stroke(frame.insetBy(dx: -4, dy: -4), width: 2, color: focusColor, on: canvas)
        }
    }

    /// A rectangle's outline, `width` logical pixels inside `rect`.
    private func stroke(_ rect: Rect, width: Double, color: Color, on canvas: any Canvas) {
        canvas.fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: width), color: color)
        canvas.fill(Rect(x: rect.minX, y: rect.maxY - width, width: rect.width, height: width), color: color)
        canvas.fill(Rect(x: rect.minX, y: rect.minY + width, width: width, height: max(0, rect.height - 2 * width)), color: color)
        canvas.fill(Rect(x: rect.maxX - width, y: rect.minY + width, width: width, height: max(0, rect.height - 2 * width)), color: color)
    }
}
