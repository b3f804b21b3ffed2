/// Cells whose content arrived after they were first drawn (a downloaded photo replacing its
/// placeholder) fading from the bitmap they showed to the new one over the duration the content
/// asked for (`ImageNode.placeholderFadeDuration`): the old bitmap is kept under a ghost key and
/// drawn beneath, opaque, while the item is drawn over it with an opacity rising linearly from 0
/// to 1, so that the two blend without the background showing through. Main thread only (fades
/// hold bitmaps).
@MainActor
struct ContentFades {
    /// One item's fade: the bitmap it showed, under `key`.
    struct Fade {
        let key: Int
        let bitmap: any ItemBitmap
        let size: Size
        /// When the fade began; nil until the first frame after it was asked for starts it.
        var startTime: Double?
        let duration: Double
    }

    /// The fades under way, by item.
    private(set) var fades: [Int: Fade] = [:]

    /// Whether any fade is under way.
    var isActive: Bool { !fades.isEmpty }

    /// Item `item` fades from `bitmap` (drawn at `size`), kept under `key`, over `duration`
    /// seconds from the next frame; a fade it had gives way (its key is returned, to let go).
    mutating func begin(item: Int, from bitmap: any ItemBitmap, size: Size, key: Int, duration: Double) -> Int? {
        let replaced = fades[item]?.key
        fades[item] = Fade(key: key, bitmap: bitmap, size: size, startTime: nil, duration: duration)
        return replaced
    }

    /// The old bitmap kept under ghost key `key`, if a fade holds it.
    func bitmap(forKey key: Int) -> (bitmap: any ItemBitmap, size: Size)? {
        fades.values.first { $0.key == key }.map { ($0.bitmap, $0.size) }
    }

    /// How far item `item`'s fade has come at `time`, 0…1, or nil without one.
    func progress(ofItem item: Int, at time: Double) -> Double? {
        guard let fade = fades[item] else { return nil }
        guard let start = fade.startTime else { return 0 }
        return min(1, max(0, (time - start) / fade.duration))
    }

    /// `items` with each fading item's old bitmap inserted beneath it (at the item's frame and
    /// opacity) and the item made as transparent as its fade says at `time`.
    func apply(to items: [VisibleItem], at time: Double) -> [VisibleItem] {
        guard isActive else { return items }
        var result: [VisibleItem] = []
        result.reserveCapacity(items.count + fades.count)
        for var item in items {
            if let fade = fades[item.index], let progress = progress(ofItem: item.index, at: time) {
                result.append(VisibleItem(index: fade.key, frame: item.frame, alpha: item.alpha))
                item.alpha *= progress
            }
            result.append(item)
        }
        return result
    }

    /// Starts the fades asked for since the last frame at `time` and ends those over by then;
    /// returns the ghost keys let go.
    mutating func advance(at time: Double) -> [Int] {
        var ended: [Int] = []
        for (item, fade) in fades {
            guard let start = fade.startTime else {
                fades[item]?.startTime = time
                continue
            }
            if time - start >= fade.duration {
                fades[item] = nil
                ended.append(fade.key)
            }
        }
        return ended
    }

    /// Moves the fades to the items' new indexes after a batch update (`newIndex` nil for a
    /// deleted item, whose fade ends); returns the ghost keys let go.
    mutating func remap(_ newIndex: (Int) -> Int?) -> [Int] {
        var moved: [Int: Fade] = [:], ended: [Int] = []
        for (item, fade) in fades {
            if let index = newIndex(item) { moved[index] = fade } else { ended.append(fade.key) }
        }
        fades = moved
        return ended
    }

    /// Ends every fade at once; returns the ghost keys let go.
    mutating func finishAll() -> [Int] {
        defer { fades.removeAll() }
        return fades.values.map(\.key)
    }
}
