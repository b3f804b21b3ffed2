/// What is left of a frame's allowance for uploading off-screen bitmaps: a number of uploads,
/// and bytes past the first upload. One budget serves every texture cache drawn in the frame, so
/// a pager of feeds uploads no more per frame than a single collection. A plain value: usable on
/// any thread.
struct SDLUploadBudget: Sendable {
    /// Uploads still allowed.
    private(set) var uploads: Int
    /// Bytes allowed in all; `.max` for no limit.
    let byteLimit: Int
    /// Bytes uploaded so far.
    private(set) var bytes = 0

    /// A budget of `uploads` uploads and `byteLimit` bytes.
    init(uploads: Int, byteLimit: Int) {
        self.uploads = max(0, uploads)
        self.byteLimit = byteLimit
    }

    /// No limit at all: for uploading everything at once.
    static let unlimited = SDLUploadBudget(uploads: .max, byteLimit: .max)

    /// No off-screen upload: a cache only takes in what its collection changed.
    static let none = SDLUploadBudget(uploads: 0, byteLimit: 0)

    /// Whether another upload may start. The first always may, however large: a bitmap larger
    /// than the byte limit must still go up some time.
    var allowsAnother: Bool { uploads > 0 && bytes < byteLimit }

    /// Counts one upload of `byteCount` bytes.
    mutating func spend(bytes byteCount: Int) {
        if uploads != .max { uploads -= 1 }
        bytes = bytes &+ byteCount
    }
}
