import FolioCore

/// A post's like button: a pill at the right end of the author line showing a heart and the
/// like count, "♡ 12"; liked, the heart fills and both turn red on a red-tinted pill, "♥ 13".
/// Pressed, the pill lightens until the release. Its height (30 px) stays under the avatar's,
/// so the author line, and where the button sits, do not depend on it. Any thread.
enum FeedLikeButton {
    /// The pill's colour while not liked.
    static let background = Color(red: 32, green: 33, blue: 39)
    /// The pill's colour while pressed.
    static let pressedBackground = Color(red: 62, green: 64, blue: 74)
    /// The pill's colour while liked.
    static let likedBackground = Color(red: 66, green: 24, blue: 36)
    /// The heart's and the count's colour while liked.
    static let likedInk = Color(red: 255, green: 92, blue: 122)

    /// The size of the pill a post's placeholder shows where the button goes: a two-digit
    /// count's.
    static let placeholderSize = Size(width: 62, height: 30)

    /// DejaVu Sans, the bundled font, has both hearts (U+2661 and U+2665).
    static let attributes = TextAttributes(size: 14, weight: .bold, color: FeedPostNode.quiet, alignment: .center, maxLines: 1)

    /// A button showing `like`, calling `action` on the main thread when clicked. Any thread:
    /// the node block's.
    static func make(showing like: FeedLike, action: @escaping @MainActor @Sendable (ButtonNode) -> Void) -> ButtonNode {
        let button = ButtonNode(attributes: attributes, action: action)
        button.contentInsets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
        button.cornerRadius = 15
        button.backgroundColor = background
        button.highlightedBackgroundColor = pressedBackground
        button.selectedBackgroundColor = likedBackground
        button.selectedTitleColor = likedInk
        show(like, on: button)
        return button
    }

    /// Sets `button` to show `like`; the cell holding it must then be laid out again (a click
    /// does that by itself). Any thread.
    static func show(_ like: FeedLike, on button: ButtonNode) {
        button.title = title(for: like)
        button.isSelected = like.isLiked
    }

    /// "♥ 1,024" liked, "♡ 1,023" not.
    static func title(for like: FeedLike) -> String {
        (like.isLiked ? "\u{2665} " : "\u{2661} ") + DemoText.grouped(like.count)
    }
}
