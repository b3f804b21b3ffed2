import FolioCore
import Foundation

/// The clock's page: the time, and a bar of the minute going by. Unlike the albums' pages it is
/// not drawn into a bitmap on a worker but by a closure on the main thread, each time the page is
/// shown and four times a second while it is on screen (counted from its last drawing, so the
/// seconds turn at most a quarter of a second late), because what it shows must be live. That is the
/// exception: keep such cells to a few shapes and a short text.
enum ClockPage {
    /// The page's cell. Any thread: made in the node block, on a worker.
    static func makeCell(album: Album) -> MainThreadCellNode {
        let time = TextStyle(size: 84, weight: .bold, color: .white, alignment: .center)
        let caption = TextStyle(size: 16, color: album.color(lightness: 0.8), alignment: .center)
        let track = album.color(lightness: 0.2)
        let bar = album.color()
        let cell = MainThreadCellNode(redrawInterval: 0.25) { canvas, frame, _ in
            let now = Calendar.current.dateComponents([.hour, .minute, .second], from: Date())
            let seconds = Double(now.second ?? 0)
            let text = String(format: "%02d:%02d:%02d", now.hour ?? 0, now.minute ?? 0, now.second ?? 0)
            let middle = frame.midY
            canvas.drawText(text, style: time, in: Rect(x: frame.minX, y: middle - 90, width: frame.width, height: 100))
            let width = min(frame.width - 64, 420)
            let line = Rect(x: frame.midX - width / 2, y: middle + 30, width: width, height: 8)
            canvas.fillRoundedRect(line, radius: 4, color: track)
            let done = Rect(x: line.minX, y: line.minY, width: max(8, line.width * (seconds + 1) / 60), height: line.height)
            canvas.fillRoundedRect(done, radius: 4, color: bar)
            canvas.drawText(album.caption, style: caption, in: Rect(x: frame.minX + 32, y: middle + 60, width: frame.width - 64, height: 40))
        }
        cell.backgroundColor = Color(red: 24, green: 24, blue: 28)
        return cell
    }
}
