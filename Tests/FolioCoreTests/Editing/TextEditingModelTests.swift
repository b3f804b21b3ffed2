@testable import FolioCore
import Testing

/// Typing, deleting, the maximum length, line breaks, cut and paste, on every script's clusters.
@Suite("Text editing model")
struct TextEditingModelTests {
    /// A model after typing `strings` one command each, a tenth of a second apart.
    private func typed(_ strings: [String], into model: TextEditingModel = TextEditingModel(), from start: Double = 0) -> TextEditingModel {
        var model = model
        for (index, string) in strings.enumerated() {
            model.perform(.insert(string), layout: nil, time: start + Double(index) / 10)
        }
        return model
    }

    @Test("Typing inserts at the caret and moves it past what was typed, in UTF-8 bytes")
    func typing() {
        let model = typed(["h", "é", "中", "😀"])
        #expect(model.text == "hé中😀")
        #expect(model.selection == TextSelection(caret: 1 + 2 + 3 + 4))
        #expect(model.displayCaret == 10)
    }

    @Test("Typing replaces the selection", arguments: ["abc def", "שלום עולם", "中文字符", "नमस्ते दुनिया"])
    func typingReplacesSelection(text: String) {
        var model = TextEditingModel(text: text)
        model.perform(.selectAll, layout: nil, time: 0)
        let outcome = model.perform(.insert("x"), layout: nil, time: 1)
        #expect(model.text == "x")
        #expect(outcome.textChanged && outcome.selectionChanged && !outcome.wasRefused)
    }

    @Test("Backspace and Delete take one whole cluster: emoji families, flags, skin tones, marks, conjuncts",
          arguments: ["👨‍👩‍👧‍👦", "🇫🇷", "👍🏽", "é", "क्षि", "ñ", "각", "שָׁ"])
    func clusterDeletion(cluster: String) {
        var model = TextEditingModel(text: "a" + cluster + "b")
        model.perform(.move(.left, extending: false), layout: nil, time: 0)
        model.perform(.deleteBackward(.grapheme), layout: nil, time: 1)
        #expect(model.text == "ab", "backspace over \(cluster.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(model.selection.head == 1)
        var forward = TextEditingModel(text: "a" + cluster + "b")
        forward.perform(.move(.documentStart, extending: false), layout: nil, time: 0)
        forward.perform(.move(.right, extending: false), layout: nil, time: 0)
        forward.perform(.deleteForward(.grapheme), layout: nil, time: 1)
        #expect(forward.text == "ab")
    }

    @Test("Backspace at the start and Delete at the end are refused and change nothing")
    func deletionAtEdges() {
        var model = TextEditingModel(text: "ab")
        let atEnd = model.perform(.deleteForward(.grapheme), layout: nil, time: 0)
        #expect(atEnd.wasRefused && !atEnd.textChanged)
        model.perform(.move(.documentStart, extending: false), layout: nil, time: 0)
        let atStart = model.perform(.deleteBackward(.grapheme), layout: nil, time: 0)
        #expect(atStart.wasRefused && model.text == "ab")
    }

    @Test("Ctrl+Backspace deletes to the previous word start; Ctrl+Delete to the next word end")
    func wordDeletion() {
        var model = TextEditingModel(text: "hello brave  world")
        model.perform(.deleteBackward(.word), layout: nil, time: 0)
        #expect(model.text == "hello brave  ")
        model.perform(.deleteBackward(.word), layout: nil, time: 1)
        #expect(model.text == "hello ")
        var forward = TextEditingModel(text: "one, two three")
        forward.perform(.move(.documentStart, extending: false), layout: nil, time: 0)
        forward.perform(.deleteForward(.word), layout: nil, time: 0)
        #expect(forward.text == ", two three")
        forward.perform(.deleteForward(.word), layout: nil, time: 1)
        #expect(forward.text == " three")
    }

    @Test("Word deletion goes by the layout's word boundaries when one is given")
    func wordDeletionWithLayout() {
        var model = TextEditingModel(text: "שלום עולם")
        model.perform(.deleteBackward(.word), layout: MonospacedEditingLayout(model.displayText, isRightToLeft: true), time: 0)
        #expect(model.text == "שלום ")
    }

    @Test("A selection is deleted first, whatever the unit")
    func selectionDeletedFirst() {
        for command in [TextEditingCommand.deleteBackward(.word), .deleteForward(.grapheme), .deleteForward(.word)] {
            var model = TextEditingModel(text: "abc def ghi")
            model.perform(.move(.wordLeft, extending: false), layout: nil, time: 0)
            model.perform(.move(.wordLeft, extending: true), layout: nil, time: 0)
            #expect(model.selectedText == "def ")
            model.perform(command, layout: nil, time: 1)
            #expect(model.text == "abc ghi", "\(command)")
        }
    }

    @Test("An insert past the maximum length is cut to what fits, between clusters; nothing fits: refused")
    func maximumLength() {
        var model = TextEditingModel(maximumLength: 5)
        model.perform(.insert("ab"), layout: nil, time: 0)
        model.perform(.paste("c👨‍👩‍👧‍👦🇫🇷xyz"), layout: nil, time: 1)
        #expect(model.text == "abc👨‍👩‍👧‍👦🇫🇷")
        #expect(model.text.count == 5)
        let refused = model.perform(.insert("q"), layout: nil, time: 2)
        #expect(refused.wasRefused && model.text == "abc👨‍👩‍👧‍👦🇫🇷")
        model.perform(.move(.left, extending: true), layout: nil, time: 3)
        model.perform(.insert("zz"), layout: nil, time: 4)
        #expect(model.text == "abc👨‍👩‍👧‍👦z", "a replaced selection frees its clusters")
    }

