import Foundation
import Testing

/// Keeps the documentation's code honest: every Swift block in a catalogue page must appear, line
/// for line, in the test file that compiles (and runs) it, so a sample cannot drift from code
/// that builds. Indentation and `private` (which the tests add to keep their types apart) are
/// ignored.
@Suite("Documentation samples")
struct ArticleSamplesTests {
    /// The package's root, found from this file's place in it.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each catalogue page with code, and the file that compiles that code.
    static let pages: [(page: String, sample: String)] = [
        ("Sources/FolioCore/FolioCore.docc/FolioCore.md", "Tests/FolioPublicAPITests/Documentation/FirstPagerSample.swift"),
        ("Sources/FolioCore/FolioCore.docc/YourFirstPager.md", "Tests/FolioPublicAPITests/Documentation/FirstPagerSample.swift"),
        ("Sources/FolioCore/FolioCore.docc/NodeBlocksAndThreads.md", "Tests/FolioPublicAPITests/Documentation/NodeBlocksSample.swift"),
        ("Sources/FolioCore/FolioCore.docc/LayoutsAndCollections.md", "Tests/FolioPublicAPITests/Documentation/LayoutsSample.swift"),
        ("Sources/FolioCore/FolioCore.docc/RangesAndMemory.md", "Tests/FolioPublicAPITests/Documentation/RangesSample.swift"),
        ("Sources/FolioCore/FolioCore.docc/PagingPhysics.md", "Tests/FolioPublicAPITests/Documentation/PagingPhysicsSample.swift"),
        ("Sources/FolioCore/FolioCore.docc/DataThatChanges.md", "Tests/FolioPublicAPITests/Documentation/DataChangesSample.swift"),
        ("Sources/FolioCore/FolioCore.docc/DiffableSnapshots.md", "Tests/FolioPublicAPITests/Documentation/DiffableSnapshotsSample.swift"),
        ("Sources/FolioCore/FolioCore.docc/CellsDrawnOnTheMainThread.md",
         "Tests/FolioPublicAPITests/Documentation/MainThreadCellsSample.swift"),
        ("Sources/FolioCore/FolioCore.docc/StyledTextAndLinks.md", "Tests/FolioPublicAPITests/Documentation/StyledTextSample.swift"),
        ("Sources/FolioCore/FolioCore.docc/BordersShadowsAndAlpha.md", "Tests/FolioPublicAPITests/Documentation/AppearanceSample.swift"),
        ("Sources/FolioCore/FolioCore.docc/InterfaceStates.md", "Tests/FolioPublicAPITests/Documentation/InterfaceStatesSample.swift"),
        ("Sources/FolioSDL/FolioSDL.docc/HostingACollectionWithSDLHost.md", "Tests/FolioSDLTests/Documentation/HostingSample.swift"),
        ("Sources/FolioSDL/FolioSDL.docc/EmbeddingInYourSDLApp.md", "Tests/FolioSDLTests/Documentation/EmbeddingSample.swift"),
    ]

    @Test("every Swift block of a catalogue page is in the file that compiles it", arguments: pages.map(\.page))
    func blocksAreCompiled(page: String) throws {
        let sample = try #require(Self.pages.first { $0.page == page }).sample
        let pageText = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        let compiled = Self.normalised(try String(contentsOf: Self.root.appendingPathComponent(sample), encoding: .utf8))
        let blocks = Self.swiftBlocks(in: pageText)
        #expect(!blocks.isEmpty, "\(page) has no Swift block")
        for block in blocks {
            #expect(compiled.contains(Self.normalised(block)), "a sample of \(page) is not in \(sample):\n\(block)")
        }
    }

    @Test("a block that differs from the compiled file by one line is caught")
    func mismatchIsCaught() {
        let compiled = Self.normalised("private struct A {\n    var x = 1\n}\n")
        #expect(compiled.contains(Self.normalised("struct A {\nvar x = 1\n}")))
        #expect(!compiled.contains(Self.normalised("struct A {\nvar x = 2\n}")))
    }

    /// The contents of the page's ```swift fences.
    static func swiftBlocks(in text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if let lines = current, trimmed == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// One line per source line, without indentation, blank lines or `private `, wrapped in
    /// newlines so that a match starts and ends at whole lines.
    static func normalised(_ code: String) -> String {
        let lines = code.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "private ", with: "") }
            .filter { !$0.isEmpty }
        return "\n" + lines.joined(separator: "\n") + "\n"
    }
}
