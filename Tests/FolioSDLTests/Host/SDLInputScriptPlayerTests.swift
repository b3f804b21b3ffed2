import CSDL2
import FolioCore
import Testing
@testable import FolioSDL

/// Scripted input must read exactly like real input once translated.
@MainActor
@Suite("Scripted input player")
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
}
