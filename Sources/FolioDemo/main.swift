import Foundation
import FolioCore
import FolioSDL

/// Prints `message` as the demo's one-line error and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("folio-demo: \(message)\n".utf8))
    exit(status)
}

let options: DemoOptions
do {
    options = try DemoOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error.message, status: 2)
}
if options.showsHelp {
    print(DemoOptions.usage)
    exit(0)
}

let assets: String
do {
    assets = try AssetLocator.locate(explicit: options.assetsDirectory)
} catch {
    fail(error.message, status: options.assetsDirectory == nil ? 1 : 2)
}

// Without a display SDL would quietly fall back to its offscreen driver and show nothing.
let environment = ProcessInfo.processInfo.environment
if ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].allSatisfy({ (environment[$0] ?? "").isEmpty }) {
    fail("no display (DISPLAY and WAYLAND_DISPLAY are unset); run it in a desktop session, or headless with: xvfb-run -a folio-demo \(CommandLine.arguments.dropFirst().joined(separator: " "))", status: 1)
}

let log = EventLog(isEnabled: options.emitsEvents)
do {
    try SDLLibrary.start()
    let fonts = try SDLFontLibrary(directory: assets + "/fonts")
    let window = try SDLWindow(title: "Folio", size: options.size)
    let model = PagingScrollModel(
        pageCount: options.pages,
        initialPage: options.start,
        viewportSize: window.logicalSize,
        isCircular: options.isCircular
    )
    let host = PagerHost(window: window, fonts: fonts, model: model, content: PhotosPageContent(), onEvent: log.record)
    host.run()
} catch {
    fail(error.description, status: 1)
}
SDLLibrary.stop()
