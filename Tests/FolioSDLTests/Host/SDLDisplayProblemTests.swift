import FolioSDL
import Testing

/// Telling a missing display from one that is there, before SDL starts.
@Suite("Display problem")
struct SDLDisplayProblemTests {
    @Test("No display named is a problem; any one of the three variables is enough", arguments: [
        ([:], true), (["DISPLAY": ""], true), (["DISPLAY": ":0"], false), (["WAYLAND_DISPLAY": "wayland-0"], false),
        (["SDL_VIDEODRIVER": "offscreen"], false), (["DISPLAY": "", "WAYLAND_DISPLAY": ""], true),
    ])
    func beforeStart(environment: [String: String], isProblem: Bool) {
        #expect((SDLDisplayProblem.beforeStart(environment: environment) == .noDisplay) == isProblem)
    }

    @Test("The messages are one line, say what is wrong and how to run headless")
    func messages() {
        let none = SDLDisplayProblem.noDisplay.message(command: "SidebarExample --events")
        #expect(none == "no display (DISPLAY and WAYLAND_DISPLAY are unset); run it in a desktop session, or headless with: xvfb-run -a SidebarExample --events")
        let gone = SDLDisplayProblem.unreachable("DISPLAY=:99").message(command: "folio-demo grid")
        #expect(gone.hasPrefix("cannot open the display (DISPLAY=:99); check that its server is running"))
        #expect(!gone.contains("\n") && !none.contains("\n"))
    }
}
