import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why an attempt at a transfer failed, short enough for a placeholder, and whether trying
/// again may help. A plain value: usable on any thread.
///
/// Tried again: time-outs, connections refused, lost or cut short, HTTP 408, 429 and 5xx
/// (except 501 and 505, which say the server never will). Not tried again: any other HTTP
/// status, too many redirects, a body over the limit, an unknown host, a failed TLS handshake.
struct ImageTransferFailure: Sendable, Equatable {
    /// What the placeholder shows: "HTTP 404", "timed out".
    var reason: String
    /// Whether another attempt may succeed.
    var isRetryable: Bool
    /// How long the server asked to be left alone (`Retry-After` in seconds), if it did.
    var retryAfter: Duration? = nil

    static let timedOut = ImageTransferFailure(reason: "timed out", isRetryable: true)
    static let cutShort = ImageTransferFailure(reason: "transfer cut short", isRetryable: true)
    static let tooManyRedirects = ImageTransferFailure(reason: "too many redirects", isRetryable: false)

    /// The failure for a response with HTTP status `code`; `retryAfter` is its `Retry-After`
    /// header (only a number of seconds is understood).
    static func http(_ code: Int, retryAfter: String?) -> ImageTransferFailure {
        let isRetryable = code == 408 || code == 429 || (500...599).contains(code) && code != 501 && code != 505
        let seconds = retryAfter.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map { max(0, $0) }
        return ImageTransferFailure(reason: "HTTP \(code)", isRetryable: isRetryable,
                                    retryAfter: seconds.map { .seconds($0) })
    }

    /// The failure URLSession reported as `error`.
    init(error: any Error) {
        let error = error as NSError
        guard error.domain == NSURLErrorDomain else {
            self.init(reason: "network error", isRetryable: false)
            return
        }
        switch URLError.Code(rawValue: error.code) {
        case .timedOut:
            self = .timedOut
        case .cannotConnectToHost:
            self.init(reason: "connection refused", isRetryable: true)
        case .networkConnectionLost:
            self.init(reason: "connection lost", isRetryable: true)
        case .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet:
            self.init(reason: "cannot reach host", isRetryable: false)
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            self = .tooManyRedirects
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
             .clientCertificateRequired:
            self.init(reason: "secure connection failed", isRetryable: false)
        case .badServerResponse, .cannotParseResponse, .cannotDecodeContentData, .cannotDecodeRawData:
            self.init(reason: "bad response", isRetryable: false)
        case .unsupportedURL, .badURL:
            self.init(reason: "unsupported URL", isRetryable: false)
        case .cancelled:
            self.init(reason: "cancelled", isRetryable: false)
        case .unknown:
            // libcurl's errors without a URLError of their own: mostly a connection that closed
            // in the middle of a response.
            self.init(reason: "connection lost", isRetryable: true)
        default:
            self.init(reason: "network error \(error.code)", isRetryable: false)
        }
    }

    init(reason: String, isRetryable: Bool, retryAfter: Duration? = nil) {
        self.reason = reason
        self.isRetryable = isRetryable
        self.retryAfter = retryAfter
    }
}
