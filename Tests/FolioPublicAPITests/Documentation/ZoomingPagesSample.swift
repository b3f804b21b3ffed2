import FolioCore
import Testing

// The sample of the FolioCore article "Zooming pages", as it appears there: this file compiles
// it, and the suite below checks the article's figures against the constants.

@MainActor
private func makePhotoPager(backend: RenderingBackend, workers: any WorkScheduler) -> PagerNode {
    let pager = PagerNode(backend: backend, renderMode: .asynchronous(workers), wake: {})
    pager.isZoomEnabled = true
    pager.maximumZoomScale = 4            // at most 4 photo pixels a screen pixel
    return pager
}

@Suite("Documentation: Zooming pages")
@MainActor
struct ZoomingPagesSampleTests {
    @Test("the article's figures are the standard configuration")
    func figures() {
        let standard = PageZoomConfiguration.standard
        #expect(standard.maximumZoomScale == 8 && standard.minimumMaximumScale == 2)
        #expect(standard.wheelNotchStep == 1.25 && standard.keyStep == 1.5)
        #expect(standard.glideDecelerationRate == 0.998)
        #expect(standard.zoomedBitmapByteLimit == 64 << 20)
    }

    @Test("the article's pager zooms, up to 4 times 1:1 (twice the fit at least)")
    func samplePager() {
        let pager = makePhotoPager(backend: PublicBackend.make(), workers: InlineScheduler())
        #expect(pager.isZoomEnabled && pager.maximumZoomScale == 4)
        #expect(pager.pageZoom.scale == 1 && pager.zoomedPage == nil)
    }
}
