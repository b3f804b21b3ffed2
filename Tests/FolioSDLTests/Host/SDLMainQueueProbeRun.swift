import Foundation
import Testing

/// One run of the main-queue probe executable (built beside the test binary), which checks the
/// drain on a real main thread: Swift Testing's runner parks its own main thread in
/// `dispatch_main`, after which the main queue is served by worker threads and no test can drain
/// it. Its report maps each figure's name to a list of numbers.
struct SDLMainQueueProbeRun {
    let report: [String: [Double]]

    /// Runs `scenario` (and `window`, for a shown window on the display in `DISPLAY`; otherwise
    /// SDL's offscreen driver) and decodes its report; a failed run is a recorded issue.
    init(_ scenario: String, window: Bool = false) throws {
        let binary = try #require(Bundle.main.executableURL).deletingLastPathComponent()
            .appendingPathComponent("SDLMainQueueProbe")
        let process = Process()
        process.executableURL = binary
        process.arguments = window ? [scenario, "window"] : [scenario]
        var environment = ProcessInfo.processInfo.environment
        if !window { environment["SDL_VIDEODRIVER"] = "offscreen" }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "the probe failed: \(message)")
        report = try JSONDecoder().decode([String: [Double]].self, from: data)
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        print("SDLMainQueueProbe \(scenario)\(window ? " window" : ""): \(text)")
    }

    /// The first number reported under `name`, or NaN (which fails every comparison) if absent.
    subscript(name: String) -> Double { report[name]?.first ?? .nan }

    /// Every number reported under `name`.
    func list(_ name: String) -> [Double] { report[name] ?? [] }
}
