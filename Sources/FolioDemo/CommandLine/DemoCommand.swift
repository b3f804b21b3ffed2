import ArgumentParser

/// A `folio-demo` subcommand: one demo, with its options resolved.
protocol DemoCommand: ParsableCommand {
    /// The options the demo runs with, validated.
    var demoOptions: DemoOptions { get }
}
