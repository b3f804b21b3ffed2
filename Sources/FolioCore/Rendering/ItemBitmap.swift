/// A finished item bitmap handed from a worker to the main thread, which turns it into a
/// texture. The platform's type (for FolioSDL, an owned SDL surface). Immutable once finished:
/// usable on any thread; released when the last reference goes.
public protocol ItemBitmap: AnyObject, Sendable {
    /// The width in physical pixels.
    var pixelWidth: Int { get }
    /// The height in physical pixels.
    var pixelHeight: Int { get }
    /// The memory the pixels take, in bytes, counted against the memory budget.
    var byteCount: Int { get }
}
