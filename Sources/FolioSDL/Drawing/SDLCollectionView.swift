import CSDL2
import FolioCore

/// Draws a collection in the window: each visible item from its texture (its placeholder until
/// the texture exists), or by its closure for a cell drawn on the main thread, the collections nested in its items (a pager's feeds), each within its
/// item, the "Loading…" row, the pressed item's highlight, the selection and the keyboard focus
/// ring, and the scroll indicator; then the app's chrome. It owns the texture caches, one for the
/// root and one for each nested collection, which it brings up to date from the bitmaps the
/// collections push, within one off-screen upload budget for the whole frame. Main thread only.
@MainActor
final class SDLCollectionView {
    /// The tint over a pressed item.
    var highlightColor = Color(red: 0, green: 0, blue: 0, alpha: 90)
    /// The border of each selected item.
    var selectionColor = Color(red: 90, green: 160, blue: 255)
    /// The keyboard focus ring, around an item or a control in it.
    var focusColor = Color(red: 255, green: 255, blue: 255, alpha: 230)
    /// The light edge of the hovered item, when its collection lifts it.
    var hoverEdgeColor = Color(red: 255, green: 255, blue: 255, alpha: 120)
    /// The shadow around the hovered item, when its collection lifts it: its innermost ring,
    /// the outer ones fainter.
    var hoverShadowColor = Color(red: 0, green: 0, blue: 0, alpha: 90)
    /// The scroll indicator's thumb.
    var indicatorColor = Color(red: 230, green: 230, blue: 235)
    /// The row shown while a collection fetches more items.
    var loadingRow = SDLLoadingRowView()

    /// The root's textures. Its off-screen upload budget is the whole frame's.
    let textures: SDLItemTextureCache
    /// The textures of the collections nested in the root's items.
    let nestedTextures: SDLNestedTextureCaches
    /// The textures of the animated images playing on screen, in any collection drawn.
    let liveImages: SDLLiveImageTextures
    private let renderer: OpaquePointer
    /// The root drawn last, whose nested collections' caches are kept.
    private weak var root: CollectionNode?
    /// Whether the last frame showed a loading row, whose spinner turns.
    private(set) var showedLoadingRow = false
    /// The cells drawn on the main thread that the last frame showed: only they may ask for more
    /// frames, so a clock scrolled off screen (or in a feed beside the page) costs nothing. Held
    /// until the next frame, so that an identifier cannot pass to another cell meanwhile.
    private var liveCellsShown: [ObjectIdentifier: MainThreadCellNode] = [:]
    /// The cells drawn on the main thread by the frame being drawn.
    private var liveCellsDrawing: [ObjectIdentifier: MainThreadCellNode] = [:]
    /// The host's clock, seconds (the one `draw`'s `time` is on): when a cell shown in the last
    /// frame is due again.
    var clock: () -> Double = { SDLClock.now }

    /// A view drawing through `renderer`; `owner` (the window), when given, is held by the
    /// texture caches until they have freed their textures.
    init(renderer: OpaquePointer, owner: AnyObject? = nil) {
        self.renderer = renderer
        // Bitmaps are made to fit the textures this renderer can hold.
        SDLTextureSizeLimit.note(renderer)
        textures = SDLItemTextureCache(renderer: renderer, owner: owner)
        nestedTextures = SDLNestedTextureCaches(renderer: renderer, owner: owner)
        liveImages = SDLLiveImageTextures(renderer: renderer)
    }

    /// Whether a bitmap of a collection drawn in the last frame waits for its texture.
    var hasPendingUploads: Bool { textures.hasPendingUploads || nestedTextures.hasPendingUploads }

    /// Whether another frame is due even if nothing else changes: a bitmap waits for its texture,
    /// a spinner turns, or a cell drawn on the main thread that the last frame showed asked to be
    /// drawn again, redraws every frame or is due (its collection's `nextDeadline` wakes the host
    /// for that).
    var needsFrames: Bool { hasPendingUploads || showedLoadingRow || liveCellsWantFrame }

    /// Whether a cell drawn on the main thread in the last frame wants another now.
    var liveCellsWantFrame: Bool {
        guard !liveCellsShown.isEmpty else { return false }
        let now = clock()
        return liveCellsShown.values.contains { $0.wantsFrame(at: now) }
    }

