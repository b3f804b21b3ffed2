import FolioCore
import Foundation
import TestSupport

/// Shelves: an 800×600 vertical list of shelves 200 px tall, each holding, 40 px below its top (a
/// title band), an 800×160 horizontal row of 150×150 cards without spacing (card k spans
/// k·150..<(k+1)·150 of its row). Three shelves fill the screen.
@MainActor
enum ShelfFixture {
    static let size = Size(width: 800, height: 600)
    nonisolated static let shelfHeight = 200.0
    nonisolated static let cardSide = 150.0
    nonisolated static let insets = EdgeInsets(top: 40, left: 0, bottom: 0, right: 0)

    /// Full-width shelves 200 px tall without spacing: shelf k spans k·200..<(k+1)·200.
    static let shelvesLayout = FlowLayout(itemSize: .fixed(Size(width: 800, height: shelfHeight)), interitemSpacing: 0, lineSpacing: 0)

    /// A horizontal row of 150×150 cards without spacing, one to a column in a 160 px row.
    static let cardsLayout = FlowLayout(scrollAxis: .horizontal, itemSize: .fixed(Size(width: cardSide, height: cardSide)),
                                        interitemSpacing: 0, lineSpacing: 0)

    /// A list of `shelves` shelves of `cards` cards (or of `innerLayout`'s items), laid out by
    /// `layout`, sized and loaded, on a manual scheduler (nothing has run yet). `configure` sets
    /// the source up before the list loads it.
    static func make(
        shelves: Int = 20, cards: Int = 50, layout: any CollectionLayout = shelvesLayout,
        innerLayout: any CollectionLayout = cardsLayout, insets: EdgeInsets = insets, size: Size = size,
        configure: (ShelfListSource) -> Void = { _ in }
    ) -> ShelfDriver {
        let scheduler = ManualWorkScheduler()
        let source = ShelfListSource(shelves: shelves, cards: cards, innerLayout: innerLayout, insets: insets)
        configure(source)
        let list = CollectionNode(layout: layout, backend: FakeRenderingBackend.make(), renderMode: .asynchronous(scheduler), wake: {})
        list.dataSource = source
        list.setBounds(size, scale: 1, at: 0)
        return ShelfDriver(list: list, source: source, scheduler: scheduler)
    }

    /// `make(...)`, then everything run and taken until nothing is left: the list warmed up.
    static func settled(
        shelves: Int = 20, cards: Int = 50, layout: any CollectionLayout = shelvesLayout,
        innerLayout: any CollectionLayout = cardsLayout, insets: EdgeInsets = insets, size: Size = size,
        configure: (ShelfListSource) -> Void = { _ in }
    ) -> ShelfDriver {
        let driver = make(shelves: shelves, cards: cards, layout: layout, innerLayout: innerLayout, insets: insets, size: size,
                          configure: configure)
        driver.settle()
        return driver
    }
}
