import Foundation

/// With `--events`, one JSON object per line on standard output for scripts and tests: `ready`
/// after the first frame, `page` when the pager settles on a page, `sidebar` when the sidebar's
/// selection changes. Main thread.
@MainActor
struct EventOutput {
    let isEnabled: Bool

    func emit(_ name: String, _ fields: KeyValuePairs<String, Int> = [:]) {
        guard isEnabled else { return }
        let body = fields.map { "\"\($0.key)\":\($0.value)" }
        let line = "{" + (["\"event\":\"\(name)\""] + body).joined(separator: ",") + "}\n"
        FileHandle.standardOutput.write(Data(line.utf8))
    }
}
