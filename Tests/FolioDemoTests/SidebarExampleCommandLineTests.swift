import Foundation
import Testing

/// The embedding example's command line: a mistake is one line naming the flag, with status 2
/// and no window.
@Suite("Sidebar example command line")
struct SidebarExampleCommandLineTests {
    @Test("A bad value or an unknown flag is one line with status 2", arguments: [
        (["--size", "100x100"], "--size"), (["--size", "wide"], "--size"), (["--size"], "--size"),
        (["--assets", "/nonexistent-folder"], "--assets"), (["--colour"], "--colour"), (["--events=yes"], "--events"),
    ])
    func mistakes(arguments: [String], flag: String) throws {
        let run = try #require(try CommandRun.run(DemoPaths.exampleBinary, arguments),
                               "SidebarExample \(arguments) did not exit; a mistake must not open a window")
        #expect(run.status == 2, "\(run.standardError)")
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(run.standardError)")
        #expect(lines.first?.hasPrefix("SidebarExample: ") == true && lines.first?.contains(flag) == true, "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test("Without a display it says so in one line and exits with status 1 at once")
    func noDisplay() throws {
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
        let run = try #require(try CommandRun.run(DemoPaths.exampleBinary, ["--events"], environment: environment),
                               "SidebarExample without a display did not exit")
        #expect(run.status == 1)
        #expect(run.standardError.split(separator: "\n").count == 1, "\(run.standardError)")
        #expect(run.standardError.hasPrefix("SidebarExample: no display") && run.standardError.contains("xvfb-run"), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test("--help describes the flags and exits 0")
    func help() throws {
        let run = try #require(try CommandRun.run(DemoPaths.exampleBinary, ["--help"]))
        #expect(run.status == 0)
        for flag in ["--assets", "--size", "--events"] { #expect(run.standardOutput.contains(flag), "\(flag)") }
    }
}
