import FolioCore
import Testing

@Suite("Text field scrolling")
struct EditableTextNodeScrollingTests {
    private typealias Scrolling = EditableTextNode.Scrolling

    @Test("A caret past the right edge scrolls just far enough to bring its end to the edge")
    func scrollsForward() {
        #expect(Scrolling.offset(current: 0, caretStart: 150, caretEnd: 152, contentLength: 152, visibleLength: 100) == 52)
    }

    @Test("A caret left of the view scrolls back to it; one inside the view moves nothing")
    func scrollsBackOnlyWhenNeeded() {
        #expect(Scrolling.offset(current: 52, caretStart: 30, caretEnd: 32, contentLength: 152, visibleLength: 100) == 30)
        #expect(Scrolling.offset(current: 52, caretStart: 80, caretEnd: 82, contentLength: 152, visibleLength: 100) == 52)
    }

    @Test("Text deleted from the end of a scrolled field brings its start back, never past zero")
    func shorterTextScrollsBack() {
        #expect(Scrolling.offset(current: 52, caretStart: 120, caretEnd: 122, contentLength: 122, visibleLength: 100) == 22)
        #expect(Scrolling.offset(current: 52, caretStart: 40, caretEnd: 42, contentLength: 42, visibleLength: 100) == 0)
    }

    @Test("Non-finite or empty geometry keeps the offset it had, never a negative or NaN one")
    func hostileGeometry() {
        #expect(Scrolling.offset(current: 10, caretStart: .nan, caretEnd: 12, contentLength: 50, visibleLength: 40) == 10)
        #expect(Scrolling.offset(current: .infinity, caretStart: 0, caretEnd: 2, contentLength: 50, visibleLength: 40) == 0)
        #expect(Scrolling.offset(current: -5, caretStart: 0, caretEnd: 2, contentLength: 50, visibleLength: 0) == 0)
    }
}
