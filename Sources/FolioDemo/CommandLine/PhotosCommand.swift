import ArgumentParser

/// `folio-demo photos`: a bundled photograph per page with its caption.
struct PhotosCommand: PagerDemoCommand {
    static let configuration = CommandConfiguration(
        commandName: "photos",
        abstract: "A photograph per page with its caption (the default demo); with more pages than photos it cycles through them.",
        discussion: PagerOptions.keys + " " + editingKeys
    )
    /// The photos demo's own keys, for the help.
    static let editingKeys = """
        Delete (or Backspace) removes the page shown, and the next one takes its place; I \
        inserts a new photo before it. Zoom: double-click toggles fit and 1:1, Ctrl+wheel \
        zooms around the pointer, + and - around the centre, two fingers pinch; drag (or the \
        wheel) pans the zoomed photo, and a drag past its edge turns the page; Esc zooms out \
        before it quits. Events (--events): ready, settled, zoomed, content, resized, \
        updated, quit.
        """
    static let demo = DemoOptions.Demo.photos

    @Option(parsing: .unconditional, help: PagerOptions.pagesHelp(default: 20), transform: PagerOptions.parsePages)
    var pages: Int = 20

    @OptionGroup var pager: PagerOptions
}
