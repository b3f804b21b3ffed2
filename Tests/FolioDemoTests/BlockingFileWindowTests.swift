import Foundation
import Testing

/// A FIFO where the demo or the embedding example expects a file: opening it would wait for a
/// writer for ever, beyond the reach of SIGTERM. A font in its place is refused at start with
/// one line naming the file and status 1; a photo list in its place is refused with one log
/// line and the demo runs on, quitting cleanly.
@Suite("Blocking files", .serialized, .enabled(if: DemoPaths.windowTestsEnabled, "needs FOLIO_WINDOW_TESTS=1 and a display"))
struct BlockingFileWindowTests {
    @Test("A FIFO in place of a font: one line naming it, status 1, at once", arguments: [
        ("fonts/DejaVuSans-Bold.ttf", #""$DEMO" photos"#), ("fonts/DejaVuSans.ttf", #""$DEMO" photos"#),
        ("fonts/DejaVuSans.ttf", #""$DEMO" grid"#), ("fonts/DejaVuSans-Bold.ttf", #""$DEMO" feeds"#),
        ("fonts/DejaVuSans-Bold.ttf", #""$EXAMPLE""#), ("fonts/DejaVuSans.ttf", #""$EXAMPLE""#),
    ])
    func fontFIFO(file: String, program: String) throws {
        let assets = try HostileAssets(fifo: file)
        defer { assets.remove() }
        let run = try #require(try ShellRun.run(program + #" --events --assets "$BROKEN" 2>"$ERR"; echo "status $?""#,
                                                environment: ["BROKEN": assets.path], timeout: 10),
                               "\(program) with a FIFO as \(file) did not end")
        #expect(run.lines.last == "status 1", "\(run.output)")
        #expect(run.errorLines.count == 1, "\(run.standardError)")
        #expect(run.standardError.contains(file) && run.standardError.contains("not a regular file"), "\(run.standardError)")
    }

    @Test("A FIFO in place of the photo list: one line, pages with placeholders, a clean quit on SIGTERM", arguments: ["photos", "grid", "feeds"])
    func listFIFO(demo: String) throws {
        let assets = try HostileAssets(fifo: "photos/photos.tsv")
        defer { assets.remove() }
        let process = try DemoProcess(arguments: [demo, "--events", "--assets", assets.path])
        try #require(process.waitForEvent { $0.name == "ready" } != nil, "no ready event; stderr: \(process.standardError)")
        let (status, seconds) = process.signalAndTimeExit(SIGTERM)
        process.expectCleanExit(status: status, seconds: seconds, "\(demo) with a FIFO photo list, SIGTERM")
        let lines = process.standardError.split(separator: "\n")
        #expect(lines.filter { $0.contains("photos/photos.tsv (not a regular file)") }.count == 1, "\(lines)")
    }
}