    /// The last frame is on screen no more (its collection was hidden, or left no room): its
    /// cells drawn on the main thread and its spinner stop asking for frames.
    func forgetShownCells() {
        liveCellsShown.removeAll()
        showedLoadingRow = false
    }

    /// How many cells drawn on the main thread the last frame showed.
    var liveCellCountLastFrame: Int { liveCellsShown.count }

    /// The items of nested collections whose textures the last frame made, by collection (the
    /// root's are `textures.itemsUploadedThisFrame`).
    var nestedUploadsThisFrame: [(collection: CollectionNode, items: [Int])] { nestedTextures.uploadsThisFrame }

    /// How many textures the last frame made, for every collection.
    var uploadCountThisFrame: Int {
        textures.uploadsThisFrame + nestedUploadsThisFrame.reduce(0) { $0 + $1.items.count }
    }

    /// Draws `root` on `canvas` (whose frame has begun) at `scale` physical pixels per logical
    /// pixel, as it looks at `time` seconds on the host's clock, uploading what the texture budget
    /// allows first.
    func draw(_ root: CollectionNode, chrome: any HostChrome, on canvas: SDLCanvas, scale: Double, time: Double) -> FrameContent {
        adopt(root)
        nestedTextures.beginFrame()
        showedLoadingRow = false
        liveCellsDrawing.removeAll(keepingCapacity: true)
        defer { swap(&liveCellsShown, &liveCellsDrawing) }
        var budget = textures.frameBudget
        var content = FrameContent()
        // A collection that never shows placeholders gets its content here, before the frame.
        root.waitForVisibleContentIfAsked()
        let visible = root.visibleItems()
        textures.update(from: root, visible: visible.map(\.index), budget: &budget)
        if root.itemCount == 0 { chrome.drawEmptyState(of: root, on: canvas) }
        drawItems(visible, of: root, from: textures, at: .zero, chrome: chrome, on: canvas, scale: scale, time: time) { item, outcome in
            switch outcome {
            case .drawnFirstTime: content.itemsWithNewContent.append(item)
            case .missing: content.showedPlaceholder = true
            case .drawn, .transparent: break
            }
        }
        for nested in root.visibleNestedCollections() {
            drawNested(nested, at: .zero, outerItem: nested.item, depth: 1, chrome: chrome, on: canvas, scale: scale,
                       time: time, budget: &budget, content: &content)
        }
        nestedTextures.endFrame(nearWindow: root.nestedCollectionsNearWindow, budget: &budget)
        liveImages.endFrame()
        drawDecorations(of: root, visible: visible, at: .zero, on: canvas, time: time)
        chrome.drawChrome(over: root, on: canvas)
        return content
    }

    /// Starts showing `root`: another root's nested collections' textures go, as its own do.
    private func adopt(_ root: CollectionNode) {
        guard self.root !== root else { return }
        nestedTextures.removeAll()
        self.root = root
    }

    /// Uploads every bitmap of `root` and of the collections nested in its items on screen, at
    /// any depth, and of a pager's collections beside the page on screen, whatever the budget:
    /// for a benchmark that measures drawing alone, once everything is in place.
    func uploadAll(from root: CollectionNode) {
        adopt(root)
        textures.uploadAll(from: root)
        var collections = root.visibleNestedCollections().map { ($0.collection, 1) }
        // A floor that swipes to the next feed must find its textures made, not make them then.
        collections += root.nestedCollectionsNearWindow.map { ($0, 1) }
        while let (collection, depth) = collections.popLast() {
            guard depth <= Self.maximumNestingDepth, collection !== root else { continue }
            nestedTextures.cache(for: collection).uploadAll(from: collection)
            collections += collection.visibleNestedCollections().map { ($0.collection, depth + 1) }
        }
    }

    /// How deep collections nested in nested collections are drawn; deeper ones are not (a
    /// collection that nests itself would otherwise recurse for ever).
    static let maximumNestingDepth = 4

