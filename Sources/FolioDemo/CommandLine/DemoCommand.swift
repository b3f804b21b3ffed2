import ArgumentParser

/// A `folio-demo` subcommand: one demo and the options it runs with.
protocol DemoCommand: ParsableCommand {
    /// The options the demo runs with, validated.
    var demoOptions: DemoOptions { get }
}

/// A pager demo's subcommand: its page count (whose default is the demo's own) and the options
/// every pager demo shares.
protocol PagerDemoCommand: DemoCommand {
    /// The demo the subcommand runs.
    static var demo: DemoOptions.Demo { get }
    var pages: Int { get }
    var pager: PagerOptions { get }
}

extension PagerDemoCommand {
    func validate() throws {
        try pager.validate(pages: pages)
    }

    var demoOptions: DemoOptions { pager.demoOptions(demo: Self.demo, pages: pages) }
}
