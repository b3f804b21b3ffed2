/// One post of a feed: who wrote it, its words and, for every third post, a photo at its own
/// aspect ratio. Made by `FeedPostGenerator`, the same for the same page and index on every run.
/// A plain value: usable on any thread (node blocks capture it).
struct FeedPost: Hashable, Sendable {
    /// The feed (the pager's page) the post belongs to, from 0.
    var page: Int
    /// The post's place in its feed, from 0, as the events count items.
    var index: Int
    var author: String
    /// The photo the round avatar is cut from; nil when the library lists none.
    var avatar: Photo?
    /// A topic's "#hashtag", one to six sentences (or, in Chinese, a long paragraph) and, for
    /// some posts, an "@mention": one to six lines at a desktop window's width; in English, or
    /// with `--text world` in the post's voice. Drawn with its tags and mentions as links
    /// (`FeedPostText`).
    var text: String
    /// The post's photo, when it has one (see `hasPhoto(index:)`) and the library lists any.
    var photo: Photo?
    /// The photo's height ÷ width, as its file says within `FeedPostGenerator.photoAspectRatios`
    /// (a stand-in ratio when the file cannot be read, so that the post still has a place for the
    /// photo's placeholder); nil without a photo.
    var photoAspectRatio: Double?
    /// How many other readers like the post: its like count while the reader does not.
    var likes = 0

    /// Whether the post at `index` of a feed carries a photo: every third one, from the third.
    static func hasPhoto(index: Int) -> Bool {
        index % 3 == 2
    }
}
