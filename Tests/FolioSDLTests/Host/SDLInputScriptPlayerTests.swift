import CSDL2
import FolioCore
import Testing
@testable import FolioSDL

/// Scripted input must read exactly like real input once translated.
@MainActor
@Suite("Scripted input player", .serialized)
struct SDLInputScriptPlayerTests {
    private func translate(_ actions: [InputScript.Action]) -> [InputEvent.Kind] {
        translateAll(actions).compactMap { input in
            if case .input(let event) = input { return event.kind }
            return nil
        }
    }

    private func translateAll(_ actions: [InputScript.Action]) -> [HostInput] {
        let player = SDLInputScriptPlayer(script: InputScript(), windowID: 1)
        var translator = SDLEventTranslator(windowSize: Size(width: 1280, height: 800))
        return actions.flatMap { translator.translate(player.sdlEvent(for: $0)) }
    }

    @Test("Steps played late are stamped with when they were due, so that a late flick keeps its speed")
    func lateStepsKeepTheirTimes() throws {
        try #require(SDLHostWakeSignalTests.eventsStarted, "\(String(cString: SDL_GetError()))")
        var script = InputScript()
        script.flick(at: 0.2, from: Point(x: 900, y: 400), by: -120, moves: 4)
        let player = SDLInputScriptPlayer(script: script, windowID: 1)
        player.pushDueEvents(at: 50)
        // A second late: every step is due in this one frame.
        player.pushDueEvents(at: 51)
        var events = [SDL_Event](repeating: SDL_Event(), count: 16)
        let count = SDL_PeepEvents(&events, 16, SDL_GETEVENT, SDL_MOUSEMOTION.rawValue, SDL_MOUSEBUTTONUP.rawValue)
        let stamps = events.prefix(Int(max(0, count))).map { Int($0.common.timestamp) }
        #expect(stamps == script.steps.map { 50_000 + Int(($0.time * 1000).rounded()) })
        #expect(stamps.last.map { $0 - stamps[0] } == 48, "the flick spans its 48 ms, not one instant")
    }

    @Test("A scripted flick translates to a mouse drag with the left button held")
    func flick() {
        var script = InputScript()
        script.flick(at: 0, from: Point(x: 900, y: 400), by: -120, moves: 2)
        let kinds = translate(script.steps.map(\.action))
        #expect(kinds == [
            .pointerDown(.mouse, Point(x: 900, y: 400)),
            .pointerMoved(.mouse, Point(x: 840, y: 400)),
            .pointerMoved(.mouse, Point(x: 780, y: 400)),
            .pointerUp(.mouse, Point(x: 780, y: 400)),
        ])
    }

    @Test("Every key round-trips through its SDL key code", arguments: [Key.left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .enter])
    func keys(key: Key) {
        #expect(translate([.key(key)]) == [.key(key)])
    }

    @Test("A scripted Delete is the delete command, and a letter its shortcut")
    func commandKeys() {
        #expect(translateAll([.delete]) == [.command(.delete)])
        #expect(translateAll([.character("i"), .character("S")]) == [.command(.shortcut("i")), .command(.shortcut("s"))])
        #expect(translate([.delete, .character("i")]).isEmpty)
    }

    @Test("A scripted quit is SDL's quit")
    func quit() {
        #expect(translateAll([.quit]) == [.command(.quit)])
    }

    @Test("Typed text becomes the text input a keyboard sends, in the script's window, cut at a character within SDL's 31 bytes")
    func typedText() {
        let player = SDLInputScriptPlayer(script: InputScript(), windowID: 9)
        let event = player.sdlEvent(for: .text("日本"))
        #expect(event.type == SDL_TEXTINPUT.rawValue)
        #expect(event.text.windowID == 9)
        #expect(SDLTextFieldTranslator.translate(event) == .edit(.insert("日本")))
        // Eleven 3-byte characters are 33 bytes: ten fit, the eleventh is not cut in half.
        let long = player.sdlEvent(for: .text(String(repeating: "日", count: 11)))
        #expect(SDLTextFieldTranslator.translate(long) == .edit(.insert(String(repeating: "日", count: 10))))
        let backspace = player.sdlEvent(for: .backspace)
        #expect(backspace.type == SDL_KEYDOWN.rawValue)
        #expect(SDLTextFieldTranslator.translate(backspace) == .edit(.deleteBackward(.grapheme)))
        // With no field focused, Backspace is the app's Delete, as a real one is.
        #expect(translateAll([.backspace]) == [.command(.delete)])
    }
}
