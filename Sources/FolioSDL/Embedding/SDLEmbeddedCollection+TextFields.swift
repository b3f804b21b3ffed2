import CSDL2
import FolioCore

/// Drawing a host's text fields over the collection.
extension SDLEmbeddedCollection {
    /// Draws `fields` at `time` over everything drawn so far, in a window of `size` logical
    /// pixels (the canvas covers the whole window: fields sit in the bars as well as over the
    /// collection); an open context menu over a field is drawn again, so that it stays on top.
    /// The renderer's state is the app's again afterwards. Main thread.
    func drawTextFields(_ fields: SDLTextFields, inWindowOf size: Size, at time: Double) {
        guard !fields.fields.isEmpty else { return }
        let saved = SDLRendererState(saving: renderer)
        defer { saved.restore() }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        var viewport = SDLRendererState.pixels(of: Rect(origin: .zero, size: size), scale: scale)
        SDL_RenderSetViewport(renderer, &viewport)
        canvas.beginFrame(bounds: Rect(origin: .zero, size: size), scale: scale)
        fields.draw(on: canvas, at: time)
        let collection = placement
        guard let popup = root.contextMenuPopup,
              fields.fields.contains(where: { $0.frame.intersects(popup.frame.offsetBy(dx: collection.minX, dy: collection.minY)) })
        else { return }
        var collectionViewport = SDLRendererState.pixels(of: collection, scale: scale)
        SDL_RenderSetViewport(renderer, &collectionViewport)
        canvas.beginFrame(bounds: Rect(origin: .zero, size: collection.size), scale: scale)
        SDLContextMenuView().draw(popup, on: canvas)
    }
}
