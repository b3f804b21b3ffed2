import FolioCore
import Foundation

/// Runs the blocks waiting on the main dispatch queue, and with them the main actor's jobs (on
/// Linux the main actor enqueues onto that queue), from a main loop that sleeps in SDL rather than
/// in a run loop; and wakes that loop when another thread submits work, by pushing an event
/// through an `SDLWakeSignal`. Without it `DispatchQueue.main.async { }`, `MainActor.run { }` and
/// `Task { @MainActor in }` from other threads never run while the loop is up.
///
/// Call `drain()` once per loop iteration. A thread of its own sleeps until the main queue has
/// work, pushes one wake event, and sleeps again until `drain()` has taken the work; so an idle
/// app is not woken, and `drain()` costs one atomic load when nothing was submitted. Call `stop()`
/// (or release the drain) before SDL stops. Main thread, and outside any block running on the
/// main queue: the queue is serial, so such a block cannot run the blocks queued after it.
@MainActor
public final class SDLMainQueueDrain {
    /// Nil when no wake is available (see `wakesLoop`).
    private let watcher: SDLMainQueueWatcher?
    private var isStopped = false

    /// Starts the watcher thread that wakes the loop through `wakeSignal`. If the wake cannot be
    /// set up (see `wakesLoop`), says so in one log line and drains without it. Main thread.
    public convenience init(wakeSignal: SDLWakeSignal) {
        self.init(wake: { wakeSignal.wake() })
    }

    /// Starts the watcher thread, which calls `wake` (on its own thread) when the main queue gets
    /// work while the loop may sleep: an app's loop pushes an event of its own, say. If the wake
    /// cannot be set up (see `wakesLoop`), says so in one log line and drains without it. Main
    /// thread.
    public init(wake: @escaping @Sendable () -> Void) {
        guard let descriptor = Self.mainQueueDescriptor() else {
            FolioLogger.host.line(.notice, "this libdispatch does not expose the main queue's wake-up descriptor; main-queue work runs only when the loop wakes for other reasons")
            watcher = nil
            return
        }
        do {
            watcher = try SDLMainQueueWatcher(fileDescriptor: descriptor, onReadable: wake)
        } catch {
            FolioLogger.host.line(.notice, "\(error); main-queue work runs only when the loop wakes for other reasons")
            watcher = nil
        }
    }

    deinit {
        watcher?.stop()
    }

    /// Whether work submitted to the main queue from another thread wakes a sleeping loop: true
    /// until `stop()`, unless the wake could not be set up. Without it `drain()` still runs the
    /// waiting work, whenever the loop wakes for another reason.
    public var wakesLoop: Bool { watcher != nil && !isStopped }

    /// Runs the blocks and main-actor jobs that were waiting on the main queue when it was
    /// called; those they submit run in the next call (the loop is woken for them), so a block
    /// that keeps resubmitting itself cannot hold the loop. Timers and sources an app scheduled on
    /// the main run loop that are due run too (they do not wake the loop).
    ///
    /// - Returns: Whether it looked at the queue: false when no work was signalled since the
    ///   last call, which costs one atomic load.
    @discardableResult
    public func drain() -> Bool {
        guard let watcher, !isStopped else {
            runMainRunLoopOnce()
            return true
        }
        guard watcher.isWaitingForResume else { return false }
        runMainRunLoopOnce()
        watcher.resume()
        return true
    }

    /// Stops the watcher thread and joins it. Afterwards nothing wakes the loop, and `drain()`
    /// looks at the queue on every call. Idempotent.
    public func stop() {
        isStopped = true
        watcher?.stop()
    }

    /// Lets CoreFoundation's main run loop service the main queue once, without sleeping. On the
    /// main thread it reads libdispatch's eventfd and has libdispatch run the blocks queued at
    /// that moment (libdispatch takes a snapshot, and pokes the eventfd again if more arrived).
    /// This is the public way in; libdispatch's own entry point for it is private.
    private func runMainRunLoopOnce() {
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
    }

    /// libdispatch's main-queue eventfd, which it makes readable whenever the main queue gets
    /// work, or nil when this libdispatch does not hand it out.
    ///
    /// No public API exposes it. `_dispatch_get_main_queue_handle_4CF` is the private entry point
    /// CoreFoundation's run loop uses for exactly this, exported by Linux builds of libdispatch
    /// (on Linux the handle is an eventfd). It is looked up at run time rather than linked, so a
    /// libdispatch without it costs the wake, not the launch: blocks then run only when the loop
    /// wakes for another reason. Asking for it creates the eventfd if no work has yet.
    private static func mainQueueDescriptor() -> Int32? {
        guard let symbol = dlsym(nil, "_dispatch_get_main_queue_handle_4CF") else { return nil }
        let handle = unsafeBitCast(symbol, to: (@convention(c) () -> Int32).self)()
        return handle >= 0 ? handle : nil
    }
}
