import Dispatch

/// Lets go of the memory a pipeline in motion keeps, once the work is done and the host is at
/// rest: first what the host keeps only to make the next motion cheaper (`release`, its spare
/// textures), then, on a background queue once the bitmaps already handed to
/// `BackgroundReleaser` are gone, the C heap's free pages (`releaseInBackground`,
/// `MallocHeap.trim()` by default).
///
/// Once per coming to rest, not every frame and not while busy: trimming walks every arena under
/// its lock, and pages handed back during work are taken again by the next bitmap at once, as
/// page faults. The host reports each turn of its loop (`observe`): a busy turn arms the
/// releaser; once it has been at rest for `settleTime` seconds without a break, it releases and
/// stays quiet until the next busy turn. It starts armed, since start-up is work. While it waits
/// out the settle time, `nextDeadline` says when to look again, so that a host asleep for input
/// still wakes for it. Main thread.
@MainActor
public final class IdleMemoryReleaser {
    /// How long the host must stay at rest before a release, in seconds: a few frames, so that a
    /// lull of a frame or two in a session (the workers between two items, the host between
    /// two presses) does not trim, and short enough that a scripted session's last second sees
    /// it after the pager has settled and its neighbours have been drawn (0.3 s missed that on a
    /// loaded machine).
    public static let defaultSettleTime = 0.1

    /// Seconds at rest before a release.
    public let settleTime: Double
    /// How many releases there have been.
    public private(set) var releaseCount = 0
    /// What the host lets go of itself, on the main thread, before the background release.
    private let release: () -> Void
    private let releaseInBackground: @Sendable () -> Void
    /// Serial, so that releases follow each other in order and never overlap.
    private let queue = DispatchQueue(label: "folio.idle-release", qos: .utility)
    /// Whether there has been work since the last release.
    private var isArmed = true
    /// When the current stretch at rest began, while armed.
    private var restingSince: Double?

    /// A releaser that runs `release` then `releaseInBackground` once the host has been at rest
    /// for `settleTime` seconds after work. Main thread.
    ///
    /// - Parameters:
    ///   - settleTime: Seconds at rest before a release; zero releases on the first turn at rest.
    ///   - release: Runs on the main thread: what the host holds for the next motion.
    ///   - releaseInBackground: Runs on a background queue after the bitmaps handed to
    ///     `BackgroundReleaser` before the release are gone.
    public init(
        settleTime: Double = IdleMemoryReleaser.defaultSettleTime,
        release: @escaping () -> Void = {},
        releaseInBackground: @escaping @Sendable () -> Void = { MallocHeap.trim() }
    ) {
        self.settleTime = max(0, settleTime)
        self.release = release
        self.releaseInBackground = releaseInBackground
    }

    /// Notes one turn of the host's loop at `time` (seconds, any monotonic clock): at rest (no
    /// frame wanted, nothing queued or running on the workers) or busy. Releases if this turn
    /// completes `settleTime` at rest after work. Main thread.
    ///
    /// - Returns: Whether it released.
    @discardableResult
    public func observe(isAtRest: Bool, at time: Double) -> Bool {
        guard isAtRest else {
            isArmed = true
            restingSince = nil
            return false
        }
        guard isArmed else { return false }
        let since = restingSince ?? time
        restingSince = since
        guard time - since >= settleTime else { return false }
        isArmed = false
        restingSince = nil
        releaseCount += 1
        release()
        let background = releaseInBackground
        queue.async {
            // The bitmaps let go of as the work ended are freed first, so that their pages are
            // among those returned.
            BackgroundReleaser.drain()
            background()
        }
        return true
    }

    /// When a release is due if the host stays at rest (nil if none is pending: busy, or
    /// released since the last work). A host that sleeps waiting for input wakes by then.
    /// Main thread.
    public var nextDeadline: Double? {
        guard isArmed, let restingSince else { return nil }
        return restingSince + settleTime
    }

    /// Blocks until the background releases begun so far have run: for tests.
    public func waitForBackgroundReleases() {
        queue.sync {}
    }
}
