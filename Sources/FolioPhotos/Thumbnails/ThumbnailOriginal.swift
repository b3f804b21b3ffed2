import Foundation

/// A photo as the thumbnail standard knows it: its canonical URI, which names its thumbnail, and
/// the modification time and size its file had when looked at, which a thumbnail must carry to
/// be fresh. A plain value: any thread.
struct ThumbnailOriginal: Sendable, Hashable {
    /// The file's absolute path.
    var path: String
    /// `file://` and the path, percent-escaped as GLib's `g_filename_to_uri` does.
    var uri: String
    /// The lowercase hex MD5 of `uri`: the name of its thumbnail, before ".png".
    var uriMD5: String
    /// The file's modification time in whole seconds since 1970, as `Thumb::MTime` holds it.
    var modificationSeconds: Int64
    /// The file's size in bytes, as `Thumb::Size` holds it.
    var byteCount: Int64
}
