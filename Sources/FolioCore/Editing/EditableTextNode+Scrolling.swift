extension EditableTextNode {
    /// How far a field's text is scrolled along one axis so that the caret stays in view: the
    /// least move that brings the caret's extent inside the visible length, and no further back
    /// than the text needs (deleting from the end of a long text brings its start back). A
    /// plain value: usable on any thread.
    public enum Scrolling {
        /// The offset after the caret (from `caretStart` to `caretEnd`, in the text's
        /// coordinates) moved, for text `contentLength` long seen through `visibleLength`,
        /// starting from `current`. Never negative; non-finite input keeps `current` (or 0). Any thread.
        public static func offset(current: Double, caretStart: Double, caretEnd: Double, contentLength: Double,
                                  visibleLength: Double) -> Double {
            guard current.isFinite, caretStart.isFinite, caretEnd.isFinite, contentLength.isFinite, visibleLength.isFinite,
                  visibleLength > 0 else { return current.isFinite ? max(0, current) : 0 }
            var offset = current
            if caretEnd > offset + visibleLength { offset = caretEnd - visibleLength }
            if caretStart < offset { offset = caretStart }
            // Text that now fits, or ends before the view does, is not left scrolled past its end.
            let farthest = max(0, max(contentLength, caretEnd) - visibleLength)
            return min(max(0, offset), farthest)
        }
    }
}
