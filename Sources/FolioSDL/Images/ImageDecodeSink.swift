import CSDL2

/// Where a C decoder's callbacks land: it makes the output surface and answers whether to stop.
/// Used by the one thread that runs the decode.
final class ImageDecodeSink {
    let isCancelled: () -> Bool
    /// The surface made for the output, which the caller takes (and frees) once the decode ends.
    private(set) var surface: UnsafeMutablePointer<SDL_Surface>?

    init(isCancelled: @escaping () -> Bool) {
        self.isCancelled = isCancelled
    }

    /// A zero-filled ARGB8888 surface of `width`×`height`, its pitch in `pitch`; nil when memory
    /// is short or one was already made.
    func allocate(width: UInt32, height: UInt32, pitch: UnsafeMutablePointer<Int>?) -> UnsafeMutablePointer<UInt32>? {
        guard surface == nil, let made = RasterSurface.make(width: Int(width), height: Int(height)) else { return nil }
        surface = made
        pitch?.pointee = Int(made.pointee.pitch)
        return made.pointee.pixels?.assumingMemoryBound(to: UInt32.self)
    }
}
