import Foundation

/// Writes the demos' events as one JSON object per line on stdout, flushed at once, for scripts
/// and tests (`--events`): `{"event":"ready","height":700,"page":3,"pages":20,"width":1024}`.
/// Keys are sorted, so "event" always comes first. Main thread only.
@MainActor
struct EventLog {
    /// One line: the event's name and its fields (absent ones are left out).
    struct Line: Encodable {
        var event: String
        var page: Int?
        var pages: Int?
        var item: Int?
        var items: Int?
        var sections: Int?
        var layout: String?
        var offset: Double?
        var first: Int?
        var last: Int?
        var width: Int?
        var height: Int?
        var liked: Bool?
        var count: Int?
        var top: Double?
        /// A pressed link's target.
        var link: String?

        init(event: String, page: Int? = nil, pages: Int? = nil, item: Int? = nil, items: Int? = nil, sections: Int? = nil,
             layout: String? = nil, offset: Double? = nil, first: Int? = nil, last: Int? = nil, width: Int? = nil, height: Int? = nil,
             liked: Bool? = nil, count: Int? = nil, top: Double? = nil, link: String? = nil) {
            self.event = event
            self.page = page
            self.pages = pages
            self.item = item
            self.items = items
            self.sections = sections
            self.layout = layout
            self.offset = offset
            self.first = first
            self.last = last
            self.width = width
            self.height = height
            self.liked = liked
            self.count = count
            self.top = top
            self.link = link
        }
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

    /// The last line of a run, once the workers have been joined and SDL has shut down.
    func recordQuit() {
        write(Line(event: "quit"))
    }

    /// Writes `line`, if events are on.
    func write(_ line: Line) {
        guard isEnabled, let data = try? encoder.encode(line) else { return }
        // FileHandle writes straight to the descriptor: nothing sits in a buffer.
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
}
