import Foundation

// folio-bench: runs the release folio-demo headless through scripted sessions, the
// asynchronous and synchronous pipelines alternating, and prints medians with their targets.

let usage = "usage: folio-bench --demo PATH --assets DIR [--rounds N] [--output FILE]"

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("folio-bench: \(message)\n".utf8))
    exit(status)
}

var demo: String?
var assets: String?
var rounds = 3
var output = "bench/results.json"
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    func value() -> String {
        guard let next = arguments.popFirst() else { fail("\(flag) needs a value; \(usage)", status: 2) }
        return next
    }
    switch flag {
    case "--demo": demo = value()
    case "--assets": assets = value()
    case "--rounds":
        let text = value()
        guard let count = Int(text), (1...50).contains(count) else { fail("--rounds expects a whole number from 1 to 50 (got '\(text)')", status: 2) }
        rounds = count
    case "--output": output = value()
    case "-h", "--help":
        print(usage)
        exit(0)
    default: fail("unknown option '\(flag)'; \(usage)", status: 2)
    }
}
guard let demo, FileManager.default.isExecutableFile(atPath: demo) else {
    fail("--demo must name the built folio-demo executable (build it with 'swift build -c release'); \(usage)", status: 2)
}
guard let assets, FileManager.default.fileExists(atPath: assets + "/fonts") else {
    fail("--assets must name Folio's assets folder (the one holding fonts/ and photos/); \(usage)", status: 2)
}

let started = Date()
var suite = BenchSuite(binary: demo, assets: assets, rounds: rounds) { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
do {
    try suite.runAll()
} catch {
    fail("\(error)", status: 1)
}
let report = BenchReport(figures: suite.figures, rounds: rounds, date: started)
print(report.table)
do {
    let url = URL(fileURLWithPath: output)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try report.json().write(to: url)
    print("\nAll figures (median and every round): \(output); took \(Int(Date().timeIntervalSince(started))) s")
} catch {
    fail("cannot write \(output): \(error)", status: 1)
}
