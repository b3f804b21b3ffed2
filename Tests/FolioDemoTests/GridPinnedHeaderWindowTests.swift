import Foundation
import Testing

/// `folio-demo grid --pinned-headers` in a real window: scrolled by the wheel, the header of the
/// section at the top stays drawn there over the photos, and the next section's header takes its
/// place once its section reaches the top. Checked on screenshots of the window's top strip
/// against the first header as the first screen shows it in its own place.
@Suite("Grid pinned headers window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct GridPinnedHeaderWindowTests {
    /// The default grid in the default 1024×700 window.
    private let geometry = GridFlowGeometry(width: 1024, itemCount: 2_000, sectionSize: 100)

    /// Where each part of the top strip is: the header's words at its left, its plain background
    /// at its right (clear of the words in any language and of the scroll indicator).
    private enum Part {
        case words, background

        var x: Int { self == .words ? 0 : 600 }
        var width: Int { 400 }
    }

    /// A picture of `part` of the window's top 44 pixels (a header's height), or of the same part
    /// of the strip `y` pixels down.
    private func strip(_ grid: GridSession, _ part: Part, y: Int = 0) -> Screenshot? {
        guard let shot = Screenshot(window: grid.window.window) else { return nil }
        defer { shot.remove() }
        return shot.cropped(x: part.x, y: y + 2, width: part.width, height: Int(GridFlowGeometry.headerHeight) - 4)
    }

    /// Turns the wheel `notches` and returns the offset the grid settles at.
    private func wheel(_ grid: GridSession, notches: Int) throws -> Double {
        let mark = grid.mark
        grid.wheel(notches: notches)
        let settled = try #require(grid.nextSettle(after: mark, timeout: 12))
        // The indicator fades and the last bitmaps arrive after the settle.
        Thread.sleep(forTimeInterval: 0.8)
        return try #require(settled.numbers["offset"])
    }

    @Test("Scrolled by the wheel, the section's header stays at the top over the photos, and the next one replaces it at the boundary")
    func pinnedThroughSections() throws {
        let grid = try GridSession(["--pinned-headers"])
        #expect(grid.showsContent())
        let ownWords = try #require(strip(grid, .words)), ownBackground = try #require(strip(grid, .background))
        let photos = try #require(strip(grid, .background, y: 100))
        defer { [ownWords, ownBackground, photos].forEach { $0.remove() } }
        // The measure tells a header from photos at all.
        let photosFromHeader = try #require(photos.difference(from: ownBackground))
        #expect(photosFromHeader > 0.1, "\(photosFromHeader)")

        // Section 1 (content 0 to 4859) under the top: its header pinned there.
        let sectionEnd = geometry.verticalExtent(ofItem: 100).top - GridFlowGeometry.headerHeight - GridFlowGeometry.spacing
        let down = try wheel(grid, notches: 5)
        #expect(down > GridFlowGeometry.headerHeight && down < sectionEnd - GridFlowGeometry.headerHeight, "\(down)")
        let pinned = try #require(strip(grid, .background)), pinnedWords = try #require(strip(grid, .words))
        defer { [pinned, pinnedWords].forEach { $0.remove() } }
        let pinnedFromOwn = try #require(pinned.difference(from: ownBackground))
        let pinnedWordsFromOwn = try #require(pinnedWords.difference(from: ownWords))
        #expect(pinnedFromOwn < 0.05, "the header, not the photos under it: \(pinnedFromOwn)")
        #expect(pinnedWordsFromOwn < 0.05, "section 1's words: \(pinnedWordsFromOwn)")

        // Just past the boundary, section 2's header is at the top, with other words.
        let past = try wheel(grid, notches: Int(((sectionEnd - down) / 100).rounded(.down)) + 1)
        #expect(past > sectionEnd && past < sectionEnd + GridFlowGeometry.headerHeight + 50, "\(past)")
        let next = try #require(strip(grid, .background)), nextWords = try #require(strip(grid, .words))
        defer { [next, nextWords].forEach { $0.remove() } }
        let nextFromOwn = try #require(next.difference(from: ownBackground))
        let swapped = try #require(nextWords.difference(from: ownWords))
        #expect(nextFromOwn < 0.05, "a header at the top: \(nextFromOwn)")
        #expect(swapped > 0.05, "section 2's words, not section 1's: \(swapped)")

        // Back up by one notch: section 1's header again, pushed up by section 2's at most partly.
        let back = try wheel(grid, notches: -1)
        #expect(back < sectionEnd, "\(back)")
        if back <= sectionEnd - GridFlowGeometry.headerHeight {
            let again = try #require(strip(grid, .words))
            defer { again.remove() }
            let againFromOwn = try #require(again.difference(from: ownWords))
            #expect(againFromOwn < 0.05, "section 1's words again: \(againFromOwn)")
        }
    }
}
