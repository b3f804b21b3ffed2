import Foundation

/// The header a layout that pins its headers shows at the viewport's leading edge: that of the
/// section the edge is in, held at the edge while its section passes under it, and pushed
/// off by the end of its section, so that the next section's header, coming up, never overlaps
/// it (UIKit's `sectionHeadersPinToVisibleBounds`, Texture's sticky headers). A plain value:
/// usable on any thread.
public struct PinnedHeader: Hashable, Sendable {
    /// The section whose header this is. Any thread.
    public var section: Int
    /// Where the header shows, content coordinates: its own frame moved along the scroll axis,
    /// never above where the layout places it. Any thread.
    public var frame: Rect

    /// A pinned header of `section` at `frame`. Any thread.
    public init(section: Int, frame: Rect) {
        self.section = section
        self.frame = frame
    }

    /// The header of `section` (laid out at `header`) pinned to `visibleStart`, the viewport's
    /// leading edge along `axis`, within its section, which ends at `sectionEnd`: at the edge,
    /// but never before its own place nor past the section's end less its length. Any thread.
    public static func pinning(section: Int, header: Rect, sectionEnd: Double, visibleStart: Double,
                               axis: ScrollAxis) -> PinnedHeader {
        let start = axis == .vertical ? header.minY : header.minX
        let length = axis == .vertical ? header.height : header.width
        let pinned = max(start, min(visibleStart, sectionEnd - length))
        let frame = axis == .vertical
            ? Rect(x: header.minX, y: pinned, width: header.width, height: header.height)
            : Rect(x: pinned, y: header.minY, width: header.width, height: header.height)
        return PinnedHeader(section: section, frame: frame)
    }
}
