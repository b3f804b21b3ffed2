import ArgumentParser

/// `folio-demo stress`: generated pages with long text and a generated picture, for measuring.
struct StressCommand: PagerDemoCommand {
    static let configuration = CommandConfiguration(
        commandName: "stress",
        abstract: "Generated pages with long wrapped text and a generated picture, a million by default.",
        discussion: PagerOptions.keys
    )
    static let demo = DemoOptions.Demo.stress

    @Option(parsing: .unconditional, help: PagerOptions.pagesHelp(default: 1_000_000), transform: PagerOptions.parsePages)
    var pages: Int = 1_000_000

    @OptionGroup var pager: PagerOptions
}
