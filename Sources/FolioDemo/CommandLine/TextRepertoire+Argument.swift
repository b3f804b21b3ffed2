import ArgumentParser

/// `--text`, which the feeds, stress and grid demos take. Parsed on the main thread.
extension TextRepertoire: ExpressibleByArgument {
    /// The languages the world voices write, for the help, the last after `conjunction` ("and").
    static func languageList(_ conjunction: String) -> String {
        "Chinese, Japanese, Arabic, Hebrew, Hindi, Thai, Greek, Russian, Ukrainian \(conjunction) Korean"
    }

    /// The option's help, `world` saying what the demo then writes.
    static func help(world: String) -> ArgumentHelp {
        ArgumentHelp("world: \(world); latin: English only, as in earlier versions, for comparing runs with them.",
                     valueName: "text")
    }
}
