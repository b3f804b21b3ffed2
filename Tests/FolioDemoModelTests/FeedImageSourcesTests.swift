import FolioCore
@testable import FolioDemo
import Foundation
import Testing

/// Where the feeds' photos and avatars come from: files, one shared URL per photo under
/// `--image-base-url`, and with `--photo-url-per-post` a URL of each post's own for its photo.
struct FeedImageSourcesTests {
    private let photo = Photo(path: "/assets/photos/forest-path.jpg", title: "Forest path", credit: "", licence: "")
    private let base = URL(string: "http://127.0.0.1:8000/images")!

    private func post(page: Int, index: Int, photo: Photo?) -> FeedPost {
        FeedPost(page: page, index: index, author: "A", avatar: self.photo, text: "", photo: photo)
    }

    @Test("Without a base URL every image is its file")
    func files() {
        let sources = FeedImageSources()
        #expect(sources.source(for: photo).description == ImageSource.file(photo.path).description)
        #expect(sources.photoSource(of: post(page: 1, index: 2, photo: photo))?.description == ImageSource.file(photo.path).description)
    }

    @Test("Under a base URL a photo has one URL, whichever post shows it")
    func sharedURL() {
        let sources = FeedImageSources(baseURL: base)
        let shared = "http://127.0.0.1:8000/images/forest-path.jpg"
        #expect(sources.source(for: photo).description == shared)
        #expect(sources.photoSource(of: post(page: 1, index: 2, photo: photo))?.description == shared)
        #expect(sources.photoSource(of: post(page: 3, index: 5, photo: photo))?.description == shared)
    }

    @Test("With a URL per post each post's photo has its own, the avatars still one; a post without a photo has none")
    func urlPerPost() {
        let sources = FeedImageSources(baseURL: base, urlPerPost: true)
        #expect(sources.photoSource(of: post(page: 1, index: 2, photo: photo))?.description
            == "http://127.0.0.1:8000/images/forest-path.jpg?post=1-2")
        #expect(sources.photoSource(of: post(page: 3, index: 5, photo: photo))?.description
            == "http://127.0.0.1:8000/images/forest-path.jpg?post=3-5")
        #expect(sources.source(for: photo).description == "http://127.0.0.1:8000/images/forest-path.jpg")
        #expect(sources.photoSource(of: post(page: 1, index: 3, photo: nil)) == nil)
    }
}
