/// Items whose content fades in over the placeholder they showed, rather than replacing it in
/// one frame: the host tells which items it drew as placeholders, and when it first draws an
/// item's content soon after, the content's opacity rises linearly from 0 to 1 over `duration`
/// over the placeholder, drawn beneath. Times are seconds on the host's clock. Main thread only
/// (a collection's part).
struct PlaceholderFades {
    /// The default `duration`, seconds: long enough to read as a fade, short enough that no
    /// one waits for it (Texture's placeholder fade is 0.2 s too).
    static let defaultDuration = 0.2
    /// How recently an item must have shown its placeholder for its content to fade in: the
    /// last frame or so, not a visit long ago.
    static let recentPlaceholder = 0.5
    /// Past this many remembered items, those of placeholders no longer recent and of fades
    /// over are forgotten, so that a long fling keeps no record of every item it passed.
    static let pruneThreshold = 512

    /// How long content takes to fade in, seconds; 0 shows it at once.
    var duration = defaultDuration
    /// Whether the collection waits for the content of items that come on screen rather than
    /// showing their placeholders (Texture's `neverShowPlaceholders`).
    var neverShowPlaceholders = false
    /// When each item last showed its placeholder.
    private var placeholdersShown: [Int: Double] = [:]
    /// When each fading item's content was first drawn.
    private var starts: [Int: Double] = [:]

    /// Item `item` was drawn as its placeholder at `time`.
    mutating func placeholderShown(item: Int, at time: Double) {
        placeholdersShown[item] = time
        if placeholdersShown.count > Self.pruneThreshold { prune(at: time) }
    }

    /// How opaque item `item`'s content is drawn at `time`, 0…1: rising from 0 over `duration`
    /// from the first time this is asked after the item showed its placeholder (recently), 1
    /// otherwise. The placeholder is drawn beneath while it is under 1.
    mutating func contentOpacity(ofItem item: Int, at time: Double) -> Double {
        if let start = starts[item] {
            let progress = Self.progress(from: start, to: time, over: duration)
            if progress >= 1 { starts[item] = nil }
            return progress
        }
        guard let shown = placeholdersShown.removeValue(forKey: item), duration > 0, time - shown <= Self.recentPlaceholder else {
            return 1
        }
        starts[item] = time
        if starts.count > Self.pruneThreshold { prune(at: time) }
        return 0
    }

    /// Whether a fade is under way at `time`: frames must follow.
    func isActive(at time: Double) -> Bool {
        starts.values.contains { Self.progress(from: $0, to: time, over: duration) < 1 }
    }

    /// The fade's progress `time` seconds on from `start`: linear, 0…1; 1 for no duration.
    static func progress(from start: Double, to time: Double, over duration: Double) -> Double {
        guard duration > 0 else { return 1 }
        return min(1, max(0, (time - start) / duration))
    }

    /// Forgets placeholders no longer recent and fades over at `time`.
    private mutating func prune(at time: Double) {
        placeholdersShown = placeholdersShown.filter { time - $0.value <= Self.recentPlaceholder }
        starts = starts.filter { Self.progress(from: $0.value, to: time, over: duration) < 1 }
    }

    /// Forgets everything (the data was loaded anew: the indexes name other items).
    mutating func removeAll() {
        placeholdersShown.removeAll()
        starts.removeAll()
    }
}
