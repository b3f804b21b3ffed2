import CSDL2
import Foundation

/// Why a program cannot show its window: no display is named in the environment, or the one
/// named does not answer. Without this check SDL quietly falls back to its offscreen driver and
/// the program runs unseen. Ask `beforeStart(environment:)` before `SDLLibrary.start()`, and
/// `afterStart(environment:failure:)` right after it (with its error, if it threw). A plain
/// value: usable on any thread.
public enum SDLDisplayProblem: Error, Equatable, Sendable {
    /// Neither DISPLAY nor WAYLAND_DISPLAY (nor SDL_VIDEODRIVER) is set.
    case noDisplay
    /// The display named (such as "DISPLAY=:99") did not answer.
    case unreachable(String)

    /// The problem, if no display is named: SDL_VIDEODRIVER, DISPLAY or WAYLAND_DISPLAY must be.
    /// Any thread.
    public static func beforeStart(environment: [String: String] = ProcessInfo.processInfo.environment) -> SDLDisplayProblem? {
        ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].allSatisfy({ (environment[$0] ?? "").isEmpty }) ? .noDisplay : nil
    }

    /// The problem, if the display named did not answer: SDL could not start its video (given
    /// `failure`, what `SDLLibrary.start()` threw), or fell back to a driver that shows nothing.
    /// A driver asked for with SDL_VIDEODRIVER is taken at its word. Main thread, after
    /// `SDLLibrary.start()`.
    @MainActor
    public static func afterStart(environment: [String: String] = ProcessInfo.processInfo.environment,
                                  failure: SDLError? = nil) -> SDLDisplayProblem? {
        guard (environment["SDL_VIDEODRIVER"] ?? "").isEmpty else { return nil }
        guard failure != nil || ["offscreen", "dummy"].contains(SDLLibrary.videoDriver) else { return nil }
        let display = (environment["DISPLAY"] ?? "").isEmpty
            ? "WAYLAND_DISPLAY=\(environment["WAYLAND_DISPLAY"] ?? "")"
            : "DISPLAY=\(environment["DISPLAY"] ?? "")"
        return .unreachable(display)
    }

    /// The one-line message, ending with how to run `command` (the program and its arguments, as
    /// typed) headless: "no display (…); run it in a desktop session, or headless with: xvfb-run
    /// -a folio-demo grid". Any thread.
    public func message(command: String) -> String {
        switch self {
        case .noDisplay:
            "no display (DISPLAY and WAYLAND_DISPLAY are unset); run it in a desktop session, or headless with: xvfb-run -a \(command)"
        case .unreachable(let display):
            "cannot open the display (\(display)); check that its server is running, or run headless with: xvfb-run -a \(command)"
        }
    }
}
