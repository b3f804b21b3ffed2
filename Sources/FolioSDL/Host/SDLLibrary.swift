import CSDL2
import FolioCore
import Foundation

/// Starts and stops SDL for the process (images are decoded without SDL_image). Main thread only: SDL's video
/// subsystem must be initialised and used on the thread that runs the event loop.
@MainActor
public enum SDLLibrary {
    private static var isStarted = false
    private static var isPrepared = false

    /// Makes the process fit for hostile surroundings; call it as the first statement of
    /// `main`, before anything opens a file or starts a thread (`start()` calls it too, for an
    /// app that does not). Standard input, output and error that were closed at start are
    /// reopened on /dev/null, so that no library's descriptor (the X connection, a font) takes
    /// their numbers and receives what is written to them; SIGPIPE is ignored, so that a reader
    /// going away is an error code (`OutputChannel` stops) rather than the process's death; and
    /// SIGINT, SIGTERM and SIGHUP are blocked in every thread and become a quit request from then
    /// on (`hasReceivedQuitSignal`), so that a signal at any moment, even before the window
    /// exists, ends the program cleanly. Once per process; main thread.
    public static func prepareProcess() {
        guard !isPrepared else { return }
        isPrepared = true
        OutputChannel.reopenClosedStandardDescriptors()
        signal(SIGPIPE, SIG_IGN)
        SDLSignalWatcher.start()
    }

    /// Whether SIGINT, SIGTERM or SIGHUP has arrived since `prepareProcess()`: the program should
    /// quit. Any thread.
    public nonisolated static var hasReceivedQuitSignal: Bool {
        SDLSignalWatcher.hasReceivedQuitSignal
    }

    /// Initialises video and events, once. Unless SDL_VIDEODRIVER says otherwise, SDL
    /// is pointed at the one display the environment names (X11 for DISPLAY alone, Wayland for
    /// WAYLAND_DISPLAY alone), so that a display that does not answer fails here, without
    /// another library's complaint on standard error and without falling back to a driver that
    /// shows nothing (see `SDLDisplayProblem`).
    public static func start() throws(SDLError) {
        guard !isStarted else { return }
        prepareProcess()
        let environment = ProcessInfo.processInfo.environment
        if (environment["SDL_VIDEODRIVER"] ?? "").isEmpty {
            switch ((environment["DISPLAY"] ?? "").isEmpty, (environment["WAYLAND_DISPLAY"] ?? "").isEmpty) {
            case (false, true): SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
            case (true, false): SDL_SetHint(SDL_HINT_VIDEODRIVER, "wayland")
            default: break
            }
        }
        // Folio is a windowed desktop app: do not ask the compositor to unredirect it.
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // Scaled textures (a page kept on screen during a resize) should be smooth.
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        // Real touch screens also send mouse events; Folio reads the fingers and drops those.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "1")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        // Folio handles SIGINT, SIGTERM and SIGHUP itself, so that they also wake a sleeping loop.
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw SDLError("starting SDL") }
        SDLSignalWatcher.sdlDidStart()
        isStarted = true
    }

    /// Shuts the libraries down: stops signals from pushing events, frees the calling thread's
    /// fonts, waits for bitmaps being freed in the background, then quits SDL. Call only after
    /// every window is gone and every worker pool that used the libraries has been shut down
    /// (`WorkerPool.shutdown()`, its workers' fonts freed by their
    /// `SDLTextMeasurer.closeThreadFonts` teardown).
    public static func stop() {
        guard isStarted else { return }
        SDLSignalWatcher.sdlWillStop()
        // The main thread measures and draws text itself when pages render synchronously.
        SDLTextMeasurer.closeThreadFonts()
        BackgroundReleaser.drain()
        SDL_Quit()
        isStarted = false
    }

    /// The name of the video driver in use, such as "x11" or "offscreen".
    public static var videoDriver: String {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
    }
}
