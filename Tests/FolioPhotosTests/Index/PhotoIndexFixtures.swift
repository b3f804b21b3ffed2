import Foundation
@testable import FolioPhotos

/// What the index's tests share: fresh folders to keep an index in, and photos made from a
/// number, so that large sets are generated rather than stored. Any thread.
enum PhotoIndexFixtures {
    /// A path for an index in a fresh, not yet existing folder under the temporary folder.
    static func temporaryIndexPath() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("folio-index-\(UUID().uuidString)/photos.sqlite").path
    }

    /// Removes the folder the index at `path` is in, with everything in it.
    static func removeFolder(of path: String) {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }

    /// A photo at `path` whose every field follows from `number`, nil-able fields nil for
    /// some numbers, so that a round trip that drops or mixes up a field shows.
    static func photo(_ path: String, number: Int) -> PhotoRecord {
        PhotoRecord(path: path, byteCount: Int64(1_000 + number * 7), modificationTime: 1_700_000_000_000_000_000 + Int64(number) * 1_000_003,
                    format: PhotoFormat.allCases[number % PhotoFormat.allCases.count],
                    pixelWidth: 400 + number % 3_600, pixelHeight: 300 + number % 2_700, orientation: 1 + number % 8,
                    dateTaken: number % 5 == 0 ? nil : 1_500_000_000 + Int64(number) * 60,
                    camera: number % 3 == 0 ? nil : "Camera \(number % 11) – “model” \(number % 4)")
    }

    /// `count` photos spread over folders of 100 under `root` (`root/d0/p00000.jpg` …).
    static func library(under root: String, count: Int) -> [PhotoRecord] {
        (0..<count).map { number in
            photo("\(root)/d\(number / 100)/p\(String(format: "%05d", number)).jpg", number: number)
        }
    }
}
