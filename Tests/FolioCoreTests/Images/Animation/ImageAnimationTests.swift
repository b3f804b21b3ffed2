import FolioCore
import Foundation
import Testing
import TestSupport

/// An animation plays its frames for their durations (browsers' minimum for very short ones),
/// holds only a few decoded frames, pauses while it is not advanced, and rests after its loops.
@Suite("Image animation")
struct ImageAnimationTests {
    typealias D = CountingFrameDecoder

    /// The index of the frame shown (frames are rendered as wide as their index + 1).
    func shown(_ animation: ImageAnimation) -> Int? {
        animation.currentFrame.map { $0.bitmap.pixelWidth - 1 }
    }

    /// Advances `animation` to `time` once its next frame is decoded.
    func advance(_ animation: ImageAnimation, to time: Double, decoder: D) -> Bool {
        _ = D.wait { animation.byteCount > (animation.currentFrame?.bitmap.byteCount ?? 0) || decoder.decodedCount >= decoder.frameCount * 50 }
        return animation.advance(to: time)
    }

    @Test("Frames follow each other by their durations; 0 and 10 ms durations show for 100 ms")
    func durations() throws {
        #expect(ImageAnimation.displayDuration(0) == 0.1)
        #expect(ImageAnimation.displayDuration(0.01) == 0.1)
        #expect(ImageAnimation.displayDuration(.nan) == 0.1)
        #expect(ImageAnimation.displayDuration(0.02) == 0.02)
        let decoder = D(frameCount: 3, durations: [0.5, 0, 0.2])
        let animation = ImageAnimation(frames: decoder, name: "test", render: D.render)
        #expect(advance(animation, to: 10, decoder: decoder))
        #expect(shown(animation) == 0)
        #expect(animation.nextFrameTime(after: 10) == 10.5)
        #expect(!animation.advance(to: 10.4))
        #expect(advance(animation, to: 10.5, decoder: decoder))
        #expect(shown(animation) == 1)
        #expect(!animation.advance(to: 10.55), "a zero duration shows for 100 ms")
        #expect(advance(animation, to: 10.6, decoder: decoder))
        #expect(shown(animation) == 2)
        #expect(advance(animation, to: 10.8, decoder: decoder))
        #expect(shown(animation) == 0, "after the last frame, the first again")
        #expect(animation.currentFrame?.number == 4)
    }

    @Test("Only a few frames are decoded ahead of the one shown")
    func bounded() throws {
        let decoder = D(frameCount: 100, durations: [0.1])
        let animation = ImageAnimation(frames: decoder, name: "test", render: D.render)
        #expect(D.wait { decoder.decodedCount >= ImageAnimation.bufferedFrameCount })
        Thread.sleep(forTimeInterval: 0.05)
        #expect(decoder.decodedCount == ImageAnimation.bufferedFrameCount)
        #expect(animation.advance(to: 0))
        #expect(D.wait { decoder.decodedCount == ImageAnimation.bufferedFrameCount + 1 })
        Thread.sleep(forTimeInterval: 0.05)
        #expect(decoder.decodedCount == ImageAnimation.bufferedFrameCount + 1)
        #expect(animation.byteCount <= (ImageAnimation.bufferedFrameCount + 1) * 100 * 4)
    }

    @Test("An animation not advanced for a while goes on from the frame it showed")
    func pauses() throws {
        let decoder = D(frameCount: 10, durations: [0.1])
        let animation = ImageAnimation(frames: decoder, name: "test", render: D.render)
        #expect(advance(animation, to: 0, decoder: decoder))
        #expect(advance(animation, to: 0.1, decoder: decoder))
        #expect(shown(animation) == 1)
        // Off screen for a minute: back on screen, the next frame comes 0.1 s after it left off.
        _ = D.wait { animation.byteCount >= 4 * 2 * 4 }
        #expect(!animation.advance(to: 60.15))
        #expect(shown(animation) == 1)
        #expect(advance(animation, to: 60.25, decoder: decoder))
        #expect(shown(animation) == 2)
    }

    @Test("After its loop count the animation rests on its last frame and asks for no more")
    func loops() throws {
        let decoder = D(frameCount: 2, loopCount: 2, durations: [0.1])
        let animation = ImageAnimation(frames: decoder, name: "test", render: D.render)
        var time = 0.0
        for _ in 0..<4 {
            #expect(advance(animation, to: time, decoder: decoder))
            time += 0.1
        }
        #expect(shown(animation) == 1 && animation.currentFrame?.number == 4)
        #expect(animation.nextFrameTime(after: time) == nil)
        #expect(!animation.advance(to: time + 5))
    }

    @Test("A stopped animation shows nothing and decodes no more")
    func stops() throws {
        let decoder = D(frameCount: 10, durations: [0.1])
        let animation = ImageAnimation(frames: decoder, name: "test", render: D.render)
        #expect(advance(animation, to: 0, decoder: decoder))
        animation.stop()
        #expect(animation.currentFrame == nil && animation.byteCount == 0)
        let count = decoder.decodedCount
        #expect(!animation.advance(to: 1))
        Thread.sleep(forTimeInterval: 0.05)
        #expect(decoder.decodedCount == count)
    }
}
