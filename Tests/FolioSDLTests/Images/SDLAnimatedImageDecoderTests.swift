import FolioCore
import Foundation
import TestSupport
import Testing
@testable import FolioSDL

/// Animated GIF and WebP decode frame after frame, from a file and from memory: each frame the
/// canvas composited as the format says (GIF's disposal methods), reduced to the size shown, with
/// its delay (10 ms or less read as 100 ms) and the loop count; animations over the limits, cut
/// files and garbage are refused, never a crash.
@Suite("Animated image decoding", .serialized)
final class SDLAnimatedImageDecoderTests {
    let scratch: RasterScratchFolder
    typealias G = GIFTestFiles
    typealias W = WebPTestFiles
    typealias T = RasterTestSupport

    init() throws {
        precondition(RasterTestSupport.started)
        scratch = try RasterScratchFolder()
    }

    /// Four frames on a 20×20 screen: red over all (kept, 50 ms); a green square at 5…15
    /// (cleared after, no delay given); blue at 0…10 (restored after, 200 ms); yellow at 10…20
    /// (10 ms). Loops for ever.
    private static let disposals: [UInt8] = {
        let T = RasterTestSupport.self
        return G.gif(width: 20, height: 20, palette: [T.red, T.green, T.blue, T.yellow], frames: [
            G.Frame(width: 20, height: 20, delay: 5, disposal: 1) { _, _ in 0 },
            G.Frame(left: 5, top: 5, width: 10, height: 10, delay: 0, disposal: 2) { _, _ in 1 },
            G.Frame(width: 10, height: 10, interlaced: true, delay: 20, disposal: 3) { _, _ in 2 },
            G.Frame(left: 10, top: 10, width: 10, height: 10, delay: 1) { _, _ in 3 },
        ], loopCount: 0)
    }()

    /// Every frame of `decoder`, in order, until it says there are no more.
    private func frames(_ decoder: SDLAnimatedImageDecoder) throws -> [SDLAnimatedImageFrame] {
        var frames: [SDLAnimatedImageFrame] = []
        while let frame = try decoder.nextFrame() {
            frames.append(frame)
            guard frames.count <= 1_000 else { break }
        }
        return frames
    }

    @Test("GIF frames are composited with their disposal methods, with their delays, from a file and from memory")
    func gifDisposals() throws {
        let path = try scratch.write(Self.disposals, as: "disposals.gif")
        for decoder in [try SDLAnimatedImageDecoder(path: path, maxPixelSize: nil),
                        try SDLAnimatedImageDecoder(data: Data(Self.disposals), name: "memory", maxPixelSize: nil)] {
            #expect(decoder.frameCount == 4 && decoder.loopCount == 0)
            #expect(decoder.pixelWidth == 20 && decoder.pixelHeight == 20)
            let frames = try frames(decoder)
            #expect(frames.map(\.index) == [0, 1, 2, 3])
            #expect(frames.map(\.delay) == [0.05, 0.1, 0.2, 0.1])
            let clear = Color.clear
            func at(_ frame: Int, _ x: Int, _ y: Int) -> Color {
                let colour = frames[frame].image.color(atX: x, y: y)
                return colour.alpha == 0 ? clear : colour
            }
            // (2,2), (7,7), (12,12), (17,17), (12,2) after each frame.
            let points = [(2, 2), (7, 7), (12, 12), (17, 17), (12, 2)]
            let expected: [[Color]] = [
                [T.red, T.red, T.red, T.red, T.red],
                [T.red, T.green, T.green, T.red, T.red],
                // The green square cleared to transparent, then blue drawn over 0…10.
                [T.blue, T.blue, clear, T.red, T.red],
                // The blue square restored to what it covered, then yellow over 10…20.
                [T.red, clear, T.yellow, T.yellow, T.red],
            ]
            for frame in 0..<4 {
                #expect(points.map { at(frame, $0.0, $0.1) } == expected[frame], "frame \(frame)")
            }
            #expect(try decoder.nextFrame() == nil)
            try decoder.rewind()
            #expect(decoder.nextFrameIndex == 0)
            let again = try #require(try decoder.nextFrame())
            #expect(again.index == 0 && T.hash(again.image) == T.hash(frames[0].image))
        }
    }

