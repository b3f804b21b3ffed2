import FolioCore
import Foundation

/// Makes the feeds' posts from the bundled photos and a pool of names and sentences: each post is
/// a pure function of its feed and index, so the same post shows on every run and wherever it is
/// made (on the main thread for the data source, or again on a worker). With `--text world`
/// about half the posts are written in one of the world's voices (`WorldVoice`) instead of
/// English. A plain value: usable on any thread.
struct FeedPostGenerator: Sendable {
    let library: PhotoLibrary
    /// The library's photos' pixel sizes, for the photos' aspect ratios.
    let photoSizes: PhotoSizes
    /// Whether posts are all English, as they have always been, or some are in other scripts.
    let text: TextRepertoire

    /// The ratio (height ÷ width) given to a post's photo whose size cannot be read: 3:4, the
    /// shape its "Photo unavailable" panel then takes.
    static let fallbackAspectRatio = 0.75
    /// The ratios (height ÷ width) a post's photo is laid out within: from a 4:1 panorama to a
    /// 1:2 portrait. A file's size is data, and a photo of another shape (a 1×30000 strip) is
    /// shown cropped to the nearer bound, so that a post is at most twice the content's width
    /// plus its text rather than millions of pixels tall.
    static let photoAspectRatios = 0.25...2.0
    /// The fewest and most sentences a post's text has.
    static let sentenceCounts = 1...6

    static let authors = [
        "Ana Etxeberria", "Ben Okafor", "Chloé Martin", "Dmitri Volkov", "Elena Rossi", "Farid Haddad",
        "Grace Liu", "Hannes Berg", "Inés Castro", "Jonas Meyer", "Keiko Tanaka", "Liam O'Brien",
        "Maya Patel", "Noah Schmidt", "Olga Nowak", "Pablo Ruiz", "Quinn Harper", "Rosa Lindqvist",
        "Samir Khan", "Tove Jansson-Lund", "Uma Reddy", "Victor Moreau", "Wen Zhao", "Yara Costa",
    ]

    static let sentences = [
        "Went out before sunrise and had the whole place to myself.",
        "The forecast said rain all day; the forecast was wrong.",
        "Third attempt at this shot, and finally the light cooperated.",
        "If you go, take the left fork after the bridge: the path is longer but the view is worth every step.",
        "Small things, noticed slowly.",
        "Nobody told me the last bus leaves at six, so I walked back and found this on the way.",
        "The colours are straight out of the camera; I could not have made them up.",
        "A quiet morning, a flask of coffee, and nowhere to be until noon.",
        "Every season this place looks like somewhere else entirely.",
        "Still thinking about how still the water was.",
        "Sharing this one for everyone who asked where it was taken: it is closer to the city than you would think.",
        "Some days the best plan is no plan at all.",
        "The locals say spring comes late here, and they are right.",
        "Packed light, walked far, stopped often.",
        "I keep coming back to this spot, and it keeps surprising me.",
        "Half an hour later the fog rolled in and everything vanished.",
        "Worth the early alarm.",
        "My knees disagree, but the rest of me says it was a perfect day.",
    ]

    /// The topics a post's text opens with, as a hashtag.
    static let topics = ["sunrise", "hiking", "travel", "fog", "mountains", "coast", "forest", "snow", "lakes", "walks"]

    init(library: PhotoLibrary, photoSizes: PhotoSizes, text: TextRepertoire) {
        self.library = library
        self.photoSizes = photoSizes
        self.text = text
    }

    /// Post `index` of feed `page`.
    func post(page: Int, index: Int) -> FeedPost {
        var post = englishPost(page: page, index: index)
        if text == .world { Self.rewriteInWorldVoice(&post) }
        return post
    }

