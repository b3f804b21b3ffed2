/// The committed text and its selection at one moment: what an undo step goes back to. A plain
/// value: any thread.
struct TextEditingState: Hashable, Sendable {
    /// The committed text.
    var text: String
    /// The selection in it.
    var selection: TextSelection
}
