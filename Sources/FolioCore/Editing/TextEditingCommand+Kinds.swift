extension TextEditingCommand {
    /// Whether the command keeps the column up and down aim at: only up and down themselves.
    /// Any thread.
    var keepsGoal: Bool {
        switch self {
        case .move(.up, _), .move(.down, _): true
        default: false
        }
    }

    /// Whether the command is a click or drag, which keeps the unit a later drag extends by.
    /// Any thread.
    var isPointer: Bool {
        switch self {
        case .placeCaret, .dragSelection, .selectWord, .selectLine: true
        default: false
        }
    }
}
