import FolioCore
import Logging
import Testing
import TestSupport

/// Folio's swift-log handler writes the one-line messages the demos print.
@Suite("Folio log handler")
struct FolioLogHandlerTests {
    private static func logger(into lines: Locked<[String]>, level: Logger.Level = .info) -> Logger {
        var logger = Logger(label: "folio.test") { label in
            FolioLogHandler(label: label) { line in lines.withLock { $0.append(line) } }
        }
        logger.logLevel = level
        return logger
    }

    @Test("a message is one line, its control characters escaped, whatever the logger was given")
    func oneEscapedLine() {
        let lines = Locked<[String]>([])
        let logger = Self.logger(into: lines)
        logger.line(.warning, "cannot show image /tmp/evil\nname\u{1B}[31m.jpg: not a JPEG")
        logger.warning("raw\rline")
        #expect(lines.current.count == 2)
        #expect(lines.current.allSatisfy { !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
        #expect(lines.current.first?.hasPrefix("cannot show image /tmp/evil") == true)
    }

    @Test("metadata follows the message as sorted key=value pairs")
    func metadataAppended() {
        let lines = Locked<[String]>([])
        var logger = Self.logger(into: lines)
        logger[metadataKey: "page"] = "3"
        logger.error("invalid batch update", metadata: ["section": "1"])
        #expect(lines.current == ["invalid batch update page=3 section=1"])
    }

    @Test("levels below the handler's are not written")
    func levelsFilter() {
        let lines = Locked<[String]>([])
        let logger = Self.logger(into: lines, level: .notice)
        logger.info("quiet")
        logger.notice("heard")
        #expect(lines.current == ["heard"])
    }

    @Test("Folio's own messages reach the handler the app bootstrapped, at their levels")
    func subsystemsReachTheBootstrappedHandler() {
        let marker = "marker-\(UInt64.random(in: 0 ... .max))"
        let lines = LogCapture.lines { FolioLogger.collection.line(.error, "\(marker) collection") }
        #expect(lines.filter { $0.contains(marker) } == ["\(marker) collection"])
    }
}
