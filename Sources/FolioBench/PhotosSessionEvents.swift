import Foundation

/// What a run of folio-photos reported with `--events`, with the seconds from its spawn: when the
/// first frame showed (`ready`), when each photo was first drawn with its thumbnail (`content`),
/// when the scan ended (`scan-done`), and the deepest photo a scroll came to rest on. A plain
/// value: usable on any thread.
struct PhotosSessionEvents {
    /// One event line's fields that the benchmark reads.
    private struct Event: Decodable {
        let event: String
        var item: Int?
        var last: Int?
        var photos: Int?
    }

    /// Seconds from the spawn to `ready`, nil if the window never showed.
    private(set) var readySeconds: Double?
    /// The photos in the grid at `ready` (those the index knew).
    private(set) var photosAtReady: Int?
    /// Seconds from the spawn to `scan-done`, nil if the scan had not ended by the exit.
    private(set) var scanDoneSeconds: Double?
    /// The photos the scan left in the grid.
    private(set) var photosAtScanDone: Int?
    /// Seconds from the spawn to each `content` event, in order (each photo is reported once).
    private(set) var contentSeconds: [Double] = []
    /// The deepest last photo of any `scroll-settled`, -1 if no scroll came to rest.
    private(set) var deepestSettledItem = -1

    /// The events among `lines`, a folio-photos run's output; lines that are no event are passed over.
    init(lines: [DemoRun.Line]) {
        let decoder = JSONDecoder()
        for line in lines where line.text.hasPrefix(#"{"event":"#) {
            guard let event = try? decoder.decode(Event.self, from: Data(line.text.utf8)) else { continue }
            switch event.event {
            case "ready":
                if readySeconds == nil {
                    readySeconds = line.seconds
                    photosAtReady = event.photos
                }
            case "scan-done":
                if scanDoneSeconds == nil {
                    scanDoneSeconds = line.seconds
                    photosAtScanDone = event.photos
                }
            case "content":
                contentSeconds.append(line.seconds)
            case "scroll-settled":
                deepestSettledItem = max(deepestSettledItem, event.last ?? -1)
            default:
                break
            }
        }
    }

    /// Seconds from the spawn until `count` photos had been drawn with their thumbnails (a full
    /// first screen when `count` is what one holds), nil if fewer ever were.
    func secondsToContent(ofPhotos count: Int) -> Double? {
        guard count > 0, contentSeconds.count >= count else { return nil }
        return contentSeconds[count - 1]
    }
}
