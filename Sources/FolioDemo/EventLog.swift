import Foundation
import FolioSDL

/// Writes the demo's events as one JSON object per line on stdout, flushed at once, for scripts
/// and tests (`--events`): `{"event":"ready","height":700,"page":3,"pages":20,"width":1024}`.
/// Keys are sorted, so "event" always comes first. Main thread only.
@MainActor
struct EventLog {
    /// One line: the event's name and its fields (absent ones are left out).
    private struct Line: Encodable {
        var event: String
        var page: Int?
        var pages: Int?
        var width: Int?
        var height: Int?
    }

    let isEnabled: Bool
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    func record(_ event: PagerHostEvent) {
        switch event {
        case let .ready(page, pages, width, height):
            write(Line(event: "ready", page: page, pages: pages, width: width, height: height))
        case let .settled(page):
            write(Line(event: "settled", page: page))
        case let .content(page):
            write(Line(event: "content", page: page))
        case let .resized(width, height, page):
            write(Line(event: "resized", page: page, width: width, height: height))
        }
    }

    /// The last line of a run, once the workers have been joined and SDL has shut down.
    func recordQuit() {
        write(Line(event: "quit"))
    }

    private func write(_ line: Line) {
        guard isEnabled, let data = try? encoder.encode(line) else { return }
        // FileHandle writes straight to the descriptor: nothing sits in a buffer.
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
}
