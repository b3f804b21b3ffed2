/// Deterministic text for the demos' pages: each page gets its own paragraph, made from a pool of
/// sentences (photos) or words (stress) chosen by the page number. Any thread.
enum DemoText {
    static let sentences = [
        "The light changes by the minute here, and the best of it lasts less than a quarter of an hour.",
        "Most visitors walk straight past; the view only opens once you stop and wait for it.",
        "Taken on a cold morning, long before the first bus arrived.",
        "The colours are as the camera saw them, with nothing added afterwards.",
        "A short walk from the road, but it feels like a different season.",
        "Come back in another month and the whole scene will have moved on.",
        "Nobody else was there, which is rarer than it sounds.",
        "The photographer returned three times before the weather agreed.",
        "Look closely at the edges: the detail is where the story is.",
        "It is a small thing, seen at the right moment.",
    ]

    /// A two- or three-sentence paragraph for photo page `index` of `count`.
    static func caption(forPage index: Int, of count: Int) -> String {
        // Every page of a cycle gets another pair of sentences.
        let n = sentences.count
        let first = sentences[index % n]
        let second = sentences[(index + 1 + (index / n) % (n - 1)) % n]
        let third = index % 2 == 0 ? " " + sentences[(index + 4 + (index / n) % (n - 1)) % n] : ""
        return "Page \(index + 1) of \(count). \(first) \(second)\(third)"
    }

    static let words = [
        "asynchronous", "layout", "pixel", "thread", "range", "preload", "display", "bitmap",
        "texture", "spring", "page", "swipe", "node", "block", "worker", "frame", "budget",
        "memory", "window", "measure", "wrap", "glyph", "line", "image", "decode", "cancel",
        "nearest", "visible", "smooth", "main", "queue", "render",
    ]

    /// About `count` words of filler for stress page `index`, different for every page.
    static func filler(forPage index: Int, words count: Int) -> String {
        var state = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        var result: [String] = []
        result.reserveCapacity(count)
        for position in 0..<count {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            let word = words[Int((state &* 0x2545_F491_4F6C_DD1D) >> 59) % words.count]
            result.append(position % 14 == 0 ? word.capitalized : word)
        }
        return result.joined(separator: " ") + "."
    }
}
