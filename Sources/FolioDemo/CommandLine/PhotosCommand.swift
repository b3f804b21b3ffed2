import ArgumentParser
import FolioCommandLine

/// `folio-demo photos`: a bundled photograph per page with its caption.
struct PhotosCommand: DemoCommand {
    static let configuration = CommandConfiguration(
        commandName: "photos",
        abstract: "A photograph per page with its caption (the default demo); with more pages than photos it cycles through them.",
        discussion: PagerOptions.keys
    )

    @Option(parsing: .unconditional, help: PagerOptions.pagesHelp(default: 20), transform: PagerOptions.parsePages)
    var pages: Int = 20

    @OptionGroup var pager: PagerOptions

    func validate() throws {
        try pager.validate(pages: pages)
    }

    var demoOptions: DemoOptions { pager.demoOptions(demo: .photos, pages: pages) }
}