    @Test("Frames are reduced to cover the size shown")
    func reduced() throws {
        let gif = G.gif(width: 200, height: 100, palette: [T.red, T.blue], frames: [
            G.Frame(width: 200, height: 100) { x, _ in x < 100 ? 0 : 1 },
            G.Frame(left: 100, top: 0, width: 100, height: 100) { _, _ in 0 },
        ])
        let decoder = try SDLAnimatedImageDecoder(data: Data(gif), name: "gif", maxPixelSize: Size(width: 50, height: 20))
        #expect(decoder.pixelWidth == 50 && decoder.pixelHeight == 25)
        #expect(decoder.loopCount == 1)  // no loop block: plays once
        let frames = try frames(decoder)
        #expect(frames.count == 2 && frames.allSatisfy { $0.image.pixelWidth == 50 && $0.image.pixelHeight == 25 })
        #expect(T.close(frames[0].image.color(atX: 10, y: 12), T.red) && T.close(frames[0].image.color(atX: 40, y: 12), T.blue))
        #expect(T.close(frames[1].image.color(atX: 40, y: 12), T.red))
    }

    @Test("An animated WebP gives its frames, delays and loop count; a still WebP or GIF is one frame")
    func webp() throws {
        let red = W.encode(width: 20, height: 10) { _, _ in T.red }
        let blue = W.encode(width: 10, height: 10) { _, _ in T.blue }
        let webp = W.animation(width: 20, height: 10, frames: [.init(image: red, duration: 70), .init(image: blue, x: 10, duration: 5)], loopCount: 3)
        let decoder = try SDLAnimatedImageDecoder(path: try scratch.write(webp, as: "animated.webp"), maxPixelSize: nil)
        #expect(decoder.frameCount == 2 && decoder.loopCount == 3 && decoder.pixelWidth == 20 && decoder.pixelHeight == 10)
        let decoded = try frames(decoder)
        #expect(decoded.map(\.delay) == [0.07, 0.1])
        #expect(decoded[0].image.color(atX: 15, y: 5) == T.red)
        #expect(decoded[1].image.color(atX: 15, y: 5) == T.blue && decoded[1].image.color(atX: 5, y: 5) == T.red)
        try decoder.rewind()
        #expect(try decoder.nextFrame()?.image.color(atX: 15, y: 5) == T.red)

        let still = try SDLAnimatedImageDecoder(data: Data(W.quadrants(width: 8, height: 8)), name: "still", maxPixelSize: nil)
        #expect(still.frameCount == 1)
        #expect(try frames(still).count == 1)
        let stillGIF = try SDLAnimatedImageDecoder(data: Data(G.quadrants(width: 8, height: 8)), name: "still", maxPixelSize: nil)
        #expect(stillGIF.frameCount == 1 && stillGIF.loopCount == 1)
        #expect(try frames(stillGIF).count == 1)
    }

