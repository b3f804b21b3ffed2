import FolioCore
import FolioSDL
import Foundation
import Logging

/// Brings a folder's photos to the app: at once those the index already has, then what a scan
/// of the folder finds (new, changed and gone files), then what the folder's watch sees while it
/// is open, keeping the index up to date all along. It works on a serial queue of its own, where
/// each batch is sorted into a new `PhotoSections`; the listener gets each new value and its
/// change on the main thread, in order. Any thread.
final class PhotoLibraryFeed: @unchecked Sendable {
    // @unchecked: `photos`, `scanner`, `watcher` and `isStopped` are touched only on `queue`;
    // the rest is set in `init`.

    /// The folder browsed.
    let folder: String
    private let index: PhotoIndex
    private let workerCount: Int
    private let decoder = SDLImageDecoder()
    private let queue = DispatchQueue(label: "folio-photos.library", qos: .utility)
    private weak var listener: (any PhotoLibraryListener)?
    private var photos: PhotoSections
    private var scanner: FolderScanner?
    private var watcher: FolderWatcher?
    private var isStopped = false

    /// A feed of `folder`'s photos ordered by `sort`, kept in `index`, scanned on `workerCount`
    /// threads. Any thread.
    init(folder: String, sort: PhotoSort, index: PhotoIndex, workerCount: Int) {
        self.folder = folder
        self.index = index
        self.workerCount = workerCount
        photos = PhotoSections(sort: sort, root: folder)
    }

    /// The photos the index has under the folder, sorted: what the window opens with, before
    /// anything is scanned. Call it once, before `start`. Any thread.
    func indexedPhotos() -> (PhotoSections, PhotoSections.Change) {
        queue.sync {
            let (next, change) = photos.applying(upserts: index.photos(under: folder), removals: [])
            photos = next
            return (next, change)
        }
    }

    /// Starts the scan, then the watch, telling `listener` what they bring. Any thread.
    func start(listener: any PhotoLibraryListener) {
        self.listener = listener
        queue.async { [self] in
            startScan()
            startWatching()
        }
    }

    /// Stops the scan and the watch; nothing more reaches the listener. Any thread but the
    /// feed's own.
    func stop() {
        let (scanner, watcher) = queue.sync {
            isStopped = true
            defer { self.scanner = nil; self.watcher = nil }
            return (self.scanner, self.watcher)
        }
        scanner?.cancel()
        watcher?.stop()
        _ = scanner?.waitUntilFinished()
    }

    // MARK: - On the feed's queue

    /// Scans the folder against what the index knows of it.
    private func startScan() {
        guard !isStopped else { return }
        scanner?.cancel()
        let known = index.fileStamps(under: folder)
        let scanner = FolderScanner(
            root: folder, workerCount: workerCount, knownFiles: known, decoder: decoder,
            onProgress: { [weak self] progress in
                guard let self else { return }
                queue.async { self.absorb(progress) }
            },
            onFinish: { [weak self] summary in
                guard let self else { return }
                queue.async { self.finish(summary) }
            })
        self.scanner = scanner
        scanner.start()
    }

    /// Watches the folder for changes while it is open; a folder that cannot be watched is
    /// still browsed, with one log line.
    private func startWatching() {
        guard !isStopped, watcher == nil else { return }
        do {
            watcher = try FolderWatcher(folder: folder) { [weak self] changes in
                guard let self else { return }
                queue.async { self.absorb(changes) }
            }
        } catch {
            FolioLogger.host.line(.warning, "\(error); changes to the folder show after it is opened again")
        }
    }

    private func absorb(_ progress: ScanProgress) {
        guard !isStopped else { return }
        if !progress.records.isEmpty { _ = index.apply(upserting: progress.records, deleting: []) }
        let (next, change) = photos.applying(upserts: progress.records, removals: [])
        photos = next
        let found = progress.foundCount, indexed = progress.indexedCount
        onMain { listener in
            listener.show(next, change: change)
            listener.scanProgressed(found: found, indexed: indexed)
        }
    }

    private func finish(_ summary: ScanSummary) {
        guard !isStopped, !summary.wasCancelled else { return }
        if !summary.removedPaths.isEmpty { _ = index.apply(upserting: [], deleting: summary.removedPaths) }
        let (next, change) = photos.applying(upserts: [], removals: Set(summary.removedPaths))
        photos = next
        let seconds = summary.seconds
        onMain { listener in
            listener.show(next, change: change)
            listener.scanFinished(seconds: seconds)
        }
    }

    /// Applies what the watch saw: files gone or renamed away leave; files added, renamed in or
    /// rewritten are read again. Lost events mean a new scan.
    private func absorb(_ changes: FolderChanges) {
        guard !isStopped else { return }
        if changes.needsRescan {
            startScan()
            return
        }
        let renames = changes.renames
        var removals = changes.removed.union(renames.map(\.from))
        var upserts: [PhotoRecord] = []
        for path in changes.added.union(changes.rewritten).union(renames.map(\.to)) {
            var status = stat()
            // A link is read as the file it leads to, as the scan reads it.
            guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
                removals.insert(path)
                continue
            }
            switch PhotoHeaderReader.read(path: path, stamp: IndexedFileStamp(status), decoder: decoder) {
            case .photo(let record): upserts.append(record)
            case .notAPhoto, .gone: removals.insert(path)
            case .skipped(let reason):
                FolioLogger.host.line(.warning, "skipped \(path): \(reason)")
                removals.insert(path)
            }
        }
        // A path both gone and come back (a file replaced) keeps its new record.
        removals.subtract(upserts.map(\.path))
        guard !upserts.isEmpty || !removals.isEmpty else { return }
        _ = index.apply(upserting: upserts, deleting: Array(removals))
        let (next, change) = photos.applying(upserts: upserts, removals: removals)
        photos = next
        onMain { listener in listener.show(next, change: change) }
    }

    /// Runs `body` with the listener on the main thread, after what was sent before it.
    private func onMain(_ body: @escaping @MainActor (any PhotoLibraryListener) -> Void) {
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let listener = self?.listener else { return }
                body(listener)
            }
        }
    }
}
