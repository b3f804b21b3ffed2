import FolioCore
import FolioSDL

/// The photos and stress demos' side of the host: reports the pager's events as the demos'
/// event lines (ready, settled, content, resized). Main thread only.
@MainActor
final class PagerDemo: SDLHostDelegate {
    let pager: PagerNode
    let log: EventLog
    /// Pages already reported as drawn with their content (kept only while events are on).
    private var pagesWithContent = Set<Int>()

    init(pager: PagerNode, log: EventLog) {
        self.pager = pager
        self.log = log
    }

    func host(_ host: SDLHost, didReport event: HostEvent) {
        switch event {
        case let .ready(width, height):
            log.write(.init(event: "ready", page: pager.currentPageIndex, pages: pager.numberOfPages, width: width, height: height))
        case .collection(.settled(let page)):
            log.write(.init(event: "settled", page: page))
        case .content(let page):
            guard log.isEnabled, pagesWithContent.insert(page).inserted else { return }
            log.write(.init(event: "content", page: page))
        case let .resized(width, height):
            log.write(.init(event: "resized", page: pager.currentPageIndex, width: width, height: height))
        case .collection:
            break
        }
    }
}
