import Foundation

/// Drives the demo's window through xdotool, as a person would with a mouse and keyboard.
struct XDoTool {
    let window: String

    /// Finds the window of the process `pid` (waiting for it to be mapped).
    init?(pid: Int32, timeout: Double = 8) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if let id = Self.run(["search", "--pid", "\(pid)", "--name", "^Folio$"]).output
                .split(separator: "\n").first.map(String.init) {
                window = id
                return
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return nil
    }

    /// Lets go of every modifier key on the display, when there is one: a test that failed
    /// between its `keydown` and its `keyup` would otherwise leave Shift or Ctrl held for every
    /// demo after it, whose keys would then all mean something else.
    static func releaseModifiers() {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { return }
        _ = run(["keyup", "Shift_L", "Shift_R", "Control_L", "Control_R", "Alt_L", "Alt_R", "Super_L", "Super_R"])
    }

    @discardableResult
    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A press at `from`, moves by `step` pixels every `interval` seconds to `from + dx`, a
    /// pause of `hold` seconds, then the release: all in one xdotool run so timing is steady.
    func drag(fromX: Int, y: Int, dx: Int, step: Int, interval: Double, hold: Double = 0, thenBack back: Int = 0) {
        var arguments = ["mousemove", "--window", window, "\(fromX)", "\(y)", "mousedown", "1"]
        let direction = dx < 0 ? -1 : 1
        var x = fromX
        while abs(x - fromX) < abs(dx) {
            x += direction * min(step, abs(dx) - abs(x - fromX))
            arguments += ["mousemove", "--window", window, "\(x)", "\(y)", "sleep", String(format: "%.3f", interval)]
        }
        if hold > 0 { arguments += ["sleep", String(format: "%.3f", hold)] }
        var moved = 0
        while moved < abs(back) {
            moved += min(step, abs(back) - moved)
            arguments += ["mousemove", "--window", window, "\(x - direction * moved)", "\(y)", "sleep", String(format: "%.3f", interval)]
        }
        arguments += ["mouseup", "1"]
        Self.run(arguments)
    }

    func key(_ names: String...) {
        Self.run(["key", "--window", window] + names)
    }

    func click(_ button: Int, repeat count: Int = 1, delay milliseconds: Int = 10) {
        Self.run(["click", "--window", window, "--repeat", "\(count)", "--delay", "\(milliseconds)", "\(button)"])
    }

    func resize(width: Int, height: Int) {
        Self.run(["windowsize", window, "\(width)", "\(height)"])
    }
}
