import ArgumentParser

/// `folio-demo stress`: generated pages with long text and a generated picture, for measuring.
struct StressCommand: PagerDemoCommand {
    static let configuration = CommandConfiguration(
        commandName: "stress",
        abstract: "Generated pages with long wrapped text and a generated picture, a million by default; their text in the world's scripts in turn, or in English alone (--text).",
        discussion: PagerOptions.keys
    )
    static let demo = DemoOptions.Demo.stress

    @Option(parsing: .unconditional, help: PagerOptions.pagesHelp(default: 1_000_000), transform: PagerOptions.parsePages)
    var pages: Int = 1_000_000

    @Option(help: TextRepertoire.help(world: """
        the pages go through \(TextRepertoire.languageList("and")), English full of emoji, and Arabic mixed \
        with English and numbers, a page each in turn
        """))
    var text: TextRepertoire = .world

    @OptionGroup var pager: PagerOptions

    /// The pager demos' options, and the text.
    var demoOptions: DemoOptions {
        var options = pager.demoOptions(demo: Self.demo, pages: pages)
        options.text = text
        return options
    }
}
