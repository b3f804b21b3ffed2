import Foundation

/// An animated image playing in a cell: its frames decoded on a worker, a few ahead of the one
/// shown (`bufferedFrameCount`), each drawn at the image node's size; played on the main thread
/// by the collection showing the cell, only while the cell is on screen. Any thread.
///
/// Playing follows the clock the collection is driven with: each frame shows for its duration
/// (a duration of 10 ms or less shows for 100 ms, as browsers do: such files mean "as fast as
/// you like", and would otherwise spin), then the next one if it is decoded, else as soon as it
/// is. An animation the collection stops advancing (its cell went off screen) is paused, and on
/// its return goes on from the frame it showed, not racing through the time it missed. After
/// its loop count (0: for ever), it rests on its last frame.
public final class ImageAnimation: @unchecked Sendable {
    // @unchecked: everything mutable is behind `state`'s lock; `frames` is used only by the one
    // decode that runs at a time, on `decodingQueue`.

    /// Frames decoded ahead of the one shown, at most: what an animation holds is this many
    /// bitmaps of its node's size, plus the one shown.
    public static let bufferedFrameCount = 3
    /// The shortest time a frame shows, for durations of 10 ms or less.
    public static let minimumFrameDuration = 0.1
    /// Advancing later than this past a frame's end is the cell having been off screen.
    static let pauseThreshold = 0.25

    /// How long a frame the file gives `duration` shows, in seconds. Any thread.
    public static func displayDuration(_ duration: Double) -> Double {
        duration.isFinite && duration > 0.010 ? duration : minimumFrameDuration
    }

    private struct Frame {
        let bitmap: any ItemBitmap
        let duration: Double
    }

    private struct State {
        var ready: [Frame] = []
        var current: Frame?
        /// Frames shown so far.
        var frameNumber = 0
        /// When the frame shown ends, on the collection's clock.
        var currentEnds: Double?
        var lastAdvance: Double?
        var isDecoding = false
        /// Decoding failed, or was stopped: no more frames come.
        var isExhausted = false
    }

    /// Decodes frames; used by one decode at a time.
    private final class Frames: @unchecked Sendable {
        let decoder: any ImageFrameDecoder
        init(_ decoder: any ImageFrameDecoder) { self.decoder = decoder }
    }

    /// Where every animation's frames are decoded, one at a time: an animation needs a frame
    /// every tenth of a second or so, and a few playing at once need no more than one worker.
    private static let decodingQueue = DispatchQueue(label: "folio.image-animation", qos: .utility)

    private let state = Locked(State())
    private let frames: Frames
    private let render: @Sendable (any DecodedImage) -> (any ItemBitmap)?
    private let cancellation = CancellationToken()
    /// How many frames show before the animation rests on its last: nil for ever.
    private let frameLimit: Int?
    /// What the animation is called in the log.
    let name: String

    /// An animation of `decoder`'s frames, each drawn by `render` (at the node's size, with its
    /// content mode and corners), called `name` in the log. It starts decoding at once. Any
    /// thread.
    public init(frames decoder: any ImageFrameDecoder, name: String, render: @escaping @Sendable (any DecodedImage) -> (any ItemBitmap)?) {
        frames = Frames(decoder)
        self.render = render
        self.name = name
        let (limit, overflow) = decoder.loopCount.multipliedReportingOverflow(by: max(1, decoder.frameCount))
        frameLimit = decoder.loopCount <= 0 || overflow ? nil : limit
        decodeAhead()
    }

    deinit {
        cancellation.cancel()
    }

    /// Stops decoding and lets go of the frames; the animation shows nothing more. Any thread.
    public func stop() {
        cancellation.cancel()
        state.withLock { state in
            state.isExhausted = true
            state.ready.removeAll()
            state.current = nil
            state.currentEnds = nil
        }
    }

    // MARK: - Playing

