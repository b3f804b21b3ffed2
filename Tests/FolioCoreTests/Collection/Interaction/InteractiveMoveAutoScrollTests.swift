@testable import FolioCore
import Foundation
import Testing

/// The auto-scroll near a dragged item's edges: none in the middle, faster the deeper in a band,
/// towards the edge, stopping at the content's ends.
struct InteractiveMoveAutoScrollTests {
    private let viewport = 600.0

    private func speed(_ coordinate: Double, offset: Double = 300, maximum: Double = 900) -> Double {
        InteractiveMoveAutoScroll.speed(at: coordinate, viewportExtent: viewport, offset: offset, maximumOffset: maximum)
    }

    @Test("Outside the edge bands nothing scrolls")
    func middle() {
        let band = InteractiveMoveAutoScroll.band(in: viewport)
        #expect(band == InteractiveMoveAutoScroll.edgeBand)
        for coordinate in stride(from: band, through: viewport - band, by: 25) {
            #expect(speed(coordinate) == 0, "\(coordinate)")
        }
    }

    @Test("In the trailing band the content scrolls forward, faster the deeper, at full speed at the edge and beyond")
    func trailing() {
        let band = InteractiveMoveAutoScroll.band(in: viewport)
        let shallow = speed(viewport - band * 0.75), deep = speed(viewport - band * 0.25)
        #expect(shallow > 0 && deep > shallow)
        #expect(speed(viewport) == InteractiveMoveAutoScroll.maximumSpeed)
        #expect(speed(viewport + 200) == InteractiveMoveAutoScroll.maximumSpeed)
    }

    @Test("In the leading band the content scrolls back, mirroring the trailing band")
    func leading() {
        let band = InteractiveMoveAutoScroll.band(in: viewport)
        #expect(speed(band * 0.5) < 0)
        #expect(speed(band * 0.5) == -speed(viewport - band * 0.5))
        #expect(speed(-50) == -InteractiveMoveAutoScroll.maximumSpeed)
    }

    @Test("At the start nothing scrolls back, at the end nothing scrolls on, and content that fits never scrolls")
    func ends() {
        #expect(speed(5, offset: 0) == 0)
        #expect(speed(viewport - 5, offset: 900) == 0)
        #expect(speed(viewport - 5, offset: 0, maximum: 0) == 0 && speed(5, offset: 0, maximum: 0) == 0)
        #expect(speed(viewport - 5, offset: 0) > 0, "from the start it may scroll on")
    }

    @Test("A step moves the offset by speed × time, at most a longest step's worth, and never past the ends")
    func steps() {
        #expect(InteractiveMoveAutoScroll.offset(from: 100, speed: 1_000, over: 0.016, maximumOffset: 900) == 116)
        let capped = InteractiveMoveAutoScroll.offset(from: 100, speed: 1_000, over: 2, maximumOffset: 900)
        #expect(capped == 100 + 1_000 * InteractiveMoveAutoScroll.longestStep)
        #expect(InteractiveMoveAutoScroll.offset(from: 890, speed: 1_400, over: 0.05, maximumOffset: 900) == 900)
        #expect(InteractiveMoveAutoScroll.offset(from: 10, speed: -1_400, over: 0.05, maximumOffset: 900) == 0)
        #expect(InteractiveMoveAutoScroll.offset(from: 10, speed: 500, over: -1, maximumOffset: 900) == 10)
    }

    @Test("A short viewport's bands are a quarter of it each, so that its middle stays still")
    func shortViewport() {
        #expect(InteractiveMoveAutoScroll.band(in: 200) == 50)
        #expect(InteractiveMoveAutoScroll.speed(at: 100, viewportExtent: 200, offset: 50, maximumOffset: 100) == 0)
        #expect(InteractiveMoveAutoScroll.speed(at: 0, viewportExtent: 0, offset: 0, maximumOffset: 100) == 0)
    }
}
