import CSDL2
import FolioCore

/// Opens the bundled typeface at the pixel sizes asked for and keeps each open. Main thread
/// only: an SDL_ttf font must never be shared between threads (workers get their own library).
@MainActor
public final class SDLFontLibrary {
    /// The file name of each weight inside the fonts directory: the same files the workers
    /// measure and draw with.
    public static var fileNames: [FontWeight: String] { SDLTextMeasurer.fileNames }

    private let paths: [FontWeight: String]
    private var fonts: [Key: OpaquePointer] = [:]

    private struct Key: Hashable {
        let weight: FontWeight
        let pixelSize: Int32
    }

    /// Checks that every weight's file is in `directory`, so a missing font is reported once, at
    /// start, naming the file.
    public init(directory: String) throws(SDLError) {
        var paths: [FontWeight: String] = [:]
        for (weight, name) in Self.fileNames {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            guard let probe = TTF_OpenFont(path, 12) else {
                throw SDLError("opening the font \(path)", reason: "the file is missing or not a font")
            }
            TTF_CloseFont(probe)
            paths[weight] = path
        }
        self.paths = paths
    }

    isolated deinit {
        for font in fonts.values { TTF_CloseFont(font) }
    }

    /// The font for `weight` at `pixelSize` physical pixels, or nil if SDL_ttf cannot open it.
    func font(weight: FontWeight, pixelSize: Int32) -> OpaquePointer? {
        let key = Key(weight: weight, pixelSize: max(1, pixelSize))
        if let font = fonts[key] { return font }
        guard let path = paths[weight], let font = TTF_OpenFont(path, key.pixelSize) else { return nil }
        fonts[key] = font
        return font
    }
}
