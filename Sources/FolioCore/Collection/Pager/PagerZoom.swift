/// What a pager keeps of its zoom: whether it zooms, which page the zoom belongs to, the zoom
/// itself, and the magnification that page was last drawn at. A plain value: usable on any
/// thread; the pager holds it on the main thread.
struct PagerZoom: Sendable {
    /// Whether the pages zoom.
    var isEnabled = false
    /// The tuning constants, `maximumZoomScale` among them.
    var configuration = PageZoomConfiguration.standard
    /// The page the zoom belongs to; another page is at the fit.
    var page = 0
    /// The zoom of `page`.
    var model = PageZoomModel(pageSize: .zero)
    /// How many times the display's scale `page` is drawn at: 1 at the fit, up to the zoom's
    /// scale when zoomed (within the content's pixels and `zoomedBitmapByteLimit`).
    var rasterMagnification = 1.0
    /// Where the pointer the zoom pans with went down, in the pager's coordinates: paging hears
    /// it there, moved by the drag's excess alone.
    var pressPoint: Point?
    /// Where the page was when the pointers the zoom follows went down, in the pager's
    /// coordinates: their points are read against it while they stay down, since the page itself
    /// moves as paging takes a drag's excess.
    var pressPageOrigin: Point?
}
