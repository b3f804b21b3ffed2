import FolioCore

/// The host's text fields: shown over everything, given the keyboard by `focus(_:)`.
extension SDLHost {
    /// The fields the host draws over the root and its bars (in this order, each at its
    /// `frame`) and routes text, keys and clicks to. Removing the focused field takes the focus
    /// away. Main thread.
    public var textFields: [EditableTextNode] {
        get { fields.fields }
        set {
            fields.fields = newValue
            setNeedsDisplay()
        }
    }

    /// The field with the keyboard, if any. Main thread.
    public var focusedTextField: EditableTextNode? { fields.focused }

    /// Gives `field` (one of `textFields`) the keyboard, or takes it from every field (nil):
    /// while a field has it, its keys are its own (the app hears no shortcut, Delete or Esc)
    /// and the input method runs. Main thread.
    public func focus(_ field: EditableTextNode?) {
        fields.focus(field, at: SDLClock.now)
        setNeedsDisplay()
    }

    /// How long keystrokes in the fields took to reach the screen, in seconds: from each
    /// event's timestamp to the present of the first frame that showed what it did. Main thread.
    public var typingLatency: SampleSummary { fields.latencies.summary }
}
