import FolioCore
import FolioSDL
import Foundation

/// The grid demo's search: Ctrl+F or `/` shows the search bar above the grid with its field
/// focused; what is typed filters the grid. While a query is typed the grid is fed by a diffable
/// data source with a snapshot of the matching items (their sections kept): the first keystroke
/// switches to it at once, each later one animates from the last; clearing the text gives the
/// grid back to the demo's own data source, every item in its place. Filtering and diffing run
/// off the main thread, so a million items keep the window live. Esc clears the text, then
/// leaves the field, which hides the bar. `search{text,results}` is reported once each result
/// is shown. Edits (Delete, I, S, Duplicate, moves) are refused while the grid is filtered: they
/// would change places the user cannot see. Main thread.
@MainActor
final class GridSearch {
    /// The field typed into.
    let field = EditableTextNode()
    /// The filtered grid's data source while a query is typed; nil while the demo's own feeds it.
    private(set) var filtered: CollectionDiffableDataSource<Int, Int>?
    private let details: GridItemDetails
    private unowned let demo: GridDemo
    private let log: EventLog
    private weak var host: SDLHost?
    /// The first item on screen when the grid was first filtered (its index path among every
    /// item): where the grid goes back to when the search is cleared.
    private var placeBeforeSearch: IndexPath?
    /// The number of the last search started: older results are not shown.
    private var latestRequest = 0
    /// Where queries are matched and snapshots made.
    private let queue = DispatchQueue(label: "folio-demo.search", qos: .userInitiated)
    /// Wakes the host's loop to run what the worker hands over.
    private let wake: @Sendable () -> Void

    /// The search of `demo`'s grid, whose items have `details`, reported to `log`.
    init(demo: GridDemo, details: GridItemDetails, log: EventLog, wake: @escaping @Sendable () -> Void) {
        self.demo = demo
        self.details = details
        self.log = log
        self.wake = wake
        field.placeholder = "Search photos: a name, a camera, a month"
        field.escapeClearsText = true
        field.textDidChange = { [weak self] field in self?.textChanged(to: field.text) }
        field.returnAction = { [weak self] _ in self?.goToResults() }
        field.focusDidChange = { [weak self] _ in self?.focusChanged() }
    }

    /// Whether the grid shows a query's results rather than every item.
    var isFiltering: Bool { filtered != nil }

    /// Whether the bar shows.
    private(set) var isShown = false

    /// Shows the bar with the field focused (Ctrl+F, `/`).
    func show(in host: SDLHost) {
        self.host = host
        if !isShown {
            isShown = true
            host.insets = EdgeInsets(top: GridSearchBar.height, left: 0, bottom: 0, right: 0)
            host.textFields = [field]
            layOut(windowWidth: host.windowSize.width)
        }
        host.focus(field)
    }

    /// Whether hiding the bar waits for the main queue.
    private var isHidePending = false

    /// The field gained or lost the keyboard: once it has let it go with nothing in it (Esc
    /// after Esc, a click on the grid), the bar is hidden, giving the grid the window. Not at
    /// once: the host is still handing the focus over.
    private func focusChanged() {
        guard isShown, !isHidePending, !field.isFocused, GridQuery(field.text).isEmpty else { return }
        isHidePending = true
        DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.hideIfLeftEmpty() } }
        wake()
    }

    /// Hides the bar if the field is still unfocused and empty.
    private func hideIfLeftEmpty() {
        isHidePending = false
        guard let host, isShown, !field.isFocused, GridQuery(field.text).isEmpty else { return }
        isShown = false
        host.textFields = []
        host.insets = .zero
    }

    /// The text of a search that finds nothing, shown in the empty grid; nil otherwise.
    private(set) var unmatchedText: String?
    /// How many items the search shown finds, once its snapshot is applied; nil while the grid
    /// shows every item. The bar says it beside the field.
    private(set) var resultCount: Int?
    /// Every item the grid has, searched or not.
    var itemCount: Int { demo.items.itemCount }

    /// Places the field for a window `width` wide.
    func layOut(windowWidth width: Double) {
        field.frame = GridSearchBar.fieldFrame(windowWidth: width)
    }

    /// The identifier of the item shown at `indexPath` while filtered, or nil.
    func itemIdentifier(at indexPath: IndexPath) -> Int? {
        filtered?.itemIdentifier(for: indexPath)
    }

    /// Where item `identifier` is shown while filtered, or nil.
    func indexPath(ofItem identifier: Int) -> IndexPath? {
        filtered?.indexPath(for: identifier)
    }

    // MARK: - Searching

    /// The text typed changed: the grid shows what it finds, or every item once it is empty.
    private func textChanged(to text: String) {
        latestRequest += 1
        let query = GridQuery(text)
        guard !query.isEmpty else {
            showEveryItem(reporting: text)
            return
        }
        let request = latestRequest, items = demo.items, details = self.details, wake = self.wake
        queue.async { [weak self] in
            var snapshot = CollectionSnapshot<Int, Int>()
            let found = details.matches(of: query, in: items)
            snapshot.appendSections(found.map(\.section))
            for section in found { snapshot.appendItems(section.items, toSection: section.section) }
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.show(snapshot, for: text, request: request) }
            }
            wake()
        }
    }

    /// Shows a search's snapshot, unless a later keystroke overtook it: at once the first time
    /// (the grid changes data source), animated from the last one after.
    private func show(_ snapshot: CollectionSnapshot<Int, Int>, for text: String, request: Int) {
        guard request == latestRequest else { return }
        let animated = filtered != nil
        let source = filtered ?? makeFilteredSource()
        let log = self.log, count = snapshot.numberOfItems
        unmatchedText = count == 0 ? text : nil
        source.apply(snapshot, animatingDifferences: animated) { [weak self] in
            self?.resultCount = count
            self?.host?.setNeedsDisplay()
            log.write(.search(text, results: count))
        }
    }

    /// A diffable data source for the grid, set as its data source, whose cells and headers
    /// are the demo's.
    private func makeFilteredSource() -> CollectionDiffableDataSource<Int, Int> {
        placeBeforeSearch = demo.grid.visibleIndexPaths.first
        let source = CollectionDiffableDataSource<Int, Int>(collectionNode: demo.grid) { [unowned demo] _, _, number in
            demo.cellBlock(forItem: number)
        }
        source.supplementaryProvider = { [unowned demo] _, kind, _, section in
            demo.supplementaryBlock(ofKind: kind, forSection: section)
        }
        filtered = source
        return source
    }

    /// Gives the grid back to the demo's data source, every item in its place.
    private func showEveryItem(reporting text: String) {
        unmatchedText = nil
        resultCount = nil
        if filtered != nil {
            filtered = nil
            demo.grid.dataSource = demo
            // Back where the grid was before the search (results scrolled it their own way). The
            // very first item goes back with its header: its bottom edge shown pins the top.
            if let place = placeBeforeSearch {
                demo.grid.scrollToItem(at: place, position: place == IndexPath(item: 0, section: 0) ? .end : .start, animated: false)
            }
        }
        log.write(.search(text, results: demo.items.itemCount))
    }

    /// Leaves the field for the grid's first item (Return in the field).
    private func goToResults() {
        guard let host, demo.grid.numberOfSections > 0 else { return }
        host.focus(nil)
        demo.grid.focusItem(at: IndexPath(item: 0, section: 0), animated: true)
    }
}
