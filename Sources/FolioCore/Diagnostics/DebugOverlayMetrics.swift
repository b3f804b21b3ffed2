/// The debug overlay's panel geometry, in logical pixels. Plain constants: usable on any thread.
enum DebugOverlayMetrics {
    /// Space between the panel and the canvas's left and bottom edges.
    static let margin = 12.0
    /// Space between the panel's edge and what it holds.
    static let padding = 8.0
    /// Space between the frame-time graph and the range strip.
    static let sectionSpacing = 10.0
    /// Space between the rows inside a section.
    static let rowSpacing = 3.0
    /// The content width when the canvas is wide enough.
    static let preferredContentWidth = 400.0
    // Below this the header lines would wrap and the strip's cells would be slivers, so the
    // overlay is left out rather than drawn unreadable.
    static let minimumContentWidth = 280.0
    /// The column at the left of both sections holding the row and reference-line labels.
    static let gutterWidth = 30.0
    /// The panel's corner radius.
    static let cornerRadius = 8.0
}
