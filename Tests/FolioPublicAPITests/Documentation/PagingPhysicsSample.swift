import FolioCore
import Testing

// The samples of the FolioCore article "Paging physics", as they appear there: this file
// compiles them, and the suite below checks the article's table against the constants.

@MainActor
private func makeStiffPager(backend: RenderingBackend, workers: any WorkScheduler) -> PagerNode {
    var physics = PagingConfiguration.standard
    physics.flickVelocity = 400                       // px/s: a slower release snaps to the nearest page
    physics.spring = SpringParameters(dampingRatio: 1, mass: 0.5, stiffness: 800)
    return PagerNode(backend: backend, renderMode: .asynchronous(workers), configuration: physics, wake: {})
}

@Suite("Documentation: Paging physics")
@MainActor
struct PagingPhysicsSampleTests {
    @Test("the article's table of constants is the standard configuration")
    func constantsTable() {
        let standard = PagingConfiguration.standard
        #expect(standard.dragSlop == 16)
        #expect(standard.velocityWindow == 0.100)
        #expect(standard.stillnessCutoff == 0.040)
        #expect(standard.flickVelocity == 300)
        #expect(standard.maximumFlickVelocity == 8000)
        #expect(standard.trackpadUnitsPerPage == 400)
        #expect(standard.trackpadFlickVelocity == 600)
        #expect(standard.trackpadEndDelay == 0.150)
        #expect(standard.trackpadOrientationFactor == 1.2)
        #expect(standard.wheelLockout == 0.150)
        #expect(standard.spring == SpringParameters(dampingRatio: 1, mass: 0.5, stiffness: 500))
        #expect(standard.restEpsilon == 0.001)
        #expect(standard.rubberBandCoefficient == 0.55)
        let free = FreeScrollConfiguration.standard
        #expect(free.decelerationRate == 0.998 && free.wheelDistance == 100 && free.dragSlop == 16)
    }

    @Test("the article's custom physics reach the pager's model")
    func customPhysics() {
        let pager = makeStiffPager(backend: PublicBackend.make(), workers: InlineScheduler())
        #expect(pager.pagingModel.configuration.flickVelocity == 400)
        #expect(pager.pagingModel.configuration.spring.stiffness == 800)
    }
}
