/// How long ago a feed's post was written, and how that reads: "just now", "5 min ago", "2 h
/// ago", "3 d ago". Each post was written a fixed number of minutes before the demo started,
/// later posts earlier, the same on every run. A plain value: usable on any thread.
enum FeedPostAge {
    /// The minutes before the demo started that post `index` of feed `page` was written: a few
    /// minutes for the first, about five more for each after it.
    static func minutesAtStart(page: Int, index: Int) -> Int {
        let (spaced, overflow) = index.multipliedReportingOverflow(by: 5)
        return overflow ? Int.max / 2 : 2 + (page % 4) + min(spaced, Int.max / 2 - 8)
    }

    /// `minutes` as a post's age line.
    static func text(minutes: Int) -> String {
        switch minutes {
        case ..<1: "just now"
        case ..<60: "\(minutes) min ago"
        case ..<(24 * 60): "\(minutes / 60) h ago"
        default: "\(minutes / (24 * 60)) d ago"
        }
    }

    /// Post `index` of feed `page`'s age line `elapsed` minutes after the demo started.
    static func text(page: Int, index: Int, elapsed: Int) -> String {
        let (minutes, overflow) = minutesAtStart(page: page, index: index).addingReportingOverflow(elapsed)
        return text(minutes: overflow ? Int.max : minutes)
    }
}
