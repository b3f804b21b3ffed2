@testable import FolioDemo
import Testing

/// A post's estimated height, before a worker measures it: text in the wide scripts and emoji
/// take two average characters' widths, everything else one, so that the estimate is near the
/// measured height whatever the post's script.
struct FeedPostNodeTests {
    private func post(_ text: String) -> FeedPost {
        FeedPost(page: 0, index: 0, author: "A", avatar: nil, text: text)
    }

    @Test("Latin, Greek, Cyrillic, Arabic, Hebrew, Devanagari and Thai count one a character, accents and marks included")
    func narrowScripts() {
        for text in ["Worth the early alarm.", "Chloé", "Μικρά πράγματα", "Маленькие вещи", "أشياء صغيرة", "דברים קטנים", "पानी", "สิ่งเล็กๆ"] {
            #expect(FeedPostNode.columns(of: text) == text.count, "\(text)")
        }
    }

    @Test("Chinese, Japanese, Korean and emoji count two a character; a joined emoji is one character")
    func wideScripts() {
        #expect(FeedPostNode.columns(of: "日出") == 4)
        #expect(FeedPostNode.columns(of: "山歩き") == 6)
        #expect(FeedPostNode.columns(of: "일출") == 4)
        #expect(FeedPostNode.columns(of: "a\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}") == 3) // a family
        #expect(FeedPostNode.columns(of: "\u{1F1EF}\u{1F1F5}") == 2) // a flag
        #expect(FeedPostNode.columns(of: "。，") == 4)
    }

    @Test("A Chinese post is estimated as tall as an English one of twice its characters")
    func chineseEstimate() {
        let width = 600.0
        let chinese = post(String(repeating: "慢慢走", count: 40)), english = post(String(repeating: "abcdef", count: 40))
        let height = { (post: FeedPost) in FeedPostNode.estimatedHeight(of: post, width: width) }
        #expect(height(chinese) > height(post(String(repeating: "abc", count: 40))))
        #expect(height(chinese) == height(english))
    }
}
