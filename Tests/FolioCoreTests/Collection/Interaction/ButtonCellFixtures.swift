@testable import FolioCore
import Foundation
import TestSupport

/// A cell holding one button, inset so that in a 200×150 cell it fills (20, 100, 80, 40).
final class ButtonCellNode: CellNode, @unchecked Sendable {
    let button: ButtonNode

    init(button: ButtonNode) {
        self.button = button
        super.init()
        backgroundColor = Color(red: 200, green: 200, blue: 200)
        addSubnode(button)
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        InsetLayoutSpec(insets: EdgeInsets(top: 100, left: 20, bottom: 10, right: 100), child: button)
    }
}

/// Counts a button's actions and the threads they ran on. Any thread.
final class ActionRecorder: Sendable {
    let calls = Locked<[(title: String, thread: String)]>([])

    var action: @MainActor @Sendable (ButtonNode) -> Void {
        { [calls] button in calls.withLock { $0.append((button.title, ThreadIdentity.current)) } }
    }

    var count: Int { calls.current.count }
}

/// Items whose cells each hold a button titled with their index, all acting on one recorder.
@MainActor
final class ButtonGridSource: CollectionDataSource {
    let count: Int
    let recorder: ActionRecorder
    /// The buttons made, by item.
    let buttons = Locked<[Int: ButtonNode]>([:])

    init(count: Int, recorder: ActionRecorder) {
        self.count = count
        self.recorder = recorder
    }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { count }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let item = indexPath.item, action = recorder.action, buttons = self.buttons
        return {
            let button = ButtonNode(title: "B\(item)", action: action)
            buttons.withLock { $0[item] = button }
            return ButtonCellNode(button: button)
        }
    }
}

/// A pager of feeds whose rows are 200×150 button cells (a 4-column grid), each feed's buttons
/// acting on one recorder.
@MainActor
final class ButtonFeedPagerSource: PagerCollectionDataSource {
    let pages: Int
    let recorder: ActionRecorder
    private var feeds: [Int: ButtonGridSource] = [:]

    init(pages: Int, recorder: ActionRecorder) {
        self.pages = pages
        self.recorder = recorder
    }

    func feed(ofPage page: Int) -> ButtonGridSource {
        if let feed = feeds[page] { return feed }
        let feed = ButtonGridSource(count: 40, recorder: recorder)
        feeds[page] = feed
        return feed
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { pages }

    func pagerNode(_ pagerNode: PagerNode, collectionNodeForPageAt index: Int) -> CollectionNode {
        let collection = CollectionNode(layout: GridFixture.plainFlow, backend: pagerNode.backend, renderMode: pagerNode.renderMode,
                                        wake: {})
        collection.dataSource = feed(ofPage: index)
        return collection
    }

    func pagerNode(_ pagerNode: PagerNode, didReleaseCollectionNode collectionNode: CollectionNode, forPageAt index: Int) {}
}

/// Button cells over a model of titles that tests change, recording each title's button.
@MainActor
final class ButtonMutableSource: CollectionDataSource {
    var titles: [Int]
    let recorder: ActionRecorder
    /// The buttons made, by the title number they show.
    let buttons = Locked<[Int: ButtonNode]>([:])

    /// The pressed buttons' background, which tells a highlighted button's bitmap.
    nonisolated static let highlight = Color(red: 255, green: 0, blue: 0)

    /// Whether `bitmap` shows a highlighted button.
    static func showsHighlight(_ bitmap: (any ItemBitmap)?) -> Bool {
        (bitmap as? FakeBitmap)?.calls.contains { call in
            if case .fill(_, let color) = call { return color == highlight }
            if case .roundedRect(_, _, let color) = call { return color == highlight }
            return false
        } == true
    }

    init(count: Int, recorder: ActionRecorder) {
        titles = Array(0..<count)
        self.recorder = recorder
    }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { titles.count }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let title = titles[indexPath.item], action = recorder.action, buttons = self.buttons
        return {
            let button = ButtonNode(title: "B\(title)", action: action)
            button.highlightedBackgroundColor = ButtonMutableSource.highlight
            buttons.withLock { $0[title] = button }
            return ButtonCellNode(button: button)
        }
    }
}
