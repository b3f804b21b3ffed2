import FolioCore
import Foundation
import Testing
import TestSupport

/// A shared decode is shared for real: many threads asking for one image while it decodes get
/// that one decode; a waiter that gives up leaves it to the others, and a decode given up by the
/// request that runs it is run again by the waiters still wanting it.
@Suite("Decoded image cache")
struct DecodedImageCacheTests {
    private let size = Size(width: 80, height: 80)

    /// Waits (up to 10 s) until `condition` holds.
    private func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: 10)
        while !condition() {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return true
    }

    @Test("Many threads asking at once decode once")
    func manyThreadsAskingAtOnceDecodeOnce() throws {
        let cache = DecodedImageCache(), decoder = CountingImageDecoder()
        decoder.closeGate()
        let requests = (0..<16).map { _ in CacheRequest(cache, path: "/photos/a.jpg", size: size, decoder: decoder) }
        #expect(decoder.waitUntilHeld(1))
        #expect(eventually { cache.statistics.joinCount == 15 }, "\(cache.statistics)")
        decoder.openGate()
        let images = requests.compactMap(\.image)
        #expect(images.count == 16)
        #expect(Set(images.map { ObjectIdentifier($0) }).count == 1, "every request gets the one image")
        #expect(decoder.calls.count == 1)
        #expect(cache.statistics.decodeCount == 1 && cache.liveImageCount == 1)
    }

    @Test("A waiter that is cancelled stops waiting, and the others still get the image")
    func aWaiterThatIsCancelledStopsWaitingAndTheOthersStillGetTheImage() throws {
        let cache = DecodedImageCache(), decoder = CountingImageDecoder()
        decoder.closeGate()
        let owner = CacheRequest(cache, path: "/photos/a.jpg", size: size, decoder: decoder)
        #expect(decoder.waitUntilHeld(1))
        let leaving = CacheRequest(cache, path: "/photos/a.jpg", size: size, decoder: decoder)
        let staying = CacheRequest(cache, path: "/photos/a.jpg", size: size, decoder: decoder)
        #expect(eventually { cache.statistics.joinCount == 2 })
        leaving.token.cancel()
        // It ends while the decode is still held at the gate.
        #expect(leaving.error?.isCancellation == true)
        #expect(decoder.waitingAtGate == 1)
        decoder.openGate()
        let (first, second) = (try #require(owner.image), try #require(staying.image))
        #expect(first === second)
        #expect(decoder.calls.count == 1)
    }

    @Test("A cancelled decode is run again by a waiter still wanting it")
    func aCancelledDecodeIsRunAgainByAWaiterStillWantingIt() throws {
        let cache = DecodedImageCache(), decoder = CountingImageDecoder()
        decoder.closeGate()
        let owner = CacheRequest(cache, path: "/photos/a.jpg", size: size, decoder: decoder)
        #expect(decoder.waitUntilHeld(1))
        let waiter = CacheRequest(cache, path: "/photos/a.jpg", size: size, decoder: decoder)
        #expect(eventually { cache.statistics.joinCount == 1 })
        owner.token.cancel()
        #expect(owner.error?.isCancellation == true)
        // The waiter took the decode over and is held at the gate in turn.
        #expect(eventually { decoder.calls.count == 2 && decoder.waitingAtGate == 1 })
        decoder.openGate()
        #expect(try #require(waiter.image).pixelWidth == 80)
        #expect(cache.statistics.retryCount == 1 && cache.statistics.decodeCount == 2)
    }

    @Test("Waiters on a failing decode share its error, and the next request decodes again")
    func waitersOnAFailingDecodeShareItsErrorAndTheNextRequestDecodesAgain() throws {
        let cache = DecodedImageCache(), decoder = CountingImageDecoder()
        decoder.setFailing("/photos/half-copied.jpg", true)
        decoder.closeGate()
        let owner = CacheRequest(cache, path: "/photos/half-copied.jpg", size: size, decoder: decoder)
        #expect(decoder.waitUntilHeld(1))
        let waiter = CacheRequest(cache, path: "/photos/half-copied.jpg", size: size, decoder: decoder)
        #expect(eventually { cache.statistics.joinCount == 1 })
        decoder.openGate()
        #expect(owner.error?.reason == "not a JPEG or PNG image")
        #expect(waiter.error?.reason == "not a JPEG or PNG image")
        #expect(decoder.calls.count == 1)
        // The file is whole now: the failure was not kept.
        decoder.setFailing("/photos/half-copied.jpg", false)
        let later = CacheRequest(cache, path: "/photos/half-copied.jpg", size: size, decoder: decoder)
        #expect(later.image != nil)
        #expect(decoder.calls.count == 2)
    }

    @Test("An image no one holds is freed, and decoded again when asked for")
    func anImageNoOneHoldsIsFreedAndDecodedAgainWhenAskedFor() throws {
        let cache = DecodedImageCache(), decoder = CountingImageDecoder()
        weak var freed: (any DecodedImage)?
        do {
            let image = try cache.image(atPath: "/photos/a.jpg", maxPixelSize: size, decoder: decoder, cancellation: nil)
            freed = image
            #expect(cache.liveImageCount == 1)
        }
        #expect(freed == nil, "the cache does not keep an image alive")
        #expect(cache.liveImageCount == 0)
        _ = try cache.image(atPath: "/photos/a.jpg", maxPixelSize: size, decoder: decoder, cancellation: nil)
        #expect(decoder.calls.count == 2)
    }

    @Test("A request already cancelled decodes nothing")
    func aRequestAlreadyCancelledDecodesNothing() {
        let cache = DecodedImageCache(), decoder = CountingImageDecoder()
        let token = CancellationToken()
        token.cancel()
        #expect(throws: ImageDecodingError.cancelled(path: "/photos/a.jpg")) {
            try cache.image(atPath: "/photos/a.jpg", maxPixelSize: size, decoder: decoder, cancellation: token)
        }
        #expect(decoder.calls.isEmpty)
    }

    @Test("Thousands of photos scrolled past leave no image alive")
    func thousandsOfPhotosScrolledPastLeaveNoImageAlive() throws {
        let cache = DecodedImageCache(), decoder = CountingImageDecoder()
        for index in 0..<2_000 {
            let image = try cache.image(atPath: "/photos/\(index).jpg", maxPixelSize: size, decoder: decoder, cancellation: nil)
            #expect(image.pixelWidth == 80)
        }
        #expect(cache.liveImageCount == 0)
        #expect(decoder.calls.count == 2_000)
    }
}
