import Foundation

extension XDoTool {
    /// Finds the window of the process `pid` titled exactly `name` (waiting for it to be mapped).
    init?(pid: Int32, name: String, timeout: Double = 8) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if let id = Self.run(["search", "--pid", "\(pid)", "--name", "^\(name)$"]).output
                .split(separator: "\n").first.map(String.init) {
                window = id
                return
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return nil
    }
}
