import FolioCore

/// What a feed's post or header shows while its content is not ready: for a post, its background
/// with a grey disc where the avatar goes, bars where the name and the text go and a pill where
/// the like button goes, at the places the post puts them; for a header, its band. Main thread
/// only.
@MainActor
enum FeedPlaceholder {
    /// The colour of the shapes standing in for the avatar and the words.
    static let shape = Color(red: 44, green: 46, blue: 52)

    /// The placeholder of a feed list's `item` (a post's flat index, or a header's key) in
    /// `frame`, window coordinates.
    static func draw(forItem item: Int, in frame: Rect, on canvas: any Canvas) {
        if item < 0 {
            canvas.fill(frame, color: FeedHeaderNode.band)
        } else {
            drawPost(in: frame, on: canvas)
        }
    }

    /// A post-shaped placeholder in `frame`, window coordinates.
    static func drawPost(in frame: Rect, on canvas: any Canvas) {
        canvas.fill(frame, color: FeedPostNode.background)
        let insets = FeedPostNode.insets
        let side = FeedPostNode.avatarSide
        let left = frame.minX + insets.left
        let width = max(0, frame.width - insets.left - insets.right)
        let top = frame.minY + insets.top
        guard frame.height >= insets.top + side else { return }
        canvas.fillRoundedRect(Rect(x: left, y: top, width: side, height: side), radius: side / 2, color: shape)
        canvas.fillRoundedRect(Rect(x: left + side + 12, y: top + side / 2 - 6, width: min(160, width / 3), height: 12), radius: 6, color: shape)
        // The like button's pill, at the author line's right end, when the line has room for it.
        let pill = FeedLikeButton.placeholderSize
        if width >= side + 12 + min(160, width / 3) + 12 + pill.width {
            canvas.fillRoundedRect(Rect(x: left + width - pill.width, y: top + (side - pill.height) / 2, width: pill.width, height: pill.height),
                                   radius: pill.height / 2, color: shape)
        }
        // Two bars of text below the avatar line, as far as the row's height allows.
        var y = top + side + FeedPostNode.spacing + 4
        for fraction in [0.92, 0.64] where y + 12 <= frame.maxY - insets.bottom {
            canvas.fillRoundedRect(Rect(x: left, y: y, width: width * fraction, height: 12), radius: 6, color: shape)
            y += 22
        }
        canvas.fill(Rect(x: frame.minX, y: frame.maxY - FeedPostNode.separatorThickness, width: frame.width,
                         height: FeedPostNode.separatorThickness), color: FeedPostNode.separatorColor)
    }
}
