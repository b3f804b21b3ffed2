import CSDL2
import FolioCore

/// Scheduling priority for the page workers. Rasterising is throughput work; drawing a frame is
/// latency work. On a machine with as many workers as cores, equal priorities let a worker hold
/// the core the main thread needs mid-frame; a lower priority (a higher nice value) lets the
/// kernel hand the main thread a core as soon as it is runnable, and the workers still have
/// every cycle the main thread does not use. This is what Texture gets from iOS's quality of
/// service classes.
public enum WorkerThreadPriority {
    /// The nice value workers run at (0 is the default; 19 the lowest priority).
    public static let niceValue: Int32 = 10

    /// Lowers the calling thread's priority to `niceValue`; pass it as `WorkerPool`'s
    /// `threadSetup`. A failure (a sandbox that forbids it) only costs smoothness, so it is
    /// logged and ignored. On the worker thread it is called on.
    @Sendable
    public static func lowerCurrentThread() {
        if shim_set_current_thread_nice(niceValue) != 0 {
            FolioLogger.host.line(.notice, "could not lower a worker thread's priority; frames may compete with page rendering")
        }
    }
}
