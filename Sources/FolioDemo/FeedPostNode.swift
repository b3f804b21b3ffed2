import FolioCore

/// A feed's post: a round avatar, the author in bold with the post's number in small grey type
/// on the same baseline, below them how long ago it was written ("5 min ago", kept current
/// while the post is on screen by a `FeedPostClock`) and, at the line's right end, the like
/// button; the text over up to six lines, its hashtags and mentions as links (`FeedPostText`)
/// and, when the post has one, its photo across the post at the photo's own aspect ratio; a
/// thin line under it parts it from the next. It sizes itself to the width it is given (a list
/// row: exact width, any height), on a worker. A plain value: usable on any thread.
struct FeedPostNode: NodeComposition {
    var post: FeedPost
    /// Where the post stood with the reader when the node was asked for.
    var like: FeedLike
    /// What a click on the like button calls, on the main thread, with the button: it is to
    /// toggle the like in the model and show the outcome on the button.
    var toggleLike: @MainActor @Sendable (ButtonNode) -> Void
    /// Where the photos come from: files, or a server.
    var images = FeedImageSources()
    /// Told why, on a worker, when the avatar or the photo cannot be shown.
    var imageFailed: @Sendable (String) -> Void = { _ in }
    /// The clock the post's age is told by.
    var clock = FeedClock()

    /// What a tap on the avatar is reported as.
    static let avatarTapName = "avatar"
    /// What a tap on the photo is reported as.
    static let photoTapName = "photo"
    /// The avatar's side, logical pixels; it is cut to a circle.
    static let avatarSide = 40.0
    /// The room around the post's content.
    static let insets = EdgeInsets(top: 14, left: 16, bottom: 14, right: 16)
    /// The gap between the author line, the text and the photo.
    static let spacing = 10.0
    /// The most lines the text takes; longer text ends in an ellipsis.
    static let maximumTextLines = 6
    /// The separator's thickness.
    static let separatorThickness = 1.0

    static let background = Color(red: 18, green: 18, blue: 21)
    static let ink = Color(red: 235, green: 235, blue: 240)
    static let quiet = Color(red: 150, green: 153, blue: 163)
    static let separatorColor = Color(red: 44, green: 46, blue: 52)

    /// The author line: the name's attributes; the number is smaller and quieter.
    static let bylineAttributes = TextAttributes(size: 15, weight: .bold, color: ink, maxLines: 1)
    static let numberStyle = TextRunStyle(weight: .regular, color: quiet, size: 13)
    /// Links in a light blue that reads on the dark post, paler while pressed, underlined.
    static let linkStyle = TextLinkStyle(color: Color(red: 100, green: 170, blue: 255),
                                         pressedColor: Color(red: 190, green: 220, blue: 255))
    static let textAttributes = TextAttributes(size: 15, color: ink.withAlpha(225), maxLines: maximumTextLines, lineSpacing: 0.25,
                                               linkStyle: linkStyle)

    struct Nodes {
        let avatar: ImageNode
        /// The author's name and the post's number.
        let byline: TextNode
        /// How long ago the post was written, kept current by `clock` while it is on screen.
        let age: TextNode
        /// What keeps `age` current while the post is on screen.
        let clock: FeedPostClock
        let like: ButtonNode
        let text: TextNode
        let photo: ImageNode?
        let separator: DisplayNode
    }

    var backgroundColor: Color? { Self.background }

    func makeNodes() -> Nodes {
        let avatar = image(post.avatar.map(images.source), cornerRadius: Self.avatarSide / 2)
        avatar.style.preferredSize = Size(width: Self.avatarSide, height: Self.avatarSide)
        // A tap on the avatar or the photo is reported by the collection (`tapped`), as a feed
        // would open the author's profile or the photo.
        avatar.tapName = Self.avatarTapName
        let byline = TextNode(Self.byline(of: post), attributes: Self.bylineAttributes)
        let separator = DisplayNode()
        separator.backgroundColor = Self.separatorColor
        separator.style.height = .points(Self.separatorThickness)
        let age = TextNode(FeedPostAge.text(page: post.page, index: post.index, elapsed: clock.minutesElapsed(at: clock.now)),
                           attributes: Self.ageAttributes)
        let ageClock = FeedPostClock(line: age, page: post.page, index: post.index, clock: clock)
        return Nodes(
            avatar: avatar,
            byline: byline,
            age: age,
            clock: ageClock,
            like: FeedLikeButton.make(showing: like, action: toggleLike),
            text: TextNode(FeedPostText.attributed(post.text), attributes: Self.textAttributes),
            photo: images.photoSource(of: post).map { source in
                let photo = image(source, cornerRadius: 10)
                photo.tapName = Self.photoTapName
                return photo
            },
            separator: separator
        )
    }

    /// The image node for `source`, with a quiet placeholder while it is fetched, reporting a
    /// failure.
    private func image(_ source: ImageSource?, cornerRadius: Double) -> ImageNode {
        let node = ImageNode(source: source ?? .file("(no photo listed)"), contentMode: .scaleAspectFill,
                             cornerRadius: cornerRadius)
        node.placeholderColor = Self.placeholderColor
        let imageFailed = self.imageFailed
        node.onFailure = { error in imageFailed(error.reason) }
        return node
    }

