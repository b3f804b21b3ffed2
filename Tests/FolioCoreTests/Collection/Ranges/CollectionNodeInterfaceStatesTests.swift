@testable import FolioCore
import Foundation
import Testing
import TestSupport

/// Interface states in nested collections (a pager of feeds) and in a pager of pages: a nested
/// collection's cells are visible only while its item is on screen in the parent.
@Suite("Nested interface states", .serialized)
@MainActor
struct CollectionNodeInterfaceStatesTests {
    private let log = InterfaceStateLog()

    /// A settled pager of 10 feeds on page 5, 800×600, with its data source (which the pager
    /// holds weakly: keep it).
    private func feeds() -> (PagerNode, ManualWorkScheduler, StateLoggingPagerSource) {
        let scheduler = ManualWorkScheduler()
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .asynchronous(scheduler), initialPage: 5, wake: {})
        let source = StateLoggingPagerSource(pages: 10, items: 200, log: log)
        pager.dataSource = source
        pager.setBounds(Size(width: 800, height: 600), scale: 1, at: 0)
        settle(pager, scheduler, at: 0)
        return (pager, scheduler, source)
    }

    private func settle(_ pager: PagerNode, _ scheduler: ManualWorkScheduler, at time: Double) {
        var step = 0
        repeat {
            scheduler.runAll()
            pager.tick(at: time + Double(step) / 60)
            step += 1
        } while (!scheduler.pendingKeys.isEmpty || pager.isMoving) && step < 600
    }

    /// The cells of page `page`'s feed, by item.
    private func cells(ofPage page: Int, in pager: PagerNode) -> [Int: StateLoggingCell] {
        guard let feed = pager.collectionNode(forPageAt: page) else { return [:] }
        return feed.data.elements.reduce(into: [:]) { cells, element in
            if let cell = element.value.node as? StateLoggingCell { cells[element.key] = cell }
        }
    }

    @Test("Only the feed on screen has visible cells; its neighbours' cells are in their ranges but never visible")
    func onlyTheFeedOnScreenIsVisible() throws {
        let (pager, _, source) = feeds()
        defer { withExtendedLifetime(source) {} }
        #expect(pager.pagesWithCollections.contains(4) && pager.pagesWithCollections.contains(6), "\(pager.pagesWithCollections)")
        let current = cells(ofPage: 5, in: pager)
        #expect(current[0]?.interfaceState == [.preload, .display, .visible])
        #expect(current.filter { $0.value.interfaceState.contains(.visible) }.keys.sorted() == Array(0..<6))
        let neighbour = cells(ofPage: 6, in: pager)
        #expect(!neighbour.isEmpty, "the next feed made its first screen")
        #expect(neighbour.values.allSatisfy { !$0.interfaceState.contains(.visible) && $0.interfaceState.contains(.preload) },
                "\(neighbour.mapValues(\.interfaceState))")
        #expect(pager.collectionNode(forPageAt: 6)?.isShownOnScreen == false)
        #expect(pager.collectionNode(forPageAt: 5)?.isShownOnScreen == true)
        #expect(log.firstStepOutOfOrder == nil)
    }

    @Test("Paging to the next feed: its cells become visible, the old feed's cells stop being visible, each one step at a time")
    func pagingMovesVisibility() throws {
        let (pager, scheduler, source) = feeds()
        defer { withExtendedLifetime(source) {} }
        log.clear()
        pager.scrollToPage(at: 6, animated: false)
        settle(pager, scheduler, at: 1)
        #expect(log.calls(of: "6/0").contains("+visible"), "\(log.calls(of: "6/0"))")
        #expect(log.calls(of: "5/0").first == "-visible", "feed 5's first cell first leaves the screen: \(log.calls(of: "5/0"))")
        #expect(cells(ofPage: 6, in: pager)[0]?.interfaceState.contains(.visible) == true)
        #expect(cells(ofPage: 5, in: pager).values.allSatisfy { !$0.interfaceState.contains(.visible) })
        #expect(log.firstStepOutOfOrder == nil, "\(log.firstStepOutOfOrder ?? "")")
    }

    @Test("A feed let go (its page far away) takes its cells out of every state")
    func releasedFeedExits() throws {
        let (pager, scheduler, source) = feeds()
        defer { withExtendedLifetime(source) {} }
        let old = cells(ofPage: 5, in: pager).values.map { $0 }
        #expect(!old.isEmpty)
        pager.scrollToPage(at: 9, animated: false)
        settle(pager, scheduler, at: 1)
        #expect(pager.collectionNode(forPageAt: 5) == nil, "feed 5 was let go")
        #expect(old.allSatisfy { $0.interfaceState == [] && $0.badge.interfaceState == [] })
        #expect(log.calls(of: "5/0").last == "-preload")
        #expect(log.firstStepOutOfOrder == nil)
    }

    @Test("A pager's pages: the page on screen is visible, its neighbours are displayed or preloaded, and a swipe moves them")
    func pagerPages() throws {
        let scheduler = ManualWorkScheduler()
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .asynchronous(scheduler), initialPage: 3, wake: {})
        let source = StateLoggingPagerPages(count: 10, log: log)
        pager.dataSource = source
        pager.setBounds(Size(width: 800, height: 600), scale: 1, at: 0)
        settle(pager, scheduler, at: 0)
        #expect(pager.nodeForPage(at: 3)?.interfaceState == [.preload, .display, .visible])
        #expect(pager.nodeForPage(at: 4)?.interfaceState.contains(.visible) == false)
        pager.scrollToPage(at: 4, animated: false)
        settle(pager, scheduler, at: 1)
        #expect(pager.nodeForPage(at: 4)?.interfaceState == [.preload, .display, .visible])
        #expect(pager.nodeForPage(at: 3)?.interfaceState.contains(.visible) == false)
        #expect(log.calls(of: "3").contains("-visible"))
        #expect(log.firstStepOutOfOrder == nil)
        withExtendedLifetime(source) {}
    }
}
