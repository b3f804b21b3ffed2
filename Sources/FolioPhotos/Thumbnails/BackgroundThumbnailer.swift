import FolioCore
import FolioSDL
import Foundation
import Synchronization

/// Makes the thumbnails of a whole library in the background once its scan is done, in the
/// grid's order (the newest first), so that scrolling anywhere later finds them made, as gThumb
/// and Shotwell do: one thread at the workers' lowered priority, so the cells on screen (made by
/// the grid's own workers) come first. A thumbnail already fresh costs a look at its header.
/// Start once; `stop()` from any thread ends it within one photo and waits for it.
final class BackgroundThumbnailer: Sendable {
    private let loader: ThumbnailLoader
    private let cancellation = CancellationToken()
    private let finished = DispatchSemaphore(value: 0)
    private let started = Atomic<Bool>(false)
    /// Photos done so far (made, found fresh, or failed). Any thread.
    var completedCount: Int { completed.load(ordering: .relaxed) }
    private let completed = Atomic<Int>(0)

    /// A thumbnailer making its thumbnails through `loader`. Any thread.
    init(loader: ThumbnailLoader) {
        self.loader = loader
    }

    /// Starts making `photos`' thumbnails at `size` on a thread of its own; `completion` runs on
    /// that thread when every photo is done (not when stopped). A second call does nothing.
    /// Any thread.
    func start(_ photos: [PhotoRecord], size: ThumbnailSize, completion: @escaping @Sendable () -> Void = {}) {
        guard !started.exchange(true, ordering: .relaxed) else { return }
        let thread = Thread { [self] in
            WorkerThreadPriority.lowerCurrentThread()
            defer { finished.signal() }
            for photo in photos {
                guard !cancellation.isCancelled else { return }
                // A photo that cannot be thumbnailed was recorded as such by the loader; its
                // cell says why when it is shown.
                _ = try? loader.loadImage(key: ThumbnailLoader.key(for: photo, size: size), cancellation: cancellation)
                completed.add(1, ordering: .relaxed)
            }
            guard !cancellation.isCancelled else { return }
            completion()
        }
        thread.name = "folio-photos thumbnails"
        thread.start()
    }

    /// Stops making thumbnails and waits for the photo under way (a decode stops between rows).
    /// Any thread but the thumbnailer's own.
    func stop() {
        cancellation.cancel()
        guard started.load(ordering: .relaxed) else { return }
        finished.wait()
        // Left open for a second caller.
        finished.signal()
    }
}
