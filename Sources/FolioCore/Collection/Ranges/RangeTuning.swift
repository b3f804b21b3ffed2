/// The `RangeTuningParameters` for every `RangeMode` × `RangeType` pair; unset pairs are `.zero`.
/// A plain value: usable on any thread.
///
/// ```swift
/// var tuning = RangeTuning.pager
/// tuning[.full, .preload] = RangeTuningParameters(leadingBufferScreenfuls: 3, trailingBufferScreenfuls: 1)
/// ```
public struct RangeTuning: Hashable, Sendable {
    private struct Key: Hashable, Sendable {
        var mode: RangeMode
        var type: RangeType
    }

    private var table: [Key: RangeTuningParameters] = [:]

    /// Creates a tuning with every range at `.zero`: only the visible pages, in every mode.
    public init() {}

    /// The parameters of the `type` range in `mode`.
    public subscript(mode: RangeMode, type: RangeType) -> RangeTuningParameters {
        get { table[Key(mode: mode, type: type)] ?? .zero }
        set { table[Key(mode: mode, type: type)] = newValue }
    }

    /// The pager's tuning, as Texture's `ASPagerNode` sets it (leading/trailing screenfuls,
    /// a screenful being one page):
    ///
    /// | mode          | display | preload |
    /// |---------------|---------|---------|
    /// | `.full`        | 1 / 1   | 2 / 2   |
    /// | `.minimum`     | 0 / 0   | 1 / 1   |
    /// | `.visibleOnly` | 0 / 0   | 0 / 0   |
    /// | `.lowMemory`   | empty   | 0 / 0   |
    ///
    /// The low-memory display range is empty, as in Texture; since a range always holds the
    /// visible pages, that leaves exactly the visible pages displayed.
    public static let pager: RangeTuning = {
        var tuning = RangeTuning()
        tuning[.full, .display] = RangeTuningParameters(leadingBufferScreenfuls: 1, trailingBufferScreenfuls: 1)
        tuning[.full, .preload] = RangeTuningParameters(leadingBufferScreenfuls: 2, trailingBufferScreenfuls: 2)
        tuning[.minimum, .display] = .zero
        tuning[.minimum, .preload] = RangeTuningParameters(leadingBufferScreenfuls: 1, trailingBufferScreenfuls: 1)
        tuning[.visibleOnly, .display] = .zero
        tuning[.visibleOnly, .preload] = .zero
        tuning[.lowMemory, .display] = .zero
        tuning[.lowMemory, .preload] = .zero
        return tuning
    }()

    /// A scrolling collection's tuning (screenfuls of the viewport along the scroll axis), after
    /// Texture's `ASCollectionNode` defaults, with a deeper preload since items are small:
    ///
    /// | mode          | display   | preload |
    /// |---------------|-----------|---------|
    /// | `.full`        | 1 / 0.5   | 2 / 1   |
    /// | `.minimum`     | 0.25 / 0.25 | 0.5 / 0.25 |
    /// | `.visibleOnly` | 0 / 0     | 0 / 0   |
    /// | `.lowMemory`   | empty     | 0 / 0   |
    public static let collection: RangeTuning = {
        var tuning = RangeTuning()
        tuning[.full, .display] = RangeTuningParameters(leadingBufferScreenfuls: 1, trailingBufferScreenfuls: 0.5)
        tuning[.full, .preload] = RangeTuningParameters(leadingBufferScreenfuls: 2, trailingBufferScreenfuls: 1)
        tuning[.minimum, .display] = RangeTuningParameters(leadingBufferScreenfuls: 0.25, trailingBufferScreenfuls: 0.25)
        tuning[.minimum, .preload] = RangeTuningParameters(leadingBufferScreenfuls: 0.5, trailingBufferScreenfuls: 0.25)
        return tuning
    }()

    /// Every mode's display and preload ranges reaching `screenfuls` pages both ways: what the
    /// benchmark uses to have a whole stretch of pages drawn before it measures.
    public static func uniform(screenfuls: Double) -> RangeTuning {
        var tuning = RangeTuning()
        let parameters = RangeTuningParameters(leadingBufferScreenfuls: screenfuls, trailingBufferScreenfuls: screenfuls)
        for mode in RangeMode.allCases {
            tuning[mode, .display] = parameters
            tuning[mode, .preload] = parameters
        }
        return tuning
    }
}
