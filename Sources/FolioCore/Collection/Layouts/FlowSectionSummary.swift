/// What a flow layout keeps of a run of sections, added up: how many sections, items and lines,
/// and how many sections show lines (a section without items, or items that cannot be shown, is
/// its header alone). Sums of whole numbers, so a section's origin computed from them comes out
/// the same whether the layout was prepared anew or followed a batch update's edits. A plain
/// value: usable on any thread.
struct FlowSectionSummary: AdditiveArithmetic, Hashable, Sendable {
    var sections = 0
    var items = 0
    var lines = 0
    var sectionsWithLines = 0
    /// How many sections' headers were measured (see `FlowLayout.measuresHeaders`).
    var measuredHeaders = 0
    /// The measured headers' lengths, in 1/256 logical pixels: whole numbers, so that their sums
    /// are exact.
    var measuredHeaderUnits = 0

    static let zero = FlowSectionSummary()

    static func + (lhs: Self, rhs: Self) -> Self {
        Self(sections: lhs.sections + rhs.sections, items: lhs.items + rhs.items, lines: lhs.lines + rhs.lines,
             sectionsWithLines: lhs.sectionsWithLines + rhs.sectionsWithLines, measuredHeaders: lhs.measuredHeaders + rhs.measuredHeaders,
             measuredHeaderUnits: lhs.measuredHeaderUnits + rhs.measuredHeaderUnits)
    }

    static func - (lhs: Self, rhs: Self) -> Self {
        Self(sections: lhs.sections - rhs.sections, items: lhs.items - rhs.items, lines: lhs.lines - rhs.lines,
             sectionsWithLines: lhs.sectionsWithLines - rhs.sectionsWithLines, measuredHeaders: lhs.measuredHeaders - rhs.measuredHeaders,
             measuredHeaderUnits: lhs.measuredHeaderUnits - rhs.measuredHeaderUnits)
    }
}
