/// Which pages the range strip shows: a run of consecutive pages around the position, shifted
/// to stay within the pages of a bounded pager and wrapping in a circular one, so page 0 of a
/// circular pager has the last pages on its left. A plain value: usable on any thread.
struct RangeDebugBarsWindow: Hashable, Sendable {
    /// The leftmost cell's page, before wrapping.
    let first: Int
    /// How many cells hold a page.
    let count: Int
    /// The pager's page count.
    let pageCount: Int
    /// Whether page indexes wrap.
    let isCircular: Bool
    /// The cell of the page nearest the position.
    let currentSlot: Int
    /// The position in cells from the leftmost cell's left edge: where the viewport starts.
    let markerOffset: Double
    /// The position as the header shows it: wrapped into 0..<pageCount when circular.
    let displayPosition: Double

    /// The window of at most `slots` cells for `position` in a pager of `pageCount` pages.
    init(position: Double, pageCount: Int, isCircular: Bool, slots: Int) {
        self.pageCount = max(0, pageCount)
        self.isCircular = isCircular
        count = max(0, min(slots, pageCount))
        guard count > 0 else {
            first = 0
            currentSlot = 0
            markerOffset = 0
            displayPosition = 0
            return
        }
        let finite = position.isFinite ? position : 0
        let pages = Double(pageCount)
        let place: Double
        if isCircular {
            let remainder = finite.truncatingRemainder(dividingBy: pages)
            place = remainder < 0 ? remainder + pages : remainder
        } else {
            // The rubber band never pulls a whole page past an end; clamping first keeps the
            // conversion to Int below safe for any position.
            place = min(max(finite, -1), pages)
        }
        // Saturating: a page count near Int.max would put `place` beyond what Int(_:) takes.
        let nearest = PageIndex.whole(place)
        if isCircular {
            first = nearest - count / 2
            currentSlot = count / 2
        } else {
            let current = min(max(nearest, 0), pageCount - 1)
            first = min(max(current - count / 2, 0), pageCount - count)
            currentSlot = current - first
        }
        markerOffset = place - Double(first)
        displayPosition = isCircular ? place : finite
    }

    /// The page in cell `slot` (0..<count).
    func page(at slot: Int) -> Int {
        let raw = first + slot
        guard isCircular, pageCount > 0 else { return raw }
        return PageIndex.wrapped(raw, count: pageCount)
    }
}
