import FolioCore
import Testing

@Suite("Input script")
struct InputScriptTests {
    @Test("A flick presses, moves evenly over its duration and releases where it ends")
    func flick() {
        var script = InputScript()
        script.flick(at: 1, from: Point(x: 900, y: 400), by: -180, duration: 0.06, moves: 3)
        #expect(script.steps.map(\.action) == [
            .pointerDown(Point(x: 900, y: 400)),
            .pointerMoved(Point(x: 840, y: 400)),
            .pointerMoved(Point(x: 780, y: 400)),
            .pointerMoved(Point(x: 720, y: 400)),
            .pointerUp(Point(x: 720, y: 400)),
        ])
        let times = script.steps.map(\.time)
        #expect(times.first == 1)
        #expect(abs(times[1] - 1.02) < 1e-9 && abs(times[3] - 1.06) < 1e-9 && abs(times[4] - 1.06) < 1e-9)
    }

    @Test("Steps stay in time order whatever order they are added in")
    func ordering() {
        var script = InputScript()
        script.quit(at: 3)
        script.press(.right, at: 1)
        script.press(.left, at: 2)
        script.press(.home, at: 1)
        #expect(script.steps.map(\.action) == [.key(.right), .key(.home), .key(.left), .quit])
        #expect(script.duration == 3)
    }

    @Test("A click presses and releases in place 50 ms later")
    func click() {
        var script = InputScript()
        script.click(at: 2, on: Point(x: 100, y: 130))
        #expect(script.steps.map(\.action) == [.pointerDown(Point(x: 100, y: 130)), .pointerUp(Point(x: 100, y: 130))])
        #expect(script.steps.first?.time == 2 && abs((script.steps.last?.time ?? 0) - 2.05) < 1e-9)
    }

    @Test("Delete and letter presses are steps of their own, in time order")
    func commandKeys() {
        var script = InputScript()
        script.press(character: "s", at: 2)
        script.pressDelete(at: 1)
        script.press(character: "i", at: 1.5)
        #expect(script.steps.map(\.action) == [.delete, .character("i"), .character("s")])
    }

    @Test("Due steps come out once each, in order")
    func dueSteps() {
        var script = InputScript()
        for index in 0..<5 { script.press(.right, at: Double(index) * 0.1) }
        var (due, next) = script.steps(from: 0, through: 0.15)
        #expect(due.count == 2 && next == 2)
        (due, next) = script.steps(from: next, through: 0.15)
        #expect(due.isEmpty && next == 2)
        (due, next) = script.steps(from: next, through: 10)
        #expect(due.count == 3 && next == 5)
    }

    @Test("Typed text is one step per character, an interval apart, and returns when the last is typed")
    func typing() {
        var script = InputScript()
        let end = script.type("né✓", at: 1, interval: 0.1)
        script.pressBackspace(at: end + 0.1)
        #expect(script.steps.map(\.action) == [.text("n"), .text("é"), .text("✓"), .backspace])
        #expect(zip(script.steps.map(\.time), [1, 1.1, 1.2, 1.3]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(abs(end - 1.2) < 1e-9)
    }
}
