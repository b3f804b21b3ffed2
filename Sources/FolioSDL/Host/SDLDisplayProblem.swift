import CSDL2
import Foundation

/// Why a program cannot show its window: no display is named in the environment, or the one
/// named does not answer. Without this check SDL quietly falls back to its offscreen driver and
/// the program runs unseen. `startLibrary(environment:)` starts SDL with both checks; an app
/// that starts SDL itself asks `beforeStart(environment:)` before `SDLLibrary.start()`, and
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

    /// Starts SDL (`SDLLibrary.start()`) for a program that shows windows, checking the
    /// display before and after: the problem if no window could be seen (the program should say
    /// `message(command:)` and exit with status 1), nil once SDL runs on a real display. Main
    /// thread.
    ///
    /// - Throws: `SDLError` when SDL fails to start for another reason.
    @MainActor
    public static func startLibrary(environment: [String: String] = ProcessInfo.processInfo.environment) throws(SDLError) -> SDLDisplayProblem? {
        if let problem = beforeStart(environment: environment) { return problem }
        do {
            try SDLLibrary.start()
        } catch {
            if let problem = afterStart(environment: environment, failure: error) { return problem }
            throw error
        }
        return afterStart(environment: environment)
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
