import FolioCommandLine
import FolioCore
import FolioSDL
import Foundation

/// folio-photos' search as the window shows it: the field at the right of the title row
/// (Ctrl+F or `/` focuses it; Esc clears it, then leaves it; Return or Down goes to the first
/// result), the query typed, and the grid filtered to what it finds: each keystroke and each
/// change the scan brings while a query is typed is searched on the worker and applied to the
/// grid as one animated snapshot, and reported as `search{text,results}` once applied. Main
/// thread.
@MainActor
final class PhotosSearchController {
    /// The field typed into.
    let field = EditableTextNode()
    /// Finds the photos on a worker.
    private let worker = PhotoSearch()
    private let grid: PhotoGrid
    private let chrome: PhotosChrome
    private let log: EventLines
    private weak var host: SDLHost?
    /// The text searched for (as typed); empty without a search.
    private(set) var text = ""
    /// The number of the last search sent to the worker: older results are not shown.
    private var latestRequest = 0
    /// Wakes the host's loop, asleep until an event comes, to run what the worker hands over.
    private let wake: @Sendable () -> Void

    /// The search of `grid`, whose title row is `chrome`'s, reported to `log`; `wake` wakes the
    /// host's loop.
    init(grid: PhotoGrid, chrome: PhotosChrome, log: EventLines, wake: @escaping @Sendable () -> Void) {
        self.grid = grid
        self.wake = wake
        self.chrome = chrome
        self.log = log
        field.placeholder = "Search photos"
        field.escapeClearsText = true
        field.textDidChange = { [weak self] field in self?.textChanged(to: field.text) }
        field.returnAction = { [weak self] _ in self?.goToResults() }
    }

    /// Whether a query is typed: the grid shows what it finds.
    var isSearching: Bool { !PhotoQuery(text).isEmpty }

    /// Puts the field in `host`'s title row.
    func attach(to host: SDLHost) {
        self.host = host
        host.textFields = [field]
        chrome.titleRow.showsSearchField = true
        layOut(windowWidth: host.windowSize.width)
    }

    /// Places the field for a window `width` wide.
    func layOut(windowWidth width: Double) {
        field.frame = TitleRow.searchFieldFrame(windowWidth: width)
    }

    /// Shows or hides the field (hidden in the viewer, whose title row names the photo).
    func setShown(_ shown: Bool) {
        guard let host else { return }
        if !shown, field.isFocused { host.focus(nil) }
        host.textFields = shown ? [field] : []
    }

    /// Focuses the field (Ctrl+F, `/`).
    func focus() {
        host?.focus(field)
    }

    /// Shows `library` in the grid, through the search when one is typed; `rewritten` are the
    /// photos whose records changed in place, `completion` runs once the grid shows it.
    func show(_ library: PhotoSections, rewritten: [String], animated: Bool, completion: (@MainActor @Sendable () -> Void)? = nil) {
        guard isSearching else {
            latestRequest += 1
            chrome.titleRow.search = nil
            grid.show(library, of: library, rewritten: rewritten, animated: animated, completion: completion)
            return
        }
        search(text, in: library, rewritten: rewritten, animated: animated, reporting: false, completion: completion)
    }

    /// The text typed changed: the grid shows what it finds (everything once it is empty).
    private func textChanged(to text: String) {
        self.text = text
        let library = grid.library
        if PhotoQuery(text).isEmpty {
            latestRequest += 1
            chrome.titleRow.search = nil
            host?.setNeedsDisplay()
            let log = self.log, count = library.photoCount
            grid.show(library, of: library, animated: true) { log.write(PhotosEvent(event: "search", text: text, results: count)) }
            return
        }
        search(text, in: library, rewritten: [], animated: true, reporting: true, completion: nil)
    }

    /// Searches `library` for `text` on the worker, then shows what it finds, if no later search
    /// overtook it; reports it when `reporting`.
    private func search(_ text: String, in library: PhotoSections, rewritten: [String], animated: Bool, reporting: Bool,
                        completion: (@MainActor @Sendable () -> Void)?) {
        latestRequest += 1
        let request = latestRequest
        let wake = self.wake
        worker.search(text, in: library) { [weak self] results, query in
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.showResults(results, of: library, for: query, request: request, rewritten: rewritten,
                                                             animated: animated, reporting: reporting, completion: completion) }
            }
            wake()
        }
    }

    /// Shows a search's results, unless a later search overtook it.
    private func showResults(_ results: PhotoSections, of library: PhotoSections, for query: String, request: Int, rewritten: [String],
                             animated: Bool, reporting: Bool, completion: (@MainActor @Sendable () -> Void)?) {
        guard request == latestRequest else {
            completion?()
            return
        }
        chrome.titleRow.search = (query, results.photoCount)
        host?.setNeedsDisplay()
        let log = self.log, count = results.photoCount
        grid.show(results, of: library, rewritten: rewritten.filter { results.photo(atPath: $0) != nil }, animated: animated) {
            if reporting { log.write(PhotosEvent(event: "search", text: query, results: count)) }
            completion?()
        }
    }

    /// Leaves the field for the grid, on its first photo (Return in the field).
    private func goToResults() {
        guard let host, grid.photos.photoCount > 0 else { return }
        host.focus(nil)
        grid.focus(0, animated: true)
    }
}
