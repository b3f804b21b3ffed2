/// A decoded image held by the platform (for FolioSDL, a 32-bit SDL surface). It is released when
/// the last reference goes, which is how leaving the preload range frees it. Immutable once made:
/// usable on any thread.
public protocol DecodedImage: AnyObject, Sendable {
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    /// Memory the pixels take, in bytes.
    var byteCount: Int { get }
}
