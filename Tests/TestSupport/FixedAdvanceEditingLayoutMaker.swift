import FolioCore

/// Makes `FixedAdvanceEditingLayout`s, and counts them (a field must not make one per frame).
/// Any thread: its count is locked.
public final class FixedAdvanceEditingLayoutMaker: TextEditingLayoutMaking {
    /// Each character's width, logical pixels.
    public let advance: Double
    private let made = Locked(0)

    /// A maker of layouts `advance` pixels a character.
    public init(advance: Double = 10) {
        self.advance = advance
    }

    /// How many layouts were made.
    public var count: Int { made.withLock { $0 } }

    public func editingLayout(of text: String, attributes: TextAttributes, composition: Range<Int>?, maxWidth: Double?,
                              scale: Double) -> any TextEditingLayout {
        made.withLock { $0 += 1 }
        return FixedAdvanceEditingLayout(text: text, advance: advance)
    }
}
