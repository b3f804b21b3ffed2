import Foundation

extension CollectionLayout {
    /// The item (flat) whose slot an item dragged to `point` (content coordinates) drops into:
    /// among the items intersecting `rect`, the one whose frame holds `point`, else the one whose
    /// frame comes nearest it (a gap between cells, the margin beside a list's rows, below a
    /// section's last row); between equally near frames, the one whose centre is nearest. Nil
    /// when no item intersects `rect`. Works alike for grids, masonries and lists, across their
    /// sections, since it asks only frames. O(log n + k) for the k items in `rect`. Any thread
    /// (the collection asks on the main thread).
    public func moveTargetItem(at point: Point, within rect: Rect) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        var best: (item: Int, gap: Double, centre: Double)?
        for item in items(in: rect) {
            guard let frame = frame(ofItem: item) else { continue }
            let dx = max(frame.minX - point.x, 0, point.x - frame.maxX)
            let dy = max(frame.minY - point.y, 0, point.y - frame.maxY)
            let gap = (dx * dx + dy * dy).squareRoot()
            let cx = frame.midX - point.x, cy = frame.midY - point.y
            let centre = (cx * cx + cy * cy).squareRoot()
            if let current = best, current.gap < gap || (current.gap == gap && current.centre <= centre) { continue }
            best = (item, gap, centre)
        }
        return best?.item
    }
}