    /// Draws a nested collection within its item's frame, `origin` being its outer collection's
    /// place in the window; what it shows is reported as content of the root's `outerItem`.
    private func drawNested(_ nested: NestedCollection, at origin: Point, outerItem: Int, depth: Int, chrome: any HostChrome,
                            on canvas: SDLCanvas, scale: Double, time: Double,
                            budget: inout SDLUploadBudget, content: inout FrameContent) {
        let collection = nested.collection
        guard depth <= Self.maximumNestingDepth, collection !== root,
              let cache = nestedTextures.cacheForDrawing(collection) else { return }
        let frame = nested.frame.offsetBy(dx: origin.x, dy: origin.y)
        let visible = collection.visibleItems()
        cache.update(from: collection, visible: visible.map(\.index), budget: &budget)
        defer { canvas.popClip() }
        guard canvas.pushClip(frame) else { return }
        drawItems(visible, of: collection, from: cache, at: frame.origin, chrome: chrome, on: canvas, scale: scale,
                  time: time) { item, outcome in
            switch outcome {
            case .drawnFirstTime:
                if !content.nestedItemsWithNewContent.contains(outerItem) { content.nestedItemsWithNewContent.append(outerItem) }
                if depth == 1, item >= 0 { content.nestedItemsDrawnFirstTime.append((outerItem, item)) }
            case .missing: content.showedPlaceholder = true
            case .drawn, .transparent: break
            }
        }
        for inner in collection.visibleNestedCollections() {
            drawNested(inner, at: frame.origin, outerItem: outerItem, depth: depth + 1, chrome: chrome, on: canvas, scale: scale,
                       time: time, budget: &budget, content: &content)
        }
        drawDecorations(of: collection, visible: visible, at: frame.origin, on: canvas, time: time)
    }

    /// Draws `items` of `collection` (placed at `origin` in the window) from `cache`, or their
    /// placeholders, each at its alpha (a fading item's placeholder fades with it, or the item
    /// would turn more transparent when its texture arrives), telling `outcome` what each showed.
    /// A cell drawn on the main thread is drawn by its closure, as it looks at `time`.
    private func drawItems(_ items: [VisibleItem], of collection: CollectionNode, from cache: SDLItemTextureCache, at origin: Point,
                           chrome: any HostChrome, on canvas: SDLCanvas, scale: Double, time: Double,
                           outcome: (Int, SDLItemTextureCache.DrawOutcome) -> Void) {
        let lifted = collection.liftedItem
        for item in items {
            let frame = item.frame.offsetBy(dx: origin.x, dy: origin.y)
            if let lifted, lifted.item == item.index { drawLiftShadow(lifted, at: origin, on: canvas) }
            if let cell = collection.mainThreadCell(forItemAt: item.index) {
                let drawn = drawLiveCell(cell, in: frame, alpha: item.alpha, on: canvas, time: time)
                if !CollectionNode.isGhostKey(item.index) { outcome(item.index, drawn) }
                continue
            }
            // Whole pixels, the size the rasteriser gave the bitmap: SDL's software renderer
            // scales a texture whose destination is a fraction of a pixel off its size, and one
            // crossing the window's edge through a temporary copy of the whole bitmap, 4-13 ms a
            // frame for a tall post (a photo post of 2,008.9 px).
            let pixels = SDL_FRect(x: Float((frame.minX * scale).rounded()), y: Float((frame.minY * scale).rounded()),
                                   w: Float((frame.width * scale).rounded()), h: Float((frame.height * scale).rounded()))
            let drawn: SDLItemTextureCache.DrawOutcome
            if let clip = item.clip?.offsetBy(dx: origin.x, dy: origin.y) {
                // A zoomed page: only its part within its own frame shows.
                let clipPixels = SDL_FRect(x: Float((clip.minX * scale).rounded()), y: Float((clip.minY * scale).rounded()),
                                           w: Float((clip.width * scale).rounded()), h: Float((clip.height * scale).rounded()))
                if canvas.pushClip(clip) {
                    drawn = cache.draw(item.index, in: pixels, within: clipPixels, crisp: item.showsPixelsCrisp, alpha: item.alpha)
                } else {
                    drawn = .transparent
                }
                canvas.popClip()
            } else {
                drawn = drawFadingIn(item, of: collection, from: cache, in: pixels, frame: frame, chrome: chrome, on: canvas, time: time)
            }
            // A deleted item fading out is no item: it has no placeholder, and showing it is no
            // new content.
            guard !CollectionNode.isGhostKey(item.index) else { continue }
            if drawn == .drawn || drawn == .drawnFirstTime {
                drawLiveImages(of: item, in: frame, of: collection, scale: scale)
            }
            if drawn == .missing {
                collection.placeholderWasShown(forItemAt: item.index, at: time)
                if !collection.neverShowPlaceholders { drawPlaceholder(of: item, in: frame, of: collection, chrome: chrome, on: canvas) }
            }
            outcome(item.index, drawn)
        }
    }

