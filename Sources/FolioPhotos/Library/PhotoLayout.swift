/// How the grid places photos (`--layout`). A plain value: any thread.
enum PhotoLayout: String, Sendable, CaseIterable {
    /// Equal square cells in rows, photos cropped to fill them.
    case flow
    /// Columns of photos at their own (upright) aspect ratios.
    case masonry
}
