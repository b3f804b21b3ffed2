extension URLSessionImageFetcher {
    /// How a `URLSessionImageFetcher` fetches: how many transfers at once, how long it waits,
    /// how often it tries, how large a body it takes, where it keeps what it downloaded. A plain
    /// value: usable on any thread.
    public struct Configuration: Sendable {
        /// The most transfers running at once (default 6, what browsers open per host); the
        /// rest wait, the most urgent (`ImageFetchPriority`) first, then the oldest.
        public var maxConcurrentTransfers: Int
        /// The most redirects one request follows (default 5); past them it fails with "too
        /// many redirects", which is also how a redirect loop ends.
        public var maxRedirects: Int
        /// How long an attempt may go without receiving a byte (default 15 s) before it fails
        /// with "timed out".
        public var stallTimeout: Duration
        /// How long one attempt may take in all (default 60 s), however steadily bytes come:
        /// a body that trickles forever is stopped.
        public var transferTimeout: Duration
        /// How many times a transient failure is tried again (default 2): time-outs, refused,
        /// lost or cut-short connections, HTTP 408, 429 and 5xx (but 501 and 505). Other 4xx
        /// statuses and bodies over the limit are never tried again.
        public var maxRetries: Int
        /// The wait before the first retry (default 0.5 s), doubled for each one after, with up
        /// to a quarter more at random so that many clients do not come back at once.
        public var retryDelay: Duration
        /// The longest wait before a retry (default 8 s), a server's `Retry-After` included.
        public var maxRetryDelay: Duration
        /// The limits a body is held to as a file is: one whose `Content-Length` is over
        /// `maxFileByteCount` fails at once, one that grows past it is stopped.
        public var limits: ImageDecodingLimits
        /// Where downloads are kept across runs, or nil to keep them in memory only (each
        /// finished fetch then holds its bytes).
        public var diskCache: ImageDiskCache?
        /// How many bytes arrive between two progress reports to a fetch (default 64 KiB).
        public var progressByteInterval: Int
        /// The `User-Agent` header sent, or nil for URLSession's own.
        public var userAgent: String?

        /// A configuration with the documented defaults, or others. Any thread.
        public init(
            maxConcurrentTransfers: Int = 6,
            maxRedirects: Int = 5,
            stallTimeout: Duration = .seconds(15),
            transferTimeout: Duration = .seconds(60),
            maxRetries: Int = 2,
            retryDelay: Duration = .milliseconds(500),
            maxRetryDelay: Duration = .seconds(8),
            limits: ImageDecodingLimits = .standard,
            diskCache: ImageDiskCache? = nil,
            progressByteInterval: Int = 64 << 10,
            userAgent: String? = "Folio"
        ) {
            self.maxConcurrentTransfers = maxConcurrentTransfers
            self.maxRedirects = maxRedirects
            self.stallTimeout = stallTimeout
            self.transferTimeout = transferTimeout
            self.maxRetries = maxRetries
            self.retryDelay = retryDelay
            self.maxRetryDelay = maxRetryDelay
            self.limits = limits
            self.diskCache = diskCache
            self.progressByteInterval = progressByteInterval
            self.userAgent = userAgent
        }
    }
}
