/// A node whose content can arrive after it was first drawn (an image fetched from a server):
/// the cell it is in fades from the bitmap that showed its placeholder to the one showing the
/// content. Any thread.
protocol ArrivingContent {
    /// When the drawing just made is the first to show content that arrived after the node was
    /// first drawn without it: how long the fade to it should last, in seconds (0: shown at
    /// once, as after a progressive image's first scans); nil when no content arrived. Taken
    /// once. Called on a worker, after drawing.
    func takeArrivalFadeDuration() -> Double?
}