    /// Draws `item`'s texture in `pixels`, fading in over its placeholder (drawn beneath in
    /// `frame`, window coordinates) at the opacity the collection says while its content has
    /// just replaced the placeholder (`contentOpacity(forItemAt:at:)`).
    private func drawFadingIn(_ item: VisibleItem, of collection: CollectionNode, from cache: SDLItemTextureCache, in pixels: SDL_FRect,
                              frame: Rect, chrome: any HostChrome, on canvas: SDLCanvas, time: Double) -> SDLItemTextureCache.DrawOutcome {
        guard !CollectionNode.isGhostKey(item.index), cache.hasTexture(item.index) else {
            return cache.draw(item.index, in: pixels, alpha: item.alpha)
        }
        let opacity = collection.contentOpacity(forItemAt: item.index, at: time)
        if opacity < 1, !collection.neverShowPlaceholders {
            drawPlaceholder(of: item, in: frame, of: collection, chrome: chrome, on: canvas)
        }
        return cache.draw(item.index, in: pixels, alpha: item.alpha * opacity)
    }

    /// Draws `item`'s placeholder in `frame` (window coordinates) at the item's alpha.
    private func drawPlaceholder(of item: VisibleItem, in frame: Rect, of collection: CollectionNode, chrome: any HostChrome,
                                 on canvas: SDLCanvas) {
        canvas.opacity = SDLTextureAlpha.byte(item.alpha)
        chrome.drawPlaceholder(forItem: item.index, in: frame, of: collection, on: canvas)
        canvas.opacity = 255
    }

    /// Draws the current frames of the animated images playing in `item` over its bitmap, drawn
    /// in `frame` (window coordinates), at the item's opacity: placed as the item's bitmap is,
    /// scaled with it while it animates.
    private func drawLiveImages(of item: VisibleItem, in frame: Rect, of collection: CollectionNode, scale: Double) {
        let live = collection.liveImages(forItemAt: item.index)
        guard !live.isEmpty, let size = collection.bitmap(forItemAt: item.index)?.size, size.width > 0, size.height > 0 else { return }
        let sx = frame.width / size.width, sy = frame.height / size.height
        for image in live {
            let pixels = SDL_FRect(x: Float(((frame.minX + image.frame.minX * sx) * scale).rounded()),
                                   y: Float(((frame.minY + image.frame.minY * sy) * scale).rounded()),
                                   w: Float((image.frame.width * sx * scale).rounded()), h: Float((image.frame.height * sy * scale).rounded()))
            liveImages.draw(image, in: pixels, alpha: item.alpha)
        }
    }

    /// Draws `cell` in `frame` (window coordinates), clipped to it, at `alpha`: its closure runs
    /// here, on the main thread. Its first frame after one that did not show it shows its content
    /// anew.
    private func drawLiveCell(_ cell: MainThreadCellNode, in frame: Rect, alpha: Double, on canvas: SDLCanvas,
                              time: Double) -> SDLItemTextureCache.DrawOutcome {
        let opacity = SDLTextureAlpha.byte(alpha)
        guard opacity > 0 else { return .transparent }
        defer { canvas.popClip() }
        guard canvas.pushClip(frame) else { return .transparent }
        canvas.opacity = opacity
        cell.draw(on: canvas, in: frame, at: time)
        canvas.opacity = 255
        let id = ObjectIdentifier(cell)
        liveCellsDrawing[id] = cell
        return liveCellsShown[id] == nil ? .drawnFirstTime : .drawn
    }

