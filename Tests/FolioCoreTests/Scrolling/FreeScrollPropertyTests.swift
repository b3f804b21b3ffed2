import FolioCore
import Foundation
import TestSupport
import Testing

/// Random input and commands: whatever happens, the offset stays finite, motion is reported in
/// pairs, and once input stops the content comes to rest inside 0...maximumOffset.
///
/// The seed is printed; replay a failure with `FOLIO_SEED=<seed> swift test --filter FreeScrollPropertyTests`.
struct FreeScrollPropertyTests {
    /// Streams per run; `FOLIO_STREAMS=<n>` runs more for a soak.
    static let defaultStreamCount = 400

    @Test("Random input always comes to rest inside the range, finite, with paired events")
    func randomStreams() {
        let environment = ProcessInfo.processInfo.environment
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_SEED", environment: environment)
        let streams = environment["FOLIO_STREAMS"].flatMap { Int($0) } ?? Self.defaultStreamCount
        print("seed \(seed) (replay with FOLIO_SEED=\(seed))")
        for stream in 0..<streams {
            var run = FreeScrollRandomStream(seed: seed &+ UInt64(stream) &* 0x9E37_79B9_7F4A_7C15)
            run.play()
            run.stopAndSettle()
            if let failure = run.failure {
                Issue.record("seed \(seed), stream \(stream): \(failure)\n\(run.log.suffix(16).joined(separator: "\n"))")
                return
            }
        }
    }
}

/// One random stream of input and commands against one model, checking invariants after every
/// call.
private struct FreeScrollRandomStream {
    var rng: SeededGenerator
    var model: FreeScrollModel
    var time = 0.0
    var pressed: [(pointer: PointerID, point: Point)] = []
    var moving = false
    var failure: String?
    var log: [String] = []

    static let pointers: [PointerID] = [.mouse, .finger(device: 1, finger: 1)]

    init(seed: UInt64) {
        rng = SeededGenerator(seed: seed)
        model = FreeScrollModel(axis: Bool.random(using: &rng) ? .vertical : .horizontal)
        log.append("model(axis: \(model.axis))")
        apply("setExtents", model.setExtents(viewport: randomViewport(), content: randomContent(), at: 0))
    }

    mutating func play() {
        for _ in 0..<Int.random(in: 10...150, using: &rng) where failure == nil {
            time += [0, 0.001, 0.008, 0.016, 0.05, 0.2, 0.7].randomElement(using: &rng)!
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<12: pointerDown()
            case 12..<40: pointerMove()
            case 40..<50: pointerUp()
            case 50..<52: if let p = pressed.first { send(.pointerCancelled(p.pointer)); pressed.removeFirst() }
            case 52..<60: send(.wheel(dx: Int.random(in: -3...3, using: &rng), dy: Int.random(in: -3...3, using: &rng)))
            case 60..<72:
                send(.preciseScroll(dx: Double.random(in: -80...80, using: &rng), dy: Double.random(in: -80...80, using: &rng)))
            case 72..<77: apply("setExtents", model.setExtents(viewport: randomViewport(), content: randomContent(), at: time))
            case 77..<82: apply("setOffset", model.setOffset(Double.random(in: -500...6000, using: &rng), at: time))
            case 82..<86:
                let animated = Bool.random(using: &rng)
                apply("scrollTo", model.scroll(to: Double.random(in: -1000...20_000, using: &rng), animated: animated, at: time))
            case 86..<89: apply("scrollBy", model.scroll(by: Int.random(in: -3...3, using: &rng), at: time))
            case 89..<91: send(.key([Key.pageDown, .enter].randomElement(using: &rng)!))
            case 91..<93:
                let garbage = [Double.nan, .infinity, -.infinity].randomElement(using: &rng)!
                send(.pointerMoved(.mouse, Point(x: garbage, y: 3)))
                send(.preciseScroll(dx: garbage, dy: garbage))
                apply("garbage", model.setOffset(garbage, at: time) + model.setExtents(viewport: garbage, content: 10, at: time))
            default: apply("advance", model.advance(to: time))
            }
        }
    }

    /// Releases every pointer, gives the viewport a size, and advances ten seconds frame by frame.
    mutating func stopAndSettle() {
        while let p = pressed.first {
            time += 0.05
            send(.pointerUp(p.pointer, p.point))
            pressed.removeFirst()
        }
        if !(model.viewportExtent > 0) { apply("setExtents", model.setExtents(viewport: 500, content: randomContent(), at: time)) }
        for _ in 0..<1250 where failure == nil {
            time += 0.008
            apply("advance", model.advance(to: time))
        }
        guard failure == nil else { return }
        if !model.isAtRest || model.nextDeadline != nil { failure = "not at rest after 10 s" }
        if model.offset < 0 || model.offset > model.maximumOffset { failure = "rests at \(model.offset) outside 0...\(model.maximumOffset)" }
        if moving { failure = "a motion was never settled" }
    }

    private mutating func pointerDown() {
        let pointer = Self.pointers.randomElement(using: &rng)!
        guard !pressed.contains(where: { $0.pointer == pointer }) else { return }
        let point = Point(x: Double.random(in: 0...800, using: &rng), y: Double.random(in: 0...600, using: &rng))
        pressed.append((pointer, point))
        send(.pointerDown(pointer, point))
    }

    private mutating func pointerMove() {
        guard !pressed.isEmpty else { return }
        let i = Int.random(in: 0..<pressed.count, using: &rng)
        let p = pressed[i].point
        let point = Point(x: p.x + Double.random(in: -120...120, using: &rng), y: p.y + Double.random(in: -120...120, using: &rng))
        pressed[i].point = point
        send(.pointerMoved(pressed[i].pointer, point))
    }

    private mutating func pointerUp() {
        guard !pressed.isEmpty else { return }
        let p = pressed.remove(at: Int.random(in: 0..<pressed.count, using: &rng))
        send(.pointerUp(p.pointer, p.point))
    }

    private mutating func randomViewport() -> Double {
        [0, 1, 300, 600, 600, 1080].randomElement(using: &rng)!
    }

    private mutating func randomContent() -> Double {
        [0, 200, 600, 601, 5000, 40_000].randomElement(using: &rng)!
    }

    private mutating func send(_ kind: InputEvent.Kind) {
        // Now and then an event is stamped a little in the past, as platforms do.
        let stamp = Int.random(in: 0..<10, using: &rng) == 0 ? time - 0.004 : time
        apply("\(kind)", model.handle(InputEvent(time: stamp, kind: kind)))
    }

    private mutating func apply(_ what: String, _ events: [FreeScrollEvent]) {
        log.append("\(time): \(what) → \(events), offset \(model.offset)")
        guard failure == nil else { return }
        if case .settled(let offset)? = events.last, model.isAtRest, offset != model.offset {
            failure = "settled at \(offset) but rests at \(model.offset) after \(what)"
        }
        if !model.offset.isFinite { failure = "non-finite offset after \(what)" }
        for event in events {
            switch event {
            case .motionBegan:
                if moving { failure = "motionBegan twice after \(what)" }
                moving = true
            case .settled(let offset):
                if !moving { failure = "settled without motion after \(what)" }
                if offset < 0 || offset > model.maximumOffset {
                    failure = "settled at \(offset) outside 0...\(model.maximumOffset) after \(what)"
                }
                moving = false
            }
        }
    }
}
