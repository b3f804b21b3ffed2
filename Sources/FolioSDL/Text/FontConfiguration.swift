import CPango
import FolioCore

/// The fontconfig configuration Folio's text is set with: the system's fonts and settings, with
/// the bundled faces added as the application's own, so that the default family is the bundled
/// DejaVu Sans wherever Folio runs and a character it lacks comes from the best installed face
/// that has it (fontconfig's order). Made once per set of bundled files and kept for the life of
/// the process: every thread's Pango font map reads it. Fontconfig configurations are
/// reference-counted and safe to read from several threads; nothing changes one after it is
/// made. Any thread.
final class FontConfiguration: @unchecked Sendable {
    // @unchecked: `config` is only read after init, and fontconfig locks its own caches.

    /// The `FcConfig`.
    let config: OpaquePointer

    /// The configurations made so far, by their bundled files.
    private static let shared = Locked<[[String]: FontConfiguration]>([:])

    private init(config: OpaquePointer) {
        self.config = config
    }

    /// The configuration with the system's fonts and `files` added; made on first use. Any
    /// thread.
    ///
    /// - Throws: `SDLError` naming a file fontconfig cannot read as a font.
    static func with(files: [String]) throws(SDLError) -> FontConfiguration {
        if let known = shared.withLock({ $0[files] }) { return known }
        guard let config = FcInitLoadConfigAndFonts() else { throw SDLError("loading the fontconfig configuration") }
        for path in files {
            let added = path.withCString { name in
                name.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) }
            }
            guard added != 0 else {
                FcConfigDestroy(config)
                throw SDLError("opening the font \(path)", reason: "not a font fontconfig can read")
            }
        }
        let made = FontConfiguration(config: config)
        return shared.withLock { known in
            if let first = known[files] { return first }
            known[files] = made
            return made
        }
    }

    deinit {
        FcConfigDestroy(config)
    }
}
