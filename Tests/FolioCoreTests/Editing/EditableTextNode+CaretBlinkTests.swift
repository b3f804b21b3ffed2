import FolioCore
import Testing

@Suite("Caret blink")
struct EditableTextNodeCaretBlinkTests {
    @Test("The caret shows for 0.53 s after a restart, hides for 0.53 s, then shows again")
    func blinksInEqualHalves() {
        let blink = EditableTextNode.CaretBlink(phaseStart: 100)
        #expect(blink.isVisible(at: 100))
        #expect(blink.isVisible(at: 100.52))
        #expect(!blink.isVisible(at: 100.54))
        #expect(!blink.isVisible(at: 101.05))
        #expect(blink.isVisible(at: 101.07))
        #expect(!blink.isVisible(at: 101.61))
    }

    @Test("Each deadline is the next turn on or off, so a sleeping loop wakes exactly for it")
    func deadlinesFollowThePhase() throws {
        let blink = EditableTextNode.CaretBlink(phaseStart: 100)
        #expect(abs(try #require(blink.nextChange(after: 100)) - 100.53) < 1e-9)
        #expect(abs(try #require(blink.nextChange(after: 100.6)) - 101.06) < 1e-9)
        #expect(abs(try #require(blink.nextChange(after: 101.1)) - 101.59) < 1e-9)
        // Between a deadline and the state it announces there is no other change.
        var time = 100.0
        for _ in 0..<8 {
            let next = try #require(blink.nextChange(after: time))
            #expect(next > time)
            #expect(blink.isVisible(at: next - 0.001) != blink.isVisible(at: next + 0.001))
            time = next
        }
    }

    @Test("A restart (an edit or a move) shows the caret at once and starts the phase over")
    func restartShowsTheCaret() throws {
        var blink = EditableTextNode.CaretBlink(phaseStart: 100)
        #expect(!blink.isVisible(at: 100.8))
        blink.restart(at: 100.8)
        #expect(blink.isVisible(at: 100.8))
        #expect(blink.isVisible(at: 101.3))
        #expect(abs(try #require(blink.nextChange(after: 100.8)) - 101.33) < 1e-9)
    }

    @Test("After ten seconds without input the caret stays shown and asks for no more frames")
    func stopsBlinkingWhenIdle() {
        let blink = EditableTextNode.CaretBlink(phaseStart: 0)
        #expect(blink.nextChange(after: 10.2) == nil)
        #expect(blink.isVisible(at: 10.2))
        #expect(blink.isVisible(at: 500))
        // The last blink before the end lands on the end, shown.
        #expect(blink.nextChange(after: 9.99) == 10)
    }

    @Test("Non-finite times do not poison the phase")
    func nonFiniteTimes() throws {
        var blink = EditableTextNode.CaretBlink(phaseStart: .nan)
        #expect(blink.phaseStart == 0)
        blink.restart(at: .infinity)
        #expect(blink.phaseStart == 0)
        #expect(abs(try #require(blink.nextChange(after: 0)) - 0.53) < 1e-9)
    }
}