    /// Moves the animation on to `time` (on the collection's clock): the next frame shows once
    /// the current one's duration is over and it is decoded. Returns whether the frame shown
    /// changed. Main thread (the collection, for a cell on screen).
    public func advance(to time: Double) -> Bool {
        let (changed, wantsFrames) = state.withLock { state -> (Bool, Bool) in
            var changed = false
            if let last = state.lastAdvance, let ends = state.currentEnds, time - ends > Self.pauseThreshold {
                // Long past the frame's end: the cell was off screen (a host waiting for the
                // frame's end wakes about then). Go on from where it was: the frame shows for
                // what was left of it when the animation was last advanced.
                state.currentEnds = time + max(0, ends - last)
            }
            state.lastAdvance = time
            if state.current == nil, !state.ready.isEmpty {
                let frame = state.ready.removeFirst()
                state.current = frame
                state.frameNumber += 1
                state.currentEnds = time + frame.duration
                changed = true
            }
            while let ends = state.currentEnds, time >= ends, !state.ready.isEmpty, !isResting(state) {
                let frame = state.ready.removeFirst()
                state.current = frame
                state.frameNumber += 1
                // Far behind (a slow decode): start the frame now rather than skip frames.
                state.currentEnds = time - ends > 1 ? time + frame.duration : ends + frame.duration
                changed = true
            }
            let wantsFrames = !state.isDecoding && !state.isExhausted && state.ready.count < Self.bufferedFrameCount && !isResting(state)
            if wantsFrames { state.isDecoding = true }
            return (changed, wantsFrames)
        }
        if wantsFrames { decodeAhead(alreadyClaimed: true) }
        return changed
    }

    /// When the frame shown ends, if another is to follow: what the host wakes for while the
    /// cell is on screen. A frame whose time is up but whose successor is still decoding asks
    /// for the next display frame. Main thread.
    public func nextFrameTime(after now: Double) -> Double? {
        state.withLock { state in
            guard let ends = state.currentEnds, !isResting(state), !(state.isExhausted && state.ready.isEmpty) else { return nil }
            return max(ends, now + 1.0 / 60)
        }
    }

    /// The frame shown and how many have been shown, or nil before the first is decoded. Main
    /// thread.
    public var currentFrame: (bitmap: any ItemBitmap, number: Int)? {
        state.withLock { state in state.current.map { ($0.bitmap, state.frameNumber) } }
    }

    /// The bytes the decoded frames hold. Any thread.
    public var byteCount: Int {
        state.withLock { state in
            state.ready.reduce(state.current?.bitmap.byteCount ?? 0) { $0 + $1.bitmap.byteCount }
        }
    }

    /// Whether every frame the loop count allows has shown: the animation rests on its last.
    private func isResting(_ state: State) -> Bool {
        guard let frameLimit else { return false }
        return state.frameNumber >= frameLimit
    }

    // MARK: - Decoding

    /// Decodes frames on the decoding queue until `bufferedFrameCount` wait, unless a decode is
    /// under way (`alreadyClaimed`: the caller marked it as under way).
    private func decodeAhead(alreadyClaimed: Bool = false) {
        if !alreadyClaimed {
            let claimed = state.withLock { state -> Bool in
                guard !state.isDecoding, !state.isExhausted else { return false }
                state.isDecoding = true
                return true
            }
            guard claimed else { return }
        }
        Self.decodingQueue.async { [weak self] in
            self?.decodeUntilFull()
        }
    }

    /// Runs on the decoding queue: decodes and draws frames until the buffer is full, the
    /// animation is stopped, or decoding fails (logged once; the frames shown so far stay).
    private func decodeUntilFull() {
        defer { state.withLock { $0.isDecoding = false } }
        while !cancellation.isCancelled, state.withLock({ $0.ready.count < Self.bufferedFrameCount && !$0.isExhausted }) {
            let frame: ImageFrame
            do {
                frame = try frames.decoder.nextFrame(cancellation: cancellation)
            } catch {
                if !error.isCancellation {
                    FolioLogger.content.line(.warning, "animation \(name) stops: \(error.reason)")
                }
                state.withLock { $0.isExhausted = true }
                return
            }
            guard let bitmap = render(frame.image) else {
                state.withLock { $0.isExhausted = true }
                return
            }
            state.withLock { state in
                guard !state.isExhausted else { return }
                state.ready.append(Frame(bitmap: bitmap, duration: Self.displayDuration(frame.duration)))
            }
        }
    }
}
