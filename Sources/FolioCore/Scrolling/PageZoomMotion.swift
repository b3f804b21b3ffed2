/// What moves a page's zoom now. A plain value: usable on any thread.
enum PageZoomMotion: Sendable {
    /// Nothing: the zoom stays where it is.
    case resting
    /// A pointer pressed on the zoomed page: within the slop it waits, past it it pans.
    case dragging(PageZoomDrag)
    /// Two fingers pinch.
    case pinching(PageZoomPinch)
    /// A keyed, wheel or double-click zoom, or the spring back after a pinch.
    case animating(PageZoomAnimation)
    /// A pan's momentum after its release.
    case gliding(PageZoomGlide)
}
