/// The debug overlay's colours and text styles. The range colours are Texture's
/// (`ASRangeControllerDebugOverlay`): green visible, yellow display, red preload. Plain values:
/// usable on any thread.
enum DebugOverlayPalette {
    /// The panel behind everything: nearly opaque, so page text does not read through it.
    static let panel = Color(red: 12, green: 12, blue: 16, alpha: 235)
    /// The graph's plot area, a shade lighter than the panel so empty frames still read as space.
    static let plot = Color(red: 255, green: 255, blue: 255, alpha: 18)
    /// A strip cell's empty slot in a row, so absent pages read as "not in range", not as gaps.
    static let track = Color(red: 255, green: 255, blue: 255, alpha: 28)
    /// The 8.3 ms and 16.7 ms reference lines.
    static let referenceLine = Color(red: 255, green: 255, blue: 255, alpha: 120)

    /// A frame within the 120 Hz budget.
    static let withinFastBudget = Color(red: 52, green: 199, blue: 89)
    /// A frame within the 60 Hz budget but not the 120 Hz one.
    static let withinFrameBudget = Color(red: 255, green: 179, blue: 0)
    /// A frame over the 60 Hz budget.
    static let overBudget = Color(red: 255, green: 59, blue: 48)

    /// A page in the visible range.
    static let visible = Color(red: 48, green: 209, blue: 88)
    /// A page in the display range.
    static let display = Color(red: 255, green: 214, blue: 10)
    /// A page in the preload range.
    static let preload = Color(red: 235, green: 64, blue: 52)
    /// A page whose content is ready to draw.
    static let contentReady = Color(red: 255, green: 255, blue: 255)
    /// A page whose content is not ready.
    static let contentMissing = Color(red: 255, green: 255, blue: 255, alpha: 40)
    /// The outline of the viewport at the fractional position.
    static let positionMarker = Color(red: 90, green: 200, blue: 250)

    /// Header lines.
    static let text = TextStyle(size: 11, color: Color(red: 232, green: 232, blue: 238))
    /// Row labels, reference-line labels and page numbers.
    static let label = TextStyle(size: 9, color: Color(red: 160, green: 160, blue: 172))
    /// The number of the page nearest the position.
    static let currentLabel = TextStyle(size: 9, weight: .bold, color: .white)
}