    /// The loading row, the item states and the scroll indicator of `collection`, placed at
    /// `origin` in the window.
    private func drawDecorations(of collection: CollectionNode, visible: [VisibleItem], at origin: Point, on canvas: SDLCanvas,
                                 time: Double) {
        if let row = collection.loadingRowFrameOnScreen {
            drawLoadingRow(in: row.offsetBy(dx: origin.x, dy: origin.y), on: canvas, time: time)
        }
        drawStates(of: collection, visible: visible, at: origin, on: canvas)
        if let indicator = collection.scrollIndicator() {
            var color = indicatorColor
            color.alpha = UInt8((Double(color.alpha) * 0.55 * indicator.opacity).rounded())
            let frame = indicator.frame.offsetBy(dx: origin.x, dy: origin.y)
            canvas.fillRoundedRect(frame, radius: min(frame.width, frame.height) / 2, color: color)
        }
    }

    /// Draws the "Loading…" row in `frame` (window coordinates) as it looks at `time`; frames
    /// keep coming while one shows, for its spinner.
    func drawLoadingRow(in frame: Rect, on canvas: any Canvas, time: Double) {
        loadingRow.draw(in: frame, on: canvas, time: time)
        showedLoadingRow = true
    }

    /// The highlight, selection (every selected item) and focus of the items on screen, around
    /// each item where it is drawn (`visible`: sliding or growing while a batch update animates),
    /// or the focus ring around the control Tab focused.
    private func drawStates(of collection: CollectionNode, visible: [VisibleItem], at origin: Point, on canvas: any Canvas) {
        func frame(_ item: Int?) -> Rect? {
            guard let item else { return nil }
            let drawn = visible.first { $0.index == item }?.frame ?? collection.frameOnScreen(ofItem: item)
            return drawn?.offsetBy(dx: origin.x, dy: origin.y)
        }
        if collection.liftsHoveredItem, let frame = frame(collection.hoveredItem) {
            drawLift(around: frame, on: canvas)
        }
        if let frame = frame(collection.highlightedItem) {
            canvas.fill(frame, color: highlightColor)
        }
        for item in visible where collection.isItemSelected(item.index) {
            stroke(item.frame.offsetBy(dx: origin.x, dy: origin.y), width: 3, color: selectionColor, on: canvas)
        }
        // A control Tab focused takes the ring from its item.
        let controlFrames = collection.focusedControlFramesOnScreen
        for control in controlFrames {
            stroke(control.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -3, dy: -3), width: 2, color: focusColor, on: canvas)
        }
        if controlFrames.isEmpty, let frame = frame(collection.focusRingItem) {
            stroke(frame.insetBy(dx: -4, dy: -4), width: 2, color: focusColor, on: canvas)
        }
    }

    /// The hovered item lifted off the page, cheaply (three translucent rectangles and an edge,
    /// nothing laid out or drawn again): a soft shadow widening around `frame` and a light edge
    /// just inside it.
    private func drawLift(around frame: Rect, on canvas: any Canvas) {
        for ring in 1...3 {
            // Rings 2 px wide, each fainter than the one inside it, outside the item only: its
            // content stays as bright as it is.
            var color = hoverShadowColor
            color.alpha = UInt8(Int(color.alpha) * (4 - ring) / 3)
            let spread = Double(ring) * 2
            stroke(frame.insetBy(dx: -spread, dy: -spread), width: 2, color: color, on: canvas)
        }
        stroke(frame, width: 2, color: hoverEdgeColor, on: canvas)
    }

    /// A rectangle's outline, `width` logical pixels inside `rect`.
    private func stroke(_ rect: Rect, width: Double, color: Color, on canvas: any Canvas) {
        canvas.fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: width), color: color)
        canvas.fill(Rect(x: rect.minX, y: rect.maxY - width, width: rect.width, height: width), color: color)
        canvas.fill(Rect(x: rect.minX, y: rect.minY + width, width: width, height: max(0, rect.height - 2 * width)), color: color)
        canvas.fill(Rect(x: rect.maxX - width, y: rect.minY + width, width: width, height: max(0, rect.height - 2 * width)), color: color)
    }
}
