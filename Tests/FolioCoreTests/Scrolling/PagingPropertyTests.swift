import FolioCore
import Foundation
import TestSupport
import Testing

/// Random input streams: whatever happens, the model stays finite, reports motion in pairs, and
/// once input stops it comes to rest on a whole page within a second.
///
/// The seed is printed; replay a failure with `FOLIO_SEED=<seed> swift test --filter PagingPropertyTests`.
struct PagingPropertyTests {
    /// Streams per run; `FOLIO_STREAMS=<n>` runs more for a soak.
    static let defaultStreamCount = 600

    @Test("Random input always comes to rest on a whole page within a second")
    func randomStreams() {
        let environment = ProcessInfo.processInfo.environment
        let seed = SeededGenerator.seed(fromEnvironment: "FOLIO_SEED", environment: environment)
        let streams = environment["FOLIO_STREAMS"].flatMap { Int($0) } ?? Self.defaultStreamCount
        print("seed \(seed) (replay with FOLIO_SEED=\(seed))")
        for stream in 0..<streams {
            var run = RandomStream(seed: seed &+ UInt64(stream) &* 0x9E37_79B9_7F4A_7C15)
            run.play()
            run.stopAndSettle()
            if let failure = run.failure {
                Issue.record("seed \(seed), stream \(stream): \(failure)\n\(run.log.suffix(16).joined(separator: "\n"))")
                return
            }
        }
    }
}

/// One random stream of input against one model, checking invariants after every call.
private struct RandomStream {
    var rng: SeededGenerator
    var model: PagingScrollModel
    var time = 0.0
    /// The pointers that are down and where, in press order (a dictionary's order would change
    /// from run to run and break replays).
    var pressed: [(pointer: PointerID, point: Point)] = []
    var moving = false
    var failure: String?
    var log: [String] = []

    static let pointers: [PointerID] = [.mouse, .finger(device: 1, finger: 1), .finger(device: 1, finger: 2)]
    static let keys: [Key] = [.left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .enter]

    init(seed: UInt64) {
        rng = SeededGenerator(seed: seed)
        let count = [0, 1, 2, 3, 5, 5, 5, 12].randomElement(using: &rng)!
        model = PagingScrollModel(
            pageCount: count, initialPage: Int.random(in: -1...count + 1, using: &rng),
            axis: Bool.random(using: &rng) ? .horizontal : .vertical,
            pageSpacing: [0, 0, 24, 300, -5].randomElement(using: &rng)!,
            isCircular: Bool.random(using: &rng)
        )
        log.append("model(pageCount: \(count), initialPage: \(model.currentPage), axis: \(model.axis), pageSpacing: \(model.pageSpacing), isCircular: \(model.isCircular))")
        resize(to: randomSize())
    }

    mutating func play() {
        for _ in 0..<Int.random(in: 10...200, using: &rng) where failure == nil {
            time += randomInterval()
            step()
        }
    }

    /// Releases every pointer, gives the viewport a size, then lets at most one second pass.
    mutating func stopAndSettle() {
        guard failure == nil else { return }
        time += 0.008
        for (pointer, point) in pressed { send(.pointerUp(pointer, point)) }
        pressed.removeAll()
        if model.viewportSize.isEmpty { resize(to: Size(width: 800, height: 600)) }
        let start = time
        while !(model.isAtRest && model.nextDeadline == nil), time - start < 1, failure == nil {
            time += 0.016
            let now = time
            apply("advance(to: \(now))", fromInput: true) { $0.advance(to: now) }
        }
        let m = model, p = m.position
        let expectedRange = 0.0..<Double(max(1, m.pageCount))
        check(m.isAtRest && !m.isAnimating && !m.isDragging && m.nextDeadline == nil, "not at rest after 1 s: dragging \(m.isDragging), animating \(m.isAnimating), paused \(m.isPaused), deadline \(String(describing: m.nextDeadline)), viewport \(m.viewportSize), now \(time)")
        check(p == p.rounded() && expectedRange.contains(p), "rests at \(p)")
        check(m.currentPage == Int(p), "current page \(m.currentPage) at \(p)")
        check(!moving, "a motion was never reported settled")
    }

