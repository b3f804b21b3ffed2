import Foundation

extension PagerNode {
    // MARK: - Zoom (public)

    /// Whether the pages zoom, as a photo viewer's do: a double-click or double tap toggles
    /// between the fit and 1:1, Ctrl+wheel zooms around the pointer, `+` and `-` around the
    /// centre, two fingers pinch; a zoomed page pans with a drag (and the wheel), and only the
    /// part of a drag along the pages' axis past the photo's edge turns the page. Unzoomed, the pager pages
    /// exactly as without it. Turning the page puts the page left back at the fit. Off by
    /// default; turning it off puts the page back at the fit. Main thread.
    public var isZoomEnabled: Bool {
        get { zoomState.isEnabled }
        set {
            guard newValue != zoomState.isEnabled else { return }
            zoomState.isEnabled = newValue
            if !newValue { resetZoom() }
        }
    }

    /// The most a page zooms, as a multiple of the scale that shows its content 1:1 (see
    /// `PagerDelegate.pagerNode(_:pixelSizeOfZoomableContentAt:)`); 8 by default, and never
    /// less than twice the fit. Main thread.
    public var maximumZoomScale: Double {
        get { zoomState.configuration.maximumZoomScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            zoomState.configuration.maximumZoomScale = newValue
            zoomState.model = PageZoomModel(pageSize: pageSize, oneToOneScale: zoomState.model.oneToOneScale,
                                       dragSlop: pagingModel.configuration.dragSlop, pagingAxis: pagingModel.axis, configuration: zoomState.configuration)
            zoomState.rasterMagnification = 1
        }
    }

    /// The zoom of the page on screen: its scale (relative to the fit), translation and motion.
    /// Main thread.
    public var pageZoom: PageZoomModel { zoomState.model }

    /// The page the zoom belongs to while it is zoomed; nil at the fit. Main thread.
    public var zoomedPage: Int? { zoomState.model.isZoomed ? zoomState.page : nil }

    /// Zooms the current page to `scale` (relative to the fit; clamped to 1 and the maximum)
    /// around `point` (the pager's coordinates; the page's centre when nil), with the spring or
    /// at once. Nothing happens unless `isZoomEnabled`. Main thread.
    public func zoom(to scale: Double, around point: Point? = nil, animated: Bool) {
        guard zoomState.isEnabled, itemCount > 0 else { return }
        prepareZoom()
        let origin = zoomPageOrigin
        let around = point.map { Point(x: $0.x - origin.x, y: $0.y - origin.y) }
            ?? Point(x: pageSize.width / 2, y: pageSize.height / 2)
        absorbZoom(zoomState.model.zoom(to: scale, around: around, animated: animated, at: now))
    }

    /// Zooms out to the fit, with the spring or at once, if the page is zoomed; returns whether
    /// it was (Esc: a host offers `.back` here first, and goes on only when nothing zoomed out).
    /// Main thread.
    @discardableResult
    public func zoomOut(animated: Bool) -> Bool {
        guard zoomState.isEnabled, zoomState.model.isZoomed else { return false }
        zoom(to: 1, animated: animated)
        return true
    }

    // MARK: - Zoom (the pager's own)

    /// The page the zoom follows now: the page the pager is on.
    private var zoomPage: Int { currentPageIndex }

    /// Where the zoom's page is shown, in the pager's coordinates: its top-left corner.
    var zoomPageOrigin: Point {
        pagingModel.visiblePages().first { $0.index == zoomState.page }.map { Point(x: $0.frame.minX, y: $0.frame.minY + max(0, contentInsets.top)) }
            ?? Point(x: 0, y: max(0, contentInsets.top))
    }

    /// Gives the zoom to the current page, at the fit, if it belongs to another, and brings its
    /// page size and 1:1 scale up to date.
    func prepareZoom() {
        if zoomState.page != zoomPage {
            resetZoom()
            zoomState.page = zoomPage
        }
        if zoomState.model.pageSize != pageSize {
            if zoomState.model.pageSize.isEmpty {
                zoomState.model = PageZoomModel(pageSize: pageSize, dragSlop: pagingModel.configuration.dragSlop, pagingAxis: pagingModel.axis,
                                           configuration: zoomState.configuration)
            } else {
                zoomState.model.setPageSize(pageSize)
            }
        }
        zoomState.model.setOneToOneScale(oneToOneScale(ofPage: zoomState.page))
    }

