import FolioCore

/// One photograph of the demo's library, with what its caption shows. A plain value: usable on
/// any thread (node blocks capture it).
struct Photo: Hashable, Sendable {
    /// The image file's full path.
    var path: String
    var title: String
    var credit: String
    var licence: String
    /// Its upright pixel size when its list says it (a generated library's manifest); nil to
    /// read it from the file's header.
    var pixelSize: Size? = nil
}
