/// What the pipeline draws around a node's own content: its shadow beneath, its border on top,
/// and the opacity it blends the whole subtree at. `DisplayNode` keeps one behind its lock and
/// hands out copies. A plain value: usable on any thread.
struct NodeDecoration: Hashable, Sendable {
    var borderWidth: Double = 0
    var borderColor = Color(red: 0, green: 0, blue: 0)
    var shadow: Shadow?
    var alpha: Double = 1
    /// The node's corner radius, which the border and shadow follow (kept with the rest only in
    /// the copies the pipeline reads).
    var cornerRadius: Double = 0

    /// Whether a border shows: a positive width in a colour that is not clear.
    var hasBorder: Bool { borderWidth > 0 && borderColor.alpha > 0 }

    /// The shadow when one shows: some opacity, a colour that is not clear, a finite offset.
    var visibleShadow: Shadow? {
        guard let shadow, shadow.effectiveColor.alpha > 0, shadow.offset.width.isFinite, shadow.offset.height.isFinite
        else { return nil }
        return shadow
    }
}
