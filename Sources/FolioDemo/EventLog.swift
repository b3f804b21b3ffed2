import FolioCommandLine
import FolioCore
import Foundation

/// Writes the demos' events as one JSON object per line on stdout, for scripts and tests
/// (`--events`): `{"event":"ready","height":700,"page":3,"pages":20,"width":1024}`. Keys are
/// sorted (the `dropped` line alone puts "event" first, as its contract says). Lines go through
/// `OutputChannel.standardOutput`, in the order they are written: a reader that is slow or stops
/// reading never holds up a frame (past the channel's capacity events are dropped, counted, and
/// reported at quit by a `{"event":"dropped","count":N}` line before `quit`), and one that goes
/// away stops the events with one line on stderr while the demo goes on. Main thread only.
@MainActor
struct EventLog {
    /// One line: the event's name and its fields (absent ones are left out).
    struct Line: Encodable {
        var event: String
        var page: Int?
        var pages: Int?
        var item: Int?
        /// How many items there are (`ready`, `updated`), or which are selected (`selected`
        /// with more than one).
        var items: ItemsField?
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
        /// The shelves demo's shelf, and how many shelves there are.
        var shelf: Int?
        var shelves: Int?
        /// Why an image could not be shown (`image-failed`).
        var reason: String?
        /// A pager's zoom, relative to the fit, rounded to 2 decimals (`zoomed`).
        var scale: Double?
        /// Where an item moved by hand came from and went (`moved`), flat indexes.
        var from: Int?
        var to: Int?
        /// The context menu's action chosen, in lower case (`menu`).
        var action: String?
        /// The tappable node tapped (`tapped`): "photo" or "avatar".
        var node: String?
        /// The search typed, as typed, and how many items it shows (`search`).
        var text: String?
        var results: Int?

        /// A count of items, or a list of them: the `items` field says either.
        enum ItemsField: Encodable, Equatable {
            case count(Int)
            case list([Int])

            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .count(let count): try container.encode(count)
                case .list(let items): try container.encode(items)
                }
            }
        }

        init(event: String, page: Int? = nil, pages: Int? = nil, item: Int? = nil, items: Int? = nil, sections: Int? = nil,
             layout: String? = nil, offset: Double? = nil, first: Int? = nil, last: Int? = nil, width: Int? = nil, height: Int? = nil,
             liked: Bool? = nil, count: Int? = nil, top: Double? = nil, link: String? = nil, shelf: Int? = nil,
             shelves: Int? = nil, reason: String? = nil, scale: Double? = nil, selection: [Int]? = nil, from: Int? = nil,
             to: Int? = nil, action: String? = nil, node: String? = nil) {
            self.event = event
            self.page = page
            self.pages = pages
            self.item = item
            self.items = selection.map(ItemsField.list) ?? items.map(ItemsField.count)
            self.from = from
            self.to = to
            self.action = action
            self.node = node
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
            self.shelf = shelf
            self.shelves = shelves
            self.reason = reason
            self.scale = scale
        }

        /// A `search` line: `text` typed shows `results` items.
        static func search(_ text: String, results: Int) -> Line {
            var line = Line(event: "search")
            line.text = text
            line.results = results
            return line
        }

        /// A `zoomed` line: the pager's zoom at `scale`, rounded to 2 decimals.
        static func zoomed(_ scale: Double) -> Line {
            Line(event: "zoomed", scale: (scale * 100).rounded() / 100)
        }
    }

    /// The lines, written through the tools' shared `--events` writer.
    private let lines: EventLines

    var isEnabled: Bool { lines.isEnabled }

    init(isEnabled: Bool) {
        lines = EventLines(isEnabled: isEnabled)
    }

    /// The last lines of a run, once the workers have been joined and SDL has shut down: how
    /// many events were dropped (if any were), then `quit`; waits at most
    /// `EventLines.finishTimeout` for the reader to take them and anything still queued (the
    /// `--stats` line).
    func recordQuit() {
        lines.recordQuit()
    }

    /// Writes `line`, if events are on.
    func write(_ line: Line) {
        lines.write(line)
    }
}
