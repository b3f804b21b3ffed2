import Foundation
import Testing

/// The benchmark's text measurement: `folio-demo text-cost`, hidden from the demo's help, measures
/// on its own thread with no display and prints one line of figures; `folio-bench --sessions text`
/// runs it and reports them.
@Suite("Text cost command line")
struct TextCostCommandLineTests {
    private static var bench: String {
        (DemoPaths.binary as NSString).deletingLastPathComponent + "/folio-bench"
    }

    private static let cases = ["latin", "cjk", "arabic"].flatMap { paragraph in [1, 2].map { (paragraph, $0) } }

    /// A JSON number as a `Double` (JSONSerialization hands numbers back as `NSNumber`).
    private static func number(_ value: Any?) -> Double? {
        (value as? NSNumber)?.doubleValue
    }

    /// The environment of a machine with no display at all.
    private static var headless: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
        return environment
    }

    @Test("text-cost needs no display, and prints one line: every paragraph at scale 1 and 2, with ordered times and a wrapped layout")
    func measures() throws {
        let result = try #require(try CommandRun.run(DemoPaths.binary, ["text-cost", "--repetitions", "3", "--assets", DemoPaths.assets],
                                                     environment: Self.headless, timeout: 120))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let cost = try #require(document["textCost"] as? [String: Any])
        #expect(Self.number(cost["repetitions"]) == 3)
        #expect(Self.number(cost["fontSize"]) == 15 && Self.number(cost["maxWidth"]) == 360)
        let entries = try #require(cost["paragraphs"] as? [[String: Any]])
        #expect(entries.map { "\($0["paragraph"] as? String ?? "")@\(Int(Self.number($0["scale"]) ?? 0))" }
            == Self.cases.map { "\($0.0)@\($0.1)" })
        for entry in entries {
            let layout = try #require(entry["layoutMs"] as? [String: Any]).compactMapValues(Self.number)
            let drawn = try #require(entry["layoutAndDrawMs"] as? [String: Any]).compactMapValues(Self.number)
            for timing in [layout, drawn] {
                let (low, p50, p90, high) = (timing["min"] ?? -1, timing["p50"] ?? -1, timing["p90"] ?? -1, timing["max"] ?? -1)
                #expect(0 < low && low <= p50 && p50 <= p90 && p90 <= high, "\(entry)")
            }
            // Each repetition's layout and drawing includes its layout.
            for key in ["min", "p50", "p90", "max"] { #expect(drawn[key] ?? 0 >= layout[key] ?? 1, "\(entry)") }
            let width = try #require(Self.number(entry["width"])), height = try #require(Self.number(entry["height"]))
            #expect(width > 200 && width <= 360, "\(entry)")
            #expect(height > 0 && Self.number(entry["lines"]) ?? 0 >= 3, "\(entry)")
        }
    }

    @Test("text-cost is not offered as a demo: not in the help, not in the lists a slip prints")
    func hidden() throws {
        let help = try #require(try CommandRun.run(DemoPaths.binary, ["--help"]))
        #expect(help.status == 0 && help.standardOutput.contains("feeds") && !help.standardOutput.contains("text-cost"))
        for arguments in [["slideshow"], ["help", "slideshow"]] {
            let slip = try #require(try CommandRun.run(DemoPaths.binary, arguments))
            #expect(slip.status == 2 && slip.standardError.contains("feeds"), "\(slip.standardError)")
            #expect(!slip.standardError.contains("text-cost"), "\(slip.standardError)")
        }
    }

    @Test("text-cost's mistakes are one line naming the flag, with status 2", arguments: [
        (["text-cost", "--repetitions", "0"], "--repetitions"), (["text-cost", "--repetitions", "10001"], "--repetitions"),
        (["text-cost", "--repetitions", "many"], "--repetitions"), (["text-cost", "--assets", "/nonexistent/folio"], "--assets"),
        (["text-cost", "--size", "800x600"], "--size"),
    ])
    func mistakes(arguments: [String], flag: String) throws {
        let result = try #require(try CommandRun.run(DemoPaths.binary, arguments, environment: Self.headless))
        #expect(result.status == 2)
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("folio-demo: ") && result.standardError.contains(flag), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("folio-bench --sessions text reports every paragraph at both scales in its table and its JSON")
    func benchSession() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("folio-text-cost-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try #require(try CommandRun.run(Self.bench, [
            "--demo", DemoPaths.binary, "--assets", DemoPaths.assets, "--sessions", "text", "--rounds", "2",
            "--text-repetitions", "2", "--output", output.path,
        ], environment: Self.headless, timeout: 180))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Latin 120 words, CJK 216 characters, Arabic/English 120 words"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("p50 and p90 of 2 repetitions"), "\(result.standardOutput)")
        for label in ["Latin            1x", "CJK              2x", "Arabic/English   2x"] {
            #expect(result.standardOutput.contains(label), "\(label)")
        }
        // Only the sessions that ran are reported: no other table, and no targets.
        #expect(!result.standardOutput.contains("Swiping") && !result.standardOutput.contains("Targets"), "\(result.standardOutput)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
        #expect(document["sessions"] as? [String] == ["text"])
        let figures = try #require(document["figures"] as? [String: [String: Any]])
        for (paragraph, scale) in Self.cases {
            for figure in ["layout.p50", "layout.p90", "layoutDraw.p50", "layoutDraw.p90", "lines", "width", "height"] {
                let name = "text.\(paragraph).\(scale)x.\(figure)"
                let rounds = try #require(figures[name]?["rounds"] as? [Any], "\(name)").compactMap(Self.number)
                #expect(rounds.count == 2 && rounds.allSatisfy { $0 > 0 }, "\(name): \(rounds)")
            }
        }
    }

    @Test("folio-bench's text mistakes are one line with status 2", arguments: [
        (["--text-repetitions", "0"], "--text-repetitions"), (["--text-repetitions", "lots"], "--text-repetitions"),
        (["--sessions", "texts"], "--sessions"),
    ])
    func benchMistakes(arguments: [String], flag: String) throws {
        let result = try #require(try CommandRun.run(Self.bench, ["--demo", DemoPaths.binary, "--assets", DemoPaths.assets] + arguments))
        #expect(result.status == 2)
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        #expect(result.standardError.contains(flag), "\(result.standardError)")
    }
}
