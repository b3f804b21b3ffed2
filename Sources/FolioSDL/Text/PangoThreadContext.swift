import Glibc

/// The Pango font contexts the calling thread has made, one per font configuration: Pango asks
/// for a font map per thread. Kept until `closeCurrentThread()` (a worker's teardown, the main
/// thread as the libraries stop) or, failing that, until the thread exits (a `pthread_key_t`
/// destructor frees them). Only ever touched by its own thread; `current` hands out the calling
/// thread's instance.
final class PangoThreadContext {
    /// The per-thread slot holding a retained `PangoThreadContext`.
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { raw in
            guard let raw else { return }
            Unmanaged<PangoThreadContext>.fromOpaque(raw).release()
        }
        precondition(status == 0, "pthread_key_create failed (\(status))")
        return key
    }()

    private var contexts: [ObjectIdentifier: PangoFontContext] = [:]

    private init() {}

    /// The calling thread's contexts, made on first use.
    static var current: PangoThreadContext {
        if let raw = pthread_getspecific(slot) {
            return Unmanaged<PangoThreadContext>.fromOpaque(raw).takeUnretainedValue()
        }
        let made = PangoThreadContext()
        pthread_setspecific(slot, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    /// Frees the calling thread's contexts now, if it has any; a later `current` starts afresh.
    /// On the thread whose contexts they are.
    static func closeCurrentThread() {
        guard let raw = pthread_getspecific(slot) else { return }
        // Cleared first, so that the key's destructor finds nothing at the thread's exit.
        pthread_setspecific(slot, nil)
        Unmanaged<PangoThreadContext>.fromOpaque(raw).release()
    }

    /// The calling thread's font context for `configuration`, made on first use.
    func fontContext(for configuration: FontConfiguration) -> PangoFontContext {
        let key = ObjectIdentifier(configuration)
        if let known = contexts[key] { return known }
        let made = PangoFontContext(configuration: configuration)
        contexts[key] = made
        return made
    }
}
