import Foundation
import Testing

/// `folio-demo shelves`'s command line: every bad value is one line naming the flag, with status
/// 2 and no window.
@Suite("Shelves command line")
struct ShelvesCommandLineTests {
    @Test("Bad values are one line naming the flag, with status 2", arguments: [
        (["--shelves", "-1"], "--shelves"), (["--shelves", "x"], "--shelves"), (["--shelves", "1000001"], "--shelves"),
        (["--items", "2.5"], "--items"), (["--items", ""], "--items"), (["--items"], "--items"),
        (["--shelves", "1000000", "--items", "1000"], "--items"),
        (["--start-shelf", "50"], "--start-shelf"), (["--start-shelf", "-1"], "--start-shelf"),
        (["--shelves", "0", "--start-shelf", "1"], "--start-shelf"),
        (["--paging=yes"], "--paging"), (["--pages", "5"], "--pages"),
        (["--script", "nonsense"], "--script"), (["--script"], "--script"), (["--script", "session"], "--script"),
    ])
    func badInput(arguments: [String], flag: String) throws {
        let result = try #require(try CommandRun.run(DemoPaths.binary, ["shelves"] + arguments),
                                  "folio-demo shelves \(arguments) did not exit; a mistake must not open a window")
        #expect(result.status == 2)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardError)")
        #expect(lines.first?.hasPrefix("folio-demo: ") == true, "\(result.standardError)")
        #expect(result.standardError.contains(flag), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }
}
