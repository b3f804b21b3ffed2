import Foundation
import Testing

@testable import FolioCore

/// Files opened as hostile input: a FIFO, a device or a folder is refused without blocking, a
/// size over the bound is refused before reading, and a file is read whole in pieces.
@Suite("Regular file")
struct RegularFileTests {
    private let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-regular-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func failure(_ result: Result<[UInt8], RegularFile.Failure>) -> RegularFile.Failure? {
        if case .failure(let failure) = result { return failure }
        return nil
    }

    @Test("A FIFO nobody writes to is refused at once, not waited on")
    func fifo() throws {
        let path = folder + "/fifo"
        try #require(mkfifo(path, 0o644) == 0)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = Date()
        #expect(failure(RegularFile.read(atPath: path, limit: 1 << 20)) == .notRegular)
        #expect(Date().timeIntervalSince(start) < 2)
    }

    @Test("A device, a folder, a missing file and a name with a NUL are refused", arguments: [
        ("/dev/zero", RegularFile.Failure.notRegular), ("/", .folder), ("/nonexistent/file", .notFound), ("/etc/passwd\0.jpg", .notFound),
    ])
    func refusals(path: String, expected: RegularFile.Failure) {
        #expect(failure(RegularFile.read(atPath: path, limit: 1 << 20)) == expected)
    }

    @Test("A file is read whole, across pieces, up to exactly its bound")
    func readsWhole() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = (0..<(RegularFile.pieceByteCount * 2 + 17)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let path = folder + "/data"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try RegularFile.read(atPath: path, limit: bytes.count).get() == bytes)
        #expect(failure(RegularFile.read(atPath: path, limit: bytes.count - 1)) == .tooLarge(byteCount: bytes.count, limit: bytes.count - 1))
    }

    @Test("An empty file reads as no bytes; a cancelled read stops")
    func emptyAndCancelled() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let empty = folder + "/empty", data = folder + "/data"
        try Data().write(to: URL(fileURLWithPath: empty))
        try Data(count: 1000).write(to: URL(fileURLWithPath: data))
        #expect(try RegularFile.read(atPath: empty, limit: 10).get().isEmpty)
        #expect(failure(RegularFile.read(atPath: data, limit: 10_000, isCancelled: { true })) == .cancelled)
    }

    @Test("Failures read as the short reasons messages quote")
    func descriptions() {
        #expect(RegularFile.Failure.notFound.description == "file not found")
        #expect(RegularFile.Failure.notRegular.description == "not a regular file")
        #expect(RegularFile.Failure.tooLarge(byteCount: nil, limit: 4 << 20).description == "file is larger than 4 MiB")
    }
}
