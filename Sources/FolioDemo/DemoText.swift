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

    /// A two- or three-sentence paragraph for photo number `number` (from 0), its own wherever
    /// its page is: the page indicator tells where that is.
    static func caption(forPhoto number: Int) -> String {
        // Every photo of a cycle gets another pair of sentences. Reduced before adding, so that
        // no number (2⁵² pages and more) can overflow.
        let n = sentences.count
        let page = max(0, number)
        let (cycle, slot) = (page / n % (n - 1), page % n)
        let first = sentences[slot]
        let second = sentences[(slot + 1 + cycle) % n]
        let third = page % 2 == 0 ? " " + sentences[(slot + 4 + cycle) % n] : ""
        return "\(first) \(second)\(third)"
    }

    /// The 1-based number of page `index`, digits grouped: "4,503,599,627,370,496" for the last of
    /// 2⁵² pages.
    static func pageNumber(_ index: Int) -> String {
        index < Int.max ? grouped(index + 1) : grouped(index) + "+1"
    }

    /// `value` with its digits in groups of three, so that counts of millions and beyond can be
    /// read at a glance ("1,000,000").
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
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
