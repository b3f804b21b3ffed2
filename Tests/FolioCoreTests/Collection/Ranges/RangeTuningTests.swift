import FolioCore
import Testing

struct RangeTuningTests {
    struct Entry: Sendable, CustomTestStringConvertible {
        var mode: RangeMode
        var type: RangeType
        var leading: Double
        var trailing: Double
        var testDescription: String { "\(mode) \(type)" }
    }

    /// Texture's ASPagerNode tuning (leading / trailing screenfuls).
    static let pagerTable: [Entry] = [
        Entry(mode: .full, type: .display, leading: 1, trailing: 1),
        Entry(mode: .full, type: .preload, leading: 2, trailing: 2),
        Entry(mode: .minimum, type: .display, leading: 0, trailing: 0),
        Entry(mode: .minimum, type: .preload, leading: 1, trailing: 1),
        Entry(mode: .visibleOnly, type: .display, leading: 0, trailing: 0),
        Entry(mode: .visibleOnly, type: .preload, leading: 0, trailing: 0),
        Entry(mode: .lowMemory, type: .display, leading: 0, trailing: 0),
        Entry(mode: .lowMemory, type: .preload, leading: 0, trailing: 0),
    ]

    @Test("The pager's tuning is Texture's ASPagerNode's", arguments: pagerTable)
    func pager(_ entry: Entry) {
        let expected = RangeTuningParameters(leadingBufferScreenfuls: entry.leading, trailingBufferScreenfuls: entry.trailing)
        #expect(RangeTuning.pager[entry.mode, entry.type] == expected)
    }

    @Test("Every pair starts at zero")
    func defaultsToZero() {
        let tuning = RangeTuning()
        for mode in RangeMode.allCases {
            for type in RangeType.allCases {
                #expect(tuning[mode, type] == .zero)
            }
        }
        #expect(RangeTuningParameters.zero == RangeTuningParameters(leadingBufferScreenfuls: 0, trailingBufferScreenfuls: 0))
    }

    @Test("Setting one pair leaves the others alone")
    func setOne() {
        var tuning = RangeTuning.pager
        let wide = RangeTuningParameters(leadingBufferScreenfuls: 4, trailingBufferScreenfuls: 0.5)
        tuning[.full, .preload] = wide
        #expect(tuning[.full, .preload] == wide)
        #expect(tuning[.full, .display] == RangeTuning.pager[.full, .display])
        #expect(tuning[.minimum, .preload] == RangeTuning.pager[.minimum, .preload])
        #expect(tuning != RangeTuning.pager)
    }
}
