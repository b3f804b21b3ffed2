import Foundation

/// A demo run that ended abnormally after printing its statistics (a crash on the way out, say):
/// its figures still count, and the report lists it. A plain value: usable on any thread.
struct DemoCrash {
    /// The command line that crashed, as the benchmark ran it.
    let command: String
    /// Its exit status (a signal's number when the backtracer re-raised it).
    let status: Int32
    /// What it wrote to standard error: the crash report, if the runtime printed one.
    let errorOutput: String

    /// The crash report's headline and the crashed thread's first frames, in one line each.
    var summary: [String] {
        let lines = errorOutput.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        var summary = ["folio-demo \(command): status \(status)"]
        if let headline = lines.first(where: { $0.contains("Program crashed") || $0.contains("Fatal error") }) {
            summary.append(headline.trimmingCharacters(in: .whitespaces))
        }
        if let crashed = lines.firstIndex(where: { $0.hasSuffix("crashed:") }) {
            summary += lines[(crashed + 1)...].prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return summary
    }
}
