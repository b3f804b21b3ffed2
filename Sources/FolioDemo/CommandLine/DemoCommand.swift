import ArgumentParser

/// A `folio-demo` subcommand: one pager demo, its page count (whose default is the demo's own)
/// and the options every pager demo shares.
protocol DemoCommand: ParsableCommand {
    /// The demo the subcommand runs.
    static var demo: DemoOptions.Demo { get }
    var pages: Int { get }
    var pager: PagerOptions { get }
}

extension DemoCommand {
    func validate() throws {
        try pager.validate(pages: pages)
    }

    /// The options the demo runs with, validated.
    var demoOptions: DemoOptions { pager.demoOptions(demo: Self.demo, pages: pages) }
}
