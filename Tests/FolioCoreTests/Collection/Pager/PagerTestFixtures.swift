import FolioCore
import TestSupport

/// A page for pipeline tests: a title, a photo (which fails to decode when its path says
/// "missing") and a background.
final class TestPageNode: CellNode, @unchecked Sendable {
    let index: Int
    let title: TextNode
    let photo: ImageNode

    init(index: Int, photoPath: String) {
        self.index = index
        title = TextNode("Page \(index + 1)", attributes: TextAttributes(size: 20))
        photo = ImageNode(path: photoPath)
        super.init()
        backgroundColor = Color(red: 10, green: 20, blue: 30)
        addSubnode(title)
        addSubnode(photo)
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> (any LayoutElement)? {
        var image = RatioLayoutSpec(ratio: 0.5, child: photo)
        image.style.flexShrink = 1
        return StackLayoutSpec(direction: .vertical, spacing: 10, children: [image, title])
    }
}

/// A data source that hands out node blocks and records where and how often they run.
@MainActor
final class BlockDataSource: PagerDataSource {
    var count: Int
    var photoPath: @Sendable (Int) -> String = { "photo-\($0).jpg" }
    /// How many times each page's block ran.
    let blockRuns = Locked<[Int: Int]>([:])
    /// The threads the blocks ran on.
    let blockThreads = Locked<Set<String>>([])
    /// Called at the start of every block, on its thread, with the page (tests hold a block
    /// open with it).
    var beforeBlock: @Sendable (Int) -> Void = { _ in }
    private(set) var blocksAskedFor: [Int] = []

    init(count: Int) {
        self.count = count
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { count }

    func pagerNode(_ pagerNode: PagerNode, nodeBlockAt index: Int) -> CellNodeBlock {
        blocksAskedFor.append(index)
        let runs = blockRuns, threads = blockThreads, path = photoPath(index), before = beforeBlock
        return {
            before(index)
            runs.withLock { $0[index, default: 0] += 1 }
            threads.withLock { _ = $0.insert(ThreadIdentity.current) }
            return TestPageNode(index: index, photoPath: path)
        }
    }
}

/// A data source that only implements `pagerNode(_:nodeAt:)`, recording the threads it is asked on.
@MainActor
final class NodeAtDataSource: PagerDataSource {
    let count: Int
    private(set) var threads: Set<String> = []
    private(set) var asked: [Int] = []

    init(count: Int) {
        self.count = count
    }

    func numberOfPages(in pagerNode: PagerNode) -> Int { count }

    func pagerNode(_ pagerNode: PagerNode, nodeAt index: Int) -> CellNode {
        threads.insert(ThreadIdentity.current)
        asked.append(index)
        return TestPageNode(index: index, photoPath: "photo.jpg")
    }
}

/// Records what the pager tells its delegate.
@MainActor
final class RecordingPagerDelegate: PagerDelegate {
    private(set) var calls: [String] = []

    func pagerNode(_ pagerNode: PagerNode, didChangePageTo index: Int, from previousIndex: Int) {
        calls.append("page \(previousIndex)→\(index)")
    }
    func pagerNode(_ pagerNode: PagerNode, willDisplay node: CellNode, at index: Int) {
        calls.append("will display \(index)")
    }
    func pagerNode(_ pagerNode: PagerNode, didEndDisplaying node: CellNode, at index: Int) {
        calls.append("end display \(index)")
    }
    func pagerNodeWillBeginScrolling(_ pagerNode: PagerNode) { calls.append("begin") }
    func pagerNode(_ pagerNode: PagerNode, didEndScrollingAt index: Int) { calls.append("end \(index)") }
}

@MainActor
enum PagerFixture {
    static let size = Size(width: 800, height: 600)

    /// A pager on a manual scheduler, sized and loaded with `dataSource`.
    static func manual(_ dataSource: any PagerDataSource, initialPage: Int = 0, isCircular: Bool = false,
                       backend: RenderingBackend = FakeRenderingBackend.make()) -> (PagerNode, ManualWorkScheduler)
    {
        let scheduler = ManualWorkScheduler()
        let pager = PagerNode(backend: backend, renderMode: .asynchronous(scheduler),
                              initialPage: initialPage, isCircular: isCircular, wake: {})
        pager.dataSource = dataSource
        pager.setBounds(size, scale: 1, at: 0)
        return (pager, scheduler)
    }

    /// Runs every queued job and lets the pager take the results, until nothing is left.
    static func settle(_ pager: PagerNode, _ scheduler: ManualWorkScheduler, at time: Double = 0) {
        repeat {
            scheduler.runAll()
            pager.tick(at: time)
        } while !scheduler.pendingKeys.isEmpty
    }
}