    @Test("The maximum length counts clusters, so a combining mark that joins a letter still fits")
    func maximumLengthCountsClusters() {
        var model = TextEditingModel(text: "abe", maximumLength: 3)
        let outcome = model.perform(.insert("\u{301}"), layout: nil, time: 0)
        #expect(outcome.textChanged && model.text == "abé" && model.text.count == 3)
        #expect(model.selection.head == model.text.utf8.count)
    }

    @Test("The initial text and replaceAll are cut to the maximum length too")
    func maximumLengthOfInitialText() {
        var model = TextEditingModel(text: "abcdef", maximumLength: 3)
        #expect(model.text == "abc" && model.selection.head == 3)
        model.perform(.replaceAll("🇫🇷🇩🇪🇮🇹🇪🇸"), layout: nil, time: 0)
        #expect(model.text == "🇫🇷🇩🇪🇮🇹")
    }

    @Test("A single line turns inserted and pasted line breaks and tabs into spaces and drops control characters")
    func singleLine() {
        var model = TextEditingModel()
        model.perform(.paste("a\nb\r\nc\rd\te\u{0}f\u{1B}g\u{2028}h"), layout: nil, time: 0)
        #expect(model.text == "a b c d efg h")
        let enter = model.perform(.newline, layout: nil, time: 1)
        #expect(enter.wasRefused && model.text == "a b c d efg h")
    }

    @Test("A multi-line text keeps line breaks as \\n, and Enter inserts one")
    func multiline() {
        var model = TextEditingModel(isMultiline: true)
        model.perform(.paste("a\r\nb\rc"), layout: nil, time: 0)
        model.perform(.newline, layout: nil, time: 1)
        model.perform(.insert("d"), layout: nil, time: 1.1)
        #expect(model.text == "a\nb\nc\nd")
    }

    @Test("Cut removes the selection and hands it back; with nothing selected it is refused")
    func cut() {
        var model = TextEditingModel(text: "copy 👍🏽 this")
        model.perform(.move(.wordLeft, extending: true), layout: nil, time: 0)
        let outcome = model.perform(.cut, layout: nil, time: 1)
        #expect(outcome.cutText == "this" && model.text == "copy 👍🏽 ")
        let again = model.perform(.cut, layout: nil, time: 2)
        #expect(again.wasRefused && again.cutText == nil)
    }

    @Test("A secure text shows one bullet per cluster, never hands out its selection, refuses cut, moves by the whole word")
    func secure() {
        var model = TextEditingModel(text: "pä👨‍👩‍👧‍👦s", isSecure: true)
        #expect(model.displayText == "••••")
        #expect(model.displayCaret == 12)
        model.perform(.move(.left, extending: false), layout: nil, time: 0)
        #expect(model.displayCaret == 9 && model.selection.head == model.text.utf8.count - 1)
        model.perform(.selectAll, layout: nil, time: 0)
        #expect(model.selectedText == nil)
        #expect(model.displaySelection == 0..<12)
        let cut = model.perform(.cut, layout: nil, time: 1)
        #expect(cut.wasRefused && cut.cutText == nil && model.text == "pä👨‍👩‍👧‍👦s")
        model.perform(.move(.documentEnd, extending: false), layout: nil, time: 2)
        model.perform(.move(.wordLeft, extending: false), layout: nil, time: 2)
        #expect(model.selection.head == 0)
        model.perform(.move(.documentEnd, extending: false), layout: nil, time: 2)
        model.perform(.deleteBackward(.word), layout: nil, time: 3)
        #expect(model.text.isEmpty)
    }

    @Test("Selected text is what the selection covers, whichever way it was made")
    func selectedText() {
        var model = TextEditingModel(text: "مرحبا بالعالم")
        #expect(model.selectedText == nil)
        model.perform(.move(.wordLeft, extending: true), layout: nil, time: 0)
        #expect(model.selectedText == "بالعالم")
        #expect(model.selection.anchor > model.selection.head)
    }

    @Test("replaceAll sets the text with the caret at its end, as one undo step")
    func replaceAll() {
        var model = TextEditingModel(text: "old")
        let outcome = model.perform(.replaceAll("new text"), layout: nil, time: 0)
        #expect(outcome.textChanged && model.text == "new text" && model.selection == TextSelection(caret: 8))
        model.perform(.undo, layout: nil, time: 1)
        #expect(model.text == "old")
        model.perform(.replaceAll(""), layout: nil, time: 2)
        #expect(model.text.isEmpty && model.selection == TextSelection(caret: 0))
    }

    @Test("A layout made from another text is ignored: arrows fall back to logical order")
    func staleLayoutIgnored() {
        var model = TextEditingModel(text: "abc")
        let stale = MonospacedEditingLayout("abc", isRightToLeft: true)
        model.perform(.insert("d"), layout: nil, time: 0)
        model.perform(.move(.left, extending: false), layout: stale, time: 1)
        #expect(model.selection.head == 3)
    }
}
