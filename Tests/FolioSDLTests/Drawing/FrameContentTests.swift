import Testing
@testable import FolioSDL

/// Which of the root's items a frame reports as showing new content.
@Suite("Frame content")
struct FrameContentTests {
    @Test("Items with new content of their own come first, then items whose nested collections showed new content, each once",
          arguments: [
            ([3, 5], [5, 7], [3, 5, 7]),
            ([], [9, 2], [9, 2]),
            ([4], [], [4]),
            ([], [], []),
          ] as [([Int], [Int], [Int])])
    func itemsToReport(own: [Int], nested: [Int], reported: [Int]) {
        let content = FrameContent(itemsWithNewContent: own, nestedItemsWithNewContent: nested)
        #expect(content.itemsToReport == reported)
    }
}