    /// The age line: small and quiet, as the post's number.
    static let ageAttributes = TextAttributes(size: 13, color: quiet, maxLines: 1)

    /// The post came on screen: its age is shown as of now, and kept current. Main thread.
    @MainActor func didEnter(_ state: InterfaceState, nodes: Nodes) {
        if state == .visible { nodes.clock.start() }
    }

    /// The post left the screen: its age stops being kept current. Main thread.
    @MainActor func didExit(_ state: InterfaceState, nodes: Nodes) {
        if state == .visible { nodes.clock.stop() }
    }

    /// What shows where a photo is still on its way.
    static let placeholderColor = Color(red: 36, green: 38, blue: 44)

    func layoutSpec(for nodes: Nodes, within constrainedSize: SizeRange) -> any LayoutElement {
        // The name over the age, as tall together as the avatar beside them, take the room
        // left, which puts the like button at the line's right end; a long name ends in an
        // ellipsis.
        var names = StackLayoutSpec(direction: .vertical, spacing: 2, alignItems: .stretch, children: [nodes.byline, nodes.age])
        names.style.flexGrow = 1
        names.style.flexShrink = 1
        let byline = StackLayoutSpec(direction: .horizontal, spacing: 12, alignItems: .center,
                                     children: [nodes.avatar, names, nodes.like])
        var parts: [any LayoutElement] = [byline, nodes.text]
        if let photo = nodes.photo, let ratio = post.photoAspectRatio {
            // The content's full width, and the height the photo's shape gives it.
            parts.append(RatioLayoutSpec(ratio: ratio, child: photo))
        }
        let content = StackLayoutSpec(direction: .vertical, spacing: Self.spacing, alignItems: .stretch, children: parts)
        return StackLayoutSpec(direction: .vertical, alignItems: .stretch,
                               children: [InsetLayoutSpec(insets: Self.insets, child: content), nodes.separator])
    }

    /// "Ana Etxeberria  #1,024": the name in the line's bold, the number smaller and grey, both
    /// on one baseline.
    static func byline(of post: FeedPost) -> AttributedText {
        // A space and an en space: a gap of about the 8 px the name and number had as two nodes
        // (runs of plain spaces wrap, and collapse, as one).
        AttributedText(post.author) + AttributedText(" \u{2002}#\(DemoText.grouped(post.index))", numberStyle)
    }

    /// About how tall the post is at `width`, before a worker measures it: what a list places the
    /// row at meanwhile, so that measuring moves little. Any thread.
    static func estimatedHeight(of post: FeedPost, width: Double) -> Double {
        let contentWidth = max(1, width - insets.left - insets.right)
        // DejaVu Sans at 15 px averages about 8 px a character; a line is about 22 px with the
        // spacing.
        let charactersPerLine = max(1, (contentWidth / 8).rounded(.down))
        let lines = min(Double(maximumTextLines), (Double(columns(of: post.text)) / charactersPerLine).rounded(.up))
        var height = insets.top + avatarSide + spacing + lines * 22 + insets.bottom + separatorThickness
        if let ratio = post.photoAspectRatio, post.photo != nil {
            height += spacing + contentWidth * ratio
        }
        return height
    }

    /// How many average characters' widths `text` takes: one a character, two for the
    /// characters of Chinese, Japanese and Korean and for emoji, which are about as wide as
    /// they are tall (15 px at 15 px, where a Latin letter averages 8), so that a post in those
    /// scripts is not estimated at half its height. Characters, not bytes: an accented letter is
    /// one, as wide as any other (bytes overestimated posts with accented names).
    static func columns(of text: String) -> Int {
        let characters = text.count
        // A text of as many bytes as characters is ASCII, with no wide character: every English
        // post, told at no cost (a list asks this of each of a million posts, as it lays them
        // out), so that only the others pay for the walk over their scalars.
        guard text.utf8.count != characters else { return characters }
        var wide = 0, previous: UInt32 = 0, flagLetters = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            // Nothing below U+1100 is wide; an emoji after a joiner is part of the one before
            // (a family is one character), as is a skin tone.
            if value >= 0x1100, previous != 0x200D, !(0x1F3FB...0x1F3FF).contains(value) {
                if (0x1F1E6...0x1F1FF).contains(value) {
                    // Two regional indicators make one flag.
                    flagLetters += 1
                    if flagLetters % 2 == 1 { wide += 1 }
                } else if isWide(scalar) {
                    wide += 1
                }
            }
            previous = value
        }
        return characters + wide
    }

    /// Whether `scalar` is drawn about a square wide: ideographs, kana, Hangul and fullwidth
    /// forms (Unicode's East Asian wide ones), and emoji.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        case 0x2300...0x2BFF, 0x1F000...0x1FAFF:
            scalar.properties.isEmojiPresentation
        default:
            false
        }
    }
}
