import FolioCore
import Foundation

/// The row a collection shows at its end while it fetches more items: "Loading…" beside a
/// spinner of dots, the two centred together in the row. The dots go round once a `period`,
/// the leading one brightest and the rest fading behind it; the phase comes from the time alone,
/// so the spinner turns at its pace however the frames fall. Light on the dark background. Main
/// thread only (it draws).
@MainActor
struct SDLLoadingRowView {
    /// The label.
    var text = "Loading…"
    /// The label's style.
    var textStyle = TextStyle(size: 15, color: Color(red: 200, green: 200, blue: 210))
    /// The colour of the leading dot; the others take its alpha down towards `trailingAlpha`.
    var spinnerColor = Color(red: 230, green: 230, blue: 235)
    /// How many dots make the ring.
    var dotCount = 10
    /// The ring's radius to the dots' centres, logical pixels.
    var ringRadius = 8.0
    /// Each dot's diameter, logical pixels.
    var dotDiameter = 3.0
    /// Seconds for one turn.
    var period = 1.0
    /// The faintest dot's share of the leading dot's alpha.
    var trailingAlpha = 0.15
    /// Logical pixels between the spinner and the label.
    var spacing = 10.0

    /// Draws the row in `frame` (window coordinates, logical pixels) as it looks at `time`
    /// seconds on the host's clock.
    func draw(in frame: Rect, on canvas: any Canvas, time: Double) {
        let label = canvas.measureText(text, style: textStyle, maxWidth: nil)
        let spinnerSize = 2 * ringRadius + dotDiameter
        let width = spinnerSize + spacing + label.width
        let left = frame.midX - width / 2
        drawSpinner(center: Point(x: left + spinnerSize / 2, y: frame.midY), on: canvas, time: time)
        canvas.drawText(text, style: textStyle,
                        in: Rect(x: left + spinnerSize + spacing, y: frame.midY - label.height / 2,
                                 width: label.width + 1, height: label.height))
    }

    /// The ring of dots around `center`, its leading dot at the angle `time` gives.
    private func drawSpinner(center: Point, on canvas: any Canvas, time: Double) {
        guard dotCount > 0, period > 0, time.isFinite else { return }
        let turns = (time / period).truncatingRemainder(dividingBy: 1)
        let lead = Int((turns < 0 ? turns + 1 : turns) * Double(dotCount)) % dotCount
        for dot in 0..<dotCount {
            // How many steps the dot trails the leading one, going clockwise.
            let behind = (lead - dot + dotCount) % dotCount
            let share = 1 - (1 - trailingAlpha) * Double(behind) / Double(max(1, dotCount - 1))
            var color = spinnerColor
            color.alpha = UInt8((Double(color.alpha) * share).rounded())
            let angle = 2 * Double.pi * Double(dot) / Double(dotCount) - Double.pi / 2
            let x = center.x + ringRadius * cos(angle), y = center.y + ringRadius * sin(angle)
            canvas.fillRoundedRect(Rect(x: x - dotDiameter / 2, y: y - dotDiameter / 2, width: dotDiameter, height: dotDiameter),
                                   radius: dotDiameter / 2, color: color)
        }
    }
}
