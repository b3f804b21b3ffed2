/// Counts what the frames showed, cheaply enough to leave on: plain counters, no allocation per
/// frame. Main thread only.
public struct FrameStatistics: Hashable, Sendable {
    /// Frames presented.
    public private(set) var frames = 0
    /// Frames in which at least one visible page showed its placeholder instead of its content.
    public private(set) var placeholderFrames = 0
    /// The most placeholder frames in a row.
    public private(set) var longestPlaceholderRun = 0
    /// Placeholder frames in the run going on now.
    private var currentRun = 0
    /// Bitmaps turned into textures.
    public private(set) var textureUploads = 0

    public init() {}

    /// Records one presented frame.
    mutating func recordFrame(showedPlaceholder: Bool, uploads: Int) {
        frames += 1
        textureUploads += uploads
        if showedPlaceholder {
            placeholderFrames += 1
            currentRun += 1
            longestPlaceholderRun = max(longestPlaceholderRun, currentRun)
        } else {
            currentRun = 0
        }
    }

    /// The figures as one JSON object.
    public var json: String {
        #"{"frames":\#(frames),"placeholderFrames":\#(placeholderFrames),"longestPlaceholderRun":\#(longestPlaceholderRun),"textureUploads":\#(textureUploads)}"#
    }
}
