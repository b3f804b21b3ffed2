import CSDL2
import Glibc

/// The SDL_ttf fonts the calling thread has open. SDL_ttf corrupts memory when two threads use
/// one `TTF_Font`, so every thread opens its own, and keeps them until `closeCurrentThread()`
/// (a worker's teardown, the main thread before SDL_ttf shuts down) or, failing that, until it
/// exits (a `pthread_key_t` destructor closes them). Fonts are opened from the files' bytes
/// read once as hostile input, through `SDLFontFile`, which also serialises opening and closing.
///
/// Only ever touched by its own thread; `current` hands out the calling thread's instance.
/// SDL_ttf must be initialised (`TTF_Init`) before first use and stay so until every thread that
/// used fonts has closed them: `TTF_Quit` frees the faces under any font still open, and closing
/// one afterwards crashes in FreeType. That is why workers close theirs explicitly before they
/// count as finished, rather than leave it to the destructor, which runs at some point during
/// the thread's exit.
final class RasterThreadFonts {
    /// A font file at a size in physical pixels.
    struct Key: Hashable {
        let path: String
        let pixelSize: Int32
    }

    /// The most fonts one thread keeps open; reaching it closes them all (a thread normally uses a
    /// handful of sizes, so this only bounds odd cases such as a long live resize).
    static let capacity = 32

    /// The per-thread slot holding a retained `RasterThreadFonts`.
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { raw in
            guard let raw else { return }
            Unmanaged<RasterThreadFonts>.fromOpaque(raw).release()
        }
        precondition(status == 0, "pthread_key_create failed (\(status))")
        return key
    }()

    private var fonts: [Key: OpaquePointer] = [:]

    private init() {}

    deinit {
        closeAll()
    }

    /// The calling thread's fonts, made on first use.
    static var current: RasterThreadFonts {
        if let raw = pthread_getspecific(slot) {
            return Unmanaged<RasterThreadFonts>.fromOpaque(raw).takeUnretainedValue()
        }
        let fonts = RasterThreadFonts()
        pthread_setspecific(slot, Unmanaged.passRetained(fonts).toOpaque())
        return fonts
    }

    /// Closes the calling thread's fonts now, if it has any; a later `current` starts afresh.
    /// On the thread whose fonts they are.
    static func closeCurrentThread() {
        guard let raw = pthread_getspecific(slot) else { return }
        // Cleared first, so that the key's destructor finds nothing at the thread's exit.
        pthread_setspecific(slot, nil)
        Unmanaged<RasterThreadFonts>.fromOpaque(raw).release()
    }

    /// Whether SDL_ttf opens the file at `path` as a font: opened and closed at once. Any thread,
    /// with SDL_ttf started.
    static func canOpen(path: String) -> Bool {
        guard let font = try? SDLFontFile.open(path: path, pixelSize: 12) else { return false }
        SDLFontFile.close(font)
        return true
    }

    /// The calling thread's font for `key`, opened on first use; nil if SDL_ttf cannot open it.
    /// Valid until the next call on this thread (which may empty a full cache).
    func font(_ key: Key) -> OpaquePointer? {
        if let font = fonts[key] { return font }
        if fonts.count >= Self.capacity { closeAll() }
        let font = try? SDLFontFile.open(path: key.path, pixelSize: key.pixelSize)
        if let font { fonts[key] = font }
        return font
    }

    private func closeAll() {
        guard !fonts.isEmpty else { return }
        let open = Array(fonts.values)
        fonts.removeAll()
        for font in open { SDLFontFile.close(font) }
    }
}
