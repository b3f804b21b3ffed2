import Foundation
import Testing

/// The demo's command line: bad input is one clear line and status 2, with no window opened.
@Suite("Demo command line")
struct CommandLineTests {
    private func run(_ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, stderr: String, stdout: String) {
        let demo = try DemoProcess(arguments: arguments, environment: environment)
        let status = try #require(demo.waitForExit(timeout: 10), "the demo did not exit; it must not open a window")
        Thread.sleep(forTimeInterval: 0.05)
        return (status, demo.standardError, "")
    }

    @Test("Malformed or out-of-range values name the flag and exit with status 2", arguments: [
        (["--pages", "-3"], "--pages"),
        (["--pages", "many"], "--pages"),
        (["--pages"], "--pages"),
        (["--start", "20"], "--start"),
        (["--pages", "5", "--start", "-1"], "--start"),
        (["--size", "100x100"], "--size"),
        (["--size", "wide"], "--size"),
        (["--size", "800x"], "--size"),
        (["--render", "fast"], "--render"),
        (["--bogus"], "--bogus"),
        (["slideshow"], "slideshow"),
        (["--assets", "/nonexistent/folio"], "--assets"),
        (["--workers", "0"], "--workers"),
        (["--workers", "lots"], "--workers"),
        (["--script", "dance"], "--script"),
        (["--prewarm", "-1"], "--prewarm"),
        (["--prewarm", "nan"], "--prewarm"),
        (["--render", "sync", "--prewarm", "3"], "--prewarm"),
    ])
    func badInput(arguments: [String], flag: String) throws {
        let result = try run(arguments)
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(result.stderr.contains(flag))
    }

    @Test("--help prints the usage and exits with status 0")
    func help() throws {
        let demo = try DemoProcess(arguments: ["--help"])
        #expect(demo.waitForExit() == 0)
    }

    @Test("With no display it says so, suggests xvfb-run and exits with status 1")
    func noDisplay() throws {
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
        let result = try run(["photos", "--assets", DemoPaths.assets], environment: environment)
        #expect(result.status == 1)
        #expect(result.stderr.contains("no display"))
        #expect(result.stderr.contains("xvfb-run"))
    }
}
