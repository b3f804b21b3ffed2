import FolioCore
import Testing

struct RangeControllerTests {
    typealias Change = (entered: Set<Int>, left: Set<Int>)

    private func expectTransitions(
        _ transitions: RangeTransitions,
        visible: Change = ([], []), display: Change = ([], []), preload: Change = ([], []),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(transitions.visible == RangeTransition(entered: visible.entered, left: visible.left), sourceLocation: sourceLocation)
        #expect(transitions.display == RangeTransition(entered: display.entered, left: display.left), sourceLocation: sourceLocation)
        #expect(transitions.preload == RangeTransition(entered: preload.entered, left: preload.left), sourceLocation: sourceLocation)
    }

    /// A controller that has scrolled and rests on `page` of `pageCount`.
    private func fullController(at page: Double, pageCount: Int = 10, isCircular: Bool = false) -> RangeController {
        var controller = RangeController()
        controller.userDidScroll()
        _ = controller.update(position: page, pageCount: pageCount, isCircular: isCircular, direction: .none)
        return controller
    }

    // MARK: - Modes

    @Test("The first update is in minimum mode and everything enters")
    func firstUpdate() {
        var controller = RangeController()
        #expect(controller.mode == .minimum)
        let transitions = controller.update(position: 0, pageCount: 10, isCircular: false, direction: .none)
        #expect(controller.mode == .minimum)
        #expect(!controller.hasUserScrolled)
        expectTransitions(transitions, visible: ([0], []), display: ([0], []), preload: ([0, 1], []))
        #expect(controller.ranges == ItemRanges(visible: [0], display: [0], preload: [0, 1]))
    }

    @Test("The first scroll switches to full mode in the same update")
    func minimumToFull() {
        var controller = RangeController()
        _ = controller.update(position: 0, pageCount: 10, isCircular: false, direction: .none)
        _ = controller.update(position: 0, pageCount: 10, isCircular: false, direction: .none)
        #expect(controller.mode == .minimum, "resting updates stay in minimum mode")
        let transitions = controller.update(position: 0.2, pageCount: 10, isCircular: false, direction: .forward)
        #expect(controller.mode == .full)
        expectTransitions(transitions, visible: ([1], []), display: ([1, 2], []), preload: ([2, 3], []))
        // Coming back to rest does not return to minimum mode.
        _ = controller.update(position: 0, pageCount: 10, isCircular: false, direction: .none)
        #expect(controller.mode == .full)
        #expect(controller.ranges == ItemRanges(visible: [0], display: [0, 1], preload: [0, 1, 2]))
    }

    @Test("userDidScroll switches to full mode at the next update")
    func userDidScroll() {
        var controller = RangeController()
        _ = controller.update(position: 5, pageCount: 10, isCircular: false, direction: .none)
        controller.userDidScroll()
        #expect(controller.mode == .full)
        let transitions = controller.update(position: 5, pageCount: 10, isCircular: false, direction: .none)
        expectTransitions(transitions, display: ([4, 6], []), preload: ([3, 7], []))
    }

    // MARK: - Moving

    @Test("Moving forward page by page: one page enters and one leaves each range")
    func forwardByPages() {
        var controller = fullController(at: 5)
        var transitions = controller.update(position: 5.5, pageCount: 10, isCircular: false, direction: .forward)
        expectTransitions(transitions, visible: ([6], []), display: ([7], []), preload: ([8], []))
        transitions = controller.update(position: 6, pageCount: 10, isCircular: false, direction: .forward)
        expectTransitions(transitions, visible: ([], [5]), display: ([], [4]), preload: ([], [3]))
        transitions = controller.update(position: 7, pageCount: 10, isCircular: false, direction: .forward)
        expectTransitions(transitions, visible: ([7], [6]), display: ([8], [5]), preload: ([9], [4]))
        // At the end nothing new can enter.
        transitions = controller.update(position: 8, pageCount: 10, isCircular: false, direction: .forward)
        expectTransitions(transitions, visible: ([8], [7]), display: ([9], [6]), preload: ([], [5]))
        transitions = controller.update(position: 8, pageCount: 10, isCircular: false, direction: .none)
        #expect(transitions.isEmpty)
    }

    @Test("A jump far away replaces every range")
    func jump() {
        var controller = fullController(at: 2, pageCount: 20)
        let transitions = controller.update(position: 15, pageCount: 20, isCircular: false, direction: .forward)
        expectTransitions(
            transitions,
            visible: ([15], [2]),
            display: ([14, 15, 16], [1, 2, 3]),
            preload: ([13, 14, 15, 16, 17], [0, 1, 2, 3, 4])
        )
    }

