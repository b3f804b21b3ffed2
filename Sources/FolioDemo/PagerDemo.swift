import FolioCore
import FolioSDL
import Foundation

/// The photos and stress demos' side of the host: reports the pager's events as the demos'
/// event lines (ready, settled, content, resized, updated), and in the photos demo deletes the
/// page shown (Delete or Backspace) and inserts a new photo before it (I), as animated batch
/// updates. Main thread only.
@MainActor
final class PagerDemo: SDLHostDelegate {
    let pager: PagerNode
    let log: EventLog
    /// The photos demo's pages, which Delete and I edit; nil for the stress demo, which has no
    /// such keys.
    private let photos: PhotosDataSource?
    /// Pages already reported as drawn with their content (kept only while events are on).
    private var pagesWithContent = Set<Int>()
    /// Times the edits for `--stats`; nil without it.
    let updateCosts: UpdateCostRecorder?

    init(pager: PagerNode, log: EventLog, photos: PhotosDataSource? = nil, measuresUpdates: Bool = false) {
        self.pager = pager
        self.log = log
        self.photos = photos
        updateCosts = measuresUpdates ? UpdateCostRecorder() : nil
    }

    func host(_ host: SDLHost, perform command: HostCommand) -> Bool {
        guard let photos else { return false }
        switch command {
        case .delete:
            deleteCurrentPage(of: photos, in: host)
        case .shortcut("i"):
            insertPage(into: photos, in: host)
        default:
            return false
        }
        return true
    }

    /// Deletes the page shown (while a swipe or a key animates, the one it is heading for); the
    /// next one takes its place (the previous at the end). With no pages it does nothing.
    private func deleteCurrentPage(of photos: PhotosDataSource, in host: SDLHost) {
        guard pager.numberOfPages > 0 else { return }
        let page = min(pager.currentPageIndex, pager.numberOfPages - 1)
        photos.deletePage(at: page)
        update("delete", in: host) { pager.deleteItems(at: [IndexPath(item: page, section: 0)]) }
    }

    /// Inserts a new photo's page before the page shown, which stays on screen (its index goes
    /// up by one); with no pages, the new one is the first. A pager already holding the most
    /// pages it can (2⁵²) takes no more.
    private func insertPage(into photos: PhotosDataSource, in host: SDLHost) {
        guard pager.numberOfPages < PagerNode.maximumPageCount else { return }
        let page = pager.numberOfPages == 0 ? 0 : min(pager.currentPageIndex, pager.numberOfPages - 1)
        photos.insertPage(at: page)
        update("insert", in: host) { pager.insertItems(at: [IndexPath(item: page, section: 0)]) }
    }

    /// Applies `changes` as one animated batch and reports `updated` with the page count and the
    /// page shown after it, once its animation has ended (or the next batch or a drag cut it
    /// short). `kind` names the edit for `--stats`, which times it in `host`'s frames.
    private func update(_ kind: String, in host: SDLHost, _ changes: () -> Void) {
        let report = PendingReport()
        let costs = updateCosts
        func apply(measuredAs number: Int?) {
            pager.performBatchUpdates(changes) { [log, weak host] _ in
                report.send(log)
                if let number, let host { costs?.end(number, frame: host.statistics.frameWork.totalCount) }
            }
        }
        if let costs {
            costs.measure(kind, frame: host.statistics.frameWork.totalCount, items: { pager.numberOfPages }) { apply(measuredAs: $0) }
        } else {
            apply(measuredAs: nil)
        }
        report.line = EventLog.Line(event: "updated", page: pager.currentPageIndex, pages: pager.numberOfPages)
    }

    func host(_ host: SDLHost, didReport event: HostEvent) {
        switch event {
        case let .ready(width, height):
            log.write(.init(event: "ready", page: pager.currentPageIndex, pages: pager.numberOfPages, width: width, height: height))
        case .collection(.settled(let page)):
            log.write(.init(event: "settled", page: page))
        case .collection(.zoomed(let scale)):
            log.write(.zoomed(scale))
        case .content(let page):
            guard log.isEnabled, pagesWithContent.insert(page).inserted else { return }
            log.write(.init(event: "content", page: page))
        case let .resized(width, height):
            log.write(.init(event: "resized", page: pager.currentPageIndex, width: width, height: height))
        case .collection, .nestedContent:
            break
        }
    }
}
