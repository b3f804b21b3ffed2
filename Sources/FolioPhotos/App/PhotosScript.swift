import FolioCommandLine
import FolioCore

/// The scripted sessions `--script` plays, for the benchmark. Each ends by quitting. Times are
/// seconds from the first frame. A plain value: any thread (the scripts are made on the main one).
enum PhotosScript: String, CaseIterable, Sendable {
    /// Flings down the grid at about 5,000 px/s, a flick every 0.6 s for 12 s, then back up:
    /// the grid demo's `fling`.
    case fling
    /// The same at about 2,000 px/s: the speed at which no placeholder may show.
    case fling2000
    /// No input: quits a second after the scan has gone through the folder (start-up, the
    /// thumbnails of the first screen, and memory at rest once the library is known).
    case idle
    /// Flings from the top of the library to its bottom at the fastest fling, a flick every
    /// 0.35 s, then End and a second at rest: every cell of the library passes by.
    case library

    /// When the script starts its input: the window has just shown its first frame.
    private static let lead = 0.3
    /// The library script's flicks: the fastest a fling goes, and how often one is released.
    private static let libraryFlickSpeed = 8_000.0
    private static let libraryFlickInterval = 0.35
    /// How far each of the library script's flicks carries the grid, in logical pixels: its drag
    /// and 0.35 s of a fling from 8,000 px/s keeping 0.998 of its speed a millisecond, less a
    /// margin for frames that start late.
    private static let libraryFlickReach = 2_000.0

    /// Whether the script's end waits for the scan rather than a time.
    var quitsAfterScan: Bool { self == .idle }

    /// The script for a window of `size` logical pixels showing `photoCount` photos in
    /// `sectionCount` sections of a flow grid (the library script's length). Main thread.
    @MainActor
    func inputScript(size: Size, photoCount: Int, sectionCount: Int) -> InputScript {
        var script = InputScript()
        switch self {
        case .fling:
            script.quit(at: script.addFlicks(count: 20, forward: 10, interval: 0.6, speed: 5_000, size: size, start: Self.lead) + 1)
        case .fling2000:
            script.quit(at: script.addFlicks(count: 20, forward: 10, interval: 0.6, speed: 2_000, size: size, start: Self.lead) + 1)
        case .idle:
            // The run quits a second after the scan ends (see PhotosRunRecorder).
            break
        case .library:
            let height = Self.flowHeight(width: size.width, photoCount: photoCount, sectionCount: sectionCount)
            let count = max(1, Int((height / Self.libraryFlickReach).rounded(.up)))
            let end = script.addFlicks(count: count, forward: count, interval: Self.libraryFlickInterval,
                                       speed: Self.libraryFlickSpeed, size: size, start: Self.lead)
            // Whatever the flicks fell short by, End reaches the last photo.
            script.press(.end, at: end + 0.5)
            script.quit(at: end + 1.5)
        }
        return script
    }

    /// About how tall a flow grid of `photoCount` photos in `sectionCount` sections is in a window
    /// `width` logical pixels wide, as PhotoGrid lays it out. Main thread.
    @MainActor
    static func flowHeight(width: Double, photoCount: Int, sectionCount: Int) -> Double {
        let spacing = PhotoGrid.spacing
        let columns = max(1, Int((width - spacing) / (PhotoGrid.minimumColumnWidth + spacing)))
        let side = (width - 2 * spacing - spacing * Double(columns - 1)) / Double(columns)
        // Each section's rows; a section's last row is as tall as a full one.
        let rows = Double(photoCount) / Double(columns) + Double(sectionCount)
        return rows * (side + spacing) + Double(sectionCount) * (PhotoGrid.headerHeight + spacing * 3)
    }
}
