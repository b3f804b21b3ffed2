import FolioCore
import Foundation
import Testing

// The samples of the FolioCore article "Styled text and links", as they appear there: this file
// compiles them, and the suite below runs them.

private func samplePieces() -> (byline: AttributedText, post: AttributedText) {
    let byline = AttributedText("Ada Lovelace", .bold)
        + AttributedText(" · 2 h", TextRunStyle(color: Color(red: 120, green: 120, blue: 130), size: 13))
    let post = AttributedText("Notes on ") + AttributedText("#swift", link: "tag:swift")
        + " with " + AttributedText("@grace", link: "user:grace") + "."
    return (byline, post)
}

private struct PostNode: NodeComposition {
    var text: AttributedText
    var open: @MainActor @Sendable (String) -> Void

    func makeNodes() -> TextNode {
        var attributes = TextAttributes(size: 15, maxLines: 4)
        attributes.linkStyle = TextLinkStyle(color: Color(red: 0, green: 110, blue: 220))
        let node = TextNode(text, attributes: attributes)
        node.linkAction = { [open] link in open(link.target) }   // main thread, on release
        return node
    }

    func layoutSpec(for nodes: TextNode, within constrainedSize: SizeRange) -> any LayoutElement {
        InsetLayoutSpec(insets: EdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: nodes)
    }
}

/// A feed of posts whose links are recorded twice: by the nodes' actions and by the delegate.
@MainActor
private final class Feed: CollectionDataSource {
    let posts: [AttributedText]
    let followed = Locked<[String]>([])
    var opened: [String] = []

    init(posts: [AttributedText]) { self.posts = posts }

    func collectionNode(_ collectionNode: CollectionNode, numberOfItemsInSection section: Int) -> Int { posts.count }

    func collectionNode(_ collectionNode: CollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> CellNodeBlock {
        let post = PostNode(text: posts[indexPath.item], open: { [followed] target in followed.withLock { $0.append(target) } })
        return { ComposedNode(post) }
    }
}

extension Feed: CollectionDelegate {
    func collectionNode(_ collectionNode: CollectionNode, didActivateLink link: TextLink, inItemAt indexPath: IndexPath) {
        opened.append("\(link.target) in post \(indexPath.item)")
    }
}

@Suite("Documentation: Styled text and links")
@MainActor
struct StyledTextSampleTests {
    @Test("the article's pieces join into runs: the byline's second run smaller and grey, the post's links in reading order")
    func pieces() {
        let (byline, post) = samplePieces()
        #expect(byline.runs.map(\.style.weight) == [.bold, nil])
        #expect(byline.runs[1].style.size == 13)
        #expect(post.string == "Notes on #swift with @grace.")
        #expect(post.linkTargets == ["tag:swift", "user:grace"])
    }

    @Test("a click on a post's link calls the delegate and the node's action, and selects nothing")
    func clickOnALink() throws {
        let feed = Feed(posts: [samplePieces().post, "A post without links."])
        let list = CollectionNode(layout: ListLayout(estimatedRowHeight: 60), backend: PublicBackend.make(),
                                  renderMode: .asynchronous(InlineScheduler()), wake: {})
        list.dataSource = feed
        list.delegate = feed
        list.setBounds(Size(width: 400, height: 300), scale: 1, at: 0)
        #expect(list.waitUntilVisibleItemsAreDrawn(timeout: 1))
        // 7.5 px glyphs: "#swift" follows the nine characters of "Notes on ", 16 px in.
        let post = try #require(list.frameOnScreen(ofItem: 0))
        let onTag = Point(x: post.minX + 16 + 9 * 7.5 + 20, y: post.minY + 12 + 8)
        list.handle(InputEvent(time: 1, kind: .pointerDown(.mouse, onTag)))
        list.handle(InputEvent(time: 1.05, kind: .pointerUp(.mouse, onTag)))
        _ = list.tick(at: 1.1)
        #expect(feed.opened == ["tag:swift in post 0"])
        #expect(feed.followed.current == ["tag:swift"])
        #expect(list.selectedItem == nil)
    }
}
