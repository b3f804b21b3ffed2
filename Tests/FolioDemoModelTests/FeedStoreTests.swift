@testable import FolioDemo
import Testing

/// The feeds' model: the reader's likes, kept by feed and post whatever list shows them, on top
/// of the counts the generator gives.
@MainActor
struct FeedStoreTests {
    private let generator = FeedPostGenerator(library: PhotoLibrary(photos: []), photoSizes: PhotoSizes(sizes: []), text: .latin)

    @Test("A like adds the reader's one to the post's count and a second toggle takes it back; nothing else is liked")
    func toggleLike() {
        let store = FeedStore(pages: 3, items: 300, batch: 30)
        let post = generator.post(page: 1, index: 7)
        #expect(store.like(of: post) == FeedLike(isLiked: false, count: post.likes))
        #expect(store.toggleLike(of: post) == FeedLike(isLiked: true, count: post.likes + 1))
        #expect(store.like(of: post) == FeedLike(isLiked: true, count: post.likes + 1), "the store keeps it")
        for other in [generator.post(page: 1, index: 8), generator.post(page: 0, index: 7), generator.post(page: 2, index: 7)] {
            #expect(store.like(of: other) == FeedLike(isLiked: false, count: other.likes), "\(other.page)/\(other.index)")
        }
        #expect(store.toggleLike(of: post) == FeedLike(isLiked: false, count: post.likes))
        #expect(store.like(of: post) == FeedLike(isLiked: false, count: post.likes))
    }

    @Test("The post made again for the same feed and index, as a list made again asks for it, shows the like")
    func likeFollowsThePostNotTheValue() {
        let store = FeedStore(pages: 2, items: 300, batch: 30)
        store.toggleLike(of: generator.post(page: 0, index: 3))
        #expect(store.like(of: generator.post(page: 0, index: 3)).isLiked)
    }

    @Test("Like counts are the same on every run: mostly a few dozen, one post in eight or so in the thousands")
    func generatedCounts() {
        let counts = (0..<800).map { generator.post(page: $0 % 8, index: $0 / 8).likes }
        #expect(counts == (0..<800).map { generator.post(page: $0 % 8, index: $0 / 8).likes })
        #expect(counts.allSatisfy { (0..<60).contains($0) || (1_000..<10_000).contains($0) }, "\(counts)")
        let thousands = counts.count { $0 >= 1_000 }
        #expect((50...150).contains(thousands), "\(thousands) of 800 in the thousands")
    }
}
