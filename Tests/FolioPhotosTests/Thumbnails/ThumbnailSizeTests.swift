@testable import FolioPhotos
import Testing

/// The standard's sizes, chosen from a cell's pixel size.
@Suite("Thumbnail size")
struct ThumbnailSizeTests {
    @Test("The boxes and folders are the standard's")
    func boxes() {
        #expect(ThumbnailSize.allCases.map(\.boxSide) == [128, 256, 512, 1024])
        #expect(ThumbnailSize.allCases.map(\.folderName) == ["normal", "large", "x-large", "xx-large"])
    }

    @Test("The smallest box covering the cell's longer side is chosen; past every box, the largest", arguments: [
        (100.0, 60.0, ThumbnailSize.normal), (128, 128, .normal), (128.2, 90, .large), (90, 200, .large),
        (256, 10, .large), (257, 10, .xLarge), (300, 512, .xLarge), (1024, 700, .xxLarge), (4000, 3000, .xxLarge), (0, 0, .normal),
    ])
    func chosen(width: Double, height: Double, size: ThumbnailSize) {
        #expect(ThumbnailSize.covering(pixelWidth: width, pixelHeight: height) == size)
    }

    @Test("A size and the larger ones are where a thumbnail at least that large may be")
    func larger() {
        #expect(ThumbnailSize.large.thisAndLarger == [.large, .xLarge, .xxLarge])
        #expect(ThumbnailSize.xxLarge.thisAndLarger == [.xxLarge])
    }
}