    /// The scale that shows page `index`'s zoomable content 1:1, from the pixel size the
    /// delegate gives (aspect-fit in the page); 1 without one.
    func oneToOneScale(ofPage index: Int) -> Double {
        guard let pixels = pagerDelegate?.pagerNode(self, pixelSizeOfZoomableContentAt: index),
              pixels.width > 0, pixels.height > 0, pixels.width.isFinite, pixels.height.isFinite else { return 1 }
        let size = pageSize, scale = displayScale
        guard size.width > 0, size.height > 0, scale > 0 else { return 1 }
        return max(pixels.width / (size.width * scale), pixels.height / (size.height * scale))
    }

    /// Puts the zoom back at the fit at once (a page turned, zooming turned off, a reload),
    /// reporting it if it was zoomed, and draws the page at the display's scale again.
    func resetZoom() {
        absorbZoom(zoomState.model.reset())
        zoomState.pressPoint = nil
        updateRasterMagnification()
    }

    /// Reports what the zoom did, and draws the page sharper (or lighter) once a zoom ends.
    func absorbZoom(_ events: [PageZoomEvent]) {
        for case .zoomed(let scale) in events {
            pendingEvents.append(.zoomed(scale: scale))
            updateRasterMagnification()
        }
    }

    /// The magnification the zoom's page should be drawn at: the zoom's scale, within the 1:1
    /// scale when the delegate gave one (the decoder never gives more than the image's pixels
    /// anyway) and within `zoomedBitmapByteLimit`; 1 at the fit.
    var wantedRasterMagnification: Double {
        let target = zoomState.model.targetScale
        guard zoomState.model.isZoomed, target > 1 else { return 1 }
        let pixels = pageSize.width * displayScale * pageSize.height * displayScale
        guard pixels > 0 else { return 1 }
        let byMemory = (Double(zoomState.configuration.zoomedBitmapByteLimit) / 4 / pixels).squareRoot()
        var wanted = min(target, byMemory)
        if zoomState.model.oneToOneScale > 1 { wanted = min(wanted, zoomState.model.oneToOneScale) }
        return max(1, wanted)
    }

    /// Draws the zoom's page again at the magnification its zoom wants, on a worker, when it
    /// differs by more than a tenth from the one it was drawn at: its decoded images are let go
    /// so that they are decoded again at the new size. The old bitmap stays on screen until the
    /// new one arrives.
    func updateRasterMagnification() {
        let wanted = wantedRasterMagnification
        let current = zoomState.rasterMagnification
        guard wanted == 1 ? current != 1 : abs(wanted - current) > 0.1 * current else { return }
        zoomState.rasterMagnification = wanted
        guard zoomState.page < itemCount else { return }
        data.releasePreloadedData(zoomState.page)
        // The pipeline looks again at the items in range, not only at those that came or went.
        data.invalidateSizes()
        updatePipeline()
    }

