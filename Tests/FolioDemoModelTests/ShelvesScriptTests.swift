@testable import FolioDemo
import FolioCore
import Testing

/// The shelves demo's scripted sessions: what the benchmark's `browse` plays, and that its flicks
/// sideways land on the rows wherever the list rests.
@MainActor
struct ShelvesScriptTests {
    /// The benchmark's window.
    private let size = Size(width: 1280, height: 800)

    /// One press to release of a script: where it went down and came up, when, and how many
    /// moves it made.
    private struct Gesture {
        let start: Point
        let end: Point
        let pressed: Double
        let released: Double
        let moves: Int

        var dx: Double { end.x - start.x }
        var dy: Double { end.y - start.y }
        var isTap: Bool { moves == 0 && dx == 0 && dy == 0 }
        var isVertical: Bool { dx == 0 && dy != 0 }
        var isSideways: Bool { dy == 0 && dx != 0 }
    }

    /// The script's gestures in order; records an issue for a press without a release, or a
    /// move or release without a press.
    private func gestures(of script: InputScript) -> [Gesture] {
        var gestures: [Gesture] = []
        var open: (start: Point, time: Double, moves: Int)?
        for step in script.steps {
            switch step.action {
            case .pointerDown(let point):
                #expect(open == nil, "a press at \(step.time) s while another is held")
                open = (point, step.time, 0)
            case .pointerMoved:
                #expect(open != nil, "a move at \(step.time) s with nothing pressed")
                open?.moves += 1
            case .pointerUp(let point):
                guard let pressed = open else {
                    Issue.record("a release at \(step.time) s with nothing pressed")
                    continue
                }
                gestures.append(Gesture(start: pressed.start, end: point, pressed: pressed.time, released: step.time, moves: pressed.moves))
                open = nil
            default:
                break
            }
        }
        #expect(open == nil, "the script ends with the pointer pressed")
        return gestures
    }

    @Test("browse lasts 10 to 15 s and ends by quitting, its last step")
    func browseDuration() throws {
        let script = ShelvesScript.browse.inputScript(size: size)
        let last = try #require(script.steps.last)
        #expect(last.action == .quit)
        #expect(script.steps.filter { $0.action == .quit }.count == 1)
        #expect((10...15).contains(script.duration), "\(script.duration) s")
        #expect(script.steps.allSatisfy { $0.time >= 0.3 || $0.action == .quit }, "input starts once the first frame is up")
        #expect(script.steps.allSatisfy { step in
            switch step.action {
            case .pointerDown, .pointerMoved, .pointerUp, .quit: true
            default: false
            }
        }, "browse is pointer input only")
    }

    @Test("browse flicks down six times and up seven, each a fast flick across the middle, so that the list comes back to its top")
    func browseVerticalFlicks() {
        let flicks = gestures(of: ShelvesScript.browse.inputScript(size: size)).filter(\.isVertical)
        let down = flicks.filter { $0.dy < 0 }, up = flicks.filter { $0.dy > 0 }
        #expect(down.count == 6)
        #expect(up.count == 7, "one flick more up than down")
        #expect(flicks.prefix(6).allSatisfy { $0.dy < 0 }, "down first, then up")
        for flick in flicks {
            let speed = abs(flick.dy) / (flick.released - flick.pressed)
            #expect(abs(speed - 3_000) < 1, "a flick released at \(speed) px/s")
            #expect(flick.start.x == size.width / 2 && abs(flick.dy) > FreeScrollConfiguration.standard.dragSlop)
        }
    }

    @Test("Every round of sideways flicks follows a tap that stops the list, and goes leftwards past the drag slop at five heights")
    func browseSidewaysFlicks() {
        let all = gestures(of: ShelvesScript.browse.inputScript(size: size))
        let sideways = all.filter(\.isSideways)
        #expect(sideways.count == 25, "five rounds of five")
        #expect(sideways.allSatisfy { $0.dx < -FreeScrollConfiguration.standard.dragSlop }, "every row scrolls on to its later cards")
        #expect(Set(sideways.map(\.start.y)).count == 5)
        var sawTap = false
        for gesture in all {
            if gesture.isTap {
                sawTap = true
            } else if gesture.isSideways {
                #expect(sawTap, "a flick sideways at \(gesture.pressed) s while the list may still be moving")
            } else if gesture.isVertical {
                sawTap = false
            }
        }
        #expect(all.filter(\.isTap).count == 5)
        #expect(all.allSatisfy { $0.isTap || $0.isVertical || $0.isSideways })
    }

    @Test("Wherever the list rests, every row wholly on screen lies under one of the sideways flicks")
    func sidewaysFlicksFindTheRows() {
        let heights = ShelvesScript.sidewaysHeights.map { $0 * size.height }
        let period = ShelvesDemo.shelfHeight
        let rowHeight = ShelvesDemo.cardSide + 2 * ShelvesDemo.ringRoom
        for offset in stride(from: 0.0, to: period, by: 1) {
            for shelf in 0..<Int(size.height / period) + 2 {
                let top = Double(shelf) * period - offset + ShelvesDemo.titleBand
                guard top >= 0, top + rowHeight <= size.height else { continue }
                #expect(heights.contains { $0 >= top && $0 < top + rowHeight },
                        "at offset \(offset) the row of shelf \(shelf) (\(top) to \(top + rowHeight)) takes no flick")
            }
        }
    }

    @Test("idle only quits, after a second")
    func idle() {
        let script = ShelvesScript.idle.inputScript(size: size)
        #expect(script.steps.map(\.action) == [.quit])
        #expect(script.duration == 1)
    }
}
