/// Text in several styles: runs that differ in weight, colour, size or underline, and links that
/// can be pressed. A text node draws it with its `TextAttributes` as the base every run inherits
/// from; words wrap across runs as in plain text. Build it from runs, or by adding pieces:
///
/// ```swift
/// let text = AttributedText("Ada", .bold) + " wrote about " + AttributedText("#swift", link: "tag:swift")
/// ```
///
/// A plain value: usable on any thread.
public struct AttributedText: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The runs in reading order; empty ones are kept out.
    public private(set) var runs: [TextRun]

    /// Text made of `runs`.
    public init(runs: [TextRun]) {
        self.runs = runs.filter { !$0.text.isEmpty }
    }

    /// `text` in one `style` (plain unless given).
    public init(_ text: String, _ style: TextRunStyle = .plain) {
        self.init(runs: [TextRun(text, style: style)])
    }

    /// `text` as a link to `target`, in `style` otherwise.
    public init(_ text: String, link target: String, style: TextRunStyle = .plain) {
        var style = style
        style.link = target
        self.init(text, style)
    }

    /// Plain text.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The characters of every run, in order, without styles.
    public var string: String { runs.map(\.text).joined() }

    /// Whether every run is plain: the text draws as its string would.
    public var isPlain: Bool { runs.allSatisfy { $0.style.isPlain } }

    /// The text's links in reading order: neighbouring runs with the same target are one link.
    /// Each link's `index` is its place in this list.
    public var linkTargets: [String] {
        var targets: [String] = []
        var previous: String?
        for run in runs {
            if let link = run.style.link, link != previous { targets.append(link) }
            previous = run.style.link
        }
        return targets
    }

    /// For each run, the index of the link it belongs to (see `linkTargets`), or nil.
    public var linkIndices: [Int?] {
        var indices: [Int?] = []
        indices.reserveCapacity(runs.count)
        var previous: String?
        var next = 0
        for run in runs {
            guard let link = run.style.link else {
                indices.append(nil)
                previous = nil
                continue
            }
            if link != previous { next += 1 }
            indices.append(next - 1)
            previous = link
        }
        return indices
    }

    /// The characters of link `index` (see `linkTargets`); empty when there is no such link.
    public func linkText(_ index: Int) -> String {
        zip(runs, linkIndices).filter { $0.1 == index }.map(\.0.text).joined()
    }

    /// `lhs` followed by `rhs`.
    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        AttributedText(runs: lhs.runs + rhs.runs)
    }

    /// Appends `rhs`.
    public static func += (lhs: inout AttributedText, rhs: AttributedText) {
        lhs.runs += rhs.runs.filter { !$0.text.isEmpty }
    }
}
