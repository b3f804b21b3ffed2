import FolioCore
import Testing
@testable import FolioSDL

/// The editing model driven through the measurer's Pango layouts, as a field drives it: each
/// command asks a layout of the text shown at that moment.
@Suite("Editing with Pango")
struct SDLTextMeasurerEditingTests {
    private let measurer: SDLTextMeasurer
    private let attributes = TextAttributes(size: 16)

    init() throws {
        measurer = try RasterTestSupport.measurer()
    }

    /// Performs `command` on `model` with a fresh layout of what it shows.
    @discardableResult
    private func perform(_ command: TextEditingCommand, on model: inout TextEditingModel, maxWidth: Double? = nil,
                         time: Double = 0) -> TextEditingOutcome {
        let layout = measurer.editingLayout(of: model.displayText, attributes: attributes, composition: model.displayComposition,
                                            maxWidth: maxWidth, scale: 1)
        return model.perform(command, layout: layout, time: time)
    }

    @Test("Right arrows from the start of \"abc שלום def\" step through every cluster to its end")
    func rightThroughMixed() {
        var model = TextEditingModel(text: "abc שלום def")
        perform(.move(.documentStart, extending: false), on: &model)
        var steps = 0
        while !perform(.move(.right, extending: false), on: &model).wasRefused, steps < 50 { steps += 1 }
        #expect(model.selection.head == model.text.utf8.count)
        #expect(steps >= 12)
    }

    @Test("In Arabic, Left goes forward through the text, Ctrl+Right goes to the next word end")
    func arabic() {
        var model = TextEditingModel(text: "مرحبا بالعالم")
        perform(.move(.documentStart, extending: false), on: &model)
        perform(.move(.left, extending: false), on: &model)
        #expect(model.selection.head == 2)
        perform(.move(.wordRight, extending: false), on: &model)
        #expect(model.selection.head == 10)
    }

    @Test("A double click on a word selects it; a drag to another word extends by whole words")
    func doubleClickAndDrag() {
        var model = TextEditingModel(text: "one two three")
        let layout = measurer.editingLayout(of: model.displayText, attributes: attributes, composition: nil, maxWidth: nil, scale: 1)
        let two = layout.caretRect(at: 5)
        perform(.selectWord(at: Point(x: two.minX + 1, y: two.midY)), on: &model)
        #expect(model.selectedText == "two")
        let three = layout.caretRect(at: 10)
        perform(.dragSelection(to: Point(x: three.minX + 1, y: three.midY)), on: &model)
        #expect(model.selectedText == "two three")
    }

    @Test("Down in a wrapped field keeps the column, and End stops before the space a line wraps at")
    func wrapped() {
        var model = TextEditingModel(text: "alpha beta gamma delta epsilon zeta eta theta", isMultiline: true)
        perform(.move(.documentStart, extending: false), on: &model, maxWidth: 90)
        perform(.move(.right, extending: false), on: &model, maxWidth: 90)
        perform(.move(.right, extending: false), on: &model, maxWidth: 90)
        perform(.move(.down, extending: false), on: &model, maxWidth: 90)
        let layout = measurer.editingLayout(of: model.displayText, attributes: attributes, composition: nil, maxWidth: 90, scale: 1)
        #expect(layout.caretRect(at: model.selection.head).minY > layout.caretRect(at: 0).minY)
        #expect(abs(layout.caretRect(at: model.selection.head).minX - layout.caretRect(at: 2).minX) < 12)
        perform(.move(.documentStart, extending: false), on: &model, maxWidth: 90)
        perform(.move(.lineEnd, extending: false), on: &model, maxWidth: 90)
        let end = model.selection.head
        #expect(end > 0 && end < model.text.utf8.count)
        #expect(model.text.utf8[model.text.utf8.index(model.text.utf8.startIndex, offsetBy: end)] == 0x20)
        #expect(layout.caretRect(at: end).minY == layout.caretRect(at: 0).minY)
    }

    @Test("A secure field moves over bullets and maps them back to the text's clusters")
    func secure() {
        var model = TextEditingModel(text: "p👍🏽ss", isSecure: true)
        perform(.move(.left, extending: false), on: &model)
        perform(.move(.left, extending: false), on: &model)
        perform(.move(.left, extending: false), on: &model)
        #expect(model.selection.head == 1)
        #expect(model.displayCaret == 3)
    }
}
