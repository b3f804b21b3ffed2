import FolioCore
import Glibc

/// The Pango font contexts the calling thread has made, one per font configuration: Pango asks
/// for a font map per thread. Kept until `closeCurrentThread()` (a worker's teardown, the main
/// thread as the libraries stop) or, failing that, until the thread exits (a `pthread_key_t`
/// destructor frees them), or until `releaseEveryThread()` lets go of them at rest. Only its own
/// thread uses the font contexts; `current` hands out the calling thread's instance.
///
/// Why at rest: each thread's font map opens its own copy of every face it needed (HarfBuzz maps
/// the font file once per font map, and Pango keeps fontsets, metrics and glyph caches per map),
/// so a visit through pages of many scripts leaves the emoji and CJK faces mapped and their state
/// allocated once per worker long after the work is over. A thread that draws text again makes
/// its font map afresh on its next use, and lays out to the same lines. The thread that draws
/// frames keeps its own: making them again costs 2 to 15 ms, which its next frame must not pay.
final class PangoThreadContext: @unchecked Sendable {
    // @unchecked: `contexts` is only touched under its lock. Its font contexts are used by the
    // owning thread alone; `releaseEveryThread()` only takes them out to let go of them, and one
    // the owner is using at that moment stays alive (the owner holds it) until the owner is done.

    /// The per-thread slot holding a retained `PangoThreadContext`.
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { raw in
            guard let raw else { return }
            PangoThreadContext.forget(Unmanaged<PangoThreadContext>.fromOpaque(raw).takeRetainedValue())
        }
        precondition(status == 0, "pthread_key_create failed (\(status))")
        return key
    }()

    /// Every thread's instance, from its first use until the thread closes it or exits: what
    /// `releaseEveryThread()` walks.
    private static let living = Locked<[ObjectIdentifier: PangoThreadContext]>([:])

    private let contexts = Locked<[ObjectIdentifier: PangoFontContext]>([:])
    /// Whether `releaseEveryThread()` passes this thread's contexts over: the thread that
    /// draws frames (`keepCurrentThreadAtRest()`).
    private let isKeptAtRest = Locked(false)

    private init() {}

    /// The calling thread's contexts, made on first use.
    static var current: PangoThreadContext {
        if let raw = pthread_getspecific(slot) {
            return Unmanaged<PangoThreadContext>.fromOpaque(raw).takeUnretainedValue()
        }
        let made = PangoThreadContext()
        living.withLock { $0[ObjectIdentifier(made)] = made }
        pthread_setspecific(slot, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    /// Keeps the calling thread's contexts when `releaseEveryThread()` lets go of the others'.
    /// On the thread that draws frames.
    static func keepCurrentThreadAtRest() {
        current.isKeptAtRest.withLock { $0 = true }
    }

    /// Frees the calling thread's contexts now, if it has any; a later `current` starts afresh.
    /// On the thread whose contexts they are.
    static func closeCurrentThread() {
        guard let raw = pthread_getspecific(slot) else { return }
        // Cleared first, so that the key's destructor finds nothing at the thread's exit.
        pthread_setspecific(slot, nil)
        forget(Unmanaged<PangoThreadContext>.fromOpaque(raw).takeRetainedValue())
    }

    /// Takes `instance` off the living list: its font contexts go with it, unless a release has
    /// already taken them.
    private static func forget(_ instance: PangoThreadContext) {
        living.withLock { $0[ObjectIdentifier(instance)] = nil }
    }

    /// Lets go of every thread's font contexts but the main thread's (font maps, faces and
    /// laid-out texts), for threads at rest; each thread makes new ones on its next use. A thread using one of its
    /// contexts at that moment keeps it until it is done with it, and it is freed then, on that
    /// thread. Any thread.
    ///
    /// - Returns: How many font contexts were taken.
    @discardableResult
    static func releaseEveryThread() -> Int {
        let instances = living.withLock { Array($0.values) }
        var taken: [PangoFontContext] = []
        for instance in instances where !instance.isKeptAtRest.current {
            taken += instance.contexts.withLock { contexts in
                defer { contexts.removeAll() }
                return Array(contexts.values)
            }
        }
        let count = taken.count
        // Freed outside every thread's lock (the owner may be making its next context), and
        // under the layout lock, as Pango's own state changes only under it elsewhere.
        PangoFontContext.layoutLock.withLock {
            taken.removeAll()
            CairoFontCache.empty()
        }
        return count
    }

    /// How many font contexts the calling thread holds now: for tests.
    var fontContextCount: Int {
        contexts.withLock { $0.count }
    }

    /// The calling thread's font context for `configuration`, made on first use.
    func fontContext(for configuration: FontConfiguration) -> PangoFontContext {
        let key = ObjectIdentifier(configuration)
        if let known = contexts.withLock({ $0[key] }) { return known }
        // Made outside the lock: only this thread makes its contexts, and a release in the
        // meantime need not wait for fontconfig.
        let made = PangoFontContext(configuration: configuration)
        contexts.withLock { $0[key] = made }
        return made
    }
}
