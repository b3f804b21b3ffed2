/// What a `DecodedImageCache` did since it was made: how many requests decoded, found a live
/// image, or waited for another request's decode. A plain value: usable on any thread.
public struct DecodedImageCacheStatistics: Hashable, Sendable {
    /// Decodes started (each a call to the decoder), whatever their outcome.
    public var decodeCount = 0
    /// Requests answered with an image some holder still kept, without decoding.
    public var hitCount = 0
    /// Requests that waited for a decode another request had started.
    public var joinCount = 0
    /// Waits that ended because the decoding request was cancelled, after which the waiter
    /// asked again.
    public var retryCount = 0

    /// No requests yet. Any thread.
    public init() {}
}
