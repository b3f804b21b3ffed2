/// How a collection lays out a large data set without holding the main thread: the layout takes
/// the first `stepItems` items at once and the rest `stepItems` at a time, appended in the
/// collection's ticks for at most `secondsPerTick` each, so that neither the reload that brings a
/// million items nor any frame after it waits for a million size hints. Only layouts that append
/// in place (`CollectionLayout.appendsInPlace`) go in steps: for the others each step would lay
/// everything out again.
///
/// While steps remain, the layout holds a prefix of the items (every section before the one it
/// is in whole, that one in part, the later ones empty): what is laid out is scrolled, shown and
/// hit-tested as usual, and the content grows at its end as the steps go on. A plain value:
/// usable on any thread; its collection keeps it on the main thread.
struct LayoutSteps: Sendable {
    /// Beyond this many sections a data set is laid out at once: each step's prefix and append
    /// cost a pass over the sections.
    static let maximumSectionCount = 1_024

    /// The items each step lays out (at least 1).
    var stepItems = 1_024 {
        didSet { stepItems = max(1, stepItems) }
    }
    /// The main-thread time one tick may spend on steps, seconds; a tick takes at least one
    /// step, so 0 means one step a tick.
    var secondsPerTick = 0.004

    /// The counts of every section: what the layout grows to; nil when it holds every item.
    private(set) var target: SectionItemCounts?
    /// The items (flat, from the first) the layout holds while steps remain.
    private(set) var laidOutItems = 0

    /// Whether items remain to be laid out.
    var isPending: Bool { target != nil }

    /// What to lay out first for `sections`: all of them when they are few, or have many
    /// sections, or the layout does not append in place (no steps remain then); else the first
    /// step, the rest left for `next()`.
    mutating func begin(_ sections: SectionItemCounts, appendsInPlace: Bool) -> SectionItemCounts {
        guard appendsInPlace, sections.itemCount > stepItems, sections.sectionCount <= Self.maximumSectionCount else {
            cancel()
            return sections
        }
        target = sections
        laidOutItems = stepItems
        return Self.prefix(of: sections, items: laidOutItems)
    }

    /// Items appended to the data (`sections`, the target with items appended) while the layout
    /// holds `laidOut` items in `laidOutSections`: nil when the layout should take them all now
    /// (few new ones, or a layout or sections that do not go in steps), else the sections to
    /// append up to, the rest left for `next()`.
    mutating func append(_ sections: SectionItemCounts, laidOutItems laidOut: Int, appendsInPlace: Bool) -> SectionItemCounts? {
        if let target {
            // Other sections are no append to the steps: all at once then.
            guard sections.sectionCount == target.sectionCount else {
                cancel()
                return sections
            }
            // Steps under way: they now run to the new end.
            self.target = sections
            return nil
        }
        guard appendsInPlace, sections.itemCount - laidOut > stepItems, sections.sectionCount <= Self.maximumSectionCount else {
            cancel()
            return sections
        }
        target = sections
        laidOutItems = laidOut + stepItems
        return Self.prefix(of: sections, items: laidOutItems)
    }

    /// The sections of the next step, or nil when none remains; the last step ends the steps.
    mutating func next() -> SectionItemCounts? {
        through(item: laidOutItems + stepItems - 1)
    }

    /// The sections that lay out every item up to `item` (flat) and the rest of its step, or nil
    /// when the layout already holds it or no steps remain; covering the last item ends the
    /// steps.
    mutating func through(item: Int) -> SectionItemCounts? {
        guard let target, item >= laidOutItems else { return nil }
        // Whole steps, so that the steps after line up as before; compared before multiplying,
        // so that an item far past the end cannot overflow.
        let steps = (item - laidOutItems) / stepItems + 1
        let remaining = target.itemCount - laidOutItems
        laidOutItems += steps <= remaining / stepItems ? steps * stepItems : remaining
        guard laidOutItems < target.itemCount else {
            cancel()
            return target
        }
        return Self.prefix(of: target, items: laidOutItems)
    }

    /// Ends the steps: the layout is taken as holding every item (a new layout of all of them
    /// follows, or the data went).
    mutating func cancel() {
        target = nil
        laidOutItems = 0
    }

    /// The counts of the first `items` items of `sections` (flat): the sections before the one
    /// holding the item at `items` whole, that one cut there, the later ones empty; the same
    /// sections count, so that each step is an append to the last.
    static func prefix(of sections: SectionItemCounts, items: Int) -> SectionItemCounts {
        var left = max(0, items)
        return SectionItemCounts(sections.counts.map { count in
            let taken = min(count, left)
            left -= taken
            return taken
        })
    }
}
