import ArgumentParser
import FolioCommandLine
import FolioCore

/// The example's command line. Any thread.
struct SidebarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "SidebarExample",
        abstract: "A small SDL app with a sidebar of its own and a Folio pager embedded beside it."
    )

    @Option(help: ArgumentHelp("Folio's assets folder: its photos go on the pages (drawn artwork without it).", valueName: "dir"))
    var assets: String?

    @Option(help: ArgumentHelp("The window size in logical pixels, each side from 320 to 4096. (default: 900x600)", valueName: "WxH"),
            transform: SidebarCommand.parseSize)
    var size: Size?

    @Flag(help: "Write one JSON object per line to standard output: ready, page and sidebar events.")
    var events = false

    /// Reads `WIDTHxHEIGHT`.
    static func parseSize(_ text: String) throws -> Size {
        let sides = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]),
              (320...4096).contains(width), (320...4096).contains(height) else {
            throw InvalidValue(expecting: "WIDTHxHEIGHT in logical pixels, each side from 320 to 4096, such as 900x600")
        }
        return Size(width: Double(width), height: Double(height))
    }
}
