import FolioCore
@testable import FolioDemo
import Testing

/// The posts' photos are laid out at their files' shapes within bounds, so that a file of an
/// absurd shape cannot make a post millions of pixels tall. `--text`: with `latin` the posts are
/// the English ones of earlier versions, byte for byte, so that runs compare with older ones;
/// with `world` about half are in other scripts, with emoji, and every post is still a function
/// of its feed and index alone.
struct FeedPostGeneratorTests {
    @Test("A photo's ratio is its file's within 0.25…2; beyond, the nearer bound; unknown, the fallback")
    func photoRatiosAreBounded() {
        #expect(FeedPostGenerator.boundedAspectRatio(1.5) == 1.5)
        #expect(FeedPostGenerator.boundedAspectRatio(30_000) == 2)
        #expect(FeedPostGenerator.boundedAspectRatio(.infinity) == 2)
        #expect(FeedPostGenerator.boundedAspectRatio(1.0 / 30_000) == 0.25)
        #expect(FeedPostGenerator.boundedAspectRatio(nil) == FeedPostGenerator.fallbackAspectRatio)
        #expect(FeedPostGenerator.boundedAspectRatio(.nan) == FeedPostGenerator.fallbackAspectRatio)
    }

    @Test("A post whose photo is a 1×30000 strip is estimated at most the text plus twice the content's width")
    func stripPostHeightIsBounded() throws {
        let strip = Photo(path: "/photos/strip.png", title: "Strip", credit: "", licence: "")
        let generator = FeedPostGenerator(library: PhotoLibrary(photos: [strip]),
                                          photoSizes: PhotoSizes(sizes: [Size(width: 1, height: 30_000)]), text: .latin)
        let post = generator.post(page: 0, index: 2)
        #expect(post.photo == strip)
        #expect(post.photoAspectRatio == 2)
        let width = 1_280.0
        let contentWidth = width - FeedPostNode.insets.left - FeedPostNode.insets.right
        let height = FeedPostNode.estimatedHeight(of: post, width: width)
        #expect(height > 2 * contentWidth)
        #expect(height < 2 * contentWidth + 300, "\(height)")
    }

    // MARK: - --text

    /// A library of twenty photos of 4:3: the shape of the bundled one, without reading files.
    private static let library = PhotoLibrary(photos: (0..<20).map {
        Photo(path: "/p/\($0).jpg", title: "T\($0)", credit: "C", licence: "L")
    })
    private static let sizes = PhotoSizes(sizes: Array(repeating: Size(width: 4, height: 3), count: 20))

    private func generator(_ text: TextRepertoire, photos: Bool = true) -> FeedPostGenerator {
        photos ? FeedPostGenerator(library: Self.library, photoSizes: Self.sizes, text: text)
            : FeedPostGenerator(library: PhotoLibrary(photos: []), photoSizes: PhotoSizes(sizes: []), text: text)
    }

