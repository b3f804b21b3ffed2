import FolioCommandLine
import FolioCore
import FolioSDL
import Foundation

/// folio-photos in its window: the grid of the folder's photos under a title row, the viewer
/// opened on a photo, the photos the scan and the folder's watch bring, and the `--events`
/// lines. The host's delegate. Main thread.
@MainActor
final class PhotosApp: SDLHostDelegate, PhotoLibraryListener {
    let grid: PhotoGrid
    private let viewer: PhotoViewer
    let chrome: PhotosChrome
    private let log: EventLines
    private weak var host: SDLHost?
    /// Items already reported as drawn with their content (kept only while events are on).
    private var itemsWithContent = Set<Int>()
    /// When the last `scan-progress` line was written, on the system's monotonic clock.
    private var lastProgressReport = -Double.infinity
    /// The photo to open once it is known (`folio-photos FILE`).
    private var pendingOpen: String?
    /// Makes every photo's thumbnail once the scan is done; nil without a thumbnail folder.
    private let thumbnailer: BackgroundThumbnailer?
    /// The search field in the title row and the grid's filter.
    let search: PhotosSearchController

    /// The most `scan-progress` lines a second.
    static let progressReportsPerSecond = 10.0

    init(grid: PhotoGrid, viewer: PhotoViewer, chrome: PhotosChrome, log: EventLines, thumbnailer: BackgroundThumbnailer?,
         opening file: String?, wake: @escaping @Sendable () -> Void) {
        search = PhotosSearchController(grid: grid, chrome: chrome, log: log, wake: wake)
        self.grid = grid
        self.thumbnailer = thumbnailer
        self.viewer = viewer
        self.chrome = chrome
        self.log = log
        pendingOpen = file
        grid.onOpen = { [weak self] item in self?.open(item) }
    }

    /// Runs the browser in `host` until the user quits.
    func run(in host: SDLHost) {
        self.host = host
        host.delegate = self
        host.insets = EdgeInsets(top: TitleRow.height, left: 0, bottom: 0, right: 0)
        search.attach(to: host)
        openPendingFileIfKnown()
        host.run()
    }

    private var isViewing: Bool {
        guard let host, let pager = viewer.pager else { return false }
        return host.root === pager
    }

    // MARK: - What the scan and the watch bring

    /// The scan has found `found` files and read `indexed` of them.
    func scanProgressed(found: Int, indexed: Int) {
        chrome.titleRow.scan = (found, indexed)
        host?.setNeedsDisplay()
        let now = ProcessInfo.processInfo.systemUptime
        guard now - lastProgressReport >= 1 / Self.progressReportsPerSecond else { return }
        lastProgressReport = now
        log.write(PhotosEvent(event: "scan-progress", found: found, indexed: indexed))
    }

    /// The scan has read the whole folder.
    func scanFinished(seconds: Double) {
        chrome.titleRow.scan = nil
        host?.setNeedsDisplay()
        // The rest of the library's thumbnails, at the size of a flow cell, newest first.
        thumbnailer?.start(grid.library.sections.flatMap(\.photos), size: .covering(pixelSide: grid.columnPixelWidth))
        log.write(PhotosEvent(event: "scan-done", photos: grid.library.photoCount, seconds: (seconds * 1000).rounded() / 1000))
    }

    /// Shows `next`, made from the photos shown by `change`: at once before the first frame (the
    /// index's photos), as an animated batch update after it.
    func show(_ next: PhotoSections, change: PhotoSections.Change) {
        guard !change.isEmpty else { return }
        // Photos in the change that were there before changed their records: drawn anew.
        let previous = grid.library
        let rewritten = change.insertedItems.compactMap { next.photo(at: $0)?.path }.filter { previous.photo(atPath: $0) != nil }
        let log = self.log, reports = hasShownFirstFrame
        let added = change.insertedPhotoCount, removed = change.deletedPhotoCount
        search.show(next, rewritten: rewritten, animated: hasShownFirstFrame) {
            guard reports else { return }
            if added > 0 { log.write(PhotosEvent(event: "added", count: added)) }
            if removed > 0 { log.write(PhotosEvent(event: "removed", count: removed)) }
        }
        chrome.titleRow.photoCount = next.photoCount
        viewer.photosChanged(to: grid.photos, isShowing: isViewing)
        host?.setNeedsDisplay()
        openPendingFileIfKnown()
    }

    /// Whether the window has shown its first frame (`ready` was reported).
    private var hasShownFirstFrame = false

    // MARK: - The viewer

    /// Opens the viewer on `item` (a flat index).
    private func open(_ item: Int) {
        guard let host, let photo = grid.photos.photo(atFlatIndex: item) else { return }
        let pager = viewer.pager(showing: grid.photos, at: item)
        // Nobody sees the grid meanwhile: it keeps only what is on screen.
        grid.collection.forcedRangeMode = .visibleOnly
        search.setShown(false)
        host.show(pager)
        chrome.titleRow.viewing = (item, (photo.path as NSString).lastPathComponent)
        log.write(PhotosEvent(event: "opened", item: item, path: photo.path))
    }

    /// Opens the photo named on the command line once the grid has it.
    private func openPendingFileIfKnown() {
        guard let path = pendingOpen, host != nil, let item = grid.photos.flatIndex(ofPath: path) else { return }
        pendingOpen = nil
        open(item)
    }

    /// Back to the grid, at the photo the viewer showed, focused.
    private func close() {
        guard let host, let pager = viewer.pager, host.root === pager else { return }
        let item = pager.currentPageIndex
        pager.forcedRangeMode = .visibleOnly
        grid.collection.forcedRangeMode = nil
        host.show(grid.collection)
        search.setShown(true)
        grid.focus(item, animated: false)
        chrome.titleRow.viewing = nil
        log.write(PhotosEvent(event: "closed", item: item))
    }

    // MARK: - Host

    func host(_ host: SDLHost, perform command: HostCommand) -> Bool {
        if command == .find, !isViewing {
            search.focus()
            return true
        }
        guard command == .back, isViewing else { return false }
        close()
        return true
    }

    func host(_ host: SDLHost, didReport event: HostEvent) {
        switch event {
        case let .ready(width, height):
            hasShownFirstFrame = true
            log.write(PhotosEvent(event: "ready", photos: grid.library.photoCount, width: width, height: height))
        case let .collection(.scrollSettled(offset, first, last)):
            log.write(PhotosEvent(event: "scroll-settled", offset: (offset * 100).rounded() / 100, first: first, last: last))
        case .collection(.selected(let item)):
            log.write(PhotosEvent(event: "selected", item: item))
        case .collection(.settled(let page)):
            if let path = viewer.currentPath { chrome.titleRow.viewing = (page, (path as NSString).lastPathComponent) }
            log.write(PhotosEvent(event: "settled", page: page))
        case .collection(.zoomed(let scale)):
            log.write(PhotosEvent(event: "zoomed", scale: (scale * 100).rounded() / 100))
        case let .resized(width, _):
            search.layOut(windowWidth: Double(width))
        case .collection(.activated), .collection(.nested), .nestedContent:
            // Opening is reported by `open` with the photo's path; nothing nests.
            break
        case .collection(.selectedItems), .collection(.moved), .collection(.menu), .collection(.tapped), .collection(.hover):
            // The browser's grid selects one photo at a time and has no menus or moves.
            break
        case .content(let item):
            guard host.root === grid.collection, item >= 0, log.isEnabled, itemsWithContent.insert(item).inserted else { return }
            log.write(PhotosEvent(event: "content", item: item))
        }
    }
}
