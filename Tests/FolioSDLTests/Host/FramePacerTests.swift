import FolioSDL
import Testing

struct FramePacerTests {
    private static let period = 1.0 / 60

    /// Feeds `count` frames drawn back to back, each taking `duration` from the start of its work
    /// to the return of its present, sleeping what the pacer says; returns the sleeps.
    private func run(_ pacer: inout FramePacer, frames count: Int, duration: Double, from start: Double = 0) -> [Double] {
        var time = start
        var sleeps: [Double] = []
        for _ in 0..<count {
            let sleep = pacer.framePresented(startedAt: time, presentedAt: time + duration)
            sleeps.append(sleep)
            time += duration + sleep
        }
        return sleeps
    }

    @Test("Presents that return at once are paced to one frame a period on the pacer's own clock")
    func instantPresents() {
        var pacer = FramePacer(period: Self.period)
        let sleeps = run(&pacer, frames: 600, duration: 0.0004)
        #expect(!pacer.presentsWaitForDisplay)
        #expect(sleeps.allSatisfy { abs($0 - (Self.period - 0.0004)) < 1e-9 })
        // 600 frames then take 600 periods: 10 s, not a fraction of a second.
        let total: Double = sleeps.reduce(0, +) + 600 * 0.0004
        #expect(abs(total - 10) < 1e-6)
    }

    @Test("Presents that wait for the display are trusted once measured, and then never slept after")
    func displayPacedPresents() {
        var pacer = FramePacer(period: Self.period)
        let sleeps = run(&pacer, frames: 30, duration: Self.period * 0.98)
        #expect(pacer.presentsWaitForDisplay)
        #expect(sleeps.dropFirst(FramePacer.sampleCount - 1).allSatisfy { $0 == 0 })
        // Until then it sleeps only what is left of the period, a sliver.
        #expect(sleeps.allSatisfy { $0 <= Self.period * 0.03 })
    }

    @Test("One odd frame does not flip the decision either way")
    func oneOddFrame() {
        var paced = FramePacer(period: Self.period)
        _ = run(&paced, frames: 20, duration: Self.period)
        // The first frame after an idle wait may catch the refresh early.
        #expect(paced.framePresented(startedAt: 100, presentedAt: 100.001) == 0)
        #expect(paced.presentsWaitForDisplay)

        var unpaced = FramePacer(period: Self.period)
        _ = run(&unpaced, frames: 20, duration: 0.001)
        _ = unpaced.framePresented(startedAt: 200, presentedAt: 200 + Self.period)
        #expect(!unpaced.presentsWaitForDisplay)
        #expect(unpaced.framePresented(startedAt: 201, presentedAt: 201.001) > 0)
    }

    @Test("A driver that stops waiting for the display is noticed within a few frames")
    func vsyncLost() {
        var pacer = FramePacer(period: Self.period)
        _ = run(&pacer, frames: 20, duration: Self.period)
        let sleeps = run(&pacer, frames: FramePacer.sampleCount, duration: 0.001, from: 50)
        #expect(!pacer.presentsWaitForDisplay)
        #expect(sleeps.last.map { $0 > Self.period / 2 } == true)
    }

    @Test("Frames slower than a period never sleep")
    func slowFrames() {
        var pacer = FramePacer(period: Self.period)
        let sleeps = run(&pacer, frames: 40, duration: Self.period * 1.5)
        #expect(sleeps.allSatisfy { $0 == 0 })
    }

    @Test("Until enough frames are measured it paces, whatever the first frames say")
    func pacesUntilMeasured() {
        var pacer = FramePacer(period: Self.period)
        let sleeps = run(&pacer, frames: FramePacer.sampleCount - 1, duration: 0.002)
        #expect(!pacer.presentsWaitForDisplay)
        #expect(sleeps.allSatisfy { $0 > 0 })
    }

    @Test("A period that is not positive and finite counts as 60 Hz", arguments: [0.0, -1, .infinity, .nan])
    func badPeriod(_ period: Double) {
        #expect(FramePacer(period: period).period == Self.period)
    }

    @Test("The period follows the display: a 144 Hz display's presents are trusted at 144 Hz")
    func highRefresh() {
        var pacer = FramePacer(period: 1.0 / 144)
        let sleeps = run(&pacer, frames: 30, duration: 1.0 / 144)
        #expect(pacer.presentsWaitForDisplay)
        #expect(sleeps.allSatisfy { $0 == 0 })
    }
}
