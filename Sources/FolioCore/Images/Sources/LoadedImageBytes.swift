import Foundation

/// An image's encoded bytes, wherever they ended up: a file (a local photo, an entry of the disk
/// cache of downloads) or memory (bytes an app holds, a download with no disk cache). Either is
/// decoded with the same checks as any file: the header decides the format, and the claims it
/// makes are held to `ImageDecodingLimits`. A plain value: usable on any thread.
public enum LoadedImageBytes: Sendable, Hashable {
    /// The file at this path holds the bytes.
    case file(String)
    /// The bytes themselves.
    case memory(Data)
}
