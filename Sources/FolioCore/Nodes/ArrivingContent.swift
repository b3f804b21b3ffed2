/// A node whose content can arrive after it was first drawn (an image fetched from a server):
/// the cell it is in fades from the bitmap that showed its placeholder to the one showing the
/// content. Any thread.
protocol ArrivingContent {
    /// How long the fade to content drawn since the placeholder was should last, in seconds, or
    /// nil when no fade is due; taken once. Called on a worker, after drawing.
    func takeArrivalFadeDuration() -> Double?
}
