import FolioCore
import Foundation

/// One request to a `DecodedImageCache` run on a thread of its own, so that a test can have
/// several wait on one decode at once. Any thread.
final class CacheRequest: Sendable {
    let token = CancellationToken()
    private let outcome = Locked<Result<any DecodedImage, ImageDecodingError>?>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Starts asking `cache` for `path` at `size` through `decoder`.
    init(_ cache: DecodedImageCache, path: String, size: Size?, decoder: any ImageDecoder) {
        let thread = Thread { [token, outcome, done] in
            let result = Result { () throws(ImageDecodingError) -> any DecodedImage in
                try cache.image(atPath: path, maxPixelSize: size, decoder: decoder, cancellation: token)
            }
            outcome.withLock { $0 = result }
            done.signal()
        }
        thread.start()
    }

    /// The request's outcome once it ends, or nil if it has not ended within 10 s.
    func result() -> Result<any DecodedImage, ImageDecodingError>? {
        guard done.wait(timeout: .now() + 10) == .success else { return nil }
        done.signal()  // later calls see it too
        return outcome.withLock { $0 }
    }

    /// The image the request got, or nil if it failed or has not ended.
    var image: (any DecodedImage)? {
        if case .success(let image) = result() { return image }
        return nil
    }

    /// The error the request got, or nil if it succeeded or has not ended.
    var error: ImageDecodingError? {
        if case .failure(let error) = result() { return error }
        return nil
    }
}
