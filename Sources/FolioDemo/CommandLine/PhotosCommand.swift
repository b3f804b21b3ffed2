import ArgumentParser

/// `folio-demo photos`: a bundled photograph per page with its caption.
struct PhotosCommand: PagerDemoCommand {
    static let configuration = CommandConfiguration(
        commandName: "photos",
        abstract: "A photograph per page with its caption (the default demo); with more pages than photos it cycles through them.",
        discussion: PagerOptions.keys
    )
    static let demo = DemoOptions.Demo.photos

    @Option(parsing: .unconditional, help: PagerOptions.pagesHelp(default: 20), transform: PagerOptions.parsePages)
    var pages: Int = 20

    @OptionGroup var pager: PagerOptions
}
