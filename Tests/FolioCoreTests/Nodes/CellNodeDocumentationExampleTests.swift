import FolioCore
import Foundation
import Testing
import TestSupport

/// The checked way of making pages, as `CellNode`'s documentation shows it: the example is the
/// same code as `CellNodeDocumentationExample.swift`, and renders through the pager's node blocks.
@MainActor
@Suite("CellNode documentation example")
struct CellNodeDocumentationExampleTests {
    private let background = Color(red: 18, green: 18, blue: 21)
    private let album = Album(pages: [
        PhotoPage(title: "Sunrise", photoPath: "sunrise.jpg"),
        PhotoPage(title: "Harbour", photoPath: "missing.jpg"),
    ])

    /// The package's root folder, found from this file's path.
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func lines(of path: String) throws -> [String] {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func exampleIsTheDocumentedCode() throws {
        let documentation = try Self.lines(of: "Sources/FolioCore/Nodes/CellNode.swift")
        let start = try #require(documentation.firstIndex(of: "/// ```swift"))
        let end = try #require(documentation[(start + 1)...].firstIndex(of: "/// ```"))
        let documented = documentation[(start + 1)..<end].map { $0 == "///" ? "" : String($0.dropFirst(4)) }
        let example = try Self.lines(of: "Tests/FolioCoreTests/Nodes/CellNodeDocumentationExample.swift")
        let first = try #require(example.firstIndex(of: documented.first ?? ""))
        let compiled = Array(example[first...].reversed().drop { $0.isEmpty }.reversed())
        #expect(documented.count > 40)
        #expect(compiled == documented)
    }

    @Test func exampleRendersThroughTheNodeBlocks() throws {
        let (pager, scheduler) = PagerFixture.manual(album)
        PagerFixture.settle(pager, scheduler)
        let node = try #require(pager.nodeForPage(at: 0) as? ComposedNode<PhotoPage>)
        #expect(node.composition.title == "Sunrise")
        #expect(node.subnodes.map(ObjectIdentifier.init) == [node.nodes.photo, node.nodes.dot, node.nodes.title].map(ObjectIdentifier.init))
        let bitmap = try #require(pager.bitmap(forItemAt: 0)?.bitmap as? FakeBitmap)
        #expect(bitmap.calls.first == .fill(Rect(x: 0, y: 0, width: 800, height: 600), background))
        // Below the photo a caption row as high as the 26 px title's line (26 × 1.2 × 1.1, rounded
        // up): the dot centred in it, the title 8 px after the dot; the photo, inset by 24, takes
        // the height left, and is decoded at most 640×480.
        let captionTop = 600.0 - 35
        #expect(bitmap.calls.contains(.image(640, 480, Rect(x: 24, y: 24, width: 752, height: captionTop - 8 - 48))))
        #expect(bitmap.calls.contains(.roundedRect(Rect(x: 0, y: captionTop + (35 - 12) / 2, width: 12, height: 12), 6, .white)))
        #expect(bitmap.calls.contains { if case .text(["Sunrise"], let rect) = $0 { rect.origin == Point(x: 20, y: captionTop) } else { false } })
        // The second page's photo fails to decode: the image node's own placeholder shows.
        let second = try #require(pager.bitmap(forItemAt: 1)?.bitmap as? FakeBitmap)
        #expect(second.calls.contains { if case .text(let lines, _) = $0 { lines.joined().contains("Photo unavailable") } else { false } })
    }

    @Test func exampleBlocksRunOnWorkers() throws {
        let workers = WorkerPool(threadCount: 2)
        defer { workers.shutdown() }
        let pager = PagerNode(backend: FakeRenderingBackend.make(), renderMode: .asynchronous(workers), wake: {})
        pager.dataSource = album
        pager.setBounds(PagerFixture.size, scale: 1, at: 0)
        #expect(pager.waitUntilAllUpdatesAreCommitted(timeout: 10))
        let bitmap = try #require(pager.bitmap(forItemAt: 0)?.bitmap as? FakeBitmap)
        #expect(bitmap.thread != ThreadIdentity.current)
        #expect(bitmap.calls.contains { if case .text(["Sunrise"], _) = $0 { true } else { false } })
    }
}
