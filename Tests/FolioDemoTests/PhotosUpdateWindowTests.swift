import Foundation
import Testing

/// The photos pager's editing keys in a real window: Delete removes the page shown and the next
/// one (the previous at the end) takes its place; I inserts a new photo before it and the photo
/// shown stays on screen; `updated` reports the page count and the page shown, once the
/// animation is over. With no pages, Delete does nothing and logs nothing.
@Suite("Photos updates window", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct PhotosUpdateWindowTests {
    /// A photos pager of `pages` at 1000×700 on `start`, its page drawn with its content.
    private func openPhotos(pages: Int, start: Int) throws -> DemoWindowSession {
        let photos = try DemoWindowSession(demo: "photos", ["--size", "1000x700", "--pages", "\(pages)", "--start", "\(start)"],
                                           what: "photos", readyTimeout: 8)
        if pages > 0 {
            try #require(photos.waitForEvent(after: 0) { $0.name == "content" && $0["page"] == start } != nil, "page \(start) never showed")
            photos.demo.waitForQuiet(0.3)
        }
        return photos
    }

    /// The page's photo and caption in a screenshot of the window: all but the page indicator
    /// ("4 / 10") at the bottom, which an update changes.
    private func page(_ photos: DemoWindowSession) throws -> Screenshot {
        let shot = try #require(Screenshot(window: photos.window.window))
        defer { shot.remove() }
        return try #require(shot.cropped(x: 0, y: 0, width: 1000, height: 600))
    }

    /// Presses `key` and returns the `updated` event it brings.
    private func press(_ key: String, in photos: DemoWindowSession) throws -> GridEvent {
        let mark = photos.mark
        photos.key(key)
        let updated = try #require(photos.waitForEvent(after: mark) { $0.name == "updated" }, "\(key) reported no update")
        // Reported once the animation ended; the frame that ends it is then on screen.
        Thread.sleep(forTimeInterval: 0.15)
        return updated
    }

    private func difference(_ a: Screenshot, _ b: Screenshot) throws -> Double {
        try #require(a.difference(from: b))
    }

    @Test("Delete removes the page shown and the next photo takes its place")
    func deleteShowsTheNext() throws {
        let photos = try openPhotos(pages: 10, start: 4)
        let four = try page(photos)
        defer { four.remove() }
        var mark = photos.mark
        photos.key("Left")
        try #require(photos.waitForEvent(after: mark) { $0.name == "settled" }?["page"] == 3)
        photos.demo.waitForQuiet(0.3)
        let three = try page(photos)
        defer { three.remove() }
        #expect(try difference(three, four) > 0.1, "pages 3 and 4 show different photos")

        let deleted = try press("Delete", in: photos)
        #expect(deleted["pages"] == 9 && deleted["page"] == 3, "\(deleted)")
        let after = try page(photos)
        defer { after.remove() }
        #expect(try difference(after, four) < 0.02, "the photo that was page 4 shows")

        // Page 3 is the old page 4 now: Right shows the old page 5, Left the old page 2.
        mark = photos.mark
        photos.key("Right")
        #expect(photos.waitForEvent(after: mark) { $0.name == "settled" }?["page"] == 4)
        #expect(photos.demo.standardError.isEmpty, "\(photos.demo.standardError)")
    }

    @Test("Delete on the last page shows the one before it")
    func deleteLastShowsThePrevious() throws {
        let photos = try openPhotos(pages: 3, start: 1)
        let one = try page(photos)
        defer { one.remove() }
        let mark = photos.mark
        photos.key("End")
        try #require(photos.waitForEvent(after: mark) { $0.name == "settled" }?["page"] == 2)
        let deleted = try press("Delete", in: photos)
        #expect(deleted["pages"] == 2 && deleted["page"] == 1, "\(deleted)")
        let after = try page(photos)
        defer { after.remove() }
        #expect(try difference(after, one) < 0.02)
    }

    @Test("I inserts a page before the one shown, which stays on screen, one page further on")
    func insertKeepsThePhoto() throws {
        let photos = try openPhotos(pages: 10, start: 4)
        let before = try page(photos)
        defer { before.remove() }
        let inserted = try press("i", in: photos)
        #expect(inserted["pages"] == 11 && inserted["page"] == 5, "\(inserted)")
        let after = try page(photos)
        defer { after.remove() }
        #expect(try difference(after, before) < 0.005, "the same photo and caption, where they were")

        // The new page is the one before: Left shows it, a photo of its own.
        let mark = photos.mark
        photos.key("Left")
        #expect(photos.waitForEvent(after: mark) { $0.name == "settled" }?["page"] == 4)
        photos.demo.waitForQuiet(0.3)
        let new = try page(photos)
        defer { new.remove() }
        #expect(try difference(new, before) > 0.1)
    }

    @Test("With no pages Delete does nothing and logs nothing; I makes the first page, Delete takes it again")
    func empty() throws {
        let photos = try openPhotos(pages: 0, start: 0)
        var mark = photos.mark
        photos.key("Delete", "BackSpace")
        #expect(photos.waitForEvent(after: mark, timeout: 0.8) { $0.name == "updated" } == nil)
        let first = try press("i", in: photos)
        #expect(first["pages"] == 1 && first["page"] == 0, "\(first)")
        #expect(photos.showsContent())
        let gone = try press("Delete", in: photos)
        #expect(gone["pages"] == 0 && gone["page"] == 0, "\(gone)")
        mark = photos.mark
        photos.key("Delete")
        #expect(photos.waitForEvent(after: mark, timeout: 0.8) { $0.name == "updated" } == nil)
        photos.key("q")
        #expect(photos.demo.waitForExit() == 0)
        #expect(photos.events.last?.name == "quit")
        #expect(photos.demo.standardError.isEmpty, "\(photos.demo.standardError)")
    }
}
