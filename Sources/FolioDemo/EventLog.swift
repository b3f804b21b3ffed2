import Foundation
import FolioSDL

/// Writes host events as one JSON object per line on stdout, flushed at once, for scripts and
/// tests (`--events`). Main thread only.
@MainActor
struct EventLog {
    let isEnabled: Bool

    func record(_ event: PagerHostEvent) {
        guard isEnabled else { return }
        let line = switch event {
        case let .ready(page, pages, width, height):
            #"{"event":"ready","page":\#(page),"pages":\#(pages),"width":\#(width),"height":\#(height)}"#
        case let .settled(page):
            #"{"event":"settled","page":\#(page)}"#
        case let .content(page):
            #"{"event":"content","page":\#(page)}"#
        case let .resized(width, height, page):
            #"{"event":"resized","width":\#(width),"height":\#(height),"page":\#(page)}"#
        case .quit:
            #"{"event":"quit"}"#
        }
        // FileHandle writes straight to the descriptor: nothing sits in a buffer.
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
