@testable import FolioCore
import Testing

/// Content fading in over its placeholder: its opacity rises linearly from 0 to 1 over the
/// duration from the first frame that draws it, only after a recent placeholder, not at all at
/// duration 0; the fades keep frames coming only while under way.
@Suite("Placeholder fades")
@MainActor
struct PlaceholderFadesTests {
    @Test("content that replaces a placeholder shown in the last frame fades in linearly over the duration")
    func fadesLinearly() {
        var fades = PlaceholderFades()
        fades.duration = 0.2
        fades.placeholderShown(item: 4, at: 10)
        #expect(fades.contentOpacity(ofItem: 4, at: 10) == 0, "the first frame with content shows the placeholder")
        #expect(fades.isActive(at: 10))
        #expect(abs(fades.contentOpacity(ofItem: 4, at: 10.05) - 0.25) < 1e-9)
        #expect(abs(fades.contentOpacity(ofItem: 4, at: 10.1) - 0.5) < 1e-9)
        #expect(abs(fades.contentOpacity(ofItem: 4, at: 10.15) - 0.75) < 1e-9)
        #expect(fades.isActive(at: 10.15))
        #expect(fades.contentOpacity(ofItem: 4, at: 10.25) == 1)
        #expect(!fades.isActive(at: 10.25))
        #expect(fades.contentOpacity(ofItem: 4, at: 10.3) == 1, "a fade over stays over")
    }

    @Test("content never drawn as a placeholder, or whose placeholder showed long ago, is drawn opaque at once")
    func noPlaceholderNoFade() {
        var fades = PlaceholderFades()
        #expect(fades.contentOpacity(ofItem: 1, at: 3) == 1)
        fades.placeholderShown(item: 2, at: 3)
        #expect(fades.contentOpacity(ofItem: 2, at: 3 + PlaceholderFades.recentPlaceholder + 0.1) == 1)
        #expect(!fades.isActive(at: 4))
    }

    @Test("a duration of 0 turns the fade off")
    func zeroDuration() {
        var fades = PlaceholderFades()
        fades.duration = 0
        fades.placeholderShown(item: 2, at: 3)
        #expect(fades.contentOpacity(ofItem: 2, at: 3.016) == 1)
        #expect(!fades.isActive(at: 3.016))
    }

    @Test("a fade left off screen stops asking for frames once its time is over, and many placeholders are pruned")
    func fadesEndByTime() {
        var fades = PlaceholderFades()
        fades.placeholderShown(item: 9, at: 1)
        _ = fades.contentOpacity(ofItem: 9, at: 1.01)
        #expect(fades.isActive(at: 1.1))
        #expect(!fades.isActive(at: 1.3), "not asked again, it still ends")
        for item in 0..<(PlaceholderFades.pruneThreshold * 3) {
            fades.placeholderShown(item: item, at: Double(item))
        }
        // Item 0's placeholder was forgotten long ago: its content shows at once.
        #expect(fades.contentOpacity(ofItem: 0, at: Double(PlaceholderFades.pruneThreshold * 3)) == 1)
    }

    @Test("the collection's duration is clamped: negative and non-finite values turn the fade off")
    func collectionClamps() {
        let (grid, _) = GridFixture.manual(TappableGridSource(count: 4))
        #expect(grid.placeholderFadeDuration == PlaceholderFades.defaultDuration)
        grid.placeholderFadeDuration = -1
        #expect(grid.placeholderFadeDuration == 0)
        grid.placeholderFadeDuration = .nan
        #expect(grid.placeholderFadeDuration == 0)
        grid.placeholderFadeDuration = 0.3
        grid.placeholderWasShown(forItemAt: 2, at: 5)
        #expect(grid.contentOpacity(forItemAt: 2, at: 5.01) == 0)
        #expect(abs(grid.contentOpacity(forItemAt: 2, at: 5.16) - 0.5) < 1e-9)
    }
}
