/// The stand-in for content that cannot be shown: a neutral panel with a title and the reason, so
/// that the place still reads as what it is and says what went wrong. An image that cannot be
/// decoded draws it in its frame; a cell that cannot be drawn at all draws it in the cell's.
/// Sizes are logical pixels. A namespace: usable on any thread.
enum UnavailablePanel {
    static let panel = Color(red: 58, green: 60, blue: 66)
    /// The title over an image that cannot be shown.
    static let photoTitle = "Photo unavailable"
    /// The title over a cell that cannot be drawn.
    static let itemTitle = "Content unavailable"
    static let titleColor = Color(red: 230, green: 230, blue: 235)
    static let detailColor = Color(red: 190, green: 190, blue: 200)
    /// Text sizes follow the frame's width (one part in `…Divisor`) within these bounds.
    static let titleSizes = 14.0...28.0, titleDivisor = 24.0
    static let detailSizes = 12.0...18.0, detailDivisor = 40.0
    /// A frame this small on either side gets the panel only: no room for words.
    static let minimumTextFrame = 40.0
    /// The share of the frame's width the text may use, and the gap under the title.
    static let textWidthFraction = 0.8, gap = 8.0
    /// The reason wraps to at most this many lines.
    static let detailLines = 3

    /// Draws the panel in `frame`, its corners rounded by `cornerRadius`, with `title` and
    /// `reason` centred on it when the frame has room and the environment a text measurer.
    static func draw(title: String, reason: String, in frame: Rect, cornerRadius: Double, context: any RasterContext,
                     environment: LayoutEnvironment) {
        context.fillRoundedRect(frame, radius: cornerRadius, color: panel)
        guard let measurer = environment.textMeasurer, frame.width > minimumTextFrame, frame.height > minimumTextFrame else { return }
        let titleAttributes = TextAttributes(size: size(frame.width, divisor: titleDivisor, within: titleSizes), weight: .bold,
                                             color: titleColor, alignment: .center, maxLines: 1)
        let detail = TextAttributes(size: size(frame.width, divisor: detailDivisor, within: detailSizes),
                                    color: detailColor, alignment: .center, maxLines: detailLines)
        let width = frame.width * textWidthFraction
        let titleLayout = TextLayout(text: title, attributes: titleAttributes, maxWidth: width, scale: context.scale, measurer: measurer)
        let detailLayout = TextLayout(text: reason, attributes: detail, maxWidth: width, scale: context.scale, measurer: measurer)
        let total = titleLayout.size.height + gap + detailLayout.size.height
        let top = frame.midY - total / 2
        context.drawText(titleLayout, attributes: titleAttributes,
                         in: Rect(x: frame.midX - width / 2, y: top, width: width, height: titleLayout.size.height))
        context.drawText(detailLayout, attributes: detail,
                         in: Rect(x: frame.midX - width / 2, y: top + titleLayout.size.height + gap, width: width,
                                  height: detailLayout.size.height))
    }

    private static func size(_ width: Double, divisor: Double, within sizes: ClosedRange<Double>) -> Double {
        min(sizes.upperBound, max(sizes.lowerBound, width / divisor))
    }
}
