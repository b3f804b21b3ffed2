import FolioSDL
import Foundation

/// Stands between the library's feed and the app for the benchmark: passes everything on, keeps
/// how long the scan took for the `--stats` line, and ends a script that waits for the scan
/// (`idle`) a second after it. Main thread.
@MainActor
final class PhotosRunRecorder: PhotoLibraryListener {
    private let app: PhotosApp
    /// Whether the run quits a second after the scan.
    private let quitsAfterScan: Bool
    /// The host to stop; set before the run.
    weak var host: SDLHost?
    /// How long the scan took, once it has gone through the folder.
    private(set) var scanSeconds: Double?

    /// How long the run goes on at rest after the scan before it quits, in seconds.
    static let restAfterScan = 1.0

    init(app: PhotosApp, quitsAfterScan: Bool) {
        self.app = app
        self.quitsAfterScan = quitsAfterScan
    }

    func show(_ next: PhotoSections, change: PhotoSections.Change) {
        app.show(next, change: change)
    }

    func scanProgressed(found: Int, indexed: Int) {
        app.scanProgressed(found: found, indexed: indexed)
    }

    func scanFinished(seconds: Double) {
        scanSeconds = seconds
        app.scanFinished(seconds: seconds)
        guard quitsAfterScan else { return }
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: .seconds(Self.restAfterScan))
            self?.host?.stop()
        }
    }
}
