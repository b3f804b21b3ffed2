/// The selected items of a collection (flat indexes), with the anchor a Shift-click or a
/// Shift+arrow extends a range from and the item selected last: what a click, a Ctrl-click, a
/// Shift-click, Ctrl+A and Esc would make of it, worked out before the delegate is asked
/// (`CollectionNode+Selection.swift` applies what it allows). Batch updates move it with the
/// items (`remap(_:)`). A plain value: usable on any thread.
struct ItemSelection: Hashable, Sendable {
    /// The selected items.
    private(set) var items: Set<Int> = []
    /// Where a range starts: the last item clicked or Ctrl-clicked; nil before any.
    var anchor: Int?
    /// The item selected last, while it stays selected.
    private(set) var lead: Int?

    /// The selected items in ascending order.
    var sorted: [Int] { items.sorted() }

    /// The one item that stands for the selection: the item selected last while it is
    /// selected, else the first selected.
    var representative: Int? {
        if let lead, items.contains(lead) { return lead }
        return items.min()
    }

    /// Whether `item` is selected.
    func contains(_ item: Int) -> Bool { items.contains(item) }

    /// How many items are selected.
    var count: Int { items.count }

    /// Makes `target` the selection; `lead`, when it is in it, becomes the item selected last.
    mutating func replace(with target: Set<Int>, lead newLead: Int?) {
        items = target
        if let newLead, target.contains(newLead) { lead = newLead } else if let lead, !target.contains(lead) { self.lead = nil }
    }

    /// Selects `item` alone, as a plain click does; it becomes the anchor.
    mutating func selectOnly(_ item: Int) {
        replace(with: [item], lead: item)
        anchor = item
    }

    /// Selects nothing; the anchor stays where the last click left it.
    mutating func clear() {
        replace(with: [], lead: nil)
    }

    // MARK: - What input would make of it

    /// What a click on `item` with `modifiers` would select, in a collection that allows several:
    /// a plain click that item alone, Ctrl the selection with the item toggled, Shift the range
    /// from the anchor to the item (Ctrl+Shift that range added to the selection). A click with
    /// no anchor yet anchors at the item.
    func target(clicking item: Int, modifiers: KeyModifiers) -> Set<Int> {
        let control = modifiers.contains(.control), shift = modifiers.contains(.shift)
        if shift {
            let range = Self.range(from: anchor ?? item, to: item)
            return control ? items.union(range) : range
        }
        if control {
            var toggled = items
            if toggled.remove(item) == nil { toggled.insert(item) }
            return toggled
        }
        return [item]
    }

    /// Where the anchor is after a click on `item` with `modifiers`: a plain click and a
    /// Ctrl-click set it there; a Shift-click keeps it (or sets it, when there was none).
    func anchor(clicking item: Int, modifiers: KeyModifiers) -> Int {
        modifiers.contains(.shift) ? (anchor ?? item) : item
    }

    /// Every item from `from` to `to`, whichever comes first.
    static func range(from: Int, to: Int) -> Set<Int> {
        Set(min(from, to)...max(from, to))
    }

    // MARK: - Keeping it in step with the data

    /// The data was loaded anew with `itemCount` items: what is past the end goes.
    mutating func reset(itemCount: Int) {
        items = items.filter { $0 < itemCount }
        if let item = anchor, item >= itemCount { anchor = nil }
        if let item = lead, item >= itemCount { lead = nil }
    }

    /// Moves the selection through a batch update with `newIndex` (an old flat index to the new
    /// one, nil when it was deleted): deleted items leave it, moved ones move in it, and a
    /// deleted anchor goes.
    mutating func remap(_ newIndex: (Int) -> Int?) {
        items = Set(items.compactMap(newIndex))
        anchor = anchor.flatMap(newIndex)
        lead = lead.flatMap(newIndex)
    }
}
