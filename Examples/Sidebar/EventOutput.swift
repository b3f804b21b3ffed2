import FolioCore

/// With `--events`, one JSON object per line on standard output for scripts and tests: `ready`
/// after the first frame, `page` when the pager settles on a page, `sidebar` when the sidebar's
/// selection changes, `quit` last. Written through Folio's `OutputChannel`, so that a reader
/// that stalls never holds up a frame and one that goes away stops the events, not the app.
/// Main thread.
@MainActor
struct EventOutput {
    let isEnabled: Bool

    func emit(_ name: String, _ fields: KeyValuePairs<String, Int> = [:]) {
        guard isEnabled else { return }
        let body = fields.map { "\"\($0.key)\":\($0.value)" }
        let line = "{" + (["\"event\":\"\(name)\""] + body).joined(separator: ",") + "}"
        OutputChannel.standardOutput.send(line)
    }

    /// The last line, `quit`; waits at most half a second for the reader to take what is queued.
    func finish() {
        OutputChannel.standardOutput.finish(with: isEnabled ? [#"{"event":"quit"}"#] : [], timeout: 0.5)
    }
}
