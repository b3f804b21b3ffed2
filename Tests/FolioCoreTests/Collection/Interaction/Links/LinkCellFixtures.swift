@testable import FolioCore
import Foundation
import TestSupport

/// A cell holding one text node with a link, inset so that in a 200×150 cell its 80 px wide text
/// (5 px characters, 12 px lines) reads "see alpha beta / gamma end": the link "alpha beta
/// gamma" at (40, 100, 50, 12) on the first line and (20, 112, 25, 12) on the second.
final class LinkCellNode: CellNode, @unchecked Sendable {
    let text: TextNode

    init(text: TextNode) {
        self.text = text
        super.init()
        backgroundColor = Color(red: 200, green: 200, blue: 200)
        addSubnode(text)
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        InsetLayoutSpec(insets: EdgeInsets(top: 100, left: 20, bottom: 10, right: 100), child: text)
    }

    static let attributes = TextAttributes(size: 10, lineSpacing: 0)

    static func makeText(item: Int) -> AttributedText {
        AttributedText("see ") + AttributedText("alpha beta gamma", link: "x:\(item)") + AttributedText(" end")
    }
}

/// Records the links activated, by the node's action and by the delegate, in the order heard,
/// with the thread of each. Any thread.
final class LinkRecorder: Sendable {
    let calls = Locked<[(call: String, thread: String)]>([])

    var action: @MainActor @Sendable (TextLink) -> Void {
        { [calls] link in calls.withLock { $0.append(("action \(link.target)", ThreadIdentity.current)) } }
    }

    var names: [String] { calls.current.map(\.call) }
}

/// Items whose cells each hold a text with a link to "x:<item>", all acting on one recorder;
/// the collection's delegate, recording activations, selections and highlights.
@MainActor
final class LinkGridSource: CollectionDataSource, CollectionDelegate {
    let count: Int
    let recorder: LinkRecorder
    /// The text nodes made, by item.
    let texts = Locked<[Int: TextNode]>([:])
    private(set) var delegateCalls: [String] = []

    init(count: Int, recorder: LinkRecorder) {
        self.count = count
        self.recorder = recorder
    }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { count }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let item = indexPath.item, action = recorder.action, texts = self.texts
        return {
            let text = TextNode(LinkCellNode.makeText(item: item), attributes: LinkCellNode.attributes)
            text.linkAction = action
            texts.withLock { $0[item] = text }
            return LinkCellNode(text: text)
        }
    }

    func collectionNode(_ collectionNode: CollectionNode, didActivateLink link: TextLink, inItemAt indexPath: IndexPath) {
        delegateCalls.append("link \(link.target) \(indexPath)")
        recorder.calls.withLock { $0.append(("delegate \(link.target)", ThreadIdentity.current)) }
    }

    func collectionNode(_ collectionNode: CollectionNode, didSelectItemAt indexPath: IndexPath) { delegateCalls.append("select \(indexPath)") }
    func collectionNode(_ collectionNode: CollectionNode, didHighlightItemAt indexPath: IndexPath) {
        delegateCalls.append("highlight \(indexPath)")
    }
}

/// A pager of feeds of link cells (a 4-column grid of 200×150 cells), all acting on one recorder.
@MainActor
final class LinkFeedPagerSource: PagerCollectionDataSource {
    let recorder = LinkRecorder()
    private var feeds: [Int: LinkGridSource] = [:]

    func feed(ofPage page: Int) -> LinkGridSource {
        if let feed = feeds[page] { return feed }
        let feed = LinkGridSource(count: 40, recorder: recorder)
        feeds[page] = feed
        return feed
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { 5 }

    func pagerNode(_ pagerNode: PagerNode, collectionNodeForPageAt index: Int) -> CollectionNode {
        let collection = CollectionNode(layout: GridFixture.plainFlow, backend: pagerNode.backend, renderMode: pagerNode.renderMode,
                                        wake: {})
        let feed = feed(ofPage: index)
        collection.dataSource = feed
        collection.delegate = feed
        return collection
    }

    func pagerNode(_ pagerNode: PagerNode, didReleaseCollectionNode collectionNode: CollectionNode, forPageAt index: Int) {}
}