    @Test("Animations over the limits, other formats and cut files are refused when opened")
    func refusals() throws {
        func reason(_ bytes: [UInt8], limits: ImageDecodingLimits = .standard) -> String? {
            do {
                _ = try SDLAnimatedImageDecoder(data: Data(bytes), name: "bytes", maxPixelSize: nil, limits: limits)
                return nil
            } catch {
                return error.reason
            }
        }
        #expect(reason(Self.disposals, limits: ImageDecodingLimits(maxPixelCount: 1_500)) == "animation is too large: 4 frames of 20×20 px, over 1500 pixels")
        #expect(reason(Self.disposals, limits: ImageDecodingLimits(maxPixelCount: 1_600)) == nil)
        // The canvas and the copy a restoring frame needs, 2 × 400 pixels, over 700.
        #expect(reason(Self.disposals, limits: ImageDecodingLimits(maxBufferedPixelCount: 700)) == "animation canvas is too large")
        #expect(reason(Array(Self.disposals.prefix(Self.disposals.count - 1))) == "image data is truncated")
        #expect(reason(Array(Self.disposals.prefix(900))) == "image data is truncated")
        #expect(reason(G.gif(width: 65_535, height: 65_535, palette: [T.red], frames: [G.Frame(width: 1, height: 1) { _, _ in 0 }]))
            == "image is too large: 65535×65535 px, over 32768 px a side")
        #expect(reason(Array("GIF89a".utf8) + G.le16(4) + G.le16(4) + [0, 0, 0, 0x3B]) == "image header is damaged")
        let png = HostileImageFiles.png(width: 2, height: 2) { _, _ in .white }
        #expect(reason(png) == "not a WebP or GIF image")
        #expect(reason([]) == "image data is empty")
        #expect(throws: ImageDecodingError(path: scratch.path + "/missing.gif", reason: "file not found")) {
            try SDLAnimatedImageDecoder(path: self.scratch.path + "/missing.gif", maxPixelSize: nil)
        }
        let cutPath = try scratch.write(Array(Self.disposals.prefix(900)), as: "cut.gif")
        #expect(throws: ImageDecodingError(path: cutPath, reason: "file is truncated")) {
            try SDLAnimatedImageDecoder(path: cutPath, maxPixelSize: nil)
        }
    }

    @Test("A cancelled frame stops and says so; the next call goes on")
    func cancelled() throws {
        let decoder = try SDLAnimatedImageDecoder(data: Data(Self.disposals), name: "gif", maxPixelSize: nil)
        let token = CancellationToken()
        token.cancel()
        #expect(throws: ImageDecodingError.cancelled(path: "gif")) { try decoder.nextFrame(cancellation: token) }
        try decoder.rewind()
        #expect(try frames(decoder).count == 4)
    }

    @Test("The frame delays of 10 ms or less become 100 ms")
    func delays() {
        #expect(SDLAnimatedImageDecoder.delay(milliseconds: 0) == 0.1)
        #expect(SDLAnimatedImageDecoder.delay(milliseconds: 10) == 0.1)
        #expect(SDLAnimatedImageDecoder.delay(milliseconds: 20) == 0.02)
        #expect(SDLAnimatedImageDecoder.delay(milliseconds: 1_500) == 1.5)
    }

    @Test("Mutated animations never crash: every frame decodes or a reason is given")
    func mutations() throws {
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_SEED", environment: ProcessInfo.processInfo.environment)
        print("Animation mutations seed \(seed) (replay with FOLIO_SEED=\(seed))")
        var random = SeededGenerator(seed: seed)
        let webp = W.animation(width: 16, height: 16, frames: [.init(image: W.quadrants(width: 16, height: 16)), .init(image: W.quadrants(width: 8, height: 8), x: 4, y: 4)])
        let seeds = [Self.disposals, webp]
        for round in 0..<600 {
            var bytes = seeds[round % seeds.count]
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let place = round % 2 == 0 && random.next() % 2 == 0 ? Int(random.next() % 13) : 13 + Int(random.next() % UInt64(bytes.count - 13))
                bytes[place] = UInt8(truncatingIfNeeded: random.next())
            }
            if round % 5 == 0 { bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1)))) }
            do {
                let decoder = try SDLAnimatedImageDecoder(data: Data(bytes), name: "mutated", maxPixelSize: Size(width: 8, height: 8))
                var count = 0
                while let frame = try decoder.nextFrame() {
                    #expect(frame.image.pixelWidth == decoder.pixelWidth && frame.image.pixelHeight == decoder.pixelHeight)
                    count += 1
                }
                #expect(count <= decoder.frameCount)
            } catch {
                #expect(!error.reason.isEmpty, "seed \(seed) round \(round)")
            }
        }
    }
}