    /// FNV-1a over the UTF-8 of every post's author, text, likes and photo: a digest of many
    /// posts, to compare with the one taken before `--text` existed.
    private func digest(of generator: FeedPostGenerator) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func add(_ text: String) {
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        }
        for page in [0, 1, 2, 7, 999_999] {
            for index in 0..<300 {
                let post = generator.post(page: page, index: index)
                add(post.author)
                add("\u{1F}")
                add(post.text)
                add("\u{1F}\(post.likes)\u{1F}\(post.photo?.path ?? "-")\u{1E}")
            }
        }
        return String(hash, radix: 16)
    }

    @Test("With --text latin the posts are those of earlier versions, byte for byte")
    func latinIsUnchanged() {
        // Taken from the generator before --text was added.
        #expect(digest(of: generator(.latin, photos: false)) == "76b0b9b2d4e7c953")
        #expect(digest(of: generator(.latin)) == "34141cb540a9e8fb")
        let expected: [(page: Int, index: Int, author: String, likes: Int, text: String)] = [
            (0, 0, "Hannes Berg", 30, "#fog Worth the early alarm. My knees disagree, but the rest of me says it was a perfect day."),
            (0, 1, "Rosa Lindqvist", 14, "#snow Nobody told me the last bus leaves at six, so I walked back and found this on the way. "
                + "The colours are straight out of the camera; I could not have made them up. A quiet morning, a flask of coffee, "
                + "and nowhere to be until noon. Every season this place looks like somewhere else entirely. Still thinking about "
                + "how still the water was."),
            (0, 2, "Elena Rossi", 13, "#sunrise Worth the early alarm. My knees disagree, but the rest of me says it was a perfect day."),
            (3, 17, "Chloé Martin", 43, "#sunrise I keep coming back to this spot, and it keeps surprising me. Half an hour later the "
                + "fog rolled in and everything vanished."),
            (999_999, 299, "Grace Liu", 40, "#walks Small things, noticed slowly. Nobody told me the last bus leaves at six, so I "
                + "walked back and found this on the way. The colours are straight out of the camera; I could not have made them "
                + "up. A quiet morning, a flask of coffee, and nowhere to be until noon. With @quinn."),
        ]
        let latin = generator(.latin)
        for post in expected {
            let made = latin.post(page: post.page, index: post.index)
            #expect(made.author == post.author)
            #expect(made.likes == post.likes)
            #expect(Array(made.text.utf8) == Array(post.text.utf8), "\(made.text)")
        }
        let empty = generator(.latin, photos: false).post(page: 0, index: 1)
        #expect(empty.text == "#mountains Worth the early alarm. My knees disagree, but the rest of me says it was a perfect day. With @farid.")
    }

    @Test("World posts are the same every time they are made, and keep the English post's photo, avatar and likes")
    func worldIsDeterministic() {
        let world = generator(.world), again = generator(.world), latin = generator(.latin)
        for page in [0, 5, 999_999, Int.max - 1] {
            for index in 0..<120 {
                let post = world.post(page: page, index: index), english = latin.post(page: page, index: index)
                #expect(post == again.post(page: page, index: index))
                #expect(post == world.post(page: page, index: index))
                #expect(post.page == page && post.index == index)
                #expect(post.photo == english.photo && post.avatar == english.avatar && post.likes == english.likes)
                #expect(post.photoAspectRatio == english.photoAspectRatio)
            }
        }
    }

    /// The world posts of four feeds' first 300 posts.
    private func worldSample() -> [FeedPost] {
        let world = generator(.world)
        return (0..<4).flatMap { page in (0..<300).map { world.post(page: page, index: $0) } }
    }

    @Test("World posts show every script, flags, skin tones and joined emoji; about half are not English")
    func worldCoversTheScripts() {
        let posts = worldSample()
        let scripts = posts.map { UnicodeScript.scripts(in: $0.text) }
        let seen = posts.reduce(into: Set<UnicodeScript>()) { $0.formUnion(UnicodeScript.scripts(in: $1.author)) }
            .union(scripts.joined())
        for script in UnicodeScript.allCases {
            #expect(seen.contains(script), "no post shows \(script)")
        }
        // Each script in the text of posts of its own, not only in a name.
        for script in UnicodeScript.nonLatinLetters.union(UnicodeScript.emoji) {
            let count = scripts.count { $0.contains(script) }
            #expect(count >= 5, "\(script): \(count) posts")
        }
        let latin = generator(.latin)
        let rewritten = posts.count { $0.text != latin.post(page: $0.page, index: $0.index).text }
        #expect((posts.count * 35 / 100...posts.count * 65 / 100).contains(rewritten), "\(rewritten) of \(posts.count)")
    }

    @Test("Some world posts mix Arabic with Latin letters and digits in one sentence")
    func worldMixesArabicWithLatinAndDigits() {
        let mixed = worldSample().filter { post in
            post.text.split(separator: ".").contains { sentence in
                UnicodeScript.scripts(in: String(sentence)).isSuperset(of: [.arabic, .latin, .digits])
            }
        }
        #expect(mixed.count >= 5, "\(mixed.count) posts")
    }

    @Test("Some world posts are a long paragraph of Chinese without a single space")
    func worldHasALongUnbrokenParagraph() {
        let long = worldSample().filter { post in
            post.text.split(separator: " ").contains { run in
                run.count >= 200 && run.unicodeScalars.allSatisfy { !$0.properties.isWhitespace }
                    && UnicodeScript.scripts(in: String(run)) == [.han]
            }
        }
        #expect(long.count >= 2, "\(long.count) posts")
    }
}
