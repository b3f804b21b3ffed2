import FolioCore
@testable import FolioPhotos
import Foundation
import TestSupport
import Testing

/// The background thumbnailer makes every photo's thumbnail in order, counts the ones it could
/// not make, and stops when asked.
@Suite("Background thumbnailer", .serialized)
struct BackgroundThumbnailerTests {
    /// The records of a generated library's photos, as a scan reads them.
    private func records(of library: String) -> [PhotoRecord] {
        let found = Locked<[PhotoRecord]>([])
        let scanner = FolderScanner(root: library, workerCount: 2, onProgress: { progress in found.withLock { $0 += progress.records } })
        scanner.start()
        _ = scanner.waitUntilFinished()
        return found.current.sorted { $0.path < $1.path }
    }

    private func temporaryRoot() -> String {
        NSTemporaryDirectory() + "folio-background-thumbnails-\(UUID().uuidString)"
    }

    @Test("Every photo of a library gets a fresh thumbnail of the size asked", .enabled(if: GeneratedPhotoLibrary.hasPillow, "python3-pil is not installed"))
    func makesEveryThumbnail() throws {
        let library = try GeneratedPhotoLibrary.small(count: 48, unique: 24)
        let photos = records(of: library)
        #expect(photos.count == 48)
        let root = temporaryRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = ThumbnailStore(root: root)
        let thumbnailer = BackgroundThumbnailer(loader: ThumbnailLoader(store: store))
        let done = DispatchSemaphore(value: 0)
        thumbnailer.start(photos, size: .normal) { done.signal() }
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(thumbnailer.completedCount == 48)
        for photo in photos {
            let original = try ThumbnailStore.original(atPath: photo.path).get()
            #expect(store.freshThumbnail(of: original, atLeast: .normal) != nil, "\(photo.path)")
        }
        thumbnailer.stop()
    }

    @Test("stop() ends the thread within a photo, before the library is done, and may be called again")
    func stops() throws {
        let folder = temporaryRoot()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Photos that are not there: each is a quick failure, so the thread is busy when stopped.
        let photos = (0..<200_000).map { PhotoRecord(path: folder + "/missing-\($0).jpg", byteCount: 1, modificationTime: 0,
                                                     format: .jpeg, pixelWidth: 1, pixelHeight: 1, orientation: 1, dateTaken: nil, camera: nil) }
        let thumbnailer = BackgroundThumbnailer(loader: ThumbnailLoader(store: ThumbnailStore(root: folder + "/thumbnails")))
        thumbnailer.start(photos, size: .normal)
        Thread.sleep(forTimeInterval: 0.05)
        let start = Date()
        thumbnailer.stop()
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(thumbnailer.completedCount < photos.count)
        thumbnailer.stop()
    }
}