    /// Handles `event` for the zoom, and returns what paging should hear instead: the event
    /// itself, a pointer moved only by the excess of a pan, or nothing.
    func zoomInput(_ event: InputEvent) -> InputEvent? {
        guard zoomState.isEnabled, itemCount > 0, !pageSize.isEmpty else { return event }
        let time = event.time
        switch event.kind {
        case .pointerDown(let pointer, let point):
            // A press on a page going past belongs to paging; the zoom takes the page at rest.
            guard pagingModel.isAtRest || zoomState.page == zoomPage else { return event }
            prepareZoom()
            if !zoomState.model.isTracking { zoomState.pressPageOrigin = zoomPageOrigin }
            let wasPinching = zoomState.model.isPinching
            absorbZoom(zoomState.model.pointerDown(pointer, at: local(point), time: time))
            if zoomState.model.isPinching {
                guard !wasPinching, let first = firstFinger(besides: pointer) else { return nil }
                // The first finger was paging's: it lets go, and the page springs back.
                return InputEvent(time: time, kind: .pointerCancelled(first))
            }
            zoomState.pressPoint = zoomState.model.pans(pointer) ? point : nil
            return event
        case .pointerMoved(let pointer, let point):
            if zoomState.model.holds(pointer) {
                zoomState.model.pointerMoved(pointer, to: local(point), time: time)
                return nil
            }
            zoomState.model.pointerMoved(pointer, to: local(point), time: time)
            return pagingPoint(for: pointer, time: time).map { InputEvent(time: time, kind: .pointerMoved(pointer, $0)) } ?? event
        case .pointerUp(let pointer, let point):
            if zoomState.model.holds(pointer) {
                absorbZoom(zoomState.model.pointerUp(pointer, at: local(point), time: time))
                if !zoomState.model.isTracking { zoomState.pressPageOrigin = nil }
                return nil
            }
            zoomState.model.pointerMoved(pointer, to: local(point), time: time)
            let paged = pagingPoint(for: pointer, time: time)
            absorbZoom(zoomState.model.pointerUp(pointer, at: local(point), time: time))
            zoomState.pressPoint = nil
            if !zoomState.model.isTracking { zoomState.pressPageOrigin = nil }
            return paged.map { InputEvent(time: time, kind: .pointerUp(pointer, $0)) } ?? event
        case .pointerCancelled(let pointer):
            let held = zoomState.model.holds(pointer)
            absorbZoom(zoomState.model.pointerCancelled(pointer))
            zoomState.pressPoint = nil
            if !zoomState.model.isTracking { zoomState.pressPageOrigin = nil }
            return held ? nil : event
        case .wheel(let dx, let dy):
            guard zoomState.model.isZoomed else { return event }
            let step = zoomState.configuration.wheelPanDistance
            zoomState.model.pan(by: Point(x: -Double(dx) * step, y: -Double(dy) * step), at: time)
            return nil
        case .preciseScroll(let dx, let dy):
            guard zoomState.model.isZoomed else { return event }
            zoomState.model.pan(by: Point(x: -dx, y: -dy), at: time)
            return nil
        case .magnify(let factor):
            guard pagingModel.isAtRest else { return nil }
            prepareZoom()
            let origin = zoomPageOrigin
            let around = event.location.map { Point(x: $0.x - origin.x, y: $0.y - origin.y) }
                ?? Point(x: pageSize.width / 2, y: pageSize.height / 2)
            absorbZoom(zoomState.model.magnify(by: factor, around: around, at: time))
            return nil
        case .key(.plus), .key(.minus):
            guard pagingModel.isAtRest else { return nil }
            prepareZoom()
            absorbZoom(zoomState.model.step(zoomingIn: event.kind == .key(.plus), at: time))
            return nil
        case .key, .hover, .pointerExited, .secondaryPress:
            return event
        }
    }

    /// `point` in the zoom's page's coordinates: against where the page was when the pointers
    /// went down, while any is down.
    private func local(_ point: Point) -> Point {
        let origin = zoomState.pressPageOrigin ?? zoomPageOrigin
        return Point(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// Where paging hears a panning pointer: its press point moved by the drag's excess alone;
    /// nil for a pointer that does not pan.
    private func pagingPoint(for pointer: PointerID, time: Double) -> Point? {
        guard zoomState.model.pans(pointer), let press = zoomState.pressPoint else { return nil }
        let excess = zoomState.model.pagingExcess
        return pagingModel.axis == .horizontal ? Point(x: press.x + excess, y: press.y) : Point(x: press.x, y: press.y + excess)
    }

    /// The pinch's finger other than `pointer`.
    private func firstFinger(besides pointer: PointerID) -> PointerID? {
        guard case .pinching(let pinch) = zoomState.model.motion else { return nil }
        return pinch.first == pointer ? pinch.second : pinch.first
    }

    /// The pages as drawn: the zoom's page scaled and moved within its own frame.
    func zoomed(_ pages: [VisibleItem]) -> [VisibleItem] {
        guard zoomState.isEnabled, !zoomState.model.isAtFit || zoomState.model.scale != 1 else { return pages }
        let model = zoomState.model
        return pages.map { page in
            guard page.index == zoomState.page, !Self.isGhostKey(page.index) else { return page }
            let shown = model.zoomedFrame.offsetBy(dx: page.frame.minX, dy: page.frame.minY)
            // Past the pixels the page was drawn with, each shows as a crisp square.
            let crisp = model.scale > 2 * max(1, zoomState.rasterMagnification)
                && (model.oneToOneScale <= 1 || model.scale > model.oneToOneScale)
            return VisibleItem(index: page.index, frame: shown, alpha: page.alpha, clip: page.frame, showsPixelsCrisp: crisp)
        }
    }

    /// Moves the zoom's animation or glide on to `now`.
    func advanceZoom() {
        guard zoomState.isEnabled else { return }
        absorbZoom(zoomState.model.advance(to: now))
    }
}
