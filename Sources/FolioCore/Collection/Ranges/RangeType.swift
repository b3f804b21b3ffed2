/// The two ranges around the visible pages, as in Texture's `ASLayoutRangeType`. A plain value:
/// usable on any thread.
public enum RangeType: Hashable, Sendable, CaseIterable {
    /// Pages near enough to be drawn ahead of time: their content is rasterised into bitmaps
    /// (and textures), so they appear without a placeholder.
    case display
    /// Pages near enough to be prepared: their node is created and laid out and their images
    /// decoded, but nothing is drawn yet. Always includes the display range.
    case preload
}
