import Foundation

/// Where a collection's items are: its layout, prepared for the bounds and data, and how much of a
/// large data set the layout holds yet (`LayoutSteps`: the rest is laid out in the ticks, rows
/// only appended). A part the collection owns. Main thread.
struct CollectionPlacement {
    /// The layout, prepared for the bounds and data.
    var layout: any CollectionLayout
    /// How much of the data the layout holds yet.
    var steps = LayoutSteps()

    init(layout: any CollectionLayout) {
        self.layout = layout
    }

    /// Whether `layout` can append items after those it holds, at `bounds`.
    private func appendsInPlace(at bounds: Size) -> Bool {
        layout.appendsInPlace && CollectionLayoutMath.isUsable(bounds)
    }

    /// Lays `sections` out anew at `bounds`: a large data set its first step now, the rest by
    /// `step(at:hint:)`.
    mutating func prepare(_ sections: SectionItemCounts, at bounds: Size, hint: (IndexPath) -> Size?) {
        let first = steps.begin(sections, appendsInPlace: appendsInPlace(at: bounds))
        layout.prepare(containerSize: bounds, sections: first, itemSizeHint: hint)
    }

    /// Places the items `sections` adds after `laidOutBefore` (the item count the data had),
    /// keeping what is laid out; while steps remain, the new items join them.
    mutating func append(_ sections: SectionItemCounts, after laidOutBefore: Int, at bounds: Size, hint: (IndexPath) -> Size?) {
        let laidOut = steps.isPending ? steps.laidOutItems : laidOutBefore
        guard let upTo = steps.append(sections, laidOutItems: laidOut, appendsInPlace: appendsInPlace(at: bounds)) else { return }
        layout.prepareAppendingItems(containerSize: bounds, sections: upTo, itemSizeHint: hint)
    }

    /// Lays out the next step, if any remain; returns whether it did.
    mutating func step(at bounds: Size, hint: (IndexPath) -> Size?) -> Bool {
        guard let sections = steps.next() else { return false }
        layout.prepareAppendingItems(containerSize: bounds, sections: sections, itemSizeHint: hint)
        return true
    }

    /// Lays out, now, every item up to `item` (flat) that steps have not reached yet; returns
    /// whether there was any.
    mutating func layOut(through item: Int, at bounds: Size, hint: (IndexPath) -> Size?) -> Bool {
        guard let sections = steps.through(item: item) else { return false }
        layout.prepareAppendingItems(containerSize: bounds, sections: sections, itemSizeHint: hint)
        return true
    }
}
