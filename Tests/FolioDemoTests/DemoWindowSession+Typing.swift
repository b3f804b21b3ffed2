import Foundation

extension DemoWindowSession {
    /// Types `text` into the window as key presses, `delay` ms apart, as a person types.
    func type(_ text: String, delay milliseconds: Int = 40) {
        XDoTool.run(["type", "--window", window.window, "--delay", "\(milliseconds)", text])
    }

    /// The `search` event reporting `text`, after the first `index` events.
    func searched(_ text: String, after index: Int = 0, timeout: Double = 8) -> GridEvent? {
        waitForEvent(after: index, timeout: timeout) { $0.name == "search" && $0.words["text"] == text }
    }
}
