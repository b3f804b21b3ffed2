import FolioCore
import Foundation
import Testing
@testable import FolioSDL

/// The one factory of FolioSDL's rendering: the chrome's measurer is the workers' own.
@Suite("SDL rendering backend")
struct SDLRenderingBackendTests {
    @Test("The backend measures with the measurer it returns, decodes with SDLImageDecoder into a shared cache, and rasterises into SDL surfaces")
    func madeTogether() throws {
        _ = RasterTestSupport.started
        let (measurer, backend) = try SDLRenderingBackend.make(fontsDirectory: RasterTestSupport.fontsDirectory)
        #expect((backend.textMeasurer as? SDLTextMeasurer) === measurer)
        #expect(backend.imageDecoder is SDLImageDecoder)
        #expect(backend.imageCache != nil)
        let rasterizer = try #require(backend.rasterizer as? SDLRasterizer)
        let context = try #require(rasterizer.makeContext(size: Size(width: 8, height: 8), scale: 1))
        #expect(rasterizer.finishBitmap(context).pixelWidth == 8)
    }

    @Test("A folder without the bundled fonts is refused")
    func missingFonts() throws {
        _ = RasterTestSupport.started
        let empty = try RasterTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(throws: SDLError.self) { try SDLRenderingBackend.make(fontsDirectory: empty) }
    }
}
