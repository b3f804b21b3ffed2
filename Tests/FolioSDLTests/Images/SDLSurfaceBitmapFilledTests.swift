import FolioCore
import Testing
@testable import FolioSDL

/// A bitmap of one colour, as a stand-in image.
@Suite("Filled bitmap")
struct SDLSurfaceBitmapFilledTests {
    @Test("A bitmap filled with one colour has it in every pixel, and is opaque only if the colour is")
    func filled() throws {
        let clear = try #require(SDLSurfaceBitmap(width: 3, height: 2, filledWith: Color(red: 10, green: 20, blue: 30, alpha: 0)))
        #expect(clear.pixelWidth == 3 && clear.pixelHeight == 2 && !clear.isOpaque)
        #expect(clear.color(atX: 2, y: 1) == Color(red: 10, green: 20, blue: 30, alpha: 0))
        #expect(try #require(SDLSurfaceBitmap(width: 1, height: 1, filledWith: .black)).isOpaque)
        #expect(SDLSurfaceBitmap(width: 0, height: 1, filledWith: .black) == nil)
    }
}
