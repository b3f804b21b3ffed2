import ArgumentParser

/// `folio-demo`: the demos as subcommands, `photos` when none is named (so `folio-demo --pages
/// 5` shows five photos), and the benchmark's `text-cost`, hidden from the help. Scripts and
/// tests depend on these names, on `--events`, and on a mistake being one line with exit status
/// 2: keep them stable.
struct FolioDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio-demo",
        abstract: "Folio's demos: a pager, a grid, a pager of feeds and shelves of rows whose items are laid out and drawn on background threads.",
        discussion: PagerOptions.keys,
        subcommands: [PhotosCommand.self, StressCommand.self, GridCommand.self, FeedsCommand.self, ShelvesCommand.self, TextCostCommand.self],
        defaultSubcommand: PhotosCommand.self
    )
}