    @Test("A two-page jump keeps the overlap")
    func shortJump() {
        var controller = fullController(at: 5)
        let transitions = controller.update(position: 7, pageCount: 10, isCircular: false, direction: .forward)
        expectTransitions(transitions, visible: ([7], [5]), display: ([7, 8], [4, 5]), preload: ([8, 9], [3, 4]))
    }

    @Test("Moving across the seam of a circular pager")
    func circularSeam() {
        var controller = fullController(at: 9, isCircular: true)
        #expect(controller.ranges == ItemRanges(visible: [9], display: [8, 9, 0], preload: [7, 8, 9, 0, 1]))
        let transitions = controller.update(position: 10, pageCount: 10, isCircular: true, direction: .forward)
        expectTransitions(transitions, visible: ([0], [9]), display: ([1], [8]), preload: ([2], [7]))
    }

    // MARK: - Memory pressure

    @Test("Low memory frees everything but the visible pages, and lifting it restores them")
    func lowMemory() {
        var controller = fullController(at: 5)
        var transitions = controller.setForcedMode(.lowMemory)
        #expect(controller.mode == .lowMemory)
        expectTransitions(transitions, display: ([], [4, 6]), preload: ([], [3, 4, 6, 7]))
        transitions = controller.update(position: 6, pageCount: 10, isCircular: false, direction: .forward)
        #expect(controller.mode == .lowMemory, "scrolling does not lift a forced mode")
        expectTransitions(transitions, visible: ([6], [5]), display: ([6], [5]), preload: ([6], [5]))
        transitions = controller.setForcedMode(nil)
        #expect(controller.mode == .full)
        expectTransitions(transitions, display: ([5, 7], []), preload: ([4, 5, 7, 8], []))
    }

    @Test("Visible-only mode, forced before the first scroll, returns to minimum")
    func visibleOnlyBeforeScrolling() {
        var controller = RangeController()
        _ = controller.update(position: 3, pageCount: 10, isCircular: false, direction: .none)
        let transitions = controller.setForcedMode(.visibleOnly)
        expectTransitions(transitions, preload: ([], [2, 4]))
        #expect(controller.ranges == ItemRanges(visible: [3], display: [3], preload: [3]))
        controller.setForcedMode(nil)
        #expect(controller.mode == .minimum)
        #expect(controller.ranges.preload == [2, 3, 4])
    }

    // MARK: - Other

    @Test("A tuning change takes effect at the next update")
    func tuningChange() {
        var controller = fullController(at: 5)
        controller.tuning[.full, .preload] = RangeTuningParameters(leadingBufferScreenfuls: 3, trailingBufferScreenfuls: 0)
        let transitions = controller.update(position: 5, pageCount: 10, isCircular: false, direction: .forward)
        expectTransitions(transitions, preload: ([8], [3]))
    }

    @Test("Removing all pages empties every range; the next update starts afresh")
    func removeAll() {
        var controller = fullController(at: 5)
        let removed = controller.removeAllItems()
        expectTransitions(removed, visible: ([], [5]), display: ([], [4, 5, 6]), preload: ([], [3, 4, 5, 6, 7]))
        #expect(controller.ranges == .empty)
        #expect(controller.mode == .full)
        let transitions = controller.update(position: 0, pageCount: 3, isCircular: false, direction: .none)
        expectTransitions(transitions, visible: ([0], []), display: ([0, 1], []), preload: ([0, 1, 2], []))
    }

    @Test("No pages, no ranges")
    func noPages() {
        var controller = fullController(at: 2)
        let transitions = controller.update(position: 0, pageCount: 0, isCircular: false, direction: .none)
        expectTransitions(transitions, visible: ([], [2]), display: ([], [1, 2, 3]), preload: ([], [0, 1, 2, 3, 4]))
        #expect(controller.ranges == .empty)
    }

    @Test("Priority is the distance from the position, circular-aware")
    func priority() {
        var controller = fullController(at: 5)
        #expect(controller.priority(of: 5) == 0)
        #expect(controller.priority(of: 7) == 2)
        #expect(controller.priority(of: 3) == 2)
        _ = controller.update(position: 8.5, pageCount: 10, isCircular: true, direction: .forward)
        #expect(controller.priority(of: 9) == 0.5)
        #expect(controller.priority(of: 0) == 1.5)
        #expect(controller.priority(of: 6) == 2.5)
        let order = controller.ranges.preload.sorted { (controller.priority(of: $0), $0) < (controller.priority(of: $1), $1) }
        #expect(order == [8, 9, 0, 7, 1, 6])
    }
}
