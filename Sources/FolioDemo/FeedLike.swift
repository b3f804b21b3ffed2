/// Where a post stands with the reader: whether the reader likes it, and how many likes it has
/// counting the reader's. What the post's like button shows and the `liked` event reports. A
/// plain value: usable on any thread.
struct FeedLike: Hashable, Sendable {
    var isLiked: Bool
    var count: Int
}
