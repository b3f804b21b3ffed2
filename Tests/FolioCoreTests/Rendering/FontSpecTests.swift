import FolioCore
import Testing

/// Font sizes come from data (a run's style, the app's attributes): whatever they say, the font
/// asked for is a whole number of pixels between 1 and the largest Folio opens.
@Suite("Font sizes")
struct FontSpecTests {
    @Test("Sizes that are not finite numbers, negative, or huge give a font of 1 to 1,024 pixels rather than a trap")
    func hostileSizes() {
        #expect(FontSpec.pixelSize(.nan, scale: 2) == 1)
        #expect(FontSpec.pixelSize(.infinity, scale: 1) == 1)
        #expect(FontSpec.pixelSize(-.infinity, scale: 1) == 1)
        #expect(FontSpec.pixelSize(-12, scale: 1) == 1)
        #expect(FontSpec.pixelSize(1e300, scale: 2) == FontSpec.maximumPixelSize)
        #expect(FontSpec.pixelSize(14, scale: .nan) == 1)
        #expect(FontSpec.pixelSize(14.4, scale: 2) == 29)
        let run = TextRunStyle(size: .nan)
        #expect(run.font(in: TextAttributes(size: 12), scale: 1).pixelSize == 1)
        #expect(TextAttributes(size: .infinity).font(scale: 2).pixelSize == 1)
    }
}
