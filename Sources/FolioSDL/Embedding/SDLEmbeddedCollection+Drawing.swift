import CSDL2
import FolioCore

/// Drawing the collection into its rectangle of the app's frame.
extension SDLEmbeddedCollection {
    /// Draws the collection in `rect` (the window's logical pixels) as it is now: its background,
    /// its items (placeholders until their content is ready), their states and the chrome,
    /// clipped to `rect`. A rectangle of another size than before, or a window now of another
    /// scale, lays the collection out for it first; an empty rectangle, or a hidden collection
    /// (`isHidden`), draws nothing and wants no frames until it has room or is shown. Call it
    /// after `update(now:)`, between the app's own drawing and its `SDL_RenderPresent`, with the
    /// window as the renderer's target: Folio reads the window's scale from the renderer's output
    /// size, which is a target texture's size while one is set. The renderer's viewport, clip,
    /// draw colour and blend mode are the app's again when it returns. Then take the reports
    /// (`takeReports()`). Main thread.
    public func draw(in rect: Rect) {
        draw(in: rect, workStart: takeUpdateStart() ?? SDLClock.preciseNow)
    }

    /// Draws as `draw(in:)` does; `workStart` is when the frame's main-thread work began, on the
    /// precise clock; frames without one (a host's first, which waits for content) are not
    /// counted, only the latencies of the items they show.
    func draw(in rect: Rect, workStart: Double?) {
        let now = Self.currentTime
        let scale = self.scale
        place(rect, scale: scale, at: now)
        // SDL takes an empty viewport for the whole output.
        guard isShowing else {
            stopShowing()
            return
        }
        let saved = SDLRendererState(saving: renderer)
        defer { saved.restore() }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        var viewport = SDLRendererState.pixels(of: rect, scale: scale)
        SDL_RenderSetViewport(renderer, &viewport)
        canvas.beginFrame(bounds: Rect(origin: .zero, size: rect.size), scale: scale)
        canvas.paintBounds(chrome.backgroundColor)
        let content = view.draw(root, chrome: chrome, on: canvas, scale: scale, time: now)
        // An item whose feed showed new content reports it as its own.
        report(content.itemsToReport.map { .content(item: $0) })
        report(content.nestedItemsDrawnFirstTime.map { .nestedContent(item: $0.item, nestedItem: $0.nestedItem) })
        // An open context menu is above everything the collection draws.
        if let popup = root.contextMenuPopup { SDLContextMenuView().draw(popup, on: canvas) }
        if showsDebugOverlay { drawDebugOverlay() }
        // Renderers may queue drawing until presented: flush it so the frame's work includes it.
        SDL_RenderFlush(renderer)
        let uploaded = view.textures.itemsUploadedThisFrame
        let nestedUploads = view.nestedUploadsThisFrame
        if let workStart {
            recorder.recordFrame(of: root, work: SDLClock.preciseNow - workStart, content: content, uploaded: uploaded,
                                 nestedUploads: nestedUploads, time: now)
        } else {
            recorder.recordLatencies(of: root, uploaded: uploaded, time: now)
            for upload in nestedUploads { recorder.recordLatencies(of: upload.collection, uploaded: upload.items, time: now) }
        }
        needsDisplayFlag = false
    }

    /// Lets the chrome draw the bars around the collection, in a window of `size` logical pixels
    /// with the collection at `rect`: the canvas covers the whole window (the host's bars). The
    /// renderer's state is the app's again afterwards.
    func drawBars(around rect: Rect, inWindowOf size: Size) {
        let saved = SDLRendererState(saving: renderer)
        defer { saved.restore() }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        var viewport = SDLRendererState.pixels(of: Rect(origin: .zero, size: size), scale: scale)
        SDL_RenderSetViewport(renderer, &viewport)
        canvas.beginFrame(bounds: Rect(origin: .zero, size: size), scale: scale)
        chrome.drawBars(around: rect, of: root, on: canvas)
    }

    private func drawDebugOverlay() {
        let paging = root.pagingState
        let first = root.visibleItems().first { $0.index >= 0 }?.index ?? 0
        debugOverlay.draw(
            on: canvas, frameWorkMilliseconds: statistics.frameWork.suffix(DebugOverlay.graphedFrameCount).map { $0 * 1000 },
            ranges: root.ranges, pagesWithContent: view.textures.pages,
            position: paging?.position ?? Double(first), pageCount: root.itemCount,
            isCircular: paging?.isCircular ?? false, direction: root.rangeController.direction,
            memory: (root.heldByteCount, root.memoryBudget)
        )
    }
}