    /// Post `index` of feed `page` in English: every post with `--text latin`, byte for byte the
    /// posts of earlier versions.
    private func englishPost(page: Int, index: Int) -> FeedPost {
        var random = Self.seed(page: page, index: index)
        let author = Self.authors[Self.pick(&random, below: Self.authors.count)]
        let photos = library.photos
        let avatar = photos.isEmpty ? nil : photos[Self.pick(&random, below: photos.count)]
        let count = Self.sentenceCounts.lowerBound + Self.pick(&random, below: Self.sentenceCounts.count)
        // Consecutive sentences from a random start: never the same one twice in a post.
        let start = Self.pick(&random, below: Self.sentences.count)
        let text = (0..<count).map { Self.sentences[(start + $0) % Self.sentences.count] }.joined(separator: " ")
        var post = FeedPost(page: page, index: index, author: author, avatar: avatar, text: text)
        if FeedPost.hasPhoto(index: index), !photos.isEmpty {
            let photoIndex = Self.pick(&random, below: photos.count)
            post.photo = photos[photoIndex]
            post.photoAspectRatio = Self.boundedAspectRatio(photoSizes.aspectRatio(ofPhotoAt: photoIndex))
        }
        // Drawn last, so that the rest of the post is what it was before posts had likes.
        post.likes = Self.likes(&random)
        // After the likes, for the same reason: the text opens with a topic's hashtag, and one
        // post in three ends by mentioning another author.
        let topic = Self.topics[Self.pick(&random, below: Self.topics.count)]
        post.text = "#\(topic) " + post.text
        if Self.pick(&random, below: 3) == 0 {
            let other = Self.authors[Self.pick(&random, below: Self.authors.count)]
            post.text += " With @" + Self.handle(of: other) + "."
        }
        return post
    }

    /// Rewrites one post in two in a world voice: its author, and its text (a hashtag, sentences
    /// or the voice's long paragraph, for some a mention of another of the voice's authors, and
    /// for some an emoji at the end). Drawn from a random state of its own, so that the English
    /// posts, and every post's photo, avatar and likes, stay what they are with `--text latin`.
    private static func rewriteInWorldVoice(_ post: inout FeedPost) {
        var random = seed(page: post.page, index: post.index) ^ worldSalt
        guard pick(&random, below: 2) == 1 else { return }
        let voice = WorldVoice.all[pick(&random, below: WorldVoice.all.count)]
        let authorIndex = pick(&random, below: voice.authors.count)
        post.author = voice.authors[authorIndex].name
        var body: String
        if let paragraph = voice.paragraph, pick(&random, below: 4) == 0 {
            body = paragraph
        } else {
            // As in English: consecutive sentences from a random start, never one twice.
            let count = sentenceCounts.lowerBound + pick(&random, below: min(sentenceCounts.count, voice.sentences.count))
            let start = pick(&random, below: voice.sentences.count)
            body = (0..<count).map { voice.sentences[(start + $0) % voice.sentences.count] }.joined(separator: voice.sentenceSeparator)
        }
        let topic = voice.topics[pick(&random, below: voice.topics.count)]
        body = "#\(topic) " + body
        if pick(&random, below: 3) == 0 {
            // Another of the voice's authors: one does not mention oneself.
            let others = max(1, voice.authors.count - 1)
            let other = (authorIndex + 1 + pick(&random, below: others)) % voice.authors.count
            body += voice.mentionBefore + voice.authors[other].handle + voice.mentionAfter
        }
        if voice.endsWithEmoji, pick(&random, below: 4) == 0 {
            body += " " + WorldVoice.emojiEndings[pick(&random, below: WorldVoice.emojiEndings.count)]
        }
        post.text = body
    }

    /// Mixed into a post's seed for its world text: a stream apart from the English one.
    private static let worldSalt: UInt64 = 0xD1B5_4A32_D192_ED03

    /// The ratio a photo of `ratio` (height ÷ width, nil when unknown) is laid out at: within
    /// `photoAspectRatios`, or the fallback when unknown or not a number.
    static func boundedAspectRatio(_ ratio: Double?) -> Double {
        guard let ratio, !ratio.isNaN else { return fallbackAspectRatio }
        return min(max(ratio, photoAspectRatios.lowerBound), photoAspectRatios.upperBound)
    }

    /// How `author` is mentioned: the first name in lower case, without accents ("chloe").
    static func handle(of author: String) -> String {
        let first = author.split(separator: " ").first.map(String.init) ?? author
        return first.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
            .filter { $0.isLetter || $0.isNumber }
    }

    /// A post's like count: most posts have a few dozen likes at most, one in eight runs into
    /// the thousands, so that the like button's width varies as counts do.
    private static func likes(_ state: inout UInt64) -> Int {
        pick(&state, below: 8) == 0 ? 1_000 + pick(&state, below: 9_000) : pick(&state, below: 60)
    }

    /// The random state for a post: its feed and index mixed, so that neighbouring posts and
    /// neighbouring feeds differ.
    private static func seed(page: Int, index: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: page) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: index) &* 0xBF58_476D_1CE4_E5B9
    }

    /// A number below `bound` from `state` (SplitMix64), advancing it.
    private static func pick(_ state: inout UInt64, below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(bound))
    }
}
