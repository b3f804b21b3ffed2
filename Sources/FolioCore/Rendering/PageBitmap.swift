/// A finished page bitmap handed from a worker to the main thread, which turns it into a
/// texture. The platform's type (for FolioSDL, an owned SDL surface). Immutable once finished:
/// usable on any thread; released when the last reference goes.
public protocol PageBitmap: AnyObject, Sendable {
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    var byteCount: Int { get }
}
