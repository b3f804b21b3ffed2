import FolioCore
import Testing

@Suite struct ShadowTests {
    @Test("Radius and opacity are kept in range, at creation and when changed")
    func sanitising() {
        var shadow = Shadow(radius: -3, opacity: 2)
        #expect(shadow.radius == 0 && shadow.opacity == 1)
        shadow.radius = .infinity
        #expect(shadow.radius == 0)
        shadow.radius = 4
        #expect(shadow.radius == 4)
        shadow.opacity = .nan
        #expect(shadow.opacity == 0)
        shadow.opacity = -1
        #expect(shadow.opacity == 0)
    }

    @Test("The colour drawn folds the opacity into the colour's alpha")
    func effectiveColor() {
        let shadow = Shadow(color: Color(red: 10, green: 20, blue: 30, alpha: 200), radius: 2, opacity: 0.5)
        #expect(shadow.effectiveColor == Color(red: 10, green: 20, blue: 30, alpha: 100))
    }

    @Test("The extent is one and a half radii on each side, moved by the offset")
    func extent() {
        let shadow = Shadow(offset: Size(width: 1, height: 2), radius: 4)
        #expect(shadow.extent == EdgeInsets(top: 4, left: 5, bottom: 8, right: 7))
    }
}
