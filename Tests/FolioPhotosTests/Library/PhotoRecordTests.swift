@testable import FolioPhotos
import Testing

@Suite struct PhotoRecordTests {
    private func record(orientation: Int) -> PhotoRecord {
        PhotoRecord(path: "/p/a.jpg", byteCount: 1, modificationTime: 0, format: .jpeg,
                    pixelWidth: 4000, pixelHeight: 3000, orientation: orientation, dateTaken: nil, camera: nil)
    }

    @Test("Orientations 5 to 8 turn the photo a quarter: its upright width is its stored height", arguments: 1...8)
    func uprightSize(orientation: Int) {
        let photo = record(orientation: orientation)
        let turned = orientation >= 5
        #expect(photo.isTurned == turned)
        #expect(photo.uprightWidth == (turned ? 3000 : 4000))
        #expect(photo.uprightHeight == (turned ? 4000 : 3000))
    }
}
