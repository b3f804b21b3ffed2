import FolioCore
@testable import FolioDemo
import Testing

/// The feeds' post text: hashtags and mentions made links, the rest plain, and the generator's
/// posts the same on every run.
struct FeedPostTextTests {
    private let generator = FeedPostGenerator(library: PhotoLibrary(photos: []), photoSizes: PhotoSizes(sizes: []), text: .latin)

    @Test("Hashtags and mentions are links without the punctuation after them; everything else, spaces included, is plain")
    func links() {
        let text = FeedPostText.attributed("#fog Still water. With @chloe. A # alone, mail@host and #tag_2!")
        #expect(text.string == "#fog Still water. With @chloe. A # alone, mail@host and #tag_2!")
        #expect(text.linkTargets == ["tag:fog", "user:chloe", "tag:tag_2"])
        #expect(text.runs.map(\.text) == ["#fog", " Still water. With ", "@chloe", ". A # alone, mail@host and ", "#tag_2", "!"])
        #expect(FeedPostText.attributed("No links here.").isPlain)
    }

    @Test("Every post opens with a topic's hashtag, some end by mentioning an author, and a post is the same every time it is made")
    func generatedText() {
        var mentions = 0
        for page in 0..<3 {
            for index in 0..<60 {
                let post = generator.post(page: page, index: index)
                #expect(post == generator.post(page: page, index: index))
                let targets = FeedPostText.attributed(post.text).linkTargets
                let topic = String(post.text.prefix { $0 != " " }.dropFirst())
                #expect(FeedPostGenerator.topics.contains(topic), "\(post.text)")
                #expect(targets.first == "tag:" + topic)
                if post.text.contains(" With @") {
                    mentions += 1
                    #expect(targets.count == 2 && targets[1].hasPrefix("user:"), "\(post.text)")
                } else {
                    #expect(targets.count == 1, "\(post.text)")
                }
            }
        }
        // One in three, about: the mention is drawn at random.
        #expect((30...90).contains(mentions), "\(mentions) mentions in 180 posts")
        #expect(FeedPostGenerator.handle(of: "Chloé Martin") == "chloe")
        #expect(FeedPostGenerator.handle(of: "Liam O'Brien") == "liam")
    }

    @Test("With --text world, a post's hashtag and mention are links over the whole word, in every script")
    func worldLinks() {
        let world = FeedPostGenerator(library: PhotoLibrary(photos: []), photoSizes: PhotoSizes(sizes: []), text: .world)
        let topics = Set(FeedPostGenerator.topics + WorldVoice.all.flatMap(\.topics))
        let handles = Set(FeedPostGenerator.authors.map(FeedPostGenerator.handle(of:)) + WorldVoice.all.flatMap { $0.authors.map(\.handle) })
        var mentions = 0
        for page in 0..<3 {
            for index in 0..<200 {
                let post = world.post(page: page, index: index)
                let text = FeedPostText.attributed(post.text)
                #expect(text.string == post.text)
                // The hashtag is the first word, all of it.
                let hashtag = String(post.text.prefix { $0 != " " })
                #expect(text.runs.first?.text == hashtag, "\(post.text)")
                #expect(topics.contains(String(hashtag.dropFirst())), "\(post.text)")
                let targets = text.linkTargets
                #expect(targets.first == FeedPostText.tagLink(String(hashtag.dropFirst())), "\(post.text)")
                #expect((1...2).contains(targets.count), "\(post.text)")
                if targets.count == 2 {
                    mentions += 1
                    let handle = String(targets[1].dropFirst("user:".count))
                    #expect(handles.contains(handle), "\(post.text)")
                    #expect(text.runs.contains { $0.text == "@" + handle }, "\(post.text)")
                }
            }
        }
        #expect((100...300).contains(mentions), "\(mentions) mentions in 600 posts")
    }
}