    private mutating func step() {
        let eventTime = Double.random(in: 0..<1, using: &rng) < 0.05 ? time - 0.01 : time
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<12:
            let pointer = Self.pointers.randomElement(using: &rng)!
            let point = Point(x: .random(in: -100...1000, using: &rng), y: .random(in: -100...800, using: &rng))
            setPressed(pointer, at: point)
            send(.pointerDown(pointer, point), at: eventTime)
        case 12..<45:
            let pointer = pressed.randomElement(using: &rng)?.pointer ?? Self.pointers.randomElement(using: &rng)!
            let from = location(of: pointer) ?? .zero
            let along = Double.random(in: -300...300, using: &rng), across = Double.random(in: -60...60, using: &rng)
            let point = model.axis == .horizontal
                ? Point(x: from.x + along, y: from.y + across) : Point(x: from.x + across, y: from.y + along)
            if location(of: pointer) != nil { setPressed(pointer, at: point) }
            send(.pointerMoved(pointer, point), at: eventTime)
        case 45..<53:
            let pointer = pressed.randomElement(using: &rng)?.pointer ?? .mouse
            let point = location(of: pointer) ?? .zero
            pressed.removeAll { $0.pointer == pointer }
            send(.pointerUp(pointer, point), at: eventTime)
        case 53..<55:
            let pointer = pressed.randomElement(using: &rng)?.pointer ?? .mouse
            pressed.removeAll { $0.pointer == pointer }
            send(.pointerCancelled(pointer), at: eventTime)
        case 55..<63:
            send(.wheel(dx: .random(in: -2...2, using: &rng), dy: .random(in: -3...3, using: &rng)), at: eventTime)
        case 63..<75:
            let dx = Double.random(in: -150...150, using: &rng), dy = Double.random(in: -150...150, using: &rng)
            send(.preciseScroll(dx: Bool.random(using: &rng) ? dx : 0, dy: Bool.random(using: &rng) ? dy : 0), at: eventTime)
        case 75..<83:
            send(.key(Self.keys.randomElement(using: &rng)!), at: eventTime)
        case 83..<88:
            resize(to: randomSize(), at: eventTime)
        case 88..<95:
            let now = time
            apply("advance(to: \(now))", fromInput: true) { $0.advance(to: now) }
        default:
            let now = time, count = model.pageCount
            let page = Int.random(in: -2...count + 2, using: &rng), animated = Bool.random(using: &rng)
            apply("scrollToPage(\(page), animated: \(animated), at: \(now))", fromInput: false) {
                $0.scrollToPage(page, animated: animated, at: now)
            }
        }
    }

    private func location(of pointer: PointerID) -> Point? {
        pressed.first { $0.pointer == pointer }?.point
    }

    private mutating func setPressed(_ pointer: PointerID, at point: Point) {
        if let index = pressed.firstIndex(where: { $0.pointer == pointer }) {
            pressed[index].point = point
        } else {
            pressed.append((pointer, point))
        }
    }

    private mutating func send(_ kind: InputEvent.Kind, at eventTime: Double? = nil) {
        let event = InputEvent(time: eventTime ?? time, kind: kind)
        apply("handle(\(event))", fromInput: true) { $0.handle(event) }
    }

    private mutating func resize(to size: Size, at eventTime: Double? = nil) {
        let stamp = eventTime ?? time
        apply("setViewportSize(\(size), at: \(stamp))", fromInput: true) { $0.setViewportSize(size, at: stamp) }
    }

    /// Calls the model, then checks the invariants and the events it reported.
    private mutating func apply(_ what: String, fromInput: Bool, _ call: (inout PagingScrollModel) -> [PagingEvent]) {
        let wasFrozen = model.viewportSize.isEmpty
        let events = call(&model)
        let m = model, count = m.pageCount, p = m.position
        log.append("\(what) → \(events), position \(p)")
        check(p.isFinite, "position \(p)")
        check((0..<max(1, count)).contains(m.currentPage), "current page \(m.currentPage) of \(count)")
        check(m.visiblePages().allSatisfy { $0.frame.minX.isFinite && (0..<count).contains($0.index) }, "visible pages")
        if m.isAtRest { check(p == p.rounded(), "at rest at \(p)") }
        if count <= 1, m.isAtRest { check(p == 0, "single page at \(p)") }
        if fromInput, wasFrozen { check(events.isEmpty, "events while frozen: \(events)") }
        for event in events {
            switch event {
            case .motionBegan:
                check(!moving, "motion began twice")
                moving = true
            case .settled(let page):
                check(!fromInput || moving, "settled without motion")
                check((0..<max(1, count)).contains(page), "settled on \(page) of \(count)")
                moving = false
            }
        }
    }

    private mutating func check(_ condition: Bool, _ message: String) {
        if !condition, failure == nil { failure = message }
    }

    private mutating func randomInterval() -> Double {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<4: return 0.008
        case 4..<6: return 0
        case 6..<8: return .random(in: 0..<0.05, using: &rng)
        default: return .random(in: 0.05..<0.4, using: &rng)
        }
    }

    private mutating func randomSize() -> Size {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return .zero
        case 1: return Size(width: 0, height: .random(in: 1...900, using: &rng))
        case 2: return Size(width: .random(in: 1...900, using: &rng), height: 0)
        default: return Size(width: .random(in: 1...2000, using: &rng), height: .random(in: 1...1200, using: &rng))
        }
    }
}
